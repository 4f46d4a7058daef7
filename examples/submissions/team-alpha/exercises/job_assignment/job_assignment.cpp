// Team Alpha: the deck's branch and bound as the slides draw it -- a list of
// partial assignments, always extending the one with the smallest lower
// bound, and cutting whatever cannot beat the cheapest complete assignment
// found so far. The depth-first variant is the same idea as a recursion.

#include "framework/job_assignment/hooks.hpp"

#include <algorithm>
#include <limits>

namespace job_assignment {

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int c = s.next_contractor(); c < s.size(); ++c) {
    std::int64_t cheapest = std::numeric_limits<std::int64_t>::max();
    for (int j = 0; j < s.size(); ++j) {
      if (s.rule() == bound_rule::every_job || s.is_free(j)) cheapest = std::min(cheapest, s.bid(c, j));
    }
    lb += cheapest;
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

namespace {

std::vector<move> moves_from(const assignment& start, const assignment& done) {
  std::vector<move> moves;
  for (int c = start.assigned(); c < done.assigned(); ++c) moves.push_back({c, *done.job_of(c)});
  return moves;
}

}  // namespace

std::optional<std::vector<move>> solve(assignment& s) {
  struct open_state {
    assignment state;
    std::int64_t lb;
  };
  std::vector<open_state> open{{s, lower_bound(s)}};
  std::optional<assignment> best;
  std::int64_t best_cost = std::numeric_limits<std::int64_t>::max();
  while (!open.empty()) {
    // choose the vertex/state with smallest lower bound...
    const auto smallest = std::min_element(
        open.begin(), open.end(), [](const open_state& x, const open_state& y) { return x.lb < y.lb; });
    open_state chosen = *smallest;
    open.erase(smallest);
    if (chosen.lb >= best_cost) break;  // nothing left can beat the best
    if (chosen.state.is_complete()) {
      best = chosen.state;
      best_cost = chosen.lb;
      continue;
    }
    // ...and extend it
    for (const move m : valid_moves(chosen.state)) {
      assignment next = chosen.state;
      apply_move(next, m);
      const std::int64_t lb = lower_bound(next);
      if (lb < best_cost) open.push_back({next, lb});
    }
  }
  if (!best) return std::nullopt;
  return moves_from(s, *best);
}

namespace {

void depth_first(assignment& s, std::vector<move>& path, std::int64_t& best_cost,
                 std::optional<std::vector<move>>& best) {
  if (s.is_complete()) {
    if (s.cost_so_far() < best_cost) {
      best_cost = s.cost_so_far();
      best = path;
    }
    return;
  }
  for (const move m : valid_moves(s)) {
    apply_move(s, m);
    path.push_back(m);
    if (lower_bound(s) < best_cost) depth_first(s, path, best_cost, best);
    path.pop_back();
    undo_move(s, m);
  }
}

}  // namespace

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  std::vector<move> path;
  std::int64_t best_cost = std::numeric_limits<std::int64_t>::max();
  std::optional<std::vector<move>> best;
  depth_first(s, path, best_cost, best);
  return best;
}

}  // namespace job_assignment
