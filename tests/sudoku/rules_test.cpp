// The rules of sudoku: the blog's order (the digits that fit the first empty
// cell, ascending), why a digit is illegal in a sentence for each rule, the
// goal's differences, the runner's JSON, the move notation and the replay of
// a traced edit.

#include "framework/sudoku/rules.hpp"
#include "framework/core/errors.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using sudoku::cell;
using sudoku::grid;
using sudoku::placement;
using sudoku::rules;

using sudoku::testing::classic;
using sudoku::testing::from;

std::vector<placement> at(cell c, std::initializer_list<int> digits) {
  std::vector<placement> out;
  for (const int d : digits) out.push_back({c, d});
  return out;
}

TEST(rules, legal_moves_are_the_digits_that_fit_the_first_empty_cell_ascending) {
  grid g = classic();
  EXPECT_EQ(rules::legal_moves(g), at({0, 2}, {1, 2, 4}));
  g.set_digit({0, 2}, 4);
  EXPECT_EQ(rules::legal_moves(g), at({0, 3}, {2, 6}));
  EXPECT_TRUE(rules::legal_moves(from(2, 2, "1234341221434321")).empty()) << "a full grid has no move";
  EXPECT_EQ(rules::legal_moves(from(2, 2, "12.4341221434321")), at({0, 2}, {3}));
  EXPECT_EQ(rules::legal_moves(from(2, 2, "12..............")), at({0, 2}, {3, 4}));
  // A first empty cell that no digit fits is a dead end: no move at all, not the next cell's.
  EXPECT_TRUE(rules::legal_moves(from(2, 2, "12.....3......4.")).empty());
}

TEST(rules, why_illegal_has_a_sentence_for_each_rule) {
  grid g = classic();
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 4}), std::nullopt);
  EXPECT_EQ(rules::why_illegal(g, {{9, 0}, 1}), "(9,0) is not a cell of the 9x9 grid");
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 10}), "10 is not a digit of a 9x9 sudoku (1 to 9)");
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 0}), "0 is not a digit of a 9x9 sudoku (1 to 9)");
  EXPECT_EQ(rules::why_illegal(g, {{0, 0}, 1}), "(0,0) is a given (5), which never changes");
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 5}), "5 is already in row 0, at (0,0)");
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 8}), "8 is already in column 2, at (2,2)");
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 6}), "6 is already in the box at (0,0), at (1,0)");
  EXPECT_EQ(rules::why_illegal(g, {{0, 3}, 2}),
            "the search fills the first empty cell in reading order, (0,2), not (0,3)");
  g.set_digit({0, 2}, 4);
  EXPECT_EQ(rules::why_illegal(g, {{0, 2}, 1}), "(0,2) already holds 4");
  // 6x6: the box of (1,2) is rows 0-1, columns 0-2.
  grid six(2, 3);
  six.set_digit({0, 0}, 3);
  EXPECT_EQ(rules::why_illegal(six, {{1, 2}, 3}), "3 is already in the box at (0,0), at (0,0)");
  EXPECT_EQ(rules::why_illegal(six, {{1, 3}, 3}),
            "the search fills the first empty cell in reading order, (0,1), not (1,3)")
      << "(1,3) is in the next box: only the order is wrong";
}

TEST(rules, conflicts_and_goal_differences_say_what_repeats_and_what_is_empty) {
  grid g = from(2, 2, "1.1.............");
  EXPECT_EQ(rules::conflicts(g), (std::vector<std::string>{"two 1s in row 0, at (0,0) and (0,2)"}));
  g.set_digit({1, 1}, 1);
  EXPECT_EQ(rules::conflicts(g),
            (std::vector<std::string>{"two 1s in row 0, at (0,0) and (0,2)",
                                      "two 1s in the box at (0,0), at (0,0) and (1,1)"}));
  const auto diff = rules::goal_differences(g);
  ASSERT_EQ(diff.size(), 3U);
  EXPECT_EQ(diff.back(), "13 cells are still empty, the first (0,1)");
  std::vector<int> fives(81, 0);
  fives[0] = fives[9] = fives[18] = 5;  // (0,0), (1,0), (2,0): column 0 and the first box
  const grid three(3, 3, fives);
  EXPECT_EQ(rules::conflicts(three).front(), "3 5s in column 0, at (0,0) and (1,0) and (2,0)");
  grid one = from(2, 2, "123434122143432.");
  EXPECT_EQ(rules::goal_differences(one),
            (std::vector<std::string>{"1 cell is still empty, the first (3,3)"}));
  EXPECT_TRUE(rules::goal_differences(from(2, 2, "1234341221434321")).empty());
  // 6x6 boxes are named by their top-left cell.
  grid six(2, 3);
  six.set_digit({2, 3}, 6);
  six.set_digit({3, 5}, 6);
  EXPECT_EQ(rules::conflicts(six),
            (std::vector<std::string>{"two 6s in the box at (2,3), at (2,3) and (3,5)"}));
}

TEST(rules, differences_are_cell_by_cell) {
  const grid expected = from(2, 2, "12..............");
  grid actual = from(2, 2, "1...............");
  actual.set_digit({0, 2}, 3);
  EXPECT_EQ(
      rules::differences(expected, actual),
      (std::vector<std::string>{"(0,1) should hold 2 but is empty", "(0,2) should be empty but holds 3"}));
  grid placed(2, 2);
  placed.set_digit({0, 0}, 1);
  placed.set_digit({0, 1}, 3);
  EXPECT_EQ(rules::differences(expected, placed),
            (std::vector<std::string>{"(0,0) should be a given", "(0,1) should hold 2 but holds 3"}));
  EXPECT_EQ(rules::differences(expected, grid(3, 3)),
            (std::vector<std::string>{"the grid is 9x9 but should be 4x4"}));
  EXPECT_TRUE(rules::differences(expected, expected).empty());
}

TEST(rules, grids_and_moves_survive_the_runners_json) {
  grid g = from(2, 3, "1..4.6.5.............2313.2.4.6...1.");
  g.set_digit({0, 1}, 2);
  const auto j = rules::state_json(g);
  EXPECT_EQ(j.at("boxes"), nlohmann::json::array({2, 3}));
  EXPECT_EQ(j.at("givens"), "1..4.6.5.............2313.2.4.6...1.");
  EXPECT_EQ(j.at("placed"), ".2..................................");
  const grid back = rules::state_from_json(j);
  EXPECT_EQ(back, g);
  EXPECT_EQ(back.box_rows(), 2);
  EXPECT_TRUE(back.is_given({0, 0}));
  EXPECT_FALSE(back.is_given({0, 1}));
  grid sixteen(4, 4);
  sixteen.set_digit({3, 3}, 16);
  EXPECT_EQ(rules::state_from_json(rules::state_json(sixteen)), sixteen);

  EXPECT_EQ(rules::move_from_json(rules::move_json({{3, 7}, 12})), (placement{{3, 7}, 12}));
  EXPECT_EQ(rules::move_json({{0, 2}, 4}), nlohmann::json::array({0, 2, 4}));

  using nlohmann::json;
  EXPECT_THROW((void)rules::state_from_json(json{{"givens", "...."}}), std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(json{{"boxes", {5, 4}}, {"givens", ""}}), std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(json{{"boxes", {2, 2}}, {"givens", "...."}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(json{{"boxes", {2, 2}}, {"givens", "5..............."}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(json{{"boxes", {2, 2}}, {"givens", "x..............."}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(json{{"boxes", {2, 2}}}), std::invalid_argument);
  // A placed digit on a given: the grid refuses it, and decoding fails.
  EXPECT_ANY_THROW((void)rules::state_from_json(
      json{{"boxes", {2, 2}}, {"givens", "1..............."}, {"placed", "2..............."}}));
  EXPECT_THROW((void)rules::move_from_json(json::array({1, 2})), std::invalid_argument);
  EXPECT_THROW((void)rules::move_from_json(json::array({1, 2, "3"})), std::invalid_argument);
}

TEST(rules, placements_are_written_cell_then_digit) {
  EXPECT_EQ(sudoku::to_string(placement{{0, 2}, 4}), "(0,2)=4");
  EXPECT_EQ(sudoku::to_string(placement{{3, 7}, 12}), "(3,7)=12");
  EXPECT_EQ(rules::describe({{8, 8}, 9}), "(8,8)=9");
  EXPECT_EQ(sudoku::parse_placement("(0,2)=4"), (placement{{0, 2}, 4}));
  EXPECT_EQ(sudoku::parse_placement("(0, 2) = 4"), (placement{{0, 2}, 4}));
  EXPECT_EQ(sudoku::parse_placement("0,2=4"), (placement{{0, 2}, 4}));
  EXPECT_EQ(sudoku::parse_placement("(15,15)=16"), (placement{{15, 15}, 16}));
  EXPECT_EQ(sudoku::parse_placement("(0,2)"), std::nullopt);
  EXPECT_EQ(sudoku::parse_placement("(0,2)="), std::nullopt);
  EXPECT_EQ(sudoku::parse_placement("(0,2)=x"), std::nullopt);
  EXPECT_EQ(sudoku::parse_placement("(0,2)=4x"), std::nullopt);
  EXPECT_EQ(sudoku::parse_placement("(0;2)=4"), std::nullopt);
  // Canonical order: the cell in reading order, then the digit.
  EXPECT_LT((placement{{0, 2}, 9}), (placement{{0, 3}, 1}));
  EXPECT_LT((placement{{0, 2}, 1}), (placement{{0, 2}, 4}));
  EXPECT_LT((placement{{0, 8}, 1}), (placement{{1, 0}, 1}));
}

TEST(rules, a_traced_edit_replays_through_the_mutators) {
  grid g = classic();
  rules::replay_edit(g, framework::probe::edit::place, 0, 2, 4);
  EXPECT_EQ(g.digit({0, 2}), 4);
  rules::replay_edit(g, framework::probe::edit::remove, 0, 2, 4);
  EXPECT_TRUE(g.is_empty({0, 2}));
  EXPECT_EQ(g, classic());
  EXPECT_THROW(rules::replay_edit(g, framework::probe::edit::place, 0, 0, 1), framework::rule_violation)
      << "a given";
  EXPECT_THROW(rules::replay_edit(g, framework::probe::edit::remove, 0, 2, 0), framework::rule_violation)
      << "an empty cell";
  EXPECT_EQ(rules::describe_edit(framework::probe::edit::place, 0, 2, 4), "set_digit(0,2)=4");
  EXPECT_EQ(rules::describe_edit(framework::probe::edit::remove, 0, 2, 4), "clear_digit(0,2)");
  EXPECT_EQ(rules::nodes(7, 5), 7U) << "a node is a digit set";
}

TEST(rules, apply_and_undo_are_the_two_edits) {
  grid g = classic();
  rules::apply(g, {{0, 2}, 4});
  EXPECT_EQ(g.digit({0, 2}), 4);
  EXPECT_FALSE(rules::is_goal(g));
  rules::undo(g, {{0, 2}, 4});
  EXPECT_EQ(g, classic());
  EXPECT_TRUE(rules::is_goal(from(2, 2, "1234341221434321")));
}

TEST(rules, an_answer_grid_becomes_the_digits_that_fill_it) {
  const grid start = from(2, 2, "1.3.3.1.2.4.4.2.");
  const auto empty = rules::empty_cells(start);
  ASSERT_EQ(empty.size(), 8U);
  EXPECT_EQ(empty.front(), (cell{0, 1}));
  EXPECT_EQ(empty.back(), (cell{3, 3}));
  grid filled = start;
  filled.set_digit({0, 1}, 2);
  filled.set_digit({0, 3}, 4);
  filled.set_digit({1, 3}, 2);
  EXPECT_EQ(rules::filling(empty, filled), (std::vector<placement>{{{0, 1}, 2}, {{0, 3}, 4}}))
      << "the digits up to the first cell still empty, (1,1)";
}

TEST(rules, clash_of_looks_in_row_then_column_then_box) {
  const grid g = classic();
  const auto row = rules::clash_of(g, {0, 2}, 3);
  ASSERT_TRUE(row.has_value());
  EXPECT_EQ(row->where, sudoku::unit::row);
  EXPECT_EQ(row->other, (cell{0, 1}));
  const auto box = rules::clash_of(g, {0, 2}, 9);
  ASSERT_TRUE(box.has_value());
  EXPECT_EQ(box->where, sudoku::unit::box);
  EXPECT_EQ(box->other, (cell{2, 1}));
  EXPECT_EQ(rules::clash_of(g, {0, 2}, 4), std::nullopt);
  EXPECT_EQ(rules::clash_of(g, {0, 0}, 5), std::nullopt) << "a cell does not clash with itself";
  EXPECT_EQ(rules::unit_name(g, sudoku::unit::column, {4, 7}), "column 7");
  EXPECT_EQ(rules::unit_name(g, sudoku::unit::box, {4, 7}), "the box at (3,6)");
}

TEST(rules, the_picture_has_box_borders_and_coordinates) {
  grid g = from(2, 2, "12..............");
  g.set_digit({3, 3}, 4);
  EXPECT_EQ(rules::render(g),
            "     0 1   2 3\n"
            "  0  1 2 | . .\n"
            "  1  . . | . .\n"
            "    -----+----\n"
            "  2  . . | . .\n"
            "  3  . . | . 4\n");
  const std::string six = rules::render(grid(2, 3));
  EXPECT_NE(six.find("  0  . . . | . . .\n"), std::string::npos) << six;
  EXPECT_NE(six.find("    -------+------\n"), std::string::npos) << six;
}

}  // namespace
