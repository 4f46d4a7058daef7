// The rules: a mark is legal on an unused cell of the board, paths found in
// the deck's order, the longest beginning of a word that is not on the
// board, the runner's JSON, the picture, and how two boards differ.

#include "framework/boggle/rules.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

namespace {

using boggle::board;
using boggle::cell;
using boggle::path;
using boggle::rules;
using boggle::testing::deck_board;
using boggle::testing::from;

TEST(rules, legal_marks_are_the_unused_cells_in_reading_order) {
  board b = from({"AB", "CD"});
  EXPECT_EQ(rules::legal_moves(b), (std::vector<cell>{{0, 0}, {0, 1}, {1, 0}, {1, 1}}));
  rules::apply(b, {0, 1});
  EXPECT_EQ(rules::legal_moves(b), (std::vector<cell>{{0, 0}, {1, 0}, {1, 1}}));
  EXPECT_EQ(rules::why_illegal(b, {0, 1}), "(0,1) is already in use");
  EXPECT_EQ(rules::why_illegal(b, {2, 0}), "(2,0) is not a cell of the 2x2 board");
  EXPECT_EQ(rules::why_illegal(b, {1, 1}), std::nullopt);
  rules::undo(b, {0, 1});
  EXPECT_EQ(b, from({"AB", "CD"}));
  EXPECT_FALSE(rules::is_goal(b));
}

TEST(rules, finds_paths_in_the_decks_order) {
  const board b = deck_board();
  EXPECT_EQ(rules::find_path(b, "tram"), (path{{0, 3}, {1, 3}, {2, 3}, {1, 2}}));
  EXPECT_EQ(rules::find_path(b, "gram"), (path{{0, 0}, {1, 1}, {0, 1}, {1, 2}}));
  // Two As: the first in reading order that goes on wins.
  EXPECT_EQ(rules::find_path(b, "arm"), (path{{0, 1}, {1, 1}, {1, 2}}));
  EXPECT_EQ(rules::find_path(b, "dodo"), std::nullopt);
  EXPECT_EQ(rules::find_path(b, "gaunt"), std::nullopt);
  EXPECT_EQ(rules::find_path(b, ""), path{});
}

TEST(rules, a_qu_face_spells_two_letters_and_a_bare_q_one) {
  const board qu = from({"Qu I", "T E"});
  EXPECT_EQ(rules::find_path(qu, "quit"), (path{{0, 0}, {0, 1}, {1, 0}}));
  EXPECT_EQ(rules::find_path(qu, "qit"), std::nullopt);
  const board q = from({"Q U", "I T"});
  EXPECT_EQ(rules::find_path(q, "quit"), (path{{0, 0}, {0, 1}, {1, 0}, {1, 1}}));
  EXPECT_EQ(rules::find_path(q, "qit"), (path{{0, 0}, {1, 0}, {1, 1}}));
}

TEST(rules, skips_cells_in_use) {
  board b = deck_board();
  b.mark_used(1, 3);  // the R next to T
  EXPECT_EQ(rules::find_path(b, "tram"), std::nullopt);
}

TEST(rules, explains_a_word_that_is_not_on_the_board) {
  const board b = deck_board();
  EXPECT_EQ(rules::longest_prefix(b, "gaunt").first, "gau");
  EXPECT_EQ(
      rules::why_not_on_board(b, "gaunt"),
      "'gaunt' is not on the board: it spells at most 'gau' (G(0,0) A(0,1) U(0,2)), and no unused neighbour "
      "of the last cell goes on with 'n'");
  EXPECT_EQ(rules::why_not_on_board(b, "zoo"), "'zoo' is not on the board: no cell holds its first letter");
  EXPECT_EQ(rules::why_not_on_board(b, "tram"), "'tram' is on the board: T(0,3) R(1,3) A(2,3) M(1,2)");
}

TEST(rules, boards_survive_the_runners_json) {
  board b = from({"Qu A", "T E"});
  b.mark_used(1, 0);
  const auto j = rules::state_json(b);
  EXPECT_EQ(j.at("faces"), (nlohmann::json{"qu", "a", "t", "e"}));
  EXPECT_EQ(j.at("used"), "0010");
  EXPECT_EQ(rules::state_from_json(j), b);
  EXPECT_EQ(rules::move_from_json(rules::move_json({2, 3})), (cell{2, 3}));
  EXPECT_THROW((void)rules::state_from_json({{"rows", 1}}), std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json({{"rows", 1}, {"cols", 1}, {"faces", {"ab"}}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json({{"rows", 1}, {"cols", 1}, {"faces", {"a"}}, {"used", "2"}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::move_from_json({1}), std::invalid_argument);
}

TEST(rules, draws_faces_as_printed_and_stars_cells_in_use) {
  board b = from({"Qu A", "T E"});
  EXPECT_EQ(rules::render(b), "    0  1\n  0 Qu A\n  1 T  E\n");
  b.mark_used(0, 1);
  EXPECT_EQ(rules::render(b), "    0  1\n  0 Qu A*\n  1 T  E\n");
}

TEST(rules, names_the_cells_two_boards_differ_in) {
  board b = deck_board();
  b.mark_used(2, 1);
  EXPECT_EQ(rules::differences(deck_board(), b),
            (std::vector<std::string>{"(2,1) (O) is still marked used"}));
  EXPECT_EQ(rules::differences(deck_board(), from({"AB", "CD"})),
            (std::vector<std::string>{"the board is 2x2 but should be 4x4"}));
  EXPECT_EQ(rules::describe_edit(framework::probe::edit::place, 1, 2, 0), "mark_used(1,2)");
  EXPECT_EQ(rules::describe_edit(framework::probe::edit::remove, 1, 2, 0), "unmark(1,2)");
}

}  // namespace
