// Sudoku: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/sudoku/hooks.hpp, the
// grid you edit in framework/sudoku/grid.hpp.
//
// Check your work with:  ./build/dev/grader/grader test sudoku
//
// Cells are (row, col), both from 0; g.digit(c) is 0 for an empty cell.
// g.size() is 4, 6, 9 or 16: digits run from 1 to g.size(), and boxes are
// g.box_rows() x g.box_cols() cells (a 6x6 sudoku has boxes 2 rows high and
// 3 columns wide). Change the grid only with g.set_digit(c, d) and
// g.clear_digit(c): the framework counts every digit you set (your "nodes"),
// and refuses to touch the puzzle's givens.
//
// Cases that check the exact number of nodes expect the blog's order: the
// first empty cell, digits tried from 1 upwards (for solve, from the top down
// is accepted too).

#include "framework/core/errors.hpp"
#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty([[maybe_unused]] const grid& g) {
  // The blog's find_empty: loop over the rows, and in each over the columns;
  // the first cell holding 0 is the answer. None when there is no such cell.
  throw framework::not_implemented("find_empty");
}

bool check_validity([[maybe_unused]] const grid& g, [[maybe_unused]] int num, [[maybe_unused]] cell pos) {
  // The blog's check_validity: num must not already be in pos's row, nor in
  // its column (other cells than pos), nor in its box, whose top-left cell is
  // (pos.row / g.box_rows() * g.box_rows(), pos.col / g.box_cols() * g.box_cols()).
  throw framework::not_implemented("check_validity");
}

std::vector<placement> valid_moves([[maybe_unused]] const grid& g) {
  // The cell find_empty gives, with each digit 1..g.size() that
  // check_validity accepts there, ascending: {cell, digit} placements.
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] grid& g, [[maybe_unused]] placement p) {
  // board[row][col] = i
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] grid& g, [[maybe_unused]] placement p) {
  // board[row][col] = 0
  throw framework::not_implemented("undo_move");
}

bool solve([[maybe_unused]] grid& g) {
  // The blog's solve:
  //   find = find_empty(board)
  //   if not find: return True          (no empty cell: solved)
  //   for i in 1..9:
  //     if check_validity(board, i, (row, col)):
  //       board[row][col] = i
  //       if solve(board): return True
  //       board[row][col] = 0
  //   return False
  throw framework::not_implemented("solve");
}

std::uint64_t count_solutions([[maybe_unused]] grid& g, [[maybe_unused]] std::uint64_t limit) {
  // Like solve, but instead of stopping at the first solution, count them: a
  // full grid is 1 solution; otherwise add up the counts of each valid digit
  // in the first empty cell (set, count, clear). Stop once `limit` are found.
  throw framework::not_implemented("count_solutions");
}

}  // namespace sudoku
