// Slides 17-19 of the deck, word for word: lb = cost of the bids assigned so
// far + the minimal bid of every remaining contractor; at each step choose
// the state with the smallest lb and extend it; "can cut off a branch if its
// lb exceeds the cost of a found solution".

#include "framework/job_assignment/hooks.hpp"

#include <cstddef>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

namespace job_assignment {

namespace {
constexpr std::int64_t kNoSolution = std::numeric_limits<std::int64_t>::max();
}

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int contractor = s.next_contractor(); contractor < s.size(); contractor++) {
    std::int64_t minimal = kNoSolution;
    for (int job = 0; job < s.size(); job++) {
      const bool allowed = s.rule() == bound_rule::every_job || s.is_free(job);
      if (allowed && s.bid(contractor, job) < minimal) minimal = s.bid(contractor, job);
    }
    lb += minimal;
  }
  return lb;
}

std::vector<move> valid_moves(const assignment& s) {
  std::vector<move> result;
  if (s.is_complete()) return result;
  const int contractor = s.next_contractor();
  for (int job = 0; job < s.size(); job++) {
    if (s.is_free(job)) result.push_back(move{contractor, job});
  }
  return result;
}

void apply_move(assignment& s, move m) { s.assign(m.contractor, m.job); }

void undo_move(assignment& s, move m) { s.unassign(m.contractor); }

std::optional<std::vector<move>> solve(assignment& s) {
  // The live states, the smallest lb on top (a heap: "choose the state with
  // smallest lower bound" without scanning them all).
  struct live {
    std::int64_t lb;
    assignment state;
    bool operator<(const live& other) const { return lb > other.lb; }
  };
  std::priority_queue<live> states;
  states.push({lower_bound(s), s});
  std::int64_t found_cost = kNoSolution;
  std::optional<assignment> found;
  while (!states.empty()) {
    const live chosen = states.top();
    states.pop();
    if (found && chosen.lb > found_cost) continue;  // its lb exceeds the cost of a found solution
    if (chosen.state.is_complete()) {
      if (chosen.state.cost_so_far() < found_cost) {
        found_cost = chosen.state.cost_so_far();
        found = chosen.state;
      }
      continue;
    }
    for (const move m : valid_moves(chosen.state)) {
      assignment child = chosen.state;
      apply_move(child, m);
      const std::int64_t child_lb = lower_bound(child);
      if (found && child_lb > found_cost) continue;
      states.push({child_lb, std::move(child)});
    }
  }
  if (!found) return std::nullopt;
  std::vector<move> answer;
  for (int c = s.assigned(); c < s.size(); c++) answer.push_back(move{c, *found->job_of(c)});
  return answer;
}

namespace {

struct depth_first {
  assignment& s;
  std::vector<move> path{};
  std::int64_t found_cost = kNoSolution;
  std::optional<std::vector<move>> found{};

  void extend() {
    if (s.is_complete()) {
      if (s.cost_so_far() < found_cost) {
        found_cost = s.cost_so_far();
        found = path;
      }
      return;
    }
    for (const move m : valid_moves(s)) {
      apply_move(s, m);
      path.push_back(m);
      if (!(lower_bound(s) > found_cost)) extend();
      path.pop_back();
      undo_move(s, m);
    }
  }
};

}  // namespace

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  depth_first search{s};
  search.extend();
  return search.found;
}

}  // namespace job_assignment
