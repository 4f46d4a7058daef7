#pragma once
// The hooks a student writes for N-queens, in the lecture's vocabulary: seed
// 003's placeQueens and inJeopardy (row by row), seed 004's solver on every
// free square with push/pop, and the hooks every problem of the kit shares.
// The model answer (in the instructor's kit) and the student's skeleton
// (exercises/n_queens/) both define exactly these functions; the grader calls
// them out of its own process.
//
// The board is the framework's chessboard (chessboard.hpp): squares are
// (row, col) from 0; b.place_queen(s) and b.remove_queen(s) are the only
// edits, and every queen placed is a node of the search. b.kind() says which
// lecture version a case is about: variant::rows (seed 003) or
// variant::free_squares (seed 004).

#include "framework/n_queens/chessboard.hpp"
#include "framework/n_queens/square.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace n_queens {

// Seed 003's inJeopardy: whether a queen on another square attacks (row, col)
// along its row, its column or a diagonal.
bool in_jeopardy(const chessboard& b, int row, int col);

// Every square where the search may put its next queen, in the canonical
// order of the board's variant:
//   rows          the free squares of the first row without a queen, columns ascending
//   free_squares  every free square (no queen, not attacked), in reading order
std::vector<square> valid_moves(const chessboard& b);

// Puts a queen on s (seed 004's push_queen).
void apply_move(chessboard& b, square s);

// Takes the queen on s back (seed 004's pop_queen), restoring b exactly.
void undo_move(chessboard& b, square s);

// Seed 003's placeQueens(row): fills rows row, row+1, ... with one queen each
// (the rows above already hold theirs; a row that already has a queen is
// passed over). True when the board is then complete, with the queens left on
// it; false when there is no way, with b as it was.
bool place_queens(chessboard& b, int row);

// The first solution the board's variant finds: the queens placed, in the
// order they were placed, or std::nullopt when the queens already on the
// board cannot be completed. The grader replays them with its own rules.
std::optional<std::vector<square>> solve(chessboard& b);

// How many ways there are to complete b, one queen per empty row (OEIS
// A000170 on an empty board). b must be as it was afterwards.
std::uint64_t count_solutions(chessboard& b);

}  // namespace n_queens
