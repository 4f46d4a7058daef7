#pragma once
// A move of the sudoku search: a digit written into a cell, as the blog's
// solve does with board[row][col] = i. Written "(0,2)=4": row 0, column 2,
// digit 4 (digits above 9 are written as numbers, "(3,7)=12").

#include "framework/sudoku/grid.hpp"

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku {

struct placement {
  cell at;
  std::int32_t digit = 0;

  friend constexpr bool operator==(const placement&, const placement&) = default;
  // Canonical order: the cell in reading order, then the digit ascending.
  friend constexpr std::strong_ordering operator<=>(const placement&, const placement&) = default;
};

// "(0,2)=4"
[[nodiscard]] std::string to_string(const placement& p);
// Accepts "(0,2)=4", "(0, 2) = 4" and "0,2=4".
[[nodiscard]] std::optional<placement> parse_placement(std::string_view text);

}  // namespace sudoku
