// Team Alpha: the blog's sudoku (seed 002) as it writes it. find_empty scans
// row by row for an empty cell; check_validity looks along the row, the
// column and the box, whose top-left corner is the position rounded down to
// a multiple of the box's height and of its width (2 and 3 on a 6x6 grid);
// solve tries each digit in the first empty cell, recurses, and resets the
// cell when the recursion fails. count_solutions is the same search that goes
// on after a solution, up to its limit. Digits are tried from 1 upwards, so
// our node counts are the model answer's.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty(const grid& g) {
  for (int row = 0; row < g.size(); ++row) {
    for (int col = 0; col < g.size(); ++col) {
      if (g.digit({row, col}) == 0) return cell{row, col};
    }
  }
  return std::nullopt;  // the grid is full
}

bool check_validity(const grid& g, int num, cell pos) {
  // The row and the column, every cell but pos itself.
  for (int i = 0; i < g.size(); ++i) {
    if (i != pos.col && g.digit({pos.row, i}) == num) return false;
    if (i != pos.row && g.digit({i, pos.col}) == num) return false;
  }
  // The box: box_rows() high, box_cols() wide.
  const int top = pos.row / g.box_rows() * g.box_rows();
  const int left = pos.col / g.box_cols() * g.box_cols();
  for (int row = top; row < top + g.box_rows(); ++row) {
    for (int col = left; col < left + g.box_cols(); ++col) {
      if (!(row == pos.row && col == pos.col) && g.digit({row, col}) == num) return false;
    }
  }
  return true;
}

std::vector<placement> valid_moves(const grid& g) {
  std::vector<placement> moves;
  const auto pos = find_empty(g);
  if (!pos) return moves;
  for (int num = 1; num <= g.size(); ++num) {
    if (check_validity(g, num, *pos)) moves.push_back({*pos, num});
  }
  return moves;
}

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }  // board[row][col] = i

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }  // board[row][col] = 0

bool solve(grid& g) {
  if (!find_empty(g)) return true;  // no empty cell: solved
  for (const placement p : valid_moves(g)) {
    apply_move(g, p);
    if (solve(g)) return true;
    undo_move(g, p);  // this digit led nowhere: reset the cell, try the next
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  if (!find_empty(g)) return 1;  // a full grid is one solution
  std::uint64_t count = 0;
  for (const placement p : valid_moves(g)) {
    if (count >= limit) break;  // enough: no need to look further
    apply_move(g, p);
    count += count_solutions(g, limit - count);
    undo_move(g, p);
  }
  return count;
}

}  // namespace sudoku
