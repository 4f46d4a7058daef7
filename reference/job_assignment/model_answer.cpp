// Model answer for job assignment: the hooks the students write, in the
// deck's structure (seed 003, "B & B example"): the lower bound is the cost so
// far plus each remaining contractor's lowest bid, and the branch and bound
// always extends the partial assignment with the smallest lower bound,
// cutting every branch whose bound is not below the best cost found.
// Written to be read, not to be fast (the grader's reference is the Hungarian
// algorithm, hungarian.hpp). Its depth-first search tries the jobs in
// valid_moves' order, ascending, so its node counts define the "exact"
// expectations of solve_depth_first cases.

#include "framework/job_assignment/hooks.hpp"

#include <limits>
#include <queue>

namespace job_assignment {

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int contractor = s.next_contractor(); contractor < s.size(); ++contractor) {
    std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
    for (int job = 0; job < s.size(); ++job) {
      if (s.rule() == bound_rule::free_jobs && !s.is_free(job)) continue;
      lowest = std::min(lowest, s.bid(contractor, job));
    }
    lb += lowest;
  }
  return lb;
}

std::vector<move> valid_moves(const assignment& s) {
  std::vector<move> moves;
  if (s.is_complete()) return moves;
  for (int job = 0; job < s.size(); ++job) {
    if (s.is_free(job)) moves.push_back({s.next_contractor(), job});
  }
  return moves;
}

void apply_move(assignment& s, move m) { s.assign(m.contractor, m.job); }

void undo_move(assignment& s, move m) { s.unassign(m.contractor); }

namespace {

// The moves that took `from` to `to` (the contractors `to` has beyond `from`'s).
std::vector<move> moves_between(const assignment& from, const assignment& to) {
  std::vector<move> out;
  for (int c = from.assigned(); c < to.assigned(); ++c) out.push_back({c, *to.job_of(c)});
  return out;
}

// A state of the frontier with its lower bound. The smallest bound comes out
// first; among equal bounds the deeper state (it is nearer a complete
// assignment, so a good cost is found sooner), then the older one.
struct candidate {
  std::int64_t lb;
  int depth;
  std::uint64_t made;
  assignment state;

  friend bool operator<(const candidate& x, const candidate& y) {
    // std::priority_queue puts the greatest on top: "less" means "later".
    if (x.lb != y.lb) return x.lb > y.lb;
    if (x.depth != y.depth) return x.depth < y.depth;
    return x.made > y.made;
  }
};

}  // namespace

std::optional<std::vector<move>> solve(assignment& s) {
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::optional<assignment> best_found;
  std::uint64_t made = 0;
  std::priority_queue<candidate> frontier;
  frontier.push({lower_bound(s), s.assigned(), made++, s});
  while (!frontier.empty()) {
    // Choose the state with the smallest lower bound, and extend it.
    const candidate chosen = frontier.top();
    frontier.pop();
    // No state left can lead to anything cheaper than the best found.
    if (chosen.lb >= best) break;
    if (chosen.state.is_complete()) {  // only when s itself is complete
      best = chosen.lb;
      best_found = chosen.state;
      continue;
    }
    for (const move m : valid_moves(chosen.state)) {
      assignment child = chosen.state;
      apply_move(child, m);
      const std::int64_t lb = lower_bound(child);
      if (lb >= best) continue;  // cut: it cannot beat the best found
      if (child.is_complete()) {
        best = lb;  // a complete assignment's bound is its cost
        best_found = child;
        continue;
      }
      frontier.push({lb, child.assigned(), made++, std::move(child)});
    }
  }
  if (!best_found) return std::nullopt;
  return moves_between(s, *best_found);
}

namespace {

struct depth_first_search {
  assignment& s;
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::vector<move> path;
  std::optional<std::vector<move>> best_path;

  void search() {
    if (s.is_complete()) {
      if (s.cost_so_far() < best) {
        best = s.cost_so_far();
        best_path = path;
      }
      return;
    }
    for (const move m : valid_moves(s)) {
      apply_move(s, m);
      path.push_back(m);
      // The bound: search below only if it can beat the best found so far.
      if (lower_bound(s) < best) search();
      path.pop_back();
      undo_move(s, m);
    }
  }
};

}  // namespace

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  depth_first_search walk{s, std::numeric_limits<std::int64_t>::max(), {}, {}};
  walk.search();
  return walk.best_path;
}

}  // namespace job_assignment
