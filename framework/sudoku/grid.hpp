#pragma once
// The sudoku grid, owned by the framework: n x n cells in boxes of
// box_rows x box_cols (4x4 in 2x2 boxes, 6x6 in 2x3, 9x9 in 3x3, 16x16 in
// 4x4), each empty or holding a digit 1..n. The givens, the puzzle's own
// digits, are fixed when the grid is made and can never change. The only
// edits are set_digit and clear_digit on the other cells; they refuse what no
// step of a search can do (a cell off the grid, a digit out of range, a given,
// writing over a digit, clearing an empty cell) and report every edit to the
// framework's probe, which is how the nodes of a search are measured (a digit
// set is a node).
//
// A digit that repeats one in its row, column or box can be set, as on paper:
// it is the search's mistake, which the rules name when they replay an
// answer. The grid counts each digit per unit, so "is d free here" is O(1).

#include "framework/core/probe.hpp"
#include "framework/core/row_col.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sudoku {

using cell = framework::row_col;
using framework::to_string;

// The three kinds of unit a digit may appear in once.
enum class unit : std::uint8_t { row, column, box };

class grid {
 public:
  static constexpr int max_size = 16;

  // An empty grid of (box_rows * box_cols)^2 cells; `givens` (reading order,
  // 0 for an empty cell) are the puzzle's fixed digits. Throws
  // std::invalid_argument on a size outside 1..16, a wrong number of cells or
  // a digit out of range. Equal givens in one unit are allowed here (the
  // rules report them); such a grid has no solution.
  grid(int box_rows, int box_cols, const std::vector<int>& givens = {});

  [[nodiscard]] int size() const noexcept { return n_; }
  [[nodiscard]] int box_rows() const noexcept { return box_rows_; }
  [[nodiscard]] int box_cols() const noexcept { return box_cols_; }

  [[nodiscard]] bool on_grid(cell c) const noexcept;
  // 0 when the cell is empty (or off the grid).
  [[nodiscard]] int digit(cell c) const noexcept;
  [[nodiscard]] bool is_empty(cell c) const noexcept { return on_grid(c) && digit(c) == 0; }
  [[nodiscard]] bool is_given(cell c) const noexcept;
  // The box a cell is in, numbered in reading order, and its top-left cell.
  [[nodiscard]] int box_of(cell c) const noexcept;
  [[nodiscard]] cell box_origin(cell c) const noexcept;
  // How many cells of the unit through `c` hold digit d (c itself included).
  [[nodiscard]] int count_in(unit u, cell c, int d) const noexcept;
  // Whether d may go at c: no other cell of c's row, column or box holds d.
  [[nodiscard]] bool fits(cell c, int d) const noexcept;
  [[nodiscard]] int empty_cells() const noexcept { return empty_; }
  // The first empty cell in reading order (the blog's find_empty).
  [[nodiscard]] std::optional<cell> first_empty() const noexcept;

  // --- the only edits -------------------------------------------------------
  // Writes d into the empty, non-given cell c.
  void set_digit(cell c, int d);
  // Empties the non-given cell c, which holds a digit.
  void clear_digit(cell c);

  // --- the goal -------------------------------------------------------------
  // Every cell filled, no digit twice in a unit.
  [[nodiscard]] bool is_goal() const noexcept;

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Grids are equal when their boxes, digits and givens are.
  friend bool operator==(const grid& a, const grid& b) noexcept {
    return a.box_rows_ == b.box_rows_ && a.box_cols_ == b.box_cols_ && a.digits_ == b.digits_ &&
           a.given_ == b.given_;
  }

 private:
  [[nodiscard]] std::size_t index(cell c) const noexcept {
    return static_cast<std::size_t>(c.row) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(c.col);
  }
  [[nodiscard]] std::size_t counter(unit u, cell c, int d) const noexcept;
  void count(cell c, int d, int delta) noexcept;
  [[noreturn]] void refuse(framework::probe::edit kind, cell c, int d, const std::string& why) const;

  int box_rows_;
  int box_cols_;
  int n_;
  int empty_ = 0;
  std::vector<std::uint8_t> digits_;  // per cell, reading order; 0 empty
  std::vector<bool> given_;           // per cell
  // per unit kind, unit and digit: how many of the unit's cells hold the digit
  std::vector<std::uint8_t> counts_;
  framework::probe::identity identity_;
};

// A digit as one character: 1-9, then A (10) to G (16); '.' for none.
[[nodiscard]] char digit_symbol(int d) noexcept;
// "9x9": how messages name a grid's size.
[[nodiscard]] std::string size_text(int n);
// The digit a character stands for: 1-9, A-G or a-g; 0 for an empty cell
// ('.' or '0'); std::nullopt for anything else.
[[nodiscard]] std::optional<int> digit_of(char symbol) noexcept;

}  // namespace sudoku
