#include "framework/core/row_col.hpp"

#include "framework/core/cell.hpp"

namespace framework {

std::string to_string(const row_col& s) {
  return '(' + std::to_string(s.row) + ',' + std::to_string(s.col) + ')';
}

std::string size_text(int rows, int cols) { return std::to_string(rows) + "x" + std::to_string(cols); }

std::optional<row_col> parse_row_col(std::string_view text) {
  // The same grammar as a cell: two integers, here read as (row, col).
  const auto c = parse_cell(text);
  if (!c) return std::nullopt;
  return row_col{c->x, c->y};
}

}  // namespace framework
