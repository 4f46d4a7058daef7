#pragma once
// Drawn grids from YAML cases (framework/core/drawn_grid.hpp): a block of
// text or a list of row strings, with every error located at the offending
// row's line and the field.

#include "framework/core/drawn_grid.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/yaml_input.hpp"

#include <algorithm>

namespace framework {

// Parses a drawing from YAML: throws input_error at the offending row's line.
[[nodiscard]] drawing parse_drawing(const yaml_cursor& at, const drawing_rules& rules);

// A drawing of a square board: fails "a chessboard is square, but this
// drawing is 5 wide and 4 high" (`what`: "chessboard").
void require_square(const yaml_cursor& at, const drawing& d, std::string_view what);
// A drawing of rows x cols where a position of like_rows x like_cols is
// drawn again: fails "the drawing is 3x4 but the board is 3x3" (`what`: "board").
void require_same_size(const yaml_cursor& at, int rows, int cols, int like_rows, int like_cols,
                       std::string_view what);

// The rows of a drawing in YAML, each with its source location.
struct drawn_rows {
  std::vector<std::string> rows;
  std::vector<source_location> where;
};
[[nodiscard]] drawn_rows read_drawn_rows(const yaml_cursor& at);

// Runs `parse` on the drawing's rows; a drawing_error it throws becomes an
// input_error at the row's line (for state types that parse rows themselves).
template <class Parse>
auto parse_located(const yaml_cursor& at, Parse&& parse) {
  const drawn_rows drawn = read_drawn_rows(at);
  try {
    return parse(drawn.rows);
  } catch (const drawing_error& e) {
    auto where = drawn.where.empty() ? at.location() : drawn.where[std::min(e.row(), drawn.where.size() - 1)];
    if (at.is_sequence()) where.field = at.path() + "[" + std::to_string(e.row()) + "]";
    throw input_error(where, e.what());
  }
}

}  // namespace framework
