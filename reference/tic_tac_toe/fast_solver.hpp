#pragma once
// The grader's game-tree reference for m,n,k games (tic-tac-toe is 3,3,3):
// negamax with alpha-beta, a transposition table keyed by the position up to
// the board's symmetries, and immediate-win / forced-block move ordering. It
// decides the true value and every best move of a position, so a minimax that
// stops early, a pruning rule that cuts too much or a best_move that is only
// "good" are caught on boards (4x4, k=4) whose full trees no lecture search
// could visit.
//
// This file knows nothing of the framework's board type: a position is two
// bitboards, so the reference builds and is tested on its own.

#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

namespace tic_tac_toe::fast {

// Cells are numbered in reading order: bit (row * cols + col).
struct position {
  int rows = 3;
  int cols = 3;
  int k = 3;              // marks in a row (row, column or diagonal) that win
  std::uint64_t x = 0;    // X's marks
  std::uint64_t o = 0;    // O's marks
  bool x_to_move = true;  // X is MAX
};

// The limits the reference accepts: 1 <= rows, cols <= max_side,
// 1 <= k <= max(rows, cols), x and o disjoint and on the board.
inline constexpr int max_side = 6;

struct solution {
  // The value with perfect play from X's side: +1 X wins, 0 draw, -1 O wins.
  // For a decided position (a line of k, or a full board) its result.
  int value = 0;
  // Every move (cell index) whose value is `value`, ascending; empty when the
  // position is decided.
  std::vector<int> best_moves;
  // Positions the solver searched (for the benchmark and `grader solve`).
  std::uint64_t nodes = 0;
};

// More positions than the caller allows: an empty 6x6 board's tree is
// beyond any machine, so a caller that reads positions from a file bounds
// the search and says why it stopped.
class too_many_positions : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr std::uint64_t no_limit = std::numeric_limits<std::uint64_t>::max();

// Throws std::invalid_argument outside the limits above, and
// too_many_positions past `max_positions` searched.
[[nodiscard]] solution solve(const position& p, std::uint64_t max_positions = no_limit);

// The value alone (cheaper than solve: no second search per root move).
[[nodiscard]] int value(const position& p, std::uint64_t max_positions = no_limit);

// The deck's depth-limited minimax (reference/tic_tac_toe/model_answer.cpp's
// depth_limited): below `depth` plies, or at a decided position, a position is
// worth the deck's evaluation from X's side (+1000 or -1000 a line, else the
// lines still open for X less those open for O). The same values and counts
// as the plain search, found by remembering each position it meets again.
struct horizon_values {
  int value = 0;                           // the root's backed-up value
  std::vector<std::pair<int, int>> moves;  // (cell, its value), ascending; empty when decided or depth <= 0
  std::uint64_t positions = 0;             // the marks the plain search places (its nodes)
};

// Nothing when the plain search would place more than `max_positions` marks.
// Throws std::invalid_argument outside the limits above.
[[nodiscard]] std::optional<horizon_values> depth_limited(const position& p, int depth,
                                                          std::uint64_t max_positions = no_limit);

}  // namespace tic_tac_toe::fast
