// Team "Backslash": in_jeopardy looks at every queen on the board and asks
// "same row, same column, or same diagonal?". The diagonal test was meant to
// be |dr| == |dc|; we wrote dr == dc, without the absolute values. That is
// only the diagonal running down to the right (\): a queen up-right or
// down-left of the square (the / diagonal) is never seen. valid_moves and
// the row-by-row searches ask in_jeopardy, so they put queens on squares a
// queen attacks along a / diagonal; the free-square solver asks the board's
// counters (b.is_free) and is right.

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
      undo_move(b, {row, col});
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

bool in_jeopardy(const chessboard& b, int row, int col) {
  for (const square q : b.queens()) {
    if (q.row == row && q.col == col) continue;  // the square's own queen does not count
    const int dr = q.row - row;
    const int dc = q.col - col;
    if (dr == 0 || dc == 0 || dr == dc) return true;  // the bug: |dr| == |dc| was meant
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
