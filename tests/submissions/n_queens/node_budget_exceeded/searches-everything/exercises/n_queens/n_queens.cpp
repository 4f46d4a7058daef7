// Team "Count Me In": we wrote count_solutions first, and it worked, so solve
// is count_solutions with a notebook: the first time the board is full, it
// copies down the queens placed so far -- and then goes on counting, because
// the loop was never told to stop. The answer is right, but the search walks
// the whole tree: every solution of 12 queens instead of the first one, and
// on the free-square version the whole of seed 004's tree, which tries every
// order of the same queens and is astronomically large.

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

// count_solutions with a notebook: `first` is copied from `path` at the
// first full board. Nothing tells the loops to stop there.
std::uint64_t count_and_note(chessboard& b, std::vector<square>& path,
                             std::optional<std::vector<square>>& first) {
  if (b.queen_count() == b.size()) {
    if (!first) first = path;
    return 1;
  }
  std::uint64_t count = 0;
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    path.push_back(s);
    count += count_and_note(b, path, first);
    path.pop_back();
    undo_move(b, s);
  }
  return count;
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
  std::vector<square> path;
  std::optional<std::vector<square>> first;
  count_and_note(b, path, first);
  return first;
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
