// The generic checks, exercised through peg solitaire's rules on the lecture's board.
#include "framework/core/checks.hpp"
#include "framework/peg_solitaire/rules.hpp"

#include <gtest/gtest.h>

namespace {

using peg_solitaire::board;
using peg_solitaire::jump;
using peg_solitaire::move;
using peg_solitaire::rules;

// The lecture's 20-hole board: every hole filled but (5,1).
board lecture_start() {
  board b = board::from_layout(
      "# o # # o #\n"
      "o o o o o .\n"
      "# o # # o #\n"
      "# o # # o #\n"
      "o o o o o o\n"
      "# o # # o #\n");
  std::vector<bool> goal(b.shape().hole_count(), false);
  goal[b.shape().index({5, 1})] = true;
  b.set_goal(goal);
  return b;
}

TEST(compare_moves, names_missing_extra_and_duplicated_moves) {
  const std::vector<move> expected{jump({3, 1}, {5, 1}), jump({1, 1}, {3, 1})};
  const std::vector<move> actual{jump({3, 1}, {5, 1}), jump({3, 1}, {5, 1}), jump({0, 4}, {2, 4})};
  const auto report = framework::compare_moves<rules>(expected, actual, false);
  EXPECT_EQ(report.missing, std::vector<std::string>{"(1,1)->(3,1)"});
  EXPECT_EQ(report.extra, std::vector<std::string>{"(0,4)->(2,4)"});
  EXPECT_EQ(report.duplicated, std::vector<std::string>{"(3,1)->(5,1)"});
  EXPECT_FALSE(report.ok());
}

TEST(compare_moves, checks_order_only_when_asked) {
  const std::vector<move> expected{jump({1, 1}, {3, 1}), jump({3, 1}, {5, 1})};
  const std::vector<move> reversed{expected[1], expected[0]};
  EXPECT_TRUE(framework::compare_moves<rules>(expected, reversed, false).ok());
  const auto ordered = framework::compare_moves<rules>(expected, reversed, true);
  ASSERT_TRUE(ordered.order.has_value());
  EXPECT_NE(ordered.order->find("position 1 should be (1,1)->(3,1)"), std::string::npos);
}

TEST(replay, accepts_a_solution_and_names_the_first_illegal_move) {
  const board start = lecture_start();
  EXPECT_EQ(rules::legal_moves(start), std::vector<move>{jump({3, 1}, {5, 1})});
  // (1,1) is still full after the first move, so jumping into it is illegal.
  const auto failure = framework::replay<rules>(start, {jump({3, 1}, {5, 1}), jump({1, 3}, {1, 1})});
  ASSERT_TRUE(failure.has_value());
  EXPECT_EQ(failure->index, 2u);
  EXPECT_NE(failure->reason.find("lands on a peg at (1,1)"), std::string::npos) << failure->reason;
}

TEST(replay, a_legal_sequence_that_stops_short_is_not_a_solution) {
  const auto failure = framework::replay<rules>(lecture_start(), {jump({3, 1}, {5, 1})});
  ASSERT_TRUE(failure.has_value());
  EXPECT_EQ(failure->index, 2u);
  EXPECT_NE(failure->reason.find("not the goal"), std::string::npos);
}

}  // namespace
