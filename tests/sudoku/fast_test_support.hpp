#pragma once
// What the fast reference's tests check it against: a grid checker and a
// plain backtracking counter, written as simply as possible and sharing
// nothing with reference/sudoku/fast_solver.cpp.

#include "reference/sudoku/fast_solver.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sudoku_test {

using sudoku::fast::puzzle;

inline int side(const puzzle& p) { return p.box_rows * p.box_cols; }

inline std::uint8_t at(const std::vector<std::uint8_t>& cells, int n, int r, int c) {
  return cells[static_cast<std::size_t>(r * n + c)];
}

// Why `solution` is not a solution of p (a unit that is not a permutation of
// 1..n, a given changed, a wrong size), or "" when it is one.
inline std::string solution_problem(const puzzle& p, const std::vector<std::uint8_t>& solution) {
  const int n = side(p);
  if (solution.size() != p.cells.size()) return "wrong number of cells";
  for (std::size_t i = 0; i < solution.size(); ++i) {
    if (p.cells[i] != 0 && p.cells[i] != solution[i]) return "given " + std::to_string(i) + " changed";
  }
  // Unit k of each kind: row k, column k, box k (boxes in reading order).
  for (int k = 0; k < n; ++k) {
    std::vector<int> row_seen(static_cast<std::size_t>(n + 1), 0);
    std::vector<int> col_seen(static_cast<std::size_t>(n + 1), 0);
    std::vector<int> box_seen(static_cast<std::size_t>(n + 1), 0);
    const int top = (k / p.box_rows) * p.box_rows;
    const int left = (k % p.box_rows) * p.box_cols;
    for (int i = 0; i < n; ++i) {
      const std::uint8_t in_row = at(solution, n, k, i);
      const std::uint8_t in_col = at(solution, n, i, k);
      const std::uint8_t in_box = at(solution, n, top + i / p.box_cols, left + i % p.box_cols);
      for (const std::uint8_t d : {in_row, in_col, in_box}) {
        if (d < 1 || d > n) return "digit " + std::to_string(d) + " out of range";
      }
      ++row_seen[in_row];
      ++col_seen[in_col];
      ++box_seen[in_box];
    }
    for (int d = 1; d <= n; ++d) {
      const auto i = static_cast<std::size_t>(d);
      if (row_seen[i] != 1) return "row " + std::to_string(k) + " is not a permutation";
      if (col_seen[i] != 1) return "column " + std::to_string(k) + " is not a permutation";
      if (box_seen[i] != 1) return "box " + std::to_string(k) + " is not a permutation";
    }
  }
  return "";
}

// True when digit d may go in (r, c) of `cells`: no equal digit elsewhere in
// its row, column or box.
inline bool fits(const puzzle& p, const std::vector<std::uint8_t>& cells, int r, int c, std::uint8_t d) {
  const int n = side(p);
  const int top = (r / p.box_rows) * p.box_rows;
  const int left = (c / p.box_cols) * p.box_cols;
  for (int i = 0; i < n; ++i) {
    if (i != c && at(cells, n, r, i) == d) return false;
    if (i != r && at(cells, n, i, c) == d) return false;
    const int br = top + i / p.box_cols;
    const int bc = left + i % p.box_cols;
    if ((br != r || bc != c) && at(cells, n, br, bc) == d) return false;
  }
  return true;
}

// True when two equal givens share a unit.
inline bool givens_clash(const puzzle& p) {
  const int n = side(p);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const std::uint8_t d = at(p.cells, n, r, c);
      if (d != 0 && !fits(p, p.cells, r, c, d)) return true;
    }
  }
  return false;
}

// Plain backtracking in reading order, digits from 1 up, no propagation:
// counts the completions of p up to `limit`. Meant for 4x4 and 6x6 grids.
class brute_force {
 public:
  brute_force(const puzzle& p, std::uint64_t limit) : p_(p), cells_(p.cells), limit_(limit) {}

  std::uint64_t count() {
    if (givens_clash(p_)) return 0;
    fill(0);
    return found_;
  }

 private:
  void fill(std::size_t i) {
    if (found_ >= limit_) return;
    const int n = side(p_);
    if (i == cells_.size()) {
      ++found_;
      return;
    }
    if (cells_[i] != 0) {
      fill(i + 1);
      return;
    }
    const int r = static_cast<int>(i) / n;
    const int c = static_cast<int>(i) % n;
    for (int d = 1; d <= n; ++d) {
      if (!fits(p_, cells_, r, c, static_cast<std::uint8_t>(d))) continue;
      cells_[i] = static_cast<std::uint8_t>(d);
      fill(i + 1);
      cells_[i] = 0;
    }
  }

  const puzzle& p_;
  std::vector<std::uint8_t> cells_;
  std::uint64_t limit_;
  std::uint64_t found_ = 0;
};

// A full grid of any shape, by formula: row r is the first row shifted by
// (r % box_rows) * box_cols + r / box_rows.
inline puzzle pattern_grid(int box_rows, int box_cols) {
  const int n = box_rows * box_cols;
  puzzle p{box_rows, box_cols, std::vector<std::uint8_t>(static_cast<std::size_t>(n * n))};
  for (int r = 0; r < n; ++r) {
    const int shift = (r % box_rows) * box_cols + r / box_rows;
    for (int c = 0; c < n; ++c) {
      p.cells[static_cast<std::size_t>(r * n + c)] = static_cast<std::uint8_t>((c + shift) % n + 1);
    }
  }
  return p;
}

}  // namespace sudoku_test
