// The chessboard: seed 004's attack counters kept by the only two edits,
// refusals that name the square, and the probe hearing every edit.

#include "framework/n_queens/chessboard.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/n_queens/rules.hpp"

#include <gtest/gtest.h>

namespace {

using n_queens::chessboard;
using n_queens::square;

TEST(chessboard, a_queen_attacks_its_row_column_and_both_diagonals) {
  chessboard b(8);
  b.place_queen({3, 4});
  EXPECT_TRUE(b.has_queen({3, 4}));
  EXPECT_EQ(b.attackers({3, 4}), 0) << "a queen does not attack its own square";
  for (const square s : {square{3, 0}, square{3, 7}, square{0, 4}, square{7, 4}, square{0, 1}, square{7, 0},
                         square{0, 7}, square{6, 7}}) {
    EXPECT_EQ(b.attackers(s), 1) << n_queens::to_string(s);
    EXPECT_FALSE(b.is_free(s)) << n_queens::to_string(s);
  }
  EXPECT_TRUE(b.is_free({0, 0}));
  EXPECT_TRUE(b.is_free({5, 5})) << "two rows down, one column across: not on a line with (3,4)";
}

TEST(chessboard, counters_add_up_and_come_back_exactly) {
  chessboard b(6);
  b.place_queen({0, 0});
  b.place_queen({2, 1});
  EXPECT_EQ(b.attackers({2, 0}), 2) << "column of (0,0) and row of (2,1)";
  b.remove_queen({2, 1});
  EXPECT_EQ(b.attackers({2, 0}), 1) << "seed 004: a square covered by two queens stays covered by one";
  b.remove_queen({0, 0});
  for (int r = 0; r < 6; ++r) {
    for (int c = 0; c < 6; ++c) EXPECT_TRUE(b.is_free({r, c}));
  }
  EXPECT_EQ(b, chessboard(6));
}

TEST(chessboard, refuses_what_no_move_does_and_names_the_square) {
  chessboard b(4);
  b.place_queen({1, 1});
  const auto message = [&](auto edit) -> std::string {
    try {
      edit();
    } catch (const framework::rule_violation& e) {
      return e.what();
    }
    return "accepted";
  };
  EXPECT_EQ(message([&] { b.place_queen({1, 1}); }), "place_queen(1,1): the square already holds a queen");
  EXPECT_EQ(message([&] { b.remove_queen({0, 0}); }), "remove_queen(0,0): there is no queen on the square");
  EXPECT_EQ(message([&] { b.place_queen({4, 0}); }), "place_queen(4,0): not a square of the 4x4 board");
  EXPECT_EQ(message([&] { b.place_queen({-1, 2}); }), "place_queen(-1,2): not a square of the 4x4 board");
  // Placing on an attacked square is possible, as on a real board: the rules judge it, not the board.
  EXPECT_EQ(message([&] { b.place_queen({1, 3}); }), "accepted");
  EXPECT_EQ(b.queen_count(), 2);
}

TEST(chessboard, sizes_outside_one_to_thirty_two_are_refused) {
  EXPECT_THROW(chessboard(0), std::invalid_argument);
  EXPECT_THROW(chessboard(33), std::invalid_argument);
  EXPECT_NO_THROW(chessboard(1));
  EXPECT_NO_THROW(chessboard(32));
  EXPECT_TRUE(chessboard(1).is_free({0, 0}));
}

TEST(chessboard, every_edit_is_heard_and_a_queen_placed_is_a_node) {
  chessboard b(5);
  framework::probe::counter counted(&n_queens::rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  b.place_queen({0, 0});
  b.place_queen({1, 2});
  b.remove_queen({1, 2});
  EXPECT_EQ(counted.placements(), 2U);
  EXPECT_EQ(counted.removals(), 1U);
  EXPECT_EQ(counted.nodes(), 2U);
}

TEST(chessboard, the_goal_is_n_queens_none_attacking) {
  chessboard b(4);
  for (const square s : {square{0, 1}, square{1, 3}, square{2, 0}}) b.place_queen(s);
  EXPECT_FALSE(b.is_goal());
  b.place_queen({3, 2});
  EXPECT_TRUE(b.is_goal());
  chessboard clash(2);
  clash.place_queen({0, 0});
  clash.place_queen({1, 1});
  EXPECT_FALSE(clash.is_goal());
}

}  // namespace
