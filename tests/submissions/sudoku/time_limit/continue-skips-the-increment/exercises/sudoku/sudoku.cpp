// Team "While Loopers": the blog's `for i in range(1, 10)` became a while
// loop over num, and the digits that do not fit are skipped with
// `continue`, which jumps over the `++num` at the bottom of the loop. The
// first digit that does not fit a cell is then asked about forever. The
// hooks and count_solutions (a for loop) are right.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty(const grid& g) {
  for (int i = 0; i < g.size(); ++i) {
    for (int j = 0; j < g.size(); ++j) {
      if (g.digit({i, j}) == 0) return cell{i, j};
    }
  }
  return std::nullopt;
}

bool check_validity(const grid& g, int num, cell pos) {
  for (int i = 0; i < g.size(); ++i) {
    if (g.digit({pos.row, i}) == num && pos.col != i) return false;
    if (g.digit({i, pos.col}) == num && pos.row != i) return false;
  }
  const int top = pos.row / g.box_rows() * g.box_rows();
  const int left = pos.col / g.box_cols() * g.box_cols();
  for (int i = top; i < top + g.box_rows(); ++i) {
    for (int j = left; j < left + g.box_cols(); ++j) {
      if (g.digit({i, j}) == num && !(cell{i, j} == pos)) return false;
    }
  }
  return true;
}

std::vector<placement> valid_moves(const grid& g) {
  std::vector<placement> moves;
  const auto find = find_empty(g);
  if (!find) return moves;
  for (int i = 1; i <= g.size(); ++i) {
    if (check_validity(g, i, *find)) moves.push_back({*find, i});
  }
  return moves;
}

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }

bool solve(grid& g) {
  const auto find = find_empty(g);
  if (!find) return true;
  int num = 1;
  while (num <= g.size()) {
    if (!check_validity(g, num, *find)) continue;  // the bug: skips the ++num below
    g.set_digit(*find, num);
    if (solve(g)) return true;
    g.clear_digit(*find);
    ++num;
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  const auto find = find_empty(g);
  if (!find) return 1;
  std::uint64_t found = 0;
  for (int i = 1; i <= g.size() && found < limit; ++i) {
    if (check_validity(g, i, *find)) {
      g.set_digit(*find, i);
      found += count_solutions(g, limit - found);
      g.clear_digit(*find);
    }
  }
  return found;
}

}  // namespace sudoku
