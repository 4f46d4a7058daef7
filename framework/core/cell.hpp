#pragma once
// A square of a grid board, in the lecture's (x, y) coordinates: x is the column
// counted from the left, y the row counted from the top, both from 0. Cells
// order in reading order (row by row, then left to right), which is the
// canonical order every problem's moves are listed in.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace framework {

struct cell {
  std::int32_t x = 0;
  std::int32_t y = 0;

  friend constexpr bool operator==(const cell&, const cell&) = default;
  friend constexpr std::strong_ordering operator<=>(const cell& a, const cell& b) {
    if (auto by_row = a.y <=> b.y; by_row != 0) return by_row;
    return a.x <=> b.x;
  }
};

// "(3,1)"
[[nodiscard]] std::string to_string(const cell& c);

// Accepts "(3,1)", "(3, 1)" and "3,1"; nothing else.
[[nodiscard]] std::optional<cell> parse_cell(std::string_view text);

}  // namespace framework
