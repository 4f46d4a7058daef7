// Tic-tac-toe: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/tic_tac_toe/hooks.hpp,
// the board you edit in framework/tic_tac_toe/board.hpp.
//
// Check your work with:  ./build/dev/grader/grader test tic_tac_toe
//
// Squares are (row, col), both from 0. X is MAX, O is MIN, and every value
// is from X's side. b.to_move() says whose turn it is (mark::x or mark::o),
// b.winner() who has k in a row (b.k(): 3 on 3x3), b.is_over() whether the
// game is decided, b.is_empty(s) whether a square is free. Change the board
// only with b.place_mark(s) and b.clear(s): the framework counts every mark
// you place (your "nodes"), and every search must leave b as it found it.
//
// Cases that check the exact number of nodes expect the deck's order:
// valid_moves' squares tried one after the other, front to back, and the
// scores +1 / 0 / -1 for a game X wins, draws or loses.

#include "framework/core/errors.hpp"
#include "framework/tic_tac_toe/hooks.hpp"

namespace tic_tac_toe {

std::vector<square> valid_moves([[maybe_unused]] const board& b) {
  // The empty squares, row by row, left to right; none once someone has
  // won or the board is full (b.is_over()).
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] board& b, [[maybe_unused]] square s) {
  // The board knows whose turn it is: b.place_mark(s).
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] board& b, [[maybe_unused]] square s) {
  // Take the mark back: b.clear(s).
  throw framework::not_implemented("undo_move");
}

int evaluate([[maybe_unused]] const board& b) {
  // The deck's evaluation function: win_score if X has won, -win_score if O
  // has; otherwise (lines open for X) - (lines open for O). A line is every
  // run of b.k() squares along a row, a column or either diagonal; it is
  // open for X when no O is in it, open for O when no X is.
  throw framework::not_implemented("evaluate");
}

int minimax([[maybe_unused]] board& b) {
  // The deck's minimax: at a leaf (b.is_over()) the result: +1, 0 or -1.
  // At a MAX level (X to move) try every valid move (apply, recurse, undo)
  // and return the maximum; at a MIN level (O to move), the minimum.
  throw framework::not_implemented("minimax");
}

int alphabeta([[maybe_unused]] board& b, [[maybe_unused]] int alpha, [[maybe_unused]] int beta) {
  // Minimax, passing alpha (the best MAX can already force) and beta (the
  // best MIN can) down. At a MAX node raise alpha with each child's value
  // and discontinue once alpha >= beta; at a MIN node lower beta and
  // discontinue once beta <= alpha. Scores +1 / 0 / -1 as in minimax.
  throw framework::not_implemented("alphabeta");
}

scored_move depth_limited([[maybe_unused]] board& b, [[maybe_unused]] int depth) {
  // Minimax to `depth` plies: at depth 0, or when the game is decided, the
  // value is evaluate(b) (a pseudo-leaf). Return the backed-up value and the
  // root move that has it (the first, in valid_moves' order). No pruning:
  // the deck's two-move look-ahead is depth_limited(b, 2).
  throw framework::not_implemented("depth_limited");
}

deepening_result iterative_deepening([[maybe_unused]] board& b, [[maybe_unused]] std::uint64_t node_budget) {
  // depth_limited to depth 1, 2, 3, ... while the budget lasts: remember
  // b.marks_placed() when you start, and before each mark check that one
  // more still fits in node_budget. When it does not, abandon that depth and
  // return the move, value and depth of the last complete one. Stop too
  // when the depth reaches the number of empty squares.
  throw framework::not_implemented("iterative_deepening");
}

square best_move([[maybe_unused]] board& b) {
  // A move of the best value for the player to move: e.g. alphabeta on each
  // valid move, the highest for X, the lowest for O.
  throw framework::not_implemented("best_move");
}

}  // namespace tic_tac_toe
