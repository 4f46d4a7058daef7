// valid_moves offers every job, taken or not: the searches give a job to a second contractor
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
    moves.push_back({s.next_contractor(), j});  // every job
  }
  return moves;
}

void apply_move(assignment& s, move m) { s.assign(m.contractor, m.job); }

void undo_move(assignment& s, move m) { s.unassign(m.contractor); }

std::optional<std::vector<move>> solve(assignment& s) {
  std::vector<assignment> live{s};
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::optional<assignment> found;
  while (!live.empty()) {
    std::size_t pick = 0;
    for (std::size_t i = 1; i < live.size(); ++i) {
      if (lower_bound(live[i]) < lower_bound(live[pick])) pick = i;
    }
    const assignment state = live[pick];
    live.erase(live.begin() + static_cast<std::ptrdiff_t>(pick));
    if (lower_bound(state) >= best) break;
    if (state.is_complete()) {
      best = state.cost_so_far();
      found = state;
      continue;
    }
    for (const move m : valid_moves(state)) {
      assignment next = state;
      apply_move(next, m);
      if (lower_bound(next) >= best) continue;
      if (next.is_complete()) {
        best = next.cost_so_far();
        found = next;
      } else {
        live.push_back(next);
      }
    }
  }
  if (!found) return std::nullopt;
  std::vector<move> out;
  for (int c = s.assigned(); c < s.size(); ++c) out.push_back({c, *found->job_of(c)});
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
