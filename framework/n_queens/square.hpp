#pragma once
// A square of the chessboard, in the lecture's (row, col): row from the top,
// col from the left, both from 0, as ChessBoard.get(row, col) in seed 003 and
// the (row, col) tuples of seed 004. Placing a queen on a square is one move
// of the search. Written "(2,5)": row 2, column 5.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace n_queens {

struct square {
  std::int32_t row = 0;
  std::int32_t col = 0;

  friend constexpr bool operator==(const square&, const square&) = default;
  // Canonical order: reading order, row by row, then column.
  friend constexpr std::strong_ordering operator<=>(const square&, const square&) = default;
};

// "(2,5)"
[[nodiscard]] std::string to_string(const square& s);
// Accepts "(2,5)", "(2, 5)" and "2,5".
[[nodiscard]] std::optional<square> parse_square(std::string_view text);

}  // namespace n_queens
