#pragma once
// The hooks a student writes for sudoku, in the blog's vocabulary (seed 002:
// find_empty, check_validity and the recursive solve), and the hooks every
// problem of the kit shares. The model answer (in the instructor's kit) and
// the student's skeleton (exercises/sudoku/) both define exactly these
// functions; the grader calls them out of its own process.
//
// The grid is the framework's (grid.hpp): cells are (row, col) from 0;
// g.digit(c) is 0 for an empty cell; g.set_digit(c, d) and g.clear_digit(c)
// are the only edits, and every digit set is a node of the search. The
// puzzle's givens can never be changed. Digits run from 1 to g.size() (4, 6,
// 9 or 16); boxes are g.box_rows() x g.box_cols() cells.

#include "framework/sudoku/grid.hpp"
#include "framework/sudoku/placement.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace sudoku {

// The blog's find_empty: the first empty cell in reading order (row by row,
// each left to right), or std::nullopt when the grid is full.
std::optional<cell> find_empty(const grid& g);

// The blog's check_validity(board, num, pos): whether num may be written at
// pos, i.e. no other cell of pos's row, of its column or of its box holds num.
bool check_validity(const grid& g, int num, cell pos);

// The digits check_validity accepts in find_empty's cell, ascending, as
// placements; none when the grid is full.
std::vector<placement> valid_moves(const grid& g);

// Writes the placement's digit into its cell (board[row][col] = i).
void apply_move(grid& g, placement p);

// Empties the placement's cell again (board[row][col] = 0), restoring g exactly.
void undo_move(grid& g, placement p);

// The blog's solve: true with every cell of g filled, or false when the
// puzzle has no solution, with g as it was. The grader replays the digits you
// wrote with its own rules.
bool solve(grid& g);

// How many ways there are to fill g, counting no further than `limit` (so
// limit 2 tells "unique" from "several"). g must be as it was afterwards.
std::uint64_t count_solutions(grid& g, std::uint64_t limit);

}  // namespace sudoku
