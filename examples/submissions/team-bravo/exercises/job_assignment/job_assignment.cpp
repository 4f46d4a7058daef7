// Team Bravo: the deck's branch and bound, best-first with a priority queue
// and depth-first as a recursion. One subtle bug: lower_bound takes each
// remaining contractor's cheapest bid among the jobs still free, whatever
// the case's rule says. That is a valid bound (and a tighter one), so both
// searches still find the optimum; but every lower_bound case that asks for
// the deck's "lowest bid over every job" gets a larger number than the
// deck's, and the depth-first search cuts more than the lecture's does, so
// its exact node counts differ where the two rules disagree.

#include "framework/job_assignment/hooks.hpp"

#include <limits>
#include <queue>

namespace job_assignment {

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int c = s.next_contractor(); c < s.size(); ++c) {
    std::int64_t cheapest = std::numeric_limits<std::int64_t>::max();
    for (int j = 0; j < s.size(); ++j) {
      if (s.is_free(j) && s.bid(c, j) < cheapest) cheapest = s.bid(c, j);
    }
    lb += cheapest;
  }
  return lb;
}

std::vector<move> valid_moves(const assignment& s) {
  std::vector<move> moves;
  for (int j = 0; j < s.size() && !s.is_complete(); ++j) {
    if (s.is_free(j)) moves.push_back({s.next_contractor(), j});
  }
  return moves;
}

void apply_move(assignment& s, move m) { s.assign(m.contractor, m.job); }

void undo_move(assignment& s, move m) { s.unassign(m.contractor); }

std::optional<std::vector<move>> solve(assignment& s) {
  using entry = std::pair<std::int64_t, std::vector<move>>;  // (bound, moves from s)
  std::priority_queue<entry, std::vector<entry>, std::greater<>> frontier;
  frontier.push({lower_bound(s), {}});
  while (!frontier.empty()) {
    auto [lb, moves] = frontier.top();
    frontier.pop();
    assignment here = s;
    for (const move m : moves) apply_move(here, m);
    // The smallest bound is a complete assignment: nothing can beat it.
    if (here.is_complete()) return moves;
    for (const move m : valid_moves(here)) {
      assignment next = here;
      apply_move(next, m);
      auto longer = moves;
      longer.push_back(m);
      frontier.push({lower_bound(next), longer});
    }
  }
  return std::nullopt;
}

namespace {

struct best_so_far {
  std::int64_t cost = std::numeric_limits<std::int64_t>::max();
  std::optional<std::vector<move>> moves;
};

void search(assignment& s, std::vector<move>& path, best_so_far& best) {
  if (s.is_complete()) {
    if (s.cost_so_far() < best.cost) best = {s.cost_so_far(), path};
    return;
  }
  for (const move m : valid_moves(s)) {
    apply_move(s, m);
    path.push_back(m);
    if (lower_bound(s) < best.cost) search(s, path, best);
    path.pop_back();
    undo_move(s, m);
  }
}

}  // namespace

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  std::vector<move> path;
  best_so_far best;
  search(s, path, best);
  return best.moves;
}

}  // namespace job_assignment
