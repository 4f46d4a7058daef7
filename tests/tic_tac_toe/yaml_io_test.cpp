// Positions from YAML: drawn or by size, k and the first player, and errors
// that name the line and the field.

#include "framework/tic_tac_toe/yaml_io.hpp"

#include <gtest/gtest.h>

namespace {

using framework::yaml_cursor;
using tic_tac_toe::board;
using tic_tac_toe::mark;

board board_of(const std::string& yaml) {
  return tic_tac_toe::parse_board(yaml_cursor::load_string(yaml, "case.yaml"));
}

std::string error_of(const std::string& yaml) {
  try {
    (void)board_of(yaml);
  } catch (const framework::input_error& e) {
    return std::string(e.what()) + " @" + std::to_string(e.where().line) + " " + e.where().field;
  }
  ADD_FAILURE() << "no error for\n" << yaml;
  return {};
}

TEST(yaml_io, a_drawing) {
  const board b = board_of("board: |\n  . . O\n  . . X\n  . O X\n");
  EXPECT_EQ(b.rows(), 3);
  EXPECT_EQ(b.k(), 3);
  EXPECT_EQ(b.at({0, 2}), mark::o);
  EXPECT_EQ(b.at({2, 2}), mark::x);
  EXPECT_EQ(b.to_move(), mark::x);
}

TEST(yaml_io, sizes_k_and_first) {
  const board b = board_of("size: [3, 4]\nk: 3\nfirst: O\n");
  EXPECT_EQ(b.rows(), 3);
  EXPECT_EQ(b.cols(), 4);
  EXPECT_EQ(b.k(), 3);
  EXPECT_EQ(b.to_move(), mark::o);
  EXPECT_EQ(board_of("size: 4\n").k(), 4);
}

TEST(yaml_io, errors_name_the_field) {
  EXPECT_NE(error_of("board: |\n  X X .\n  . . .\n  . . .\n").find("as many marks"), std::string::npos);
  EXPECT_NE(error_of("board: |\n  X X X\n  O O .\n  O . .\n").find("winner is the last to move"),
            std::string::npos);
  EXPECT_NE(error_of("size: 3\nk: 4\n").find("k"), std::string::npos);
  EXPECT_NE(error_of("board: |\n  X Y .\n").find("'X' and 'O'"), std::string::npos);
  EXPECT_NE(error_of("size: 3\nboard: |\n  . . .\n").find("not both"), std::string::npos);
  EXPECT_NE(error_of("size: 3\nfirst: Z\n").find("first"), std::string::npos);
}

}  // namespace
