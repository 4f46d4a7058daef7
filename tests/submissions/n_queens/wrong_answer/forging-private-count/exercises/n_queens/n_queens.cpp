// Forging: the Bit Twiddlers' hooks, but count_solutions counts with
// bitmasks of its own and never puts a queen on the framework's board: the
// count costs no node, and a leaderboard that believed it would rank it
// first. No solution was reached on the board, so the answer is not
// witnessed.

#include "framework/n_queens/hooks.hpp"

#include <bit>
#include <cstdint>

namespace n_queens {

namespace {

// The lines attacked by a set of queens: bit r of `rows`, bit c of `cols`,
// bit (r - c + n - 1) of `diagonals`, bit (r + c) of `anti_diagonals`.
struct lines {
  int n = 0;
  std::uint64_t rows = 0;
  std::uint64_t cols = 0;
  std::uint64_t diagonals = 0;
  std::uint64_t anti_diagonals = 0;

  [[nodiscard]] std::uint64_t diagonal_bit(square s) const {
    return std::uint64_t{1} << static_cast<unsigned>(s.row - s.col + n - 1);
  }
  [[nodiscard]] std::uint64_t anti_diagonal_bit(square s) const {
    return std::uint64_t{1} << static_cast<unsigned>(s.row + s.col);
  }
  void add(square s) {
    rows |= std::uint64_t{1} << static_cast<unsigned>(s.row);
    cols |= std::uint64_t{1} << static_cast<unsigned>(s.col);
    diagonals |= diagonal_bit(s);
    anti_diagonals |= anti_diagonal_bit(s);
  }
  // Queens of a search never share a line, so a line's bit is this queen's alone.
  void remove(square s) {
    rows &= ~(std::uint64_t{1} << static_cast<unsigned>(s.row));
    cols &= ~(std::uint64_t{1} << static_cast<unsigned>(s.col));
    diagonals &= ~diagonal_bit(s);
    anti_diagonals &= ~anti_diagonal_bit(s);
  }
  [[nodiscard]] bool attacks(square s) const {
    return ((rows >> s.row) & 1U) != 0 || ((cols >> s.col) & 1U) != 0 || (diagonals & diagonal_bit(s)) != 0 ||
           (anti_diagonals & anti_diagonal_bit(s)) != 0;
  }
};

lines lines_of(const chessboard& b) {
  lines l{b.size()};
  for (const square q : b.queens()) l.add(q);
  return l;
}

int next_empty_row(const chessboard& b, int row) {
  while (row < b.size() && b.row_has_queen(row)) ++row;
  return row;
}

// The row-by-row tree below `row`, walked with a stack, last column first.
// At every complete board, `complete()` says whether to stop there (true:
// the queens stay on the board) or to back up and go on (false).
template <class Complete>
bool walk_rows(chessboard& b, int row, std::vector<square>& placed, Complete complete) {
  struct frame {
    int row;
    std::uint32_t untried;  // bit c: column c is free and not tried yet
  };
  lines l = lines_of(b);
  const auto open = [&](int r) {
    std::uint32_t free = 0;
    for (int c = 0; c < b.size(); ++c) {
      if (!l.attacks({r, c})) free |= 1U << static_cast<unsigned>(c);
    }
    return frame{r, free};
  };

  const int first = next_empty_row(b, row);
  if (first == b.size()) return complete();
  std::vector<frame> stack{open(first)};
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.untried == 0) {  // every column of this row failed: back up
      stack.pop_back();
      if (stack.empty()) break;
      const square s = placed.back();
      placed.pop_back();
      l.remove(s);
      undo_move(b, s);
      continue;
    }
    const int col = 31 - std::countl_zero(top.untried);  // pop(): the last free column
    top.untried &= ~(1U << static_cast<unsigned>(col));
    const square s{top.row, col};
    apply_move(b, s);
    l.add(s);
    placed.push_back(s);
    const int below = next_empty_row(b, top.row + 1);
    if (below < b.size()) {
      stack.push_back(open(below));  // `top` is not used after this
    } else if (complete()) {
      return true;
    } else {
      placed.pop_back();
      l.remove(s);
      undo_move(b, s);
    }
  }
  return false;
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) {
  lines others{b.size()};
  for (const square q : b.queens()) {
    if (!(q == square{row, col})) others.add(q);
  }
  return others.attacks({row, col});
}

std::vector<square> valid_moves(const chessboard& b) {
  const lines l = lines_of(b);
  std::vector<square> moves;
  const bool rows = b.kind() == variant::rows;
  const int from = rows ? b.first_empty_row() : 0;
  const int to = rows ? from + 1 : b.size();
  for (int r = from; r < to && r < b.size(); ++r) {
    for (int c = 0; c < b.size(); ++c) {
      if (!l.attacks({r, c}) && !b.has_queen({r, c})) moves.push_back({r, c});
    }
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int row) {
  std::vector<square> placed;
  return walk_rows(b, row, placed, [] { return true; });
}

std::optional<std::vector<square>> solve(chessboard& b) {
  std::vector<square> placed;
  if (b.kind() == variant::rows) {
    if (walk_rows(b, 0, placed, [] { return true; })) return placed;
    return std::nullopt;
  }
  // Seed 004's solver with a stack of move lists, each popped from the back.
  std::vector<std::vector<square>> stack{valid_moves(b)};
  while (!stack.empty()) {
    if (b.queen_count() == b.size()) return placed;
    std::vector<square>& top = stack.back();
    if (top.empty()) {
      stack.pop_back();
      if (!stack.empty()) {
        undo_move(b, placed.back());
        placed.pop_back();
      }
      continue;
    }
    const square s = top.back();
    top.pop_back();
    apply_move(b, s);
    placed.push_back(s);
    stack.push_back(valid_moves(b));  // `top` is not used after this
  }
  return std::nullopt;
}

namespace {

// Completions of the rows from `row` down, given the attacked columns and
// diagonals (bit r - c + n - 1, bit r + c).
std::uint64_t count_from(int n, int row, std::uint64_t cols, std::uint64_t diagonals,
                         std::uint64_t anti_diagonals, const chessboard& b) {
  if (row == n) return 1;
  if (b.row_has_queen(row)) return count_from(n, row + 1, cols, diagonals, anti_diagonals, b);
  std::uint64_t found = 0;
  for (int c = 0; c < n; ++c) {
    const std::uint64_t col = std::uint64_t{1} << c;
    const std::uint64_t diagonal = std::uint64_t{1} << (row - c + n - 1);
    const std::uint64_t anti_diagonal = std::uint64_t{1} << (row + c);
    if ((cols & col) != 0 || (diagonals & diagonal) != 0 || (anti_diagonals & anti_diagonal) != 0) continue;
    found += count_from(n, row + 1, cols | col, diagonals | diagonal, anti_diagonals | anti_diagonal, b);
  }
  return found;
}

}  // namespace

std::uint64_t count_solutions(chessboard& b) {
  const int n = b.size();
  std::uint64_t cols = 0, diagonals = 0, anti_diagonals = 0;
  for (const square q : b.queens()) {
    cols |= std::uint64_t{1} << q.col;
    diagonals |= std::uint64_t{1} << (q.row - q.col + n - 1);
    anti_diagonals |= std::uint64_t{1} << (q.row + q.col);
  }
  return count_from(n, 0, cols, diagonals, anti_diagonals, b);
}

}  // namespace n_queens
