// Grids from YAML: the one-line puzzle, a drawing with or without box
// borders, the boxes of each size, digits already placed, and every mistake
// named by file, line and field.

#include "framework/sudoku/yaml_io.hpp"
#include "framework/sudoku/rules.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using framework::yaml_cursor;
using sudoku::cell;
using sudoku::grid;

using sudoku::testing::kClassic;

grid grid_of(const std::string& yaml) {
  return sudoku::parse_grid(yaml_cursor::load_string(yaml, "case.yaml"));
}

framework::input_error error_of(const std::string& yaml) {
  try {
    (void)grid_of(yaml);
  } catch (const framework::input_error& e) {
    return e;
  }
  ADD_FAILURE() << "no error for\n" << yaml;
  return framework::input_error({}, "none");
}

// The error names the file, the line and the field, and says `phrase`.
void expect_error(const std::string& yaml, int line, const std::string& field, const std::string& phrase) {
  const auto e = error_of(yaml);
  EXPECT_EQ(e.where().file, "case.yaml") << e.what();
  EXPECT_EQ(e.where().line, line) << e.what();
  EXPECT_EQ(e.where().field, field) << e.what();
  EXPECT_NE(e.reason().find(phrase), std::string::npos) << e.what();
}

TEST(yaml_io, the_one_line_puzzle) {
  const grid g = grid_of("puzzle: \"" + kClassic + "\"\n");
  EXPECT_EQ(g.size(), 9);
  EXPECT_EQ(g.box_rows(), 3);
  EXPECT_EQ(g.digit({0, 0}), 5);
  EXPECT_TRUE(g.is_given({0, 0}));
  EXPECT_EQ(g.digit({8, 8}), 9);
  EXPECT_EQ(g.empty_cells(), 51);
  // Spaces and line breaks are ignored; '0' is an empty cell too.
  const grid spaced = grid_of("puzzle: |\n  1 2 0 0\n  0 0 0 0\n  .... ....\n");
  EXPECT_EQ(spaced.size(), 4);
  EXPECT_EQ(spaced.digit({0, 1}), 2);
  EXPECT_EQ(spaced.empty_cells(), 14);
  // 16x16: digits above 9 are A to G, either case.
  const grid big = grid_of("puzzle: \"G" + std::string(254, '.') + "a\"\n");
  EXPECT_EQ(big.size(), 16);
  EXPECT_EQ(big.box_rows(), 4);
  EXPECT_EQ(big.digit({0, 0}), 16);
  EXPECT_EQ(big.digit({15, 15}), 10);
}

TEST(yaml_io, a_drawing_with_box_borders_or_without) {
  const grid bordered = grid_of(
      "grid: |\n"
      "  1 2 | . 4\n"
      "  . 4 | . .\n"
      "  ----+----\n"
      "  2 . | 4 .\n"
      "  . . | . 1\n");
  const grid plain = grid_of("grid: |\n  1 2 . 4\n  . 4 . .\n  2 . 4 .\n  . . . 1\n");
  EXPECT_EQ(bordered, plain);
  EXPECT_EQ(plain.digit({0, 3}), 4);
  EXPECT_EQ(plain.digit({2, 2}), 4);
  EXPECT_EQ(plain.empty_cells(), 9);
  EXPECT_TRUE(plain.is_given({3, 3}));
  // A drawing as a list of rows works too.
  EXPECT_EQ(grid_of("grid: [\"1 2 . 4\", \". 4 . .\", \"2 . 4 .\", \". . . 1\"]\n"), plain);
}

TEST(yaml_io, boxes_default_by_size_and_can_be_given) {
  const grid six = grid_of("puzzle: \"" + std::string(36, '.') + "\"\n");
  EXPECT_EQ(six.box_rows(), 2) << "a 6x6 sudoku's boxes are 2 rows high";
  EXPECT_EQ(six.box_cols(), 3) << "and 3 columns wide";
  const grid tall = grid_of("puzzle: \"" + std::string(36, '.') + "\"\nboxes: 3x2\n");
  EXPECT_EQ(tall.box_rows(), 3);
  EXPECT_EQ(tall.box_cols(), 2);
  EXPECT_EQ(grid_of("puzzle: \"" + std::string(16, '.') + "\"\n").box_rows(), 2);
  EXPECT_EQ(grid_of("puzzle: \"" + kClassic + "\"\nboxes: 3x3\n").box_cols(), 3);
  EXPECT_EQ(sudoku::default_boxes(6), (std::pair{2, 3}));
  EXPECT_EQ(sudoku::default_boxes(16), (std::pair{4, 4}));
  EXPECT_EQ(sudoku::default_boxes(5), std::nullopt);
  // A 5x5 grid has no usual boxes, but rows of 1x5 boxes tile it.
  EXPECT_EQ(grid_of("puzzle: \"" + std::string(25, '.') + "\"\nboxes: 1x5\n").size(), 5);
}

TEST(yaml_io, digits_already_placed_are_not_givens) {
  const grid g = grid_of("puzzle: \"" + kClassic + "\"\nplaced: [\"(0,2)=4\", \"(0,3)=6\"]\n");
  EXPECT_EQ(g.digit({0, 2}), 4);
  EXPECT_FALSE(g.is_given({0, 2}));
  EXPECT_EQ(g.digit({0, 3}), 6);
  EXPECT_EQ(g.empty_cells(), 49);
  EXPECT_EQ(g.first_empty(), (cell{0, 5}));
}

TEST(yaml_io, a_wrong_number_of_cells_names_the_line) {
  expect_error("name: x\npuzzle: \"" + kClassic.substr(1) + "\"\n", 2, "puzzle",
               "the puzzle has 80 cells; a sudoku has 16 (4x4), 36 (6x6), 81 (9x9) or 256 (16x16)");
  expect_error("puzzle: \"\"\n", 1, "puzzle", "the puzzle has 0 cells");
  expect_error("grid: |\n  1 2 .\n  . . .\n", 1, "grid",
               "a sudoku is square, but this drawing is 3 wide and 2 high");
}

TEST(yaml_io, a_symbol_that_is_not_a_digit) {
  expect_error("\npuzzle: \"12x.............\"\n", 2, "puzzle", "'x' (symbol 3) is not a cell");
  const auto e = error_of("grid: |\n  1 2 . .\n  . . K .\n  . . . .\n  . . . .\n");
  EXPECT_EQ(e.where().line, 3) << e.what();
  EXPECT_NE(e.reason().find("'K'"), std::string::npos) << e.what();
}

TEST(yaml_io, a_digit_out_of_range_for_the_size) {
  expect_error("puzzle: \"5...............\"\n", 1, "puzzle",
               "5 at (0,0) is not a digit of a 4x4 sudoku (1 to 4)");
  expect_error("puzzle: \"" + std::string(35, '.') + "7\"\n", 1, "puzzle",
               "7 at (5,5) is not a digit of a 6x6 sudoku (1 to 6)");
  expect_error("puzzle: \"" + kClassic.substr(0, 80) + "A\"\n", 1, "puzzle",
               "A at (8,8) is not a digit of a 9x9 sudoku (1 to 9)");
}

TEST(yaml_io, two_equal_givens_in_a_unit) {
  expect_error(
      "puzzle: \"1.1.............\"\n", 1, "puzzle",
      "the givens hold two 1s in row 0, at (0,0) and (0,2): a puzzle gives a digit at most once per unit");
  expect_error("grid: |\n  1 . . .\n  . . . .\n  1 . . .\n  . . . .\n", 1, "grid", "two 1s in column 0");
  // Boxes 2 high and 3 wide: (0,0) and (1,2) share one.
  expect_error("puzzle: \"1.......1" + std::string(27, '.') + "\"\n", 1, "puzzle",
               "two 1s in the box at (0,0), at (0,0) and (1,2)");
}

TEST(yaml_io, boxes_that_are_not_a_shape_or_do_not_tile) {
  const std::string six = "puzzle: \"" + std::string(36, '.') + "\"\n";
  expect_error(six + "boxes: 2by3\n", 2, "boxes",
               "'2by3' is not a box shape; write it as rows x columns, e.g. 2x3");
  expect_error(six + "boxes: 3x3\n", 2, "boxes",
               "boxes of 3x3 do not tile a 6x6 sudoku (rows x columns must be 6)");
  expect_error(six + "boxes: 0x6\n", 2, "boxes", "do not tile");
  expect_error("puzzle: \"" + std::string(25, '.') + "\"\n", 1, "puzzle",
               "a 5x5 sudoku has no usual boxes: give them as boxes: RxC");
}

TEST(yaml_io, puzzle_and_grid_both_or_neither) {
  expect_error("puzzle: \"................\"\ngrid: \"1 . . .\"\n", 1, "puzzle", "not both");
  const auto e = error_of("name: x\nhook: solve\n");
  EXPECT_EQ(e.where().file, "case.yaml");
  EXPECT_NE(e.reason().find("either on one line (puzzle: \"53..7....\") or drawn (grid: |), one of them"),
            std::string::npos)
      << e.what();
}

TEST(yaml_io, placed_digits_on_a_given_or_clashing) {
  const std::string puzzle = "puzzle: \"" + kClassic + "\"\n";
  expect_error(puzzle + "placed: [\"(0,2)=4\", \"(0,0)=1\"]\n", 2, "placed[1]",
               "(0,0) already holds 5 (a given)");
  expect_error(puzzle + "placed: [\"(0,2)=4\", \"(0,2)=1\"]\n", 2, "placed[1]", "(0,2) already holds 4");
  expect_error(puzzle + "placed:\n  - \"(0,2)=4\"\n  - \"(0,3)=4\"\n", 4, "placed[1]",
               "4 is already in row 0, at (0,2)");
  expect_error(puzzle + "placed: [\"(0,2)=6\"]\n", 2, "placed[0]",
               "6 is already in the box at (0,0), at (1,0)");
  expect_error(puzzle + "placed: [\"(9,0)=1\"]\n", 2, "placed[0]", "(9,0) is not a cell of the 9x9 grid");
  expect_error(puzzle + "placed: [\"(0,2)=0\"]\n", 2, "placed[0]", "0 is not a digit of a 9x9 sudoku");
  expect_error(puzzle + "placed: [\"(0,2)\"]\n", 2, "placed[0]",
               "'(0,2)' is not a placement; write it as \"(row,col)=digit\"");
}

TEST(yaml_io, a_drawing_like_a_grid_keeps_its_givens) {
  const grid start = grid_of("puzzle: \"1...............\"\n");
  const auto at =
      yaml_cursor::load_string("position: |\n  1 2 . .\n  . . . .\n  . . . .\n  . . . 3\n", "case.yaml");
  const grid drawn = sudoku::parse_drawn(at.at("position"), start);
  EXPECT_TRUE(drawn.is_given({0, 0}));
  EXPECT_EQ(drawn.digit({0, 1}), 2);
  EXPECT_FALSE(drawn.is_given({0, 1})) << "digits the start does not give are placed";
  EXPECT_EQ(drawn.digit({3, 3}), 3);
  const auto changed =
      yaml_cursor::load_string("position: |\n  2 . . .\n  . . . .\n  . . . .\n  . . . .\n", "case.yaml");
  try {
    (void)sudoku::parse_drawn(changed.at("position"), start);
    ADD_FAILURE() << "a changed given was accepted";
  } catch (const framework::input_error& e) {
    EXPECT_EQ(e.where().field, "position");
    EXPECT_NE(e.reason().find("(0,0) is a given (1) and cannot change"), std::string::npos) << e.what();
  }
  const auto bigger = yaml_cursor::load_string("position: \"" + kClassic + "\"\n", "case.yaml");
  EXPECT_THROW((void)sudoku::parse_drawn(bigger.at("position"), start), framework::input_error);
}

TEST(yaml_io, a_placement_field) {
  const auto at = yaml_cursor::load_string("move: \"(1, 3) = 2\"\nbad: \"1,3\"\n", "case.yaml");
  EXPECT_EQ(sudoku::parse_placement(at.at("move")), (sudoku::placement{{1, 3}, 2}));
  EXPECT_THROW((void)sudoku::parse_placement(at.at("bad")), framework::input_error);
}

}  // namespace
