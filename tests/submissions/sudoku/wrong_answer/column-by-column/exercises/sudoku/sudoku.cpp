// The blog's three functions, with find_empty's loops swapped: it scans
// column by column (bo[j][i]), so the search fills the cells in another
// order. The answers are right; the counts are not the blog's. check_validity
// looks along the row, the column and the box whose corner is the position
// divided by the box's size and multiplied back; solve tries 1 to n in the
// first empty cell, recursing, and resets the cell when the recursion fails.
// count_solutions is the same search that keeps going after a solution.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty(const grid& g) {
  for (int i = 0; i < g.size(); ++i) {
    for (int j = 0; j < g.size(); ++j) {
      if (g.digit({j, i}) == 0) return cell{j, i};
    }
  }
  return std::nullopt;
}

bool check_validity(const grid& g, int num, cell pos) {
  // Check row
  for (int i = 0; i < g.size(); ++i) {
    if (g.digit({pos.row, i}) == num && pos.col != i) return false;
  }
  // Check column
  for (int i = 0; i < g.size(); ++i) {
    if (g.digit({i, pos.col}) == num && pos.row != i) return false;
  }
  // Check box
  const int box_x = pos.col / g.box_cols();
  const int box_y = pos.row / g.box_rows();
  for (int i = box_y * g.box_rows(); i < box_y * g.box_rows() + g.box_rows(); ++i) {
    for (int j = box_x * g.box_cols(); j < box_x * g.box_cols() + g.box_cols(); ++j) {
      if (g.digit({i, j}) == num && !(cell{i, j} == pos)) return false;
    }
  }
  return true;
}

std::vector<placement> valid_moves(const grid& g) {
  std::vector<placement> moves;
  const auto find = find_empty(g);
  if (!find) return moves;
  for (int i = 1; i <= g.size(); ++i) {
    if (check_validity(g, i, *find)) moves.push_back({*find, i});
  }
  return moves;
}

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }

bool solve(grid& g) {
  const auto find = find_empty(g);
  if (!find) return true;
  const auto [row, col] = *find;

  for (int i = 1; i <= g.size(); ++i) {
    if (check_validity(g, i, {row, col})) {
      g.set_digit({row, col}, i);  // bo[row][col] = i

      if (solve(g)) return true;

      g.clear_digit({row, col});  // bo[row][col] = 0
    }
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  const auto find = find_empty(g);
  if (!find) return 1;
  std::uint64_t found = 0;
  for (int i = 1; i <= g.size() && found < limit; ++i) {
    if (check_validity(g, i, *find)) {
      g.set_digit(*find, i);
      found += count_solutions(g, limit - found);
      g.clear_digit(*find);
    }
  }
  return found;
}

}  // namespace sudoku
