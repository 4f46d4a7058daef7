// The sudoku grid: every size the lecture uses (4x4, 6x6 in boxes 2 high and
// 3 wide, 9x9, 16x16), the givens that never change, the two edits and what
// they refuse (naming the cell), the counters behind fits, and the probe
// hearing every digit set.

#include "framework/sudoku/grid.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/sudoku/rules.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using sudoku::cell;
using sudoku::grid;
using sudoku::unit;

// The classic puzzle, reading order, 0 for an empty cell.
std::vector<int> classic_digits() {
  std::vector<int> out;
  for (const char ch : sudoku::testing::kClassic) out.push_back(ch == '.' ? 0 : ch - '0');
  return out;
}

// What an edit says when it is refused, or "accepted".
template <class Edit>
std::string refusal(Edit edit) {
  try {
    edit();
  } catch (const framework::rule_violation& e) {
    return e.what();
  }
  return "accepted";
}

TEST(grid, every_size_has_its_boxes) {
  const grid four(2, 2);
  const grid six(2, 3);
  const grid nine(3, 3);
  const grid sixteen(4, 4);
  EXPECT_EQ(four.size(), 4);
  EXPECT_EQ(six.size(), 6);
  EXPECT_EQ(nine.size(), 9);
  EXPECT_EQ(sixteen.size(), 16);
  EXPECT_EQ(six.box_rows(), 2);
  EXPECT_EQ(six.box_cols(), 3);
  EXPECT_EQ(four.empty_cells(), 16);
  EXPECT_EQ(six.empty_cells(), 36);
  EXPECT_EQ(nine.empty_cells(), 81);
  EXPECT_EQ(sixteen.empty_cells(), 256);
}

TEST(grid, six_by_six_boxes_are_two_rows_high_and_three_columns_wide) {
  const grid g(2, 3);
  // Boxes in reading order: two across, three down.
  EXPECT_EQ(g.box_of({0, 0}), 0);
  EXPECT_EQ(g.box_of({1, 2}), 0);
  EXPECT_EQ(g.box_of({0, 3}), 1);
  EXPECT_EQ(g.box_of({1, 5}), 1);
  EXPECT_EQ(g.box_of({2, 0}), 2);
  EXPECT_EQ(g.box_of({3, 4}), 3);
  EXPECT_EQ(g.box_of({5, 5}), 5);
  EXPECT_EQ(g.box_origin({3, 4}), (cell{2, 3}));
  EXPECT_EQ(g.box_origin({1, 2}), (cell{0, 0}));
  EXPECT_EQ(g.box_origin({5, 2}), (cell{4, 0}));
  // (1,2) and (0,3) are neighbours, but in different boxes; (1,2) and (0,0) share one.
  grid h(2, 3);
  h.set_digit({0, 0}, 4);
  EXPECT_FALSE(h.fits({1, 2}, 4)) << "same box";
  EXPECT_TRUE(h.fits({1, 3}, 4)) << "the box to the right";
  EXPECT_TRUE(h.fits({2, 1}, 4)) << "the box below";
}

TEST(grid, nine_and_sixteen_have_square_boxes) {
  const grid nine(3, 3);
  EXPECT_EQ(nine.box_of({4, 4}), 4);
  EXPECT_EQ(nine.box_of({8, 0}), 6);
  EXPECT_EQ(nine.box_origin({7, 5}), (cell{6, 3}));
  const grid sixteen(4, 4);
  EXPECT_EQ(sixteen.box_of({15, 15}), 15);
  EXPECT_EQ(sixteen.box_of({5, 13}), 7);
  EXPECT_EQ(sixteen.box_origin({5, 13}), (cell{4, 12}));
}

TEST(grid, givens_are_fixed_and_counted) {
  const grid g(3, 3, classic_digits());
  EXPECT_EQ(g.digit({0, 0}), 5);
  EXPECT_TRUE(g.is_given({0, 0}));
  EXPECT_FALSE(g.is_given({0, 2}));
  EXPECT_TRUE(g.is_empty({0, 2}));
  EXPECT_EQ(g.empty_cells(), 51);
  EXPECT_EQ(g.count_in(unit::row, {0, 8}, 5), 1);
  EXPECT_EQ(g.count_in(unit::column, {8, 0}, 5), 1);
  EXPECT_EQ(g.count_in(unit::box, {2, 2}, 5), 1);
  EXPECT_EQ(g.count_in(unit::box, {4, 4}, 5), 0);
}

TEST(grid, bad_shapes_and_givens_are_refused_when_made) {
  EXPECT_THROW(grid(0, 3), std::invalid_argument);
  EXPECT_THROW(grid(5, 4), std::invalid_argument) << "20 cells a side is more than 16";
  EXPECT_THROW(grid(2, 2, std::vector<int>(15, 0)), std::invalid_argument);
  std::vector<int> givens(16, 0);
  givens[5] = 5;
  try {
    grid bad(2, 2, givens);
    ADD_FAILURE() << "a 5 in a 4x4 grid was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "5 at (1,1) is not a digit of a 4x4 sudoku (1 to 4)");
  }
  // Two equal givens in a unit are the rules' to report, not the grid's.
  givens[5] = 1;
  givens[4] = 1;
  EXPECT_NO_THROW(grid(2, 2, givens));
}

TEST(grid, set_and_clear_keep_the_counts) {
  grid g(2, 2);
  g.set_digit({0, 1}, 3);
  EXPECT_EQ(g.digit({0, 1}), 3);
  EXPECT_EQ(g.empty_cells(), 15);
  EXPECT_FALSE(g.is_given({0, 1})) << "a digit set is not a given";
  EXPECT_EQ(g.count_in(unit::row, {0, 3}, 3), 1);
  EXPECT_EQ(g.count_in(unit::column, {3, 1}, 3), 1);
  EXPECT_EQ(g.count_in(unit::box, {1, 0}, 3), 1);
  EXPECT_FALSE(g.fits({0, 3}, 3));
  EXPECT_FALSE(g.fits({2, 1}, 3));
  EXPECT_FALSE(g.fits({1, 0}, 3));
  EXPECT_TRUE(g.fits({2, 2}, 3));
  EXPECT_TRUE(g.fits({0, 1}, 3)) << "a cell's own digit does not count against it";
  g.clear_digit({0, 1});
  EXPECT_EQ(g.empty_cells(), 16);
  EXPECT_TRUE(g.fits({0, 3}, 3));
  EXPECT_EQ(g, grid(2, 2)) << "clearing restores the grid exactly";
}

TEST(grid, refuses_what_no_step_of_a_search_does_and_names_the_cell) {
  std::vector<int> givens(16, 0);
  givens[0] = 4;
  grid g(2, 2, givens);
  g.set_digit({0, 1}, 1);
  EXPECT_EQ(refusal([&] {
              g.set_digit({0, 0}, 2);
            }),
            "set_digit(0,0)=2: the cell is a given (4); a puzzle's givens never change");
  EXPECT_EQ(refusal([&] {
              g.clear_digit({0, 0});
            }),
            "clear_digit(0,0): the cell is a given (4); a puzzle's givens never change");
  EXPECT_EQ(refusal([&] {
              g.set_digit({0, 1}, 2);
            }),
            "set_digit(0,1)=2: the cell already holds 1; clear it first");
  EXPECT_EQ(refusal([&] { g.clear_digit({3, 3}); }), "clear_digit(3,3): the cell is already empty");
  const std::string off = refusal([&] { g.set_digit({4, 0}, 1); });
  EXPECT_TRUE(off.starts_with("set_digit(4,0)")) << off;
  EXPECT_TRUE(off.ends_with(": not a cell of the 4x4 grid")) << off;
  EXPECT_EQ(refusal([&] { g.clear_digit({-1, 2}); }), "clear_digit(-1,2): not a cell of the 4x4 grid");
  const std::string big = refusal([&] { g.set_digit({2, 2}, 5); });
  EXPECT_TRUE(big.starts_with("set_digit(2,2)")) << big;
  EXPECT_TRUE(big.ends_with(": 5 is not a digit of a 4x4 sudoku (1 to 4)")) << big;
  EXPECT_NE(refusal([&] { g.set_digit({2, 2}, 0); }), "accepted") << "0 is not a digit to set";
  // Nothing refused changed the grid.
  EXPECT_EQ(g.digit({0, 0}), 4);
  EXPECT_EQ(g.digit({0, 1}), 1);
  EXPECT_EQ(g.empty_cells(), 14);
  // A digit that repeats one in its unit can be set, as on paper: the rules judge it.
  EXPECT_EQ(refusal([&] { g.set_digit({0, 2}, 4); }), "accepted");
  EXPECT_EQ(g.count_in(unit::row, {0, 0}, 4), 2);
  EXPECT_FALSE(g.fits({0, 2}, 4));
}

TEST(grid, first_empty_is_the_blogs_find_empty) {
  grid g(3, 3, classic_digits());
  EXPECT_EQ(g.first_empty(), (cell{0, 2}));
  g.set_digit({0, 2}, 4);
  EXPECT_EQ(g.first_empty(), (cell{0, 3}));
  std::vector<int> full{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0};
  grid almost(2, 2, full);
  EXPECT_EQ(almost.first_empty(), (cell{3, 3}));
  almost.set_digit({3, 3}, 1);
  EXPECT_EQ(almost.first_empty(), std::nullopt);
}

TEST(grid, the_goal_is_every_cell_filled_without_a_repeat) {
  const std::vector<int> solved{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_TRUE(grid(2, 2, solved).is_goal());
  auto open = solved;
  open[15] = 0;
  grid g(2, 2, open);
  EXPECT_FALSE(g.is_goal()) << "one cell empty";
  g.set_digit({3, 3}, 2);
  EXPECT_FALSE(g.is_goal()) << "full, but 2 twice in row 3";
  g.clear_digit({3, 3});
  g.set_digit({3, 3}, 1);
  EXPECT_TRUE(g.is_goal());
  // Rows and columns right, boxes wrong: a Latin square is not a sudoku.
  const std::vector<int> latin{1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3};
  EXPECT_FALSE(grid(2, 2, latin).is_goal());
}

TEST(grid, sixteen_by_sixteen_holds_digits_up_to_sixteen) {
  grid g(4, 4);
  g.set_digit({15, 15}, 16);
  EXPECT_EQ(g.digit({15, 15}), 16);
  EXPECT_FALSE(g.fits({12, 12}, 16));
  EXPECT_TRUE(g.fits({11, 11}, 16));
  EXPECT_EQ(sudoku::digit_symbol(16), 'G');
  EXPECT_EQ(sudoku::digit_symbol(10), 'A');
  EXPECT_EQ(sudoku::digit_symbol(9), '9');
  EXPECT_EQ(sudoku::digit_symbol(0), '.');
  EXPECT_EQ(sudoku::digit_of('G'), 16);
  EXPECT_EQ(sudoku::digit_of('a'), 10);
  EXPECT_EQ(sudoku::digit_of('.'), 0);
  EXPECT_EQ(sudoku::digit_of('0'), 0);
  EXPECT_EQ(sudoku::digit_of('H'), std::nullopt);
  EXPECT_EQ(sudoku::digit_of('x'), std::nullopt);
}

TEST(grid, equal_grids_have_the_same_boxes_digits_and_givens) {
  std::vector<int> givens(16, 0);
  givens[0] = 1;
  grid given(2, 2, givens);
  grid placed(2, 2);
  placed.set_digit({0, 0}, 1);
  EXPECT_FALSE(given == placed) << "a given and a placed 1 are different grids";
  EXPECT_FALSE(grid(2, 3) == grid(3, 2)) << "same size, other boxes";
  const grid copy = given;
  EXPECT_EQ(copy, given);
}

TEST(grid, every_digit_set_is_heard_and_is_a_node) {
  grid g(2, 2);
  framework::probe::counter counted(&sudoku::rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  g.set_digit({0, 0}, 1);
  g.set_digit({0, 1}, 2);
  g.clear_digit({0, 1});
  (void)refusal([&] { g.set_digit({0, 0}, 3); });
  EXPECT_EQ(counted.placements(), 2U);
  EXPECT_EQ(counted.removals(), 1U);
  EXPECT_EQ(counted.nodes(), 2U) << "a refused edit is no node";
}

}  // namespace
