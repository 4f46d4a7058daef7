// Peg solitaire: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/peg_solitaire/hooks.hpp,
// the board you edit in framework/peg_solitaire/board.hpp.
//
// Check your work with:  ./build/dev/grader/grader test peg_solitaire
//
// The board holds the lecture's two sets: b.pegs() (positions with a peg) and
// b.holes() (empty positions). Change it only with b.remove_peg(c) and
// b.place_peg(c): the framework counts every jump you apply (your "nodes"),
// so search on this board (or copies of it), not on sets of your own.

#include "framework/core/errors.hpp"
#include "framework/peg_solitaire/hooks.hpp"

namespace peg_solitaire {

std::vector<move> valid_moves([[maybe_unused]] const board& b) {
  // For every peg, each of the four directions: the move is valid when the
  // adjacent hole holds a peg and the hole two away is empty (b.is_empty).
  // The canonical order: pegs in reading order, then up, left, right, down.
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] board& b, [[maybe_unused]] const move& m) {
  // The jumping peg leaves m.from, the jumped peg m.over is removed, and the
  // jumping peg lands in m.to.
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] board& b, [[maybe_unused]] const move& m) {
  // The exact opposite of apply_move: afterwards the board must be identical
  // to the board before the move.
  throw framework::not_implemented("undo_move");
}

std::optional<std::vector<move>> solve([[maybe_unused]] board& b) {
  // The lecture's algorithm, usually with a recursive helper that also keeps
  // the path of moves applied so far:
  //   1. [leaf-win]  if b.is_goal(), the path is a solution: return it.
  //   2. [leaf-lose] if valid_moves(b) is empty, report "no solution".
  //   3. [recursive-step] for each valid move: apply_move, recurse, and stop as
  //      soon as a recursive call finds a solution.
  //   4. [backtracking] when a move leads nowhere, undo_move it before trying
  //      the next one.
  // Return std::nullopt when no sequence of moves reaches the goal.
  // Cases that check the exact number of nodes accept both orders the lecture
  // allows: the valid moves tried front to back (a for loop), or back to
  // front, as the lecture's possible_moves.pop() takes them.
  throw framework::not_implemented("solve");
}

}  // namespace peg_solitaire
