#include "framework/core/yaml_input.hpp"

#include "framework/core/row_col_input.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using framework::input_error;
using framework::yaml_cursor;

// Runs `f` and returns the input_error it must throw.
template <class F>
input_error error_of(F&& f) {
  try {
    f();
  } catch (const input_error& e) {
    return e;
  }
  ADD_FAILURE() << "no input_error thrown";
  return input_error({}, "none");
}

const char* const document =
    "name: demo\n"           // line 1
    "points: 3\n"            // line 2
    "limits:\n"              // line 3
    "  cpu_seconds: fast\n"  // line 4
    "tags: [a, b]\n";        // line 5

TEST(yaml_cursor, reads_typed_values) {
  const auto root = yaml_cursor::load_string(document, "demo.yaml");
  EXPECT_EQ(root.at("name").as_string(), "demo");
  EXPECT_EQ(root.at("points").as_int(), 3);
  EXPECT_EQ(root.at("tags").items().size(), 2u);
  EXPECT_FALSE(root.find("missing").has_value());
}

TEST(yaml_cursor, a_syntax_error_names_file_and_line) {
  const auto e = error_of([] { (void)yaml_cursor::load_string("a: 1\nb: [1, 2\n", "broken.yaml"); });
  EXPECT_EQ(e.where().file, "broken.yaml");
  EXPECT_GE(e.where().line, 2);
  EXPECT_NE(std::string(e.what()).find("not valid YAML"), std::string::npos);
}

TEST(yaml_cursor, a_bad_value_names_line_and_field_path) {
  const auto root = yaml_cursor::load_string(document, "demo.yaml");
  const auto e = error_of([&] { (void)root.at("limits").at("cpu_seconds").as_number(); });
  EXPECT_EQ(e.where().line, 4);
  EXPECT_EQ(e.where().field, "limits.cpu_seconds");
  EXPECT_NE(std::string(e.what()).find("demo.yaml:4:"), std::string::npos) << e.what();
}

TEST(yaml_cursor, a_missing_field_is_reported_at_its_parent) {
  const auto root = yaml_cursor::load_string(document, "demo.yaml");
  const auto e = error_of([&] { (void)root.at("limits").at("wall_seconds"); });
  EXPECT_EQ(e.where().field, "limits.wall_seconds");
  EXPECT_EQ(e.where().line, 4);
  EXPECT_NE(e.reason().find("missing"), std::string::npos);
}

TEST(yaml_cursor, unknown_keys_are_rejected_by_name) {
  const auto root = yaml_cursor::load_string(document, "demo.yaml");
  const auto e = error_of([&] { root.allow_only({"name", "points", "limits"}); });
  EXPECT_EQ(e.where().field, "tags");
  EXPECT_EQ(e.where().line, 5);
}

TEST(yaml_cursor, range_and_choice_errors_say_what_is_allowed) {
  const auto root = yaml_cursor::load_string(document, "demo.yaml");
  const auto range = error_of([&] { (void)root.at("points").as_int(5, 10); });
  EXPECT_NE(range.reason().find("between 5 and 10"), std::string::npos);
  const auto choice = error_of([&] { (void)root.at("name").as_choice({"exact", "budget"}); });
  EXPECT_NE(choice.reason().find("exact, budget"), std::string::npos);
}

TEST(yaml_cursor, list_items_carry_their_index) {
  const auto root = yaml_cursor::load_string(document, "demo.yaml");
  const auto e = error_of([&] { (void)root.at("tags").items()[1].as_int(); });
  EXPECT_EQ(e.where().field, "tags[1]");
}

TEST(yaml_cursor, a_missing_file_is_an_input_error) {
  const auto e = error_of([] { (void)yaml_cursor::load_file("/nonexistent/cases.yaml"); });
  EXPECT_EQ(e.where().file, "/nonexistent/cases.yaml");
}

TEST(yaml_cursor, one_of_two_keys_gives_the_one_there) {
  const auto root = yaml_cursor::load_string("n: 8\n", "demo.yaml");
  const auto [n_at, board_at] = root.one_of("n", "board", "give the board either as n or drawn");
  ASSERT_TRUE(n_at.has_value());
  EXPECT_FALSE(board_at.has_value());
  EXPECT_EQ(n_at->as_int(), 8);
}

TEST(yaml_cursor, one_of_two_keys_fails_on_neither_or_both) {
  const auto neither = yaml_cursor::load_string("queens: []\n", "demo.yaml");
  EXPECT_EQ(error_of([&] { (void)neither.one_of("n", "board", "give n or board"); }).reason(),
            "give n or board, one of them");
  const auto both = yaml_cursor::load_string("x: 0\nn: 8\nboard: Q\n", "demo.yaml");
  const auto e = error_of([&] { (void)both.one_of("n", "board", "give n or board"); });
  EXPECT_EQ(e.reason(), "give n or board, not both");
  EXPECT_EQ(e.where().line, 2);  // at the first key
}

TEST(row_col_input, reads_a_square_on_a_board) {
  const auto root = yaml_cursor::load_string("a: (2,5)\nb: 2;5\nc: (8,0)\n", "demo.yaml");
  EXPECT_EQ(framework::parse_row_col(root.at("a"), "square"), (framework::row_col{2, 5}));
  EXPECT_EQ(error_of([&] { (void)framework::parse_row_col(root.at("b"), "pixel"); }).reason(),
            "'2;5' is not a pixel; write it as \"(row,col)\"");
  EXPECT_EQ(framework::parse_row_col_on(root.at("a"), "square", 3, 6), (framework::row_col{2, 5}));
  EXPECT_EQ(error_of([&] { (void)framework::parse_row_col_on(root.at("c"), "square", 8, 8); }).reason(),
            "(8,0) is not a square of the 8x8 board (rows and columns count from 0)");
}

}  // namespace
