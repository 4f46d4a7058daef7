#pragma once
// Shared by the sudoku tests: grids written in the one-line form.

#include "framework/sudoku/grid.hpp"

#include <string>
#include <vector>

namespace sudoku::testing {

// A grid of box_rows x box_cols boxes whose givens are `text`, one symbol
// per cell (1-9, A-G, '.' empty); a bad symbol becomes -1, which the grid refuses.
inline grid from(int box_rows, int box_cols, const std::string& text) {
  std::vector<int> digits;
  for (const char ch : text) digits.push_back(digit_of(ch).value_or(-1));
  return grid(box_rows, box_cols, digits);
}

}  // namespace sudoku::testing
