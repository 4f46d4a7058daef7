// Team Bravo: the lecture's N-queens with one subtle bug.
//
// in_jeopardy radiates out from the square in all eight directions, as seed
// 004's mark_queen does, and the port kept the blog's `for x in range(1, 8)`:
// it looks at most 7 squares away. On boards up to 8x8 that is every square
// of every line; on a bigger board a queen 8 or more rows (or columns) away
// is never seen. Everything else is the lecture's code, moves tried front to
// back; the free-square search asks the board's counters (is_free) and is
// right on every board.

#include "framework/n_queens/hooks.hpp"

#include <array>

namespace n_queens {

namespace {

constexpr std::array<std::array<int, 2>, 8> kDirections{
    {{-1, 0}, {-1, -1}, {-1, 1}, {1, 0}, {1, -1}, {1, 1}, {0, -1}, {0, 1}}};

bool place_from(chessboard& b, int row, std::vector<square>& added) {
  if (row >= b.size()) return true;
  if (b.row_has_queen(row)) return place_from(b, row + 1, added);
  for (int col = 0; col < b.size(); ++col) {
    if (in_jeopardy(b, row, col)) continue;
    apply_move(b, {row, col});
    added.push_back({row, col});
    if (place_from(b, row + 1, added)) return true;
    added.pop_back();
    undo_move(b, {row, col});
  }
  return false;
}

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
  // "Radiate out in all 8 directions from the queen", as the blog does:
  // for x in range(1, 8)
  for (int x = 1; x < 8; ++x) {  // the bug: the blog's board is 8x8, ours may be bigger
    for (const auto& [dr, dc] : kDirections) {
      const square s{row + dr * x, col + dc * x};
      if (b.on_board(s) && b.has_queen(s)) return true;
    }
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
  if (row == b.size()) return 1;
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
