// Team "Zero Counters": seed 004 taken at its word. "To find all the free
// squares, we just need to find all the squares that have a value of 0" --
// so list_valid_moves became "b.attackers(s) == 0". But the blog's board
// stores QUEEN = 100000 on a queen's own square, and the framework's counter
// only counts queens on OTHER squares: a queen nobody attacks sits on a
// square whose counter is 0. The free-square solver therefore tries to put a
// second queen on the first queen's square, and the board refuses. The
// row-by-row version never looks at a row that holds a queen and is right.

#include "framework/n_queens/hooks.hpp"

namespace n_queens {

namespace {

bool place_and_record(chessboard& b, int row, std::vector<square>& placed) {
  if (row >= b.size()) return true;
  if (b.row_has_queen(row)) return place_and_record(b, row + 1, placed);
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    placed.push_back(s);
    if (place_and_record(b, row + 1, placed)) return true;
    placed.pop_back();
    undo_move(b, s);
  }
  return false;
}

// Seed 004's solver(), line by line.
void solver(chessboard& b, std::vector<square>& queens) {
  for (const square valid_move : valid_moves(b)) {
    apply_move(b, valid_move);
    queens.push_back(valid_move);
    solver(b, queens);
    if (b.queen_count() == b.size()) return;
    queens.pop_back();
    undo_move(b, valid_move);
  }
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) { return b.attackers({row, col}) != 0; }

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    for (int col = 0; row < b.size() && col < b.size(); ++col) {
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    }
    return moves;
  }
  // list_valid_moves: "all the squares that have a value of 0"
  for (int x = 0; x < b.size(); ++x) {
    for (int y = 0; y < b.size(); ++y) {
      if (b.attackers({x, y}) == 0) moves.push_back({x, y});  // the bug: a queen's own square too
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
  std::vector<square> queens;
  if (b.kind() == variant::rows) {
    if (place_and_record(b, 0, queens)) return queens;
    return std::nullopt;
  }
  solver(b, queens);
  if (b.queen_count() == b.size()) return queens;
  return std::nullopt;
}

std::uint64_t count_solutions(chessboard& b) {
  const int row = b.first_empty_row();
  if (row == b.size()) return 1;
  std::uint64_t count = 0;
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    count += count_solutions(b);
    undo_move(b, s);
  }
  return count;
}

}  // namespace n_queens
