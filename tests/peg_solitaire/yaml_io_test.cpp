// Peg solitaire from YAML: layouts (block scalars and row lists), positions on
// a known board, moves, and the shipped board files. Every error must name
// the file, the line and the field, so an instructor can fix a case at once.
#include "framework/peg_solitaire/yaml_io.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/yaml_input.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace {

using framework::cell;
using framework::input_error;
using framework::yaml_cursor;
using peg_solitaire::board;
using peg_solitaire::testing::shipped_board;

yaml_cursor load(const std::string& text) { return yaml_cursor::load_string(text, "case.yaml"); }

// Runs `parse` expecting an input_error; returns it.
input_error input_error_of(const std::function<void()>& parse) {
  try {
    parse();
  } catch (const input_error& e) {
    return e;
  }
  ADD_FAILURE() << "no input_error";
  return input_error({}, "none");
}

std::vector<cell> cells_of(const board& shape, const std::vector<bool>& mask) {
  std::vector<cell> result;
  for (std::size_t h = 0; h < mask.size(); ++h) {
    if (mask[h]) result.push_back(shape.shape().at(h));
  }
  return result;
}

TEST(yaml_io, reads_a_layout_from_a_block_scalar) {
  const auto doc = load(
      "name: tiny\n"
      "layout: |\n"
      "  # o .\n"
      "  o . #\n");
  const board b = peg_solitaire::parse_layout(doc.at("layout"));
  EXPECT_EQ(b, board::from_layout("# o .\no . #\n"));
}

TEST(yaml_io, reads_a_layout_from_a_list_of_rows) {
  const auto doc = load("layout: ['# o .', 'o . #']\n");
  EXPECT_EQ(peg_solitaire::parse_layout(doc.at("layout")), board::from_layout("# o .\no . #\n"));
}

TEST(yaml_io, a_bad_symbol_on_row_3_of_a_block_is_reported_on_its_own_line) {
  const auto doc = load(
      "name: broken\n"  // line 1
      "layout: |\n"     // line 2
      "  o o o\n"       // line 3: row 1
      "  o o o\n"       // line 4: row 2
      "  o x o\n");     // line 5: row 3
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_layout(doc.at("layout")); });
  EXPECT_EQ(e.where().file, "case.yaml");
  EXPECT_EQ(e.where().line, 5);
  EXPECT_EQ(e.where().field, "layout");
  EXPECT_NE(e.reason().find("unknown symbol 'x'"), std::string::npos) << e.what();
  EXPECT_NE(std::string(e.what()).find("case.yaml:5"), std::string::npos) << e.what();
}

TEST(yaml_io, a_bad_row_in_a_list_names_its_index_and_line) {
  const auto doc = load(
      "layout:\n"      // line 1
      "  - 'o o o'\n"  // line 2
      "  - 'o o'\n");  // line 3: ragged
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_layout(doc.at("layout")); });
  EXPECT_EQ(e.where().line, 3);
  EXPECT_EQ(e.where().field, "layout[1]");
  EXPECT_NE(e.reason().find("row has 2 squares"), std::string::npos) << e.what();
}

TEST(yaml_io, an_empty_layout_is_an_error_at_the_field) {
  const auto doc = load("layout: ''\n");
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_layout(doc.at("layout")); });
  EXPECT_EQ(e.where().line, 1);
  EXPECT_EQ(e.where().field, "layout");
}

TEST(yaml_io, positions_by_vacant_holes_by_pegs_and_by_drawing) {
  const board english = shipped_board("english");
  const auto doc = load(
      "a: { vacant: ['(3,3)'] }\n"
      "b: { pegs: ['(3,3)', '(3, 2)'] }\n"
      "c: |\n"
      "  # # . . . # #\n"
      "  # # . . . # #\n"
      "  . . . . . . .\n"
      "  . . . o . . .\n"
      "  . . . . . . .\n"
      "  # # . . . # #\n"
      "  # # . . . # #\n");
  const auto vacant = peg_solitaire::parse_position(doc.at("a"), english);
  EXPECT_EQ(std::count(vacant.begin(), vacant.end(), true), 32);
  EXPECT_FALSE(vacant[english.shape().index({3, 3})]);
  EXPECT_EQ(cells_of(english, peg_solitaire::parse_position(doc.at("b"), english)),
            (std::vector<cell>{{3, 2}, {3, 3}}));
  EXPECT_EQ(cells_of(english, peg_solitaire::parse_position(doc.at("c"), english)),
            (std::vector<cell>{{3, 3}}));
}

TEST(yaml_io, a_cell_off_the_board_is_an_unknown_cell) {
  const board english = shipped_board("english");
  const auto doc = load(
      "position:\n"                       // line 1
      "  vacant: ['(3,3)', '(0,0)']\n");  // line 2
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_position(doc.at("position"), english); });
  EXPECT_EQ(e.where().line, 2);
  EXPECT_EQ(e.where().field, "position.vacant[1]");
  EXPECT_EQ(e.reason(), "(0,0) is not a hole of this board");
}

TEST(yaml_io, a_cell_that_is_not_a_cell_says_how_to_write_one) {
  const board english = shipped_board("english");
  const auto doc = load("position: { pegs: ['3-3'] }\n");
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_position(doc.at("position"), english); });
  EXPECT_EQ(e.where().field, "position.pegs[0]");
  EXPECT_NE(e.reason().find("'3-3' is not a cell"), std::string::npos) << e.what();
}

TEST(yaml_io, a_position_needs_exactly_one_of_vacant_and_pegs) {
  const board english = shipped_board("english");
  for (const char* text : {"position: { vacant: ['(3,3)'], pegs: ['(3,3)'] }\n", "position: { }\n"}) {
    const auto doc = load(text);
    if (!doc.at("position").is_map()) continue;  // an empty flow map may read as null
    const auto e = input_error_of([&] { (void)peg_solitaire::parse_position(doc.at("position"), english); });
    EXPECT_NE(e.reason().find("exactly one of 'vacant'"), std::string::npos) << e.what();
  }
  const auto doc = load("position: { vacancy: ['(3,3)'] }\n");
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_position(doc.at("position"), english); });
  EXPECT_EQ(e.where().field, "position.vacancy");
  EXPECT_NE(e.reason().find("unknown field"), std::string::npos) << e.what();
}

TEST(yaml_io, a_drawing_of_another_shape_is_a_shape_mismatch) {
  const board lecture = shipped_board("lecture");
  const auto doc = load(
      "name: x\n"
      "position: |\n"
      "  o o o\n"
      "  o . o\n");
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_position(doc.at("position"), lecture); });
  EXPECT_EQ(e.where().field, "position");
  EXPECT_EQ(e.where().line, 2);
  EXPECT_EQ(e.reason(), "the drawing's holes do not match the board's shape (6x6 with 20 holes)");
}

TEST(yaml_io, moves_in_the_lectures_notation) {
  const auto doc = load("moves: ['(3,1)->(5,1)', '(1,1)->(1,3)']\nbad: '(3,1)->(4,1)'\n");
  const auto moves = peg_solitaire::parse_moves(doc.at("moves"));
  ASSERT_EQ(moves.size(), 2U);
  EXPECT_EQ(moves[0], peg_solitaire::jump({3, 1}, {5, 1}));
  EXPECT_EQ(moves[1].over, (cell{1, 2}));
  const auto e = input_error_of([&] { (void)peg_solitaire::parse_move(doc.at("bad")); });
  EXPECT_EQ(e.where().line, 2);
  EXPECT_EQ(e.where().field, "bad");
  EXPECT_NE(e.reason().find("is not a jump"), std::string::npos) << e.what();
}

TEST(yaml_io, shipped_board_files_are_complete_and_all_holes) {
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const auto file = peg_solitaire::testing::boards_dir() / (std::string(name) + ".yaml");
    const auto doc = yaml_cursor::load_file(file);
    doc.allow_only({"name", "description", "source", "layout"});
    EXPECT_EQ(doc.at("name").as_string(), name);
    EXPECT_FALSE(doc.at("description").as_string().empty()) << name;
    EXPECT_FALSE(doc.at("source").as_string().empty()) << name;
    const board b = peg_solitaire::parse_layout(doc.at("layout"));
    EXPECT_EQ(b.peg_count(), b.shape().hole_count()) << name << ": a board file draws every hole with a peg";
  }
}

}  // namespace
