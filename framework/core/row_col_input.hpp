#pragma once
// Squares in (row, col) from YAML cases (framework/core/row_col.hpp), with the
// same errors for every problem: what the text should have been, or which
// board it is not on, located at the offending field.

#include "framework/core/row_col.hpp"
#include "framework/core/yaml_input.hpp"

#include <string_view>

namespace framework {

// A square written "(2,5)"; `word` is what the problem calls it ("square",
// "cell", "pixel"): "'2;5' is not a square; write it as \"(row,col)\"".
[[nodiscard]] row_col parse_row_col(const yaml_cursor& at, std::string_view word);

// The same, and on a board of rows x cols: "(8,0) is not a square of the 8x8
// board (rows and columns count from 0)".
[[nodiscard]] row_col parse_row_col_on(const yaml_cursor& at, std::string_view word, int rows, int cols);

}  // namespace framework
