// Boards from YAML: a size, a drawing, queens listed, the variant, and errors
// that name the line and the field.

#include "framework/n_queens/yaml_io.hpp"

#include <gtest/gtest.h>

namespace {

using framework::yaml_cursor;
using n_queens::chessboard;
using n_queens::square;

chessboard board_of(const std::string& yaml) {
  return n_queens::parse_board(yaml_cursor::load_string(yaml, "case.yaml"));
}

framework::input_error error_of(const std::string& yaml) {
  try {
    (void)board_of(yaml);
  } catch (const framework::input_error& e) {
    return e;
  }
  ADD_FAILURE() << "no error for\n" << yaml;
  return framework::input_error({}, "none");
}

TEST(yaml_io, a_size_with_queens_listed) {
  const auto b = board_of("n: 6\nqueens: [\"(0,1)\", \"(1,3)\"]\nvariant: free_squares\n");
  EXPECT_EQ(b.size(), 6);
  EXPECT_EQ(b.queens(), (std::vector<square>{{0, 1}, {1, 3}}));
  EXPECT_EQ(b.kind(), n_queens::variant::free_squares);
}

TEST(yaml_io, a_drawing) {
  const auto b = board_of("board: |\n  . Q . .\n  . . . Q\n  Q . . .\n  . . . .\n");
  EXPECT_EQ(b.size(), 4);
  EXPECT_EQ(b.queens(), (std::vector<square>{{0, 1}, {1, 3}, {2, 0}}));
  EXPECT_EQ(b.kind(), n_queens::variant::rows) << "rows unless the case says otherwise";
}

TEST(yaml_io, mistakes_name_the_line_and_the_field) {
  auto e = error_of("board: |\n  . Q .\n  . . .\n");
  EXPECT_NE(std::string(e.what()).find("a chessboard is square"), std::string::npos) << e.what();
  e = error_of("n: 4\nboard: \"Q\"\n");
  EXPECT_NE(std::string(e.what()).find("not both"), std::string::npos) << e.what();
  e = error_of("n: 4\nqueens: [\"(0,1)\", \"(4,1)\"]\n");
  EXPECT_EQ(e.where().line, 2) << e.what();
  EXPECT_EQ(e.where().field, "queens[1]");
  EXPECT_NE(std::string(e.what()).find("not a square of the 4x4 board"), std::string::npos) << e.what();
  e = error_of("n: 4\nqueens: [\"(0,1)\", \"(0,1)\"]\n");
  EXPECT_NE(std::string(e.what()).find("a queen already stands on (0,1)"), std::string::npos) << e.what();
  e = error_of("board: |\n  . K\n  . .\n");
  EXPECT_EQ(e.where().line, 2) << e.what();
  EXPECT_NE(std::string(e.what()).find("unknown symbol 'K'"), std::string::npos) << e.what();
  e = error_of("n: 40\n");
  EXPECT_NE(std::string(e.what()).find("between 1 and 32"), std::string::npos) << e.what();
  e = error_of("n: 4\nvariant: diagonal\n");
  EXPECT_NE(std::string(e.what()).find("rows, free_squares"), std::string::npos) << e.what();
}

}  // namespace
