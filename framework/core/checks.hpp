#pragma once
// Checks written once for every problem, against the rules engine. The grader
// uses them to judge a student's hook results; the kit's tests use them to check
// the reference answers. Each returns nothing on success, or the first problem
// found, phrased for the student.

#include "framework/core/problem.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace framework {

struct move_set_report {
  std::vector<std::string> missing;     // legal moves the student did not return
  std::vector<std::string> extra;       // moves returned that are not legal
  std::vector<std::string> duplicated;  // moves returned more than once
  std::optional<std::string> order;     // first place the order differs from canonical
  [[nodiscard]] bool ok() const { return missing.empty() && extra.empty() && duplicated.empty() && !order; }
};

// Compares a student's valid_moves result with the rules' canonical list.
template <backtracking_rules R>
move_set_report compare_moves(const std::vector<typename R::move>& expected,
                              const std::vector<typename R::move>& actual, bool check_order) {
  move_set_report report;
  auto sorted_expected = expected;
  auto sorted_actual = actual;
  std::sort(sorted_expected.begin(), sorted_expected.end());
  std::sort(sorted_actual.begin(), sorted_actual.end());
  for (std::size_t i = 1; i < sorted_actual.size(); ++i) {
    if (sorted_actual[i] == sorted_actual[i - 1] &&
        (report.duplicated.empty() || report.duplicated.back() != R::describe(sorted_actual[i]))) {
      report.duplicated.push_back(R::describe(sorted_actual[i]));
    }
  }
  sorted_actual.erase(std::unique(sorted_actual.begin(), sorted_actual.end()), sorted_actual.end());
  std::vector<typename R::move> diff;
  std::set_difference(sorted_expected.begin(), sorted_expected.end(), sorted_actual.begin(),
                      sorted_actual.end(), std::back_inserter(diff));
  for (const auto& m : diff) report.missing.push_back(R::describe(m));
  diff.clear();
  std::set_difference(sorted_actual.begin(), sorted_actual.end(), sorted_expected.begin(),
                      sorted_expected.end(), std::back_inserter(diff));
  for (const auto& m : diff) report.extra.push_back(R::describe(m));
  if (check_order && report.missing.empty() && report.extra.empty() && report.duplicated.empty()) {
    for (std::size_t i = 0; i < expected.size(); ++i) {
      if (!(expected[i] == actual[i])) {
        report.order = "position " + std::to_string(i + 1) + " should be " + R::describe(expected[i]) +
                       " but is " + R::describe(actual[i]) + " (moves must be in canonical order)";
        break;
      }
    }
  }
  return report;
}

struct replay_failure {
  std::size_t index;  // 1-based number of the offending move, or moves+1 for "not a goal"
  std::string reason;
};

// Replays a claimed solution with the framework's own rules, never the
// student's. Returns the first illegal move, or a failure after the last move
// when the final state is not a goal.
template <backtracking_rules R>
std::optional<replay_failure> replay(typename R::state state, const std::vector<typename R::move>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (auto why = R::why_illegal(state, moves[i])) {
      return replay_failure{
          i + 1, "move " + std::to_string(i + 1) + " " + R::describe(moves[i]) + " is illegal: " + *why};
    }
    R::apply(state, moves[i]);
  }
  if (!R::is_goal(state)) {
    std::string reason = "after all " + std::to_string(moves.size()) + " moves the position is not the goal";
    const auto diff = R::goal_differences(state);
    if (!diff.empty()) reason += ": " + diff.front();
    return replay_failure{moves.size() + 1, reason};
  }
  return std::nullopt;
}

// Whether a claimed solution that fails the replay is all legal when read
// backwards (the path of a search listed from the leaf up), and whether it
// then reaches the goal.
struct reversed_reading {
  bool legal = false;
  bool reaches_goal = false;
};
template <backtracking_rules R>
reversed_reading read_backwards(typename R::state state, std::vector<typename R::move> moves) {
  std::reverse(moves.begin(), moves.end());
  for (const auto& m : moves) {
    if (R::why_illegal(state, m)) return {};
    R::apply(state, m);
  }
  return {true, R::is_goal(state)};
}

// A claimed solution that holds the moves of branches that failed as well
// (a path not popped when its move was undone): the moves that remain when
// those branches are taken out, if they reach the goal. Each move is taken as
// made on the position of some move before it still on the path, the deepest
// first, with a bounded search over the choices; nothing when no such reading
// reaches the goal or the answer drops no move. The search recurses once per
// move, and the answer is the student's: a longer one than kMaxFailedBranchMoves
// is not looked at (the grader's stack must never depend on it).
inline constexpr std::size_t kMaxFailedBranchMoves = 4096;

template <backtracking_rules R>
std::optional<std::vector<typename R::move>> without_failed_branches(
    const typename R::state& start, const std::vector<typename R::move>& moves, std::size_t budget = 100000) {
  if (moves.size() > kMaxFailedBranchMoves) return std::nullopt;
  using state = typename R::state;
  std::vector<state> positions{start};  // positions[k]: after the path's first k moves
  std::vector<typename R::move> path;
  std::optional<std::vector<typename R::move>> found;
  const auto walk = [&](auto&& self, std::size_t i) -> bool {
    if (budget == 0) return false;
    --budget;
    if (i == moves.size()) {
      if (!R::is_goal(positions.back()) || path.size() == moves.size()) return false;
      found = path;
      return true;
    }
    for (std::size_t level = positions.size(); level-- > 0;) {
      if (R::why_illegal(positions[level], moves[i])) continue;
      const auto kept_positions = positions.size();
      std::vector<typename R::move> dropped(path.begin() + static_cast<std::ptrdiff_t>(level), path.end());
      positions.erase(positions.begin() + static_cast<std::ptrdiff_t>(level) + 1, positions.end());
      path.erase(path.begin() + static_cast<std::ptrdiff_t>(level), path.end());
      state next = positions.back();
      R::apply(next, moves[i]);
      positions.push_back(std::move(next));
      path.push_back(moves[i]);
      if (self(self, i + 1)) return true;
      // Put the path back as it was for the next choice.
      path.pop_back();
      positions.pop_back();
      for (const auto& m : dropped) {
        state after = positions.back();
        R::apply(after, m);
        positions.push_back(std::move(after));
        path.push_back(m);
      }
      if (positions.size() != kept_positions) return false;
    }
    return false;
  };
  walk(walk, 0);
  return found;
}

}  // namespace framework
