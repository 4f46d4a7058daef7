#pragma once
// A square of the chessboard, in the lecture's (row, col): row from the top,
// col from the left, both from 0, as ChessBoard.get(row, col) in seed 003 and
// the (row, col) tuples of seed 004. Placing a queen on a square is one move
// of the search. Written "(2,5)": row 2, column 5.

#include "framework/core/row_col.hpp"

namespace n_queens {

using square = framework::row_col;
using framework::to_string;

// Accepts "(2,5)", "(2, 5)" and "2,5".
[[nodiscard]] inline std::optional<square> parse_square(std::string_view text) {
  return framework::parse_row_col(text);
}

}  // namespace n_queens
