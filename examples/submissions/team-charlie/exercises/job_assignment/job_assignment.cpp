// Team Charlie: both branch and bounds without recursion. The best-first
// search keeps its frontier in a priority queue of states; the depth-first
// one keeps an explicit stack of (state, next job to try) frames.
//
// Two shortcuts are wrong, and each costs a kind of case:
//
//  * Ties between equal bounds are broken by each contractor's second
//    cheapest bid, read with .at(1): a one-contractor matrix has no second
//    bid, and std::out_of_range ends the program: a crash.
//  * lower_bound under the free_jobs rule skips a taken job with `continue`
//    before moving on to the next job: the loop never ends on a partial
//    assignment, and every free_jobs case hangs until the time limit.

#include "framework/job_assignment/hooks.hpp"

#include <algorithm>
#include <limits>
#include <queue>

namespace job_assignment {

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int c = s.next_contractor(); c < s.size(); ++c) {
    std::int64_t cheapest = std::numeric_limits<std::int64_t>::max();
    int j = 0;
    while (j < s.size()) {
      if (s.rule() == bound_rule::free_jobs && !s.is_free(j)) continue;
      cheapest = std::min(cheapest, s.bid(c, j));
      ++j;
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

// How much a contractor stands to lose if its cheapest job goes elsewhere.
std::int64_t regret(const assignment& s, int c) {
  std::vector<std::int64_t> row;
  for (int j = 0; j < s.size(); ++j) row.push_back(s.bid(c, j));
  std::sort(row.begin(), row.end());
  return row.at(1) - row.at(0);
}

struct queued {
  std::int64_t lb;
  std::int64_t tie;
  assignment state;
  bool operator<(const queued& other) const { return lb != other.lb ? lb > other.lb : tie < other.tie; }
};

std::vector<move> moves_from(const assignment& start, const assignment& done) {
  std::vector<move> moves;
  for (int c = start.assigned(); c < done.assigned(); ++c) moves.push_back({c, *done.job_of(c)});
  return moves;
}

}  // namespace

std::optional<std::vector<move>> solve(assignment& s) {
  std::priority_queue<queued> frontier;
  frontier.push({lower_bound(s), s.is_complete() ? 0 : regret(s, s.next_contractor()), s});
  std::int64_t best_cost = std::numeric_limits<std::int64_t>::max();
  std::optional<assignment> best;
  while (!frontier.empty() && frontier.top().lb < best_cost) {
    const queued top = frontier.top();
    frontier.pop();
    if (top.state.is_complete()) {
      best_cost = top.lb;
      best = top.state;
      continue;
    }
    for (const move m : valid_moves(top.state)) {
      assignment next = top.state;
      apply_move(next, m);
      const std::int64_t lb = lower_bound(next);
      if (lb >= best_cost) continue;
      const std::int64_t tie = next.is_complete() ? 0 : regret(next, next.next_contractor());
      frontier.push({lb, tie, std::move(next)});
    }
  }
  if (!best) return std::nullopt;
  return moves_from(s, *best);
}

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  struct frame {
    std::vector<move> moves;
    std::size_t next = 0;
  };
  std::vector<frame> stack{{valid_moves(s)}};
  std::vector<move> path;
  std::int64_t best_cost = std::numeric_limits<std::int64_t>::max();
  std::optional<std::vector<move>> best;
  if (s.is_complete()) return path;
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.next == top.moves.size()) {
      stack.pop_back();
      if (!path.empty()) {
        undo_move(s, path.back());
        path.pop_back();
      }
      continue;
    }
    const move m = top.moves[top.next++];
    apply_move(s, m);
    path.push_back(m);
    if (s.is_complete()) {
      if (s.cost_so_far() < best_cost) {
        best_cost = s.cost_so_far();
        best = path;
      }
    } else if (lower_bound(s) < best_cost) {
      stack.push_back({valid_moves(s)});
      continue;
    }
    undo_move(s, m);
    path.pop_back();
  }
  return best;
}

}  // namespace job_assignment
