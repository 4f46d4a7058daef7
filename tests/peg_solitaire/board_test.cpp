// The board: parsing layouts (and refusing broken ones, saying where), the
// geometry's jump lines in canonical order, and the two edits, which must
// refuse anything no legal move does and leave the board untouched when they do.
#include "framework/peg_solitaire/board.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace {

using framework::cell;
using peg_solitaire::board;
using peg_solitaire::geometry;
using peg_solitaire::layout_error;
using peg_solitaire::line;

// Parses `layout` expecting a layout_error; returns it for inspection.
layout_error parse_error(const std::string& layout) {
  try {
    (void)board::from_layout(layout);
  } catch (const layout_error& e) {
    return e;
  }
  ADD_FAILURE() << "no layout_error for:\n" << layout;
  return layout_error(999, 999, "none");
}

TEST(board, parses_the_three_symbols_and_numbers_holes_in_reading_order) {
  const board b = board::from_layout(
      "# o .\n"
      "o . #\n");
  EXPECT_EQ(b.width(), 3);
  EXPECT_EQ(b.height(), 2);
  ASSERT_EQ(b.shape().hole_count(), 4U);
  EXPECT_EQ(b.cells(), (std::vector<cell>{{1, 0}, {2, 0}, {0, 1}, {1, 1}}));
  EXPECT_EQ(b.pegs(), (std::vector<cell>{{1, 0}, {0, 1}}));
  EXPECT_EQ(b.holes(), (std::vector<cell>{{2, 0}, {1, 1}}));
  EXPECT_EQ(b.peg_count(), 2U);
  EXPECT_TRUE(b.has_peg({1, 0}));
  EXPECT_TRUE(b.is_empty({2, 0}));
  EXPECT_FALSE(b.on_board({0, 0}));
  EXPECT_FALSE(b.has_peg({0, 0}));
  EXPECT_FALSE(b.is_empty({0, 0}));  // off the board is not an empty hole
  EXPECT_FALSE(b.on_board({-1, 0}));
  EXPECT_FALSE(b.on_board({3, 0}));
}

TEST(board, ignores_whitespace_between_symbols_and_blank_lines_around) {
  const board spaced = board::from_layout("\n\n  o\t.  o \r\n\to o o\n\n");
  const board tight = board::from_layout("o.o\nooo");
  EXPECT_EQ(spaced, tight);
  EXPECT_EQ(spaced.height(), 2);
}

TEST(board, rows_round_trip_through_from_rows) {
  const board b = board::from_layout("# o .\no . #\n");
  EXPECT_EQ(b.rows(), (std::vector<std::string>{"# o .", "o . #"}));
  EXPECT_EQ(board::from_rows(b.rows()), b);
}

TEST(board, shipped_boards_have_their_published_hole_counts) {
  EXPECT_EQ(peg_solitaire::testing::shipped_board("lecture").shape().hole_count(), 20U);
  EXPECT_EQ(peg_solitaire::testing::shipped_board("english").shape().hole_count(), 33U);
  EXPECT_EQ(peg_solitaire::testing::shipped_board("square6").shape().hole_count(), 36U);
  EXPECT_EQ(peg_solitaire::testing::shipped_board("european").shape().hole_count(), 37U);
}

TEST(board, lecture_board_has_the_lectures_holes) {
  // Seed 001, "How to represent the board".
  const std::vector<cell> lecture{{1, 0}, {4, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1},
                                  {5, 1}, {1, 2}, {4, 2}, {1, 3}, {4, 3}, {0, 4}, {1, 4},
                                  {2, 4}, {3, 4}, {4, 4}, {5, 4}, {1, 5}, {4, 5}};
  EXPECT_EQ(peg_solitaire::testing::shipped_board("lecture").cells(), lecture);
}

TEST(board, european_board_is_the_english_one_plus_four_corner_holes) {
  const board english = peg_solitaire::testing::shipped_board("english");
  const board european = peg_solitaire::testing::shipped_board("european");
  for (const cell c : european.cells()) {
    const bool extra = c == cell{1, 1} || c == cell{5, 1} || c == cell{1, 5} || c == cell{5, 5};
    EXPECT_EQ(english.on_board(c), !extra) << framework::to_string(c);
  }
}

TEST(board, reports_an_unknown_symbol_at_its_row_and_column) {
  const auto e = parse_error("o o o\no x o\n");
  EXPECT_EQ(e.row(), 1U);
  EXPECT_EQ(e.column(), 2U);
  EXPECT_NE(std::string(e.what()).find("unknown symbol 'x'"), std::string::npos) << e.what();
}

TEST(board, reports_a_ragged_row) {
  const auto e = parse_error("o o o\no o\no o o\n");
  EXPECT_EQ(e.row(), 1U);
  EXPECT_EQ(e.column(), 2U);  // its last symbol
  EXPECT_NE(std::string(e.what()).find("row has 2 squares but the widest row has 3"), std::string::npos)
      << e.what();
}

TEST(board, refuses_an_empty_layout) {
  for (const char* empty : {"", "\n\n", "   \n\t\n"}) {
    const auto e = parse_error(empty);
    EXPECT_EQ(e.row(), 0U);
    EXPECT_NE(std::string(e.what()).find("no squares"), std::string::npos) << e.what();
  }
}

TEST(board, refuses_a_layout_without_holes) {
  const auto e = parse_error("\n# # #\n# # #\n");
  EXPECT_EQ(e.row(), 1U);  // the first drawn row
  EXPECT_NE(std::string(e.what()).find("no holes"), std::string::npos) << e.what();
}

TEST(board, refuses_a_blank_row_inside_the_layout) {
  const auto e = parse_error("o o\n\no o\n");
  EXPECT_EQ(e.row(), 1U);
  EXPECT_NE(std::string(e.what()).find("blank row"), std::string::npos) << e.what();
}

TEST(geometry, lists_jump_lines_by_jumping_hole_then_up_left_right_down) {
  // A 3x3 square, holes numbered 0..8 in reading order.
  const board b = board::from_layout("o o o\no o o\no o o\n");
  std::vector<std::array<int, 3>> got;
  for (const line& l : b.shape().lines()) got.push_back({l.from, l.over, l.to});
  const std::vector<std::array<int, 3>> expected{{0, 1, 2}, {0, 3, 6},   // from (0,0): right, down
                                                 {1, 4, 7},              // from (1,0): down
                                                 {2, 1, 0}, {2, 5, 8},   // from (2,0): left, down
                                                 {3, 4, 5},              // from (0,1): right
                                                 {5, 4, 3},              // from (2,1): left
                                                 {6, 3, 0}, {6, 7, 8},   // from (0,2): up, right
                                                 {7, 4, 1},              // from (1,2): up
                                                 {8, 5, 2}, {8, 7, 6}};  // from (2,2): up, left
  EXPECT_EQ(got, expected);
}

TEST(geometry, lines_of_every_shipped_board_are_sorted_and_complete) {
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const board b = peg_solitaire::testing::shipped_board(name);
    const geometry& g = b.shape();
    const auto& lines = g.lines();
    // Canonical: by `from`, then by `to`, both in reading order (hole numbers are reading order).
    EXPECT_TRUE(std::is_sorted(lines.begin(), lines.end(), [](const line& a, const line& c) {
      return a.from != c.from ? a.from < c.from : a.to < c.to;
    })) << name;
    // Complete: every triple of holes in a row or column is a line, both ways.
    std::size_t expected = 0;
    for (const cell c : g.cells()) {
      for (const cell d : {cell{0, -1}, cell{-1, 0}, cell{1, 0}, cell{0, 1}}) {
        if (g.on_board({c.x + d.x, c.y + d.y}) && g.on_board({c.x + 2 * d.x, c.y + 2 * d.y})) ++expected;
      }
    }
    EXPECT_EQ(lines.size(), expected) << name;
  }
  EXPECT_EQ(peg_solitaire::testing::shipped_board("english").shape().lines().size(), 76U);
  EXPECT_EQ(peg_solitaire::testing::shipped_board("lecture").shape().lines().size(), 32U);
}

TEST(board, edits_refuse_what_no_jump_does_and_leave_the_board_unchanged) {
  board b = board::from_layout("# o .\no . #\n");
  const board before = b;
  framework::probe::counter counted(&peg_solitaire::rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  EXPECT_THROW(b.remove_peg({0, 0}), framework::rule_violation);  // off the board
  EXPECT_THROW(b.remove_peg({7, 7}), framework::rule_violation);
  EXPECT_THROW(b.remove_peg({2, 0}), framework::rule_violation);  // already empty
  EXPECT_THROW(b.place_peg({0, 0}), framework::rule_violation);   // off the board
  EXPECT_THROW(b.place_peg({-1, 3}), framework::rule_violation);
  EXPECT_THROW(b.place_peg({1, 0}), framework::rule_violation);  // already a peg
  EXPECT_EQ(b, before);
  EXPECT_EQ(b.peg_count(), 2U);
  EXPECT_EQ(counted.placements(), 0U);
  EXPECT_EQ(counted.removals(), 0U);
}

TEST(board, refused_edits_name_the_hole_and_the_reason) {
  board b = board::from_layout("o .\n");
  try {
    b.remove_peg({1, 0});
    FAIL() << "removing from an empty hole was accepted";
  } catch (const framework::rule_violation& e) {
    EXPECT_EQ(std::string(e.what()), "remove_peg(1,0): the hole is already empty");
  }
  try {
    b.place_peg({0, 0});
    FAIL() << "placing on a peg was accepted";
  } catch (const framework::rule_violation& e) {
    EXPECT_EQ(std::string(e.what()), "place_peg(0,0): the hole already holds a peg");
  }
}

TEST(board, edits_are_reported_to_the_probe) {
  board b = board::from_layout("o o .\n");
  framework::probe::counter counted(&peg_solitaire::rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  b.remove_peg({0, 0});
  b.remove_peg({1, 0});
  b.place_peg({2, 0});
  EXPECT_EQ(counted.removals(), 2U);
  EXPECT_EQ(counted.placements(), 1U);
  EXPECT_EQ(counted.nodes(), 1U);
  EXPECT_EQ(b.pegs(), (std::vector<cell>{{2, 0}}));
}

TEST(board, goal_is_the_exact_set_of_pegs_and_never_met_without_one) {
  board b = board::from_layout("o . o\n");
  EXPECT_FALSE(b.is_goal());  // a parsed layout has no goal yet
  b.set_goal({true, false, true});
  EXPECT_TRUE(b.is_goal());
  EXPECT_EQ(b.goal_pegs(), (std::vector<cell>{{0, 0}, {2, 0}}));
  b.set_goal({true, false, false});
  EXPECT_FALSE(b.is_goal());  // one peg too many
  EXPECT_THROW(b.set_goal({true}), std::invalid_argument);
}

TEST(board, equality_compares_shape_and_pegs_but_not_the_goal) {
  board a = board::from_layout("o . o\n");
  board b = board::from_layout("o . o\n");
  b.set_goal({true, false, false});
  EXPECT_EQ(a, b);
  EXPECT_FALSE(a == board::from_layout("o o .\n"));
  EXPECT_FALSE(a == board::from_layout("o . o #\n"));
}

}  // namespace
