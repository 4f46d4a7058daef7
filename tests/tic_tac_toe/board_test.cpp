// The board: turns from the counts, wins in every direction, and the edits
// refused that no move of a game can make.

#include "framework/tic_tac_toe/board.hpp"

#include "framework/core/errors.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace {

using tic_tac_toe::board;
using tic_tac_toe::mark;

TEST(board, x_moves_first_and_turns_alternate) {
  board b;
  EXPECT_EQ(b.to_move(), mark::x);
  b.place_mark({1, 1});
  EXPECT_EQ(b.at({1, 1}), mark::x);
  EXPECT_EQ(b.to_move(), mark::o);
  b.place_mark({0, 0});
  EXPECT_EQ(b.at({0, 0}), mark::o);
  EXPECT_EQ(b.to_move(), mark::x);
  EXPECT_EQ(b.mark_count(), 2);
  EXPECT_EQ(b.marks_placed(), 2U);
}

TEST(board, o_can_move_first) {
  board b(3, 3, 3, mark::o);
  b.place_mark({0, 0});
  EXPECT_EQ(b.at({0, 0}), mark::o);
  EXPECT_EQ(b.to_move(), mark::x);
}

TEST(board, wins_along_rows_columns_and_both_diagonals) {
  const auto wins = [](std::vector<tic_tac_toe::square> xs, std::vector<tic_tac_toe::square> os) {
    board b;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      b.place_mark(xs[i]);
      if (i < os.size()) b.place_mark(os[i]);
    }
    return b.winner();
  };
  EXPECT_EQ(wins({{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}}), mark::x);
  EXPECT_EQ(wins({{0, 0}, {1, 0}, {2, 0}}, {{0, 1}, {1, 1}}), mark::x);
  EXPECT_EQ(wins({{0, 0}, {1, 1}, {2, 2}}, {{0, 1}, {0, 2}}), mark::x);
  EXPECT_EQ(wins({{0, 2}, {1, 1}, {2, 0}}, {{0, 1}, {0, 0}}), mark::x);
  EXPECT_EQ(wins({{0, 0}, {0, 1}, {2, 2}}, {{1, 0}, {1, 1}, {1, 2}}), mark::o);
}

TEST(board, k_in_a_row_on_bigger_boards) {
  board b(4, 4, 3);
  for (const tic_tac_toe::square s : {tic_tac_toe::square{3, 1}, {0, 0}, {2, 2}, {0, 3}}) b.place_mark(s);
  EXPECT_EQ(b.winner(), mark::none);
  b.place_mark({1, 3});  // X: (3,1) (2,2) (1,3), an anti-diagonal of three
  EXPECT_EQ(b.winner(), mark::x);
  EXPECT_TRUE(b.is_over());
}

TEST(board, refuses_taken_squares_off_board_and_decided_games) {
  board b;
  b.place_mark({0, 0});
  EXPECT_THROW(b.place_mark({0, 0}), framework::rule_violation);
  EXPECT_THROW(b.place_mark({3, 0}), framework::rule_violation);
  for (const tic_tac_toe::square s : {tic_tac_toe::square{1, 0}, {0, 1}, {1, 1}, {0, 2}}) b.place_mark(s);
  ASSERT_EQ(b.winner(), mark::x);
  try {
    b.place_mark({2, 2});
    FAIL() << "a move after the game is won";
  } catch (const framework::rule_violation& e) {
    EXPECT_NE(std::string(e.what()).find("the game is over: X has three in a row"), std::string::npos)
        << e.what();
  }
}

TEST(board, clear_takes_back_only_the_last_movers_marks) {
  board b;
  b.place_mark({1, 1});
  b.place_mark({0, 0});
  EXPECT_THROW(b.clear({1, 1}), framework::rule_violation);  // X is to move: O's mark comes back first
  EXPECT_THROW(b.clear({2, 2}), framework::rule_violation);  // empty
  b.clear({0, 0});
  EXPECT_EQ(b.to_move(), mark::o);
  b.clear({1, 1});
  EXPECT_EQ(b, board());
  EXPECT_EQ(b.marks_placed(), 2U);  // placements, not the marks standing
}

TEST(board, clearing_a_winning_mark_reopens_the_game) {
  board b;
  for (const tic_tac_toe::square s : {tic_tac_toe::square{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}})
    b.place_mark(s);
  ASSERT_TRUE(b.is_over());
  b.clear({0, 2});
  EXPECT_EQ(b.winner(), mark::none);
  EXPECT_FALSE(b.is_over());
}

TEST(board, positions_must_be_reachable) {
  using v = std::vector<mark>;
  const mark X = mark::x, O = mark::o, _ = mark::none;
  EXPECT_NO_THROW(board(3, 3, 3, mark::x, v{X, X, X, O, O, _, _, _, _}));
  EXPECT_THROW(board(3, 3, 3, mark::x, v{X, X, _, _, _, _, _, _, _}), std::invalid_argument);  // two X, no O
  EXPECT_THROW(board(3, 3, 3, mark::x, v{X, X, X, O, O, O, _, _, X}), std::invalid_argument);  // both won
  EXPECT_THROW(board(3, 3, 3, mark::x, v{X, X, X, O, O, _, O, _, _}),
               std::invalid_argument);  // X won, X to move
  EXPECT_THROW(board(3, 3, 3, mark::x, v{X}), std::invalid_argument);
}

TEST(board, limits) {
  EXPECT_THROW(board(7, 3, 3), std::invalid_argument);
  EXPECT_THROW(board(3, 3, 4), std::invalid_argument);
  EXPECT_THROW(board(3, 3, 0), std::invalid_argument);
  EXPECT_NO_THROW(board(6, 6, 6));
  EXPECT_NO_THROW(board(1, 4, 4));
}

}  // namespace
