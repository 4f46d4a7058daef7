#pragma once
// A jump: the jumping peg, the jumped peg and the landing hole. Written
// "(3,1)->(5,1)" (the jumped peg is the one between), or
// "(3,1)->(5,1) over (2,2)" when `over` is not between them, which no legal
// move does but a student's move might.

#include "framework/core/cell.hpp"

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace peg_solitaire {

using framework::cell;

struct move {
  cell from;
  cell over;
  cell to;

  friend constexpr bool operator==(const move&, const move&) = default;
  // Canonical order: by `from` in reading order, then by `to`, then by `over`.
  friend constexpr std::strong_ordering operator<=>(const move& a, const move& b) {
    if (auto c = a.from <=> b.from; c != 0) return c;
    if (auto c = a.to <=> b.to; c != 0) return c;
    return a.over <=> b.over;
  }
};

// The move that jumps from `from` to `to` over the hole between them.
[[nodiscard]] constexpr move jump(cell from, cell to) {
  return move{from, cell{(from.x + to.x) / 2, (from.y + to.y) / 2}, to};
}

[[nodiscard]] std::string to_string(const move& m);
// Accepts "(3,1)->(5,1)" and "(3,1)->(5,1) over (4,1)"; the two ends must be two
// squares apart in a row or a column.
[[nodiscard]] std::optional<move> parse_move(std::string_view text);

}  // namespace peg_solitaire
