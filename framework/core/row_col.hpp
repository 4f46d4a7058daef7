#pragma once
// A square of a matrix-like board in (row, col): row from the top, col from
// the left, both from 0, as the lecture indexes its chessboard (seed 003's
// get(row, col), seed 004's tuples) and the blog its sudoku (board[row][col],
// find_empty's (row, column)). framework::cell is the (x, y) of the peg
// boards; this is the same point in matrix order. Written "(2,5)": row 2,
// column 5; ordered in reading order.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace framework {

struct row_col {
  std::int32_t row = 0;
  std::int32_t col = 0;

  friend constexpr bool operator==(const row_col&, const row_col&) = default;
  // Canonical order: reading order, row by row, then column.
  friend constexpr std::strong_ordering operator<=>(const row_col&, const row_col&) = default;
};

// "(2,5)"
[[nodiscard]] std::string to_string(const row_col& s);
// Accepts "(2,5)", "(2, 5)" and "2,5".
[[nodiscard]] std::optional<row_col> parse_row_col(std::string_view text);

// The size of a board of rows x cols in messages: "8x8", "3x4".
[[nodiscard]] std::string size_text(int rows, int cols);

}  // namespace framework
