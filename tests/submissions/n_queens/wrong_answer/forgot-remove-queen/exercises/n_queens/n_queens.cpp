// Team "One Way Street": seed 003's placeQueens, but without its `else`
// branch. We first wrote the search on an array of columns, queens[row] = col,
// where placing the row's queen in the next column simply overwrites the old
// one, so "REMOVE QUEEN FROM [ROW][COL]" looked redundant and we dropped it
// when we moved to the framework's board. On a real board the failed queen
// stays: every later column of its row is then in jeopardy from it, the row
// gives up, and the queens of dead ends are left behind. count_solutions
// (written later, from the lecture's slide) and the free-square solver do
// take their queens back.

#include "framework/n_queens/hooks.hpp"

namespace n_queens {

namespace {

bool place_and_record(chessboard& b, int row, std::vector<square>& placed) {
  if (row >= b.size()) return true;
  if (b.row_has_queen(row)) return place_and_record(b, row + 1, placed);
  for (int col = 0; col < b.size(); ++col) {
    if (!in_jeopardy(b, row, col)) {
      apply_move(b, {row, col});
      placed.push_back({row, col});
      if (place_and_record(b, row + 1, placed)) return true;
      placed.pop_back();
      // the bug: no undo_move(b, {row, col}) here -- "the next column overwrites it"
    }
  }
  return false;
}

void solver(chessboard& b, std::vector<square>& placed) {
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    placed.push_back(s);
    solver(b, placed);
    if (b.queen_count() == b.size()) return;
    placed.pop_back();
    undo_move(b, s);
  }
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) { return b.attackers({row, col}) > 0; }

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    for (int col = 0; row < b.size() && col < b.size(); ++col) {
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    }
    return moves;
  }
  for (int row = 0; row < b.size(); ++row) {
    for (int col = 0; col < b.size(); ++col) {
      if (b.is_free({row, col})) moves.push_back({row, col});
    }
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int row) {
  std::vector<square> placed;
  return place_and_record(b, row, placed);
}

std::optional<std::vector<square>> solve(chessboard& b) {
  std::vector<square> placed;
  if (b.kind() == variant::rows) {
    if (place_and_record(b, 0, placed)) return placed;
    return std::nullopt;
  }
  if (b.queen_count() == b.size()) return placed;
  solver(b, placed);
  if (b.queen_count() == b.size()) return placed;
  return std::nullopt;
}

std::uint64_t count_solutions(chessboard& b) {
  const int row = b.first_empty_row();
  if (row == b.size()) return 1;
  std::uint64_t count = 0;
  for (int col = 0; col < b.size(); ++col) {
    if (!in_jeopardy(b, row, col)) {
      apply_move(b, {row, col});
      count += count_solutions(b);
      undo_move(b, {row, col});
    }
  }
  return count;
}

}  // namespace n_queens
