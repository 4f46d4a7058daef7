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

}  // namespace framework
