// The calibration runner's hooks: what the grader runs, at the start of a
// run, to learn what an honest traced search costs on this machine, in this
// sandbox (grader/pipeline/plausibility.hpp). Not built into any library: the
// grader compiles it as a team's N-queens would be, against the same runner
// archive, so its start-up and its nodes cost what a student's do. The
// search is the lecture's count (seed 003): a queen per row, the free
// squares from valid_moves, apply_move and undo_move on the framework's board.

#include "framework/core/errors.hpp"
#include "framework/n_queens/hooks.hpp"

namespace n_queens {

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  const int row = b.first_empty_row();
  if (row == b.size()) return moves;
  for (int col = 0; col < b.size(); ++col) {
    if (b.is_free({row, col})) moves.push_back({row, col});
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

std::uint64_t count_solutions(chessboard& b) {
  if (b.is_goal()) return 1;
  std::uint64_t count = 0;
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    count += count_solutions(b);
    undo_move(b, s);
  }
  return count;
}

bool in_jeopardy(const chessboard&, int, int) { throw framework::not_implemented("in_jeopardy"); }

bool place_queens(chessboard&, int) { throw framework::not_implemented("place_queens"); }

std::optional<std::vector<square>> solve(chessboard&) { throw framework::not_implemented("solve"); }

}  // namespace n_queens
