#pragma once
// The hooks a student writes for peg solitaire, as the lecture teaches them.
// The model answer (in the instructor's kit) and the student's skeleton
// (exercises/peg_solitaire/) both define exactly these functions; the grader
// links one of them into a runner and calls them out of its own process.

#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"

#include <optional>
#include <vector>

namespace peg_solitaire {

// Every move that can be made on board `b`: a peg jumps up, down, left or right
// over an adjacent peg into an empty hole two positions away. Test cases may ask
// for the canonical order: by jumping peg in reading order (row by row, left to
// right), then up, left, right, down.
std::vector<move> valid_moves(const board& b);

// Makes move `m` on `b`: the jumping peg and the jumped peg leave the board's
// holes, and the landing hole receives the jumping peg.
void apply_move(board& b, const move& m);

// Takes back move `m`, which was the last move applied to `b`, restoring `b`
// exactly as it was before.
void undo_move(board& b, const move& m);

// A sequence of moves from `b` to its goal (b.is_goal()), or std::nullopt when
// there is none. The grader replays the sequence from the starting position with
// its own rules, so the state `b` is left in does not matter.
std::optional<std::vector<move>> solve(board& b);

}  // namespace peg_solitaire
