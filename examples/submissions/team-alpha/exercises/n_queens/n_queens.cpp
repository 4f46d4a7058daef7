// Team Alpha: both lecture versions of N-queens, as the slides and the blog
// write them. in_jeopardy is seed 003's test written out (same row, same
// column, or |dr| == |dc|); place_queens is placeQueens(row); the free-square
// search is seed 004's solver() with push_queen/pop_queen. Moves are tried in
// valid_moves' order, front to back, so our node counts are the model
// answer's.

#include "framework/n_queens/hooks.hpp"

#include <cstdlib>

namespace n_queens {

namespace {

// placeQueens(row), writing down each queen it adds: solve's answer.
bool place_from(chessboard& b, int row, std::vector<square>& added) {
  if (row >= b.size()) return true;                                // every row has its queen
  if (b.row_has_queen(row)) return place_from(b, row + 1, added);  // given by the case
  for (int col = 0; col < b.size(); ++col) {
    if (in_jeopardy(b, row, col)) continue;
    apply_move(b, {row, col});
    added.push_back({row, col});
    if (place_from(b, row + 1, added)) return true;
    added.pop_back();  // the recursion failed: take the queen back, try the next column
    undo_move(b, {row, col});
  }
  return false;
}

// Seed 004's solver(): push each free square, recurse, stop once n queens stand.
void solver(chessboard& b, std::vector<square>& added) {
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    added.push_back(s);
    solver(b, added);
    if (b.queen_count() == b.size()) return;
    added.pop_back();
    undo_move(b, s);
  }
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) {
  for (const square q : b.queens()) {
    if (q.row == row && q.col == col) continue;  // a queen does not attack its own square
    if (q.row == row || q.col == col || std::abs(q.row - row) == std::abs(q.col - col)) return true;
  }
  return false;
}

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    for (int col = 0; row < b.size() && col < b.size(); ++col) {
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    }
  } else {
    for (int row = 0; row < b.size(); ++row) {
      for (int col = 0; col < b.size(); ++col) {
        if (b.is_free({row, col})) moves.push_back({row, col});
      }
    }
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int row) {
  std::vector<square> added;
  return place_from(b, row, added);
}

std::optional<std::vector<square>> solve(chessboard& b) {
  std::vector<square> added;
  if (b.kind() == variant::rows) {
    if (place_from(b, 0, added)) return added;
    return std::nullopt;
  }
  if (b.queen_count() < b.size()) solver(b, added);
  if (b.queen_count() == b.size()) return added;
  return std::nullopt;
}

std::uint64_t count_solutions(chessboard& b) {
  const int row = b.first_empty_row();
  if (row == b.size()) return 1;  // a full board: one solution
  std::uint64_t count = 0;
  for (int col = 0; col < b.size(); ++col) {
    if (in_jeopardy(b, row, col)) continue;
    apply_move(b, {row, col});
    count += count_solutions(b);
    undo_move(b, {row, col});
  }
  return count;
}

}  // namespace n_queens
