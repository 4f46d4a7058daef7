// The rules: moves in reading order until the game is decided, the deck's
// heuristic, outcomes, and the runner's JSON.

#include "framework/tic_tac_toe/rules.hpp"

#include <gtest/gtest.h>

namespace {

using tic_tac_toe::board;
using tic_tac_toe::mark;
using tic_tac_toe::rules;
using tic_tac_toe::square;

board play(std::initializer_list<square> moves, board b = board()) {
  for (const auto s : moves) b.place_mark(s);
  return b;
}

TEST(rules, legal_moves_are_the_empty_squares_in_reading_order) {
  const auto moves = rules::legal_moves(play({{1, 1}, {0, 2}}));
  ASSERT_EQ(moves.size(), 7U);
  EXPECT_EQ(moves.front(), (square{0, 0}));
  EXPECT_EQ(moves[2], (square{1, 0}));
  EXPECT_EQ(moves.back(), (square{2, 2}));
  EXPECT_TRUE(rules::legal_moves(play({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}})).empty());
}

TEST(rules, the_decks_heuristic) {
  EXPECT_EQ(rules::heuristic(board()), 0);
  EXPECT_EQ(rules::heuristic(play({{1, 1}})), 4);
  EXPECT_EQ(rules::heuristic(play({{1, 1}, {0, 0}})), 1);   // slide 27: the centre backs up 1
  EXPECT_EQ(rules::heuristic(play({{0, 0}, {1, 1}})), -1);  // a corner, -1
  EXPECT_EQ(rules::heuristic(play({{0, 1}, {1, 1}})), -2);  // an edge, -2
  EXPECT_EQ(rules::heuristic(play({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}})), 1000);
  EXPECT_EQ(rules::heuristic(play({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 2}, {1, 2}})), -1000);
  EXPECT_EQ(rules::windows(board(4, 4, 4)).size(), 10U);
  EXPECT_EQ(rules::windows(board(3, 4, 3)).size(), 3U * 2 + 4U + 2 * 2);
}

TEST(rules, outcome_and_goal) {
  EXPECT_EQ(rules::outcome(play({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}})), 1);
  EXPECT_EQ(rules::outcome(board()), 0);
  EXPECT_FALSE(rules::goal_differences(board()).empty());
  EXPECT_EQ(rules::goal_differences(board()).front(), "the game is still open: X to move");
}

TEST(rules, json_round_trip_and_rejects) {
  const board b = play({{1, 1}, {0, 2}}, board(4, 4, 3, mark::o));
  const auto j = rules::state_json(b);
  EXPECT_EQ(j.at("cells"), "..X..O..........");
  EXPECT_EQ(rules::state_from_json(j), b);
  EXPECT_THROW((void)rules::state_from_json(
                   {{"rows", 3}, {"cols", 3}, {"k", 3}, {"first", "X"}, {"cells", "XX......."}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json({{"rows", 3}}), std::invalid_argument);
  EXPECT_THROW((void)rules::move_from_json(nlohmann::json::array({1})), std::invalid_argument);
}

TEST(rules, render_says_whose_move_or_how_it_ended) {
  EXPECT_NE(rules::render(board()).find("X to move"), std::string::npos);
  EXPECT_NE(rules::render(play({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}})).find("X won"), std::string::npos);
  EXPECT_EQ(rules::why_illegal(play({{1, 1}}), {1, 1}), "(1,1) already holds X");
}

}  // namespace
