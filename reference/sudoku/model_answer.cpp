// Model answer for sudoku: the hooks the students write, in the blog's
// structure (seed 002): find_empty scans for a 0, check_validity looks along
// the row, the column and the box, and solve tries each digit in the first
// empty cell, recursing and resetting the cell when the recursion fails.
// Written to be read, not to be fast (the grader's fast reference is
// fast_solver.hpp). Its node counts define the "exact" expectations of the
// cases, so it tries digits in valid_moves' order, ascending.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty(const grid& g) {
  for (int row = 0; row < g.size(); ++row) {
    for (int col = 0; col < g.size(); ++col) {
      if (g.digit({row, col}) == 0) return cell{row, col};
    }
  }
  return std::nullopt;
}

bool check_validity(const grid& g, int num, cell pos) {
  // The row and the column, every cell but pos itself.
  for (int i = 0; i < g.size(); ++i) {
    if (g.digit({pos.row, i}) == num && i != pos.col) return false;
    if (g.digit({i, pos.col}) == num && i != pos.row) return false;
  }
  // The box: its top-left corner is pos rounded down to a multiple of the box's size.
  const int top = pos.row / g.box_rows() * g.box_rows();
  const int left = pos.col / g.box_cols() * g.box_cols();
  for (int row = top; row < top + g.box_rows(); ++row) {
    for (int col = left; col < left + g.box_cols(); ++col) {
      if (g.digit({row, col}) == num && !(row == pos.row && col == pos.col)) return false;
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

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }

bool solve(grid& g) {
  const auto pos = find_empty(g);
  if (!pos) return true;  // no empty cell: the board is solved
  for (const placement p : valid_moves(g)) {
    apply_move(g, p);
    if (solve(g)) return true;
    undo_move(g, p);  // this digit led nowhere: reset the cell, try the next
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  const auto pos = find_empty(g);
  if (!pos) return 1;
  std::uint64_t count = 0;
  for (const placement p : valid_moves(g)) {
    if (count >= limit) break;
    apply_move(g, p);
    count += count_solutions(g, limit - count);
    undo_move(g, p);
  }
  return count;
}

}  // namespace sudoku
