#pragma once
// The hooks a student writes for tic-tac-toe, in the deck's words (seed 003,
// game trees): valid moves, minimax, alpha-beta, the evaluation function of
// the depth-limited search, iterative deepening, and the best move. The model
// answer (in the instructor's kit) and the student's skeleton
// (exercises/tic_tac_toe/) both define exactly these functions; the grader
// calls them out of its own process.
//
// The board is the framework's (board.hpp): squares are (row, col) from 0;
// b.place_mark(s) puts the mark of the player to move, b.clear(s) takes the
// last mover's mark back; they are the only edits, and every mark placed is a
// node of the search. X is MAX, O is MIN: every value is from X's side,
// whoever is to move. Every search must leave b as it found it.
//
// Node counts judged exactly assume the deck's order: valid_moves' squares
// tried front to back (reading order), and the scores +1 / 0 / -1 of a won,
// drawn or lost game (minimax, alphabeta), or evaluate's at the pseudo-leaves
// (depth_limited).

#include "framework/tic_tac_toe/board.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace tic_tac_toe {

inline constexpr int win_score = 1000;  // evaluate's value of a win for X (-1000 for O)
// infinity (board.hpp): beyond every value, alphabeta's outermost window

struct scored_move {
  int value = 0;
  std::optional<square> move;  // none at a decided position
};

struct deepening_result {
  std::optional<square> move;
  int value = 0;
  int depth = 0;  // the last depth searched completely
};

// The empty squares in reading order; none once the game is decided (a line
// of k, or a full board).
std::vector<square> valid_moves(const board& b);

// Puts the mark of the player to move on s (b.place_mark).
void apply_move(board& b, square s);

// Takes the mark on s back (b.clear), restoring b exactly.
void undo_move(board& b, square s);

// The deck's evaluation of a position for the depth-limited search:
// +win_score when X has k in a row, -win_score when O has; otherwise the
// lines open for X (rows, columns and diagonals, every length-k window, with
// no O in them) minus the lines open for O (no X in them). No search.
int evaluate(const board& b);

// The deck's minimax: the value of b with perfect play, full depth, from X's
// side: +1 X wins, 0 draw, -1 O wins. At a MAX level (X to move) the maximum
// of the moves' values, at a MIN level (O to move) the minimum; a decided
// position is its result. Every position of the game tree is a node.
int minimax(board& b);

// The deck's alpha-beta: minimax's value, pruning: discontinue below a MIN
// node once its beta <= the alpha of a MAX ancestor, below a MAX node once
// its alpha >= the beta of a MIN ancestor. Called with a window (alpha, beta):
//   - if the true value v is strictly inside it, return v;
//   - if v <= alpha, return something <= alpha;
//   - if v >= beta, return something >= beta.
// (Fail-hard and fail-soft both satisfy this.) The full window is
// (-infinity, +infinity). Scores +1 / 0 / -1 as minimax: exact node counts
// depend on them and on the order (valid_moves'), not on fail-hard or
// fail-soft, nor on testing the cut before or after the loop's next move.
int alphabeta(board& b, int alpha, int beta);

// Minimax to `depth` plies (depth >= 1; the deck's "look-ahead of 2 moves"
// is depth 2), evaluate at the pseudo-leaves (depth 0) and at decided
// positions: the backed-up value, and a root move with that value (the first
// one, in valid_moves' order). This is minimax, not alpha-beta: exact node
// counts are the whole tree to that depth, so a search that prunes here
// visits too few.
scored_move depth_limited(board& b, int depth);

// Iterative deepening: depth_limited to depth 1, 2, 3, ..., each a complete
// search, until the next depth would place more than node_budget marks in
// total (b.marks_placed() counts them: a search that finds it is over
// budget abandons that depth and returns the result of the last complete
// one), or until the depth covers every empty square (the tree is complete).
// The move and value of the last complete depth, and that depth. b is not
// decided.
deepening_result iterative_deepening(board& b, std::uint64_t node_budget);

// A move of the best value for the player to move, full depth (any search:
// minimax, alpha-beta, a memo...). b is not decided.
square best_move(board& b);

}  // namespace tic_tac_toe
