#include "framework/n_queens/square.hpp"

#include "framework/core/cell.hpp"

namespace n_queens {

std::string to_string(const square& s) {
  return '(' + std::to_string(s.row) + ',' + std::to_string(s.col) + ')';
}

std::optional<square> parse_square(std::string_view text) {
  // The same grammar as a cell: two integers, here read as (row, col).
  const auto c = framework::parse_cell(text);
  if (!c) return std::nullopt;
  return square{c->x, c->y};
}

}  // namespace n_queens
