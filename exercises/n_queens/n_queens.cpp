// N-queens: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/n_queens/hooks.hpp, the
// board you edit in framework/n_queens/chessboard.hpp.
//
// Check your work with:  ./build/dev/grader/grader test n_queens
//
// Squares are (row, col), both from 0. The board keeps seed 004's counters:
// b.attackers(s) is how many queens attack s, b.is_free(s) says whether a
// queen may go there, b.has_queen(s) whether one is there. Change it only with
// b.place_queen(s) and b.remove_queen(s): the framework counts every queen
// you place (your "nodes"). b.kind() is the lecture version a case is about:
// variant::rows (seed 003, one queen per row) or variant::free_squares (seed
// 004, any free square).
//
// Cases that check the exact number of nodes expect the lecture's order:
// valid_moves' squares tried one after the other, as the seeds' for loops do
// (for solve, taking them from the back of the list is accepted too).

#include "framework/core/errors.hpp"
#include "framework/n_queens/hooks.hpp"

namespace n_queens {

bool in_jeopardy([[maybe_unused]] const chessboard& b, [[maybe_unused]] int row, [[maybe_unused]] int col) {
  // Seed 003: is (row, col) IN JEOPARDY FROM EXISTING QUEENS? Look along its
  // row, its column and both diagonals (|dr| == |dc|) for a queen on another
  // square, or use the board's counters.
  throw framework::not_implemented("in_jeopardy");
}

std::vector<square> valid_moves([[maybe_unused]] const chessboard& b) {
  // variant::rows: the first row without a queen (b.first_empty_row()), each
  // column in turn where in_jeopardy is false.
  // variant::free_squares: every square with b.is_free(s), row by row (seed
  // 004's list_valid_moves).
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] chessboard& b, [[maybe_unused]] square s) {
  // Seed 004's push_queen: put a queen on s.
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] chessboard& b, [[maybe_unused]] square s) {
  // Seed 004's pop_queen: take the queen on s back.
  throw framework::not_implemented("undo_move");
}

bool place_queens([[maybe_unused]] chessboard& b, [[maybe_unused]] int row) {
  // Seed 003's placeQueens(row):
  //   if (ROW EXTENDS BEYOND BOARD) return true;
  //   for (EACH COL IN ROW)
  //     if ([ROW][COL] IS NOT IN JEOPARDY FROM EXISTING QUEENS) {
  //       ADD QUEEN AT [ROW][COL];
  //       if (placeQueens(row + 1)) return true;
  //       REMOVE QUEEN FROM [ROW][COL];
  //     }
  //   return false;
  // A row that already holds a queen (a case may start with some) is passed over.
  throw framework::not_implemented("place_queens");
}

std::optional<std::vector<square>> solve([[maybe_unused]] chessboard& b) {
  // The queens you place on the way to the first solution, in order.
  // variant::rows: seed 003 -- place_queens(b, 0), recording each queen it adds.
  // variant::free_squares: seed 004's solver -- for each valid move: push it,
  // recurse, stop once n queens stand, else pop it and try the next.
  // std::nullopt when the queens already on the board cannot be completed.
  throw framework::not_implemented("solve");
}

std::uint64_t count_solutions([[maybe_unused]] chessboard& b) {
  // Like placeQueens, but instead of stopping at the first solution, count
  // them all: a full board is 1 solution; otherwise add up the counts of each
  // free square of the first empty row (place, count, remove).
  throw framework::not_implemented("count_solutions");
}

}  // namespace n_queens
