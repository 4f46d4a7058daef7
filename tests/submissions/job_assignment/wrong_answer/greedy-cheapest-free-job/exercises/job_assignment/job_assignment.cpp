// solve is greedy: each contractor in turn takes its cheapest free job, with no bound and no search
#include "framework/job_assignment/hooks.hpp"

#include <limits>
#include <vector>

namespace job_assignment {

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int c = s.next_contractor(); c < s.size(); ++c) {
    std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
    for (int j = 0; j < s.size(); ++j) {
      if (s.rule() == bound_rule::free_jobs && !s.is_free(j)) continue;
      if (s.bid(c, j) < lowest) lowest = s.bid(c, j);
    }
    lb += lowest;
  }
  return lb;
}

std::vector<move> valid_moves(const assignment& s) {
  std::vector<move> moves;
  if (s.is_complete()) return moves;
  for (int j = 0; j < s.size(); ++j) {
    if (s.is_free(j)) moves.push_back({s.next_contractor(), j});
  }
  return moves;
}

void apply_move(assignment& s, move m) { s.assign(m.contractor, m.job); }

void undo_move(assignment& s, move m) { s.unassign(m.contractor); }

std::optional<std::vector<move>> solve(assignment& s) {
  // Greedy: each contractor in turn takes its cheapest free job.
  assignment t = s;
  std::vector<move> out;
  while (!t.is_complete()) {
    move cheapest = valid_moves(t).front();
    for (const move m : valid_moves(t)) {
      if (t.bid(m.contractor, m.job) < t.bid(cheapest.contractor, cheapest.job)) cheapest = m;
    }
    apply_move(t, cheapest);
    out.push_back(cheapest);
  }
  return out;
}

namespace {

void depth_first(assignment& s, std::vector<move>& path, std::int64_t& best,
                 std::optional<std::vector<move>>& found) {
  if (s.is_complete()) {
    if (s.cost_so_far() < best) {
      best = s.cost_so_far();
      found = path;
    }
    return;
  }
  for (const move m : valid_moves(s)) {
    apply_move(s, m);
    path.push_back(m);
    if (lower_bound(s) < best) depth_first(s, path, best, found);
    path.pop_back();
    undo_move(s, m);
  }
}

}  // namespace

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  std::vector<move> path;
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::optional<std::vector<move>> found;
  depth_first(s, path, best, found);
  return found;
}

}  // namespace job_assignment
