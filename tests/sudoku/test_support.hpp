#pragma once
// Shared by the sudoku tests: grids written in the one-line form.

#include "framework/sudoku/grid.hpp"

#include <string>
#include <vector>

namespace sudoku::testing {

// The blog's classic puzzle (Wikipedia's), one symbol per cell, and its solution.
inline const std::string kClassic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline const std::string kClassicSolved =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A grid of box_rows x box_cols boxes whose givens are `text`, one symbol
// per cell (1-9, A-G, '.' empty); a bad symbol becomes -1, which the grid refuses.
inline grid from(int box_rows, int box_cols, const std::string& text) {
  std::vector<int> digits;
  for (const char ch : text) digits.push_back(digit_of(ch).value_or(-1));
  return grid(box_rows, box_cols, digits);
}

// The classic puzzle as a grid of 3x3 boxes.
inline grid classic() { return from(3, 3, kClassic); }

}  // namespace sudoku::testing
