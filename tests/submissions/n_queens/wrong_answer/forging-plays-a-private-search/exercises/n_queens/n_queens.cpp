// Forging: every search runs on bitmasks of its own, and only its result is
// played on the framework's board. solve() places the queens of the solution
// it found; count_solutions() places the queens of each solution it
// enumerated, once, and takes them back, so every solution is reached on the
// board as a witness would ask; a board with no completion gets one queen
// placed and removed as often as the lecture's search places queens, which
// is the count an exact case checks.

#include "framework/n_queens/hooks.hpp"

#include <cstdint>

namespace n_queens {

namespace {

struct masks {
  int n = 0;
  std::uint64_t nodes = 0;                  // queens the private search placed
  std::vector<std::vector<int>> solutions;  // a column per row
};

// Row by row from `row`, with the columns and diagonals already taken.
void enumerate(masks& m, int row, std::uint64_t cols, std::uint64_t d1, std::uint64_t d2,
               const std::vector<int>& fixed, std::vector<int>& cols_of, bool first_only) {
  if (first_only && !m.solutions.empty()) return;
  if (row == m.n) {
    m.solutions.push_back(cols_of);
    return;
  }
  for (int c = 0; c < m.n; ++c) {
    if (fixed[static_cast<std::size_t>(row)] >= 0 && fixed[static_cast<std::size_t>(row)] != c) continue;
    const std::uint64_t a = 1ULL << c, b = 1ULL << (row + c), e = 1ULL << (row - c + m.n);
    if ((cols & a) || (d1 & b) || (d2 & e)) continue;
    if (fixed[static_cast<std::size_t>(row)] < 0) ++m.nodes;
    cols_of[static_cast<std::size_t>(row)] = c;
    enumerate(m, row + 1, cols | a, d1 | b, d2 | e, fixed, cols_of, first_only);
    if (first_only && !m.solutions.empty()) return;
  }
}

masks search(const chessboard& b, bool first_only) {
  masks m;
  m.n = b.size();
  std::vector<int> fixed(static_cast<std::size_t>(m.n), -1);
  for (int r = 0; r < m.n; ++r)
    for (int c = 0; c < m.n; ++c)
      if (b.has_queen({r, c})) fixed[static_cast<std::size_t>(r)] = c;
  std::vector<int> cols_of(static_cast<std::size_t>(m.n), -1);
  enumerate(m, 0, 0, 0, 0, fixed, cols_of, first_only);
  return m;
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) {
  for (const square q : b.queens()) {
    if (q.row == row && q.col == col) continue;
    if (q.row == row || q.col == col || q.row - q.col == row - col || q.row + q.col == row + col) return true;
  }
  return false;
}

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    for (int col = 0; row < b.size() && col < b.size(); ++col)
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    return moves;
  }
  for (int r = 0; r < b.size(); ++r)
    for (int c = 0; c < b.size(); ++c)
      if (b.is_free({r, c})) moves.push_back({r, c});
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int) { return solve(b).has_value(); }

std::optional<std::vector<square>> solve(chessboard& b) {
  const masks m = search(b, true);
  if (m.solutions.empty()) {
    const auto first = valid_moves(b);
    for (std::uint64_t i = 0; i < m.nodes && !first.empty(); ++i) {
      apply_move(b, first.front());
      undo_move(b, first.front());
    }
    return std::nullopt;
  }
  std::vector<square> placed;
  for (int r = 0; r < b.size(); ++r) {
    const square s{r, m.solutions.front()[static_cast<std::size_t>(r)]};
    if (b.has_queen(s)) continue;
    apply_move(b, s);
    placed.push_back(s);
  }
  return placed;
}

std::uint64_t count_solutions(chessboard& b) {
  const masks m = search(b, false);
  for (const auto& cols : m.solutions) {
    std::vector<square> placed;
    for (int r = 0; r < b.size(); ++r) {
      const square s{r, cols[static_cast<std::size_t>(r)]};
      if (b.has_queen(s)) continue;
      apply_move(b, s);
      placed.push_back(s);
    }
    for (auto it = placed.rbegin(); it != placed.rend(); ++it) undo_move(b, *it);
  }
  return m.solutions.size();
}

}  // namespace n_queens
