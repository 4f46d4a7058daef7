#include "framework/core/row_col_input.hpp"

namespace framework {

row_col parse_row_col(const yaml_cursor& at, std::string_view word) {
  const std::string text = at.as_string();
  const auto s = parse_row_col(text);
  if (!s) at.fail("'" + text + "' is not a " + std::string(word) + "; write it as \"(row,col)\"");
  return *s;
}

row_col parse_row_col_on(const yaml_cursor& at, std::string_view word, int rows, int cols) {
  const row_col s = parse_row_col(at, word);
  if (s.row < 0 || s.row >= rows || s.col < 0 || s.col >= cols) {
    at.fail(to_string(s) + " is not a " + std::string(word) + " of the " + size_text(rows, cols) +
            " board (rows and columns count from 0)");
  }
  return s;
}

}  // namespace framework
