// Team Delta: our sudoku. We keep a stack of the cells we are working on
// instead of calling solve recursively.

#include "framework/sudoku/hooks.hpp"

#include <cstddef>

namespace sudoku {

namespace {

// A level of the search: the digits that fit, and the index of the next one.
struct level {
  std::vector<placement> options;
  std::size_t cursor = 0;
};

}  // namespace

void undo_move(grid& board, placement mv) { board.clear_digit(mv.at); }

void apply_move(grid& board, placement mv) { board.set_digit(mv.at, mv.digit); }

std::uint64_t count_solutions(grid& board, std::uint64_t cap) {
  const auto spot = find_empty(board);
  if (!spot) return 1;
  std::uint64_t total = 0;
  for (int d = 1; d <= board.size() && total < cap; ++d) {
    if (!check_validity(board, d, *spot)) continue;
    board.set_digit(*spot, d);
    total += count_solutions(board, cap - total);
    board.clear_digit(*spot);
  }
  return total;
}

bool solve(grid& board) {
  std::vector<level> todo;
  std::vector<placement> trail;  // trail[k] was placed from todo[k]

  // place a first digit before looping
  todo.push_back({valid_moves(board)});
  const placement start = todo.back().options[0];
  todo.back().cursor = 1;
  apply_move(board, start);
  trail.push_back(start);
  todo.push_back({valid_moves(board)});

  for (;;) {
    if (!find_empty(board)) return true;
    level& cur = todo.back();
    if (cur.cursor < cur.options.size()) {
      const placement mv = cur.options[cur.cursor++];
      apply_move(board, mv);
      trail.push_back(mv);
      todo.push_back({valid_moves(board)});
      continue;
    }
    if (todo.size() == 1) continue;
    todo.pop_back();  // nothing left here, go back one level
    undo_move(board, trail.back());
    trail.pop_back();
  }
}

std::vector<placement> valid_moves(const grid& board) {
  std::vector<placement> out;
  const auto spot = find_empty(board);
  if (!spot) return out;
  for (int d = 1; d <= board.size(); ++d) {
    if (check_validity(board, d, *spot)) out.push_back({*spot, d});
  }
  return out;
}

bool check_validity(const grid& board, int value, cell at) {
  for (int k = 0; k < board.size(); ++k) {
    if (k != at.col && board.digit({at.row, k}) == value) return false;
    if (k != at.row && board.digit({k, at.col}) == value) return false;
  }
  const int r0 = at.row / board.box_rows() * board.box_rows();
  const int c0 = at.col / board.box_cols() * board.box_cols();
  for (int r = r0; r < r0 + board.box_rows(); ++r) {
    for (int c = c0; c < c0 + board.box_cols(); ++c) {
      if (!(r == at.row && c == at.col) && board.digit({r, c}) == value) return false;
    }
  }
  return true;
}

std::optional<cell> find_empty(const grid& board) {
  for (int r = 0; r < board.size(); ++r) {
    for (int c = 0; c < board.size(); ++c) {
      if (board.digit({r, c}) == 0) return cell{r, c};
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
