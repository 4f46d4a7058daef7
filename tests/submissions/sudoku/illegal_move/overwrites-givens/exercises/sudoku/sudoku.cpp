// Team "Cell by Cell": solve walks the cells in reading order by their
// index instead of asking find_empty, and tries every digit check_validity
// accepts in each, without first checking that the cell is empty. The
// first given it reaches passes check_validity (its own digit is in no other
// cell of its units) and solve writes over it; the grid refuses. On a grid
// without givens (counting the empty 4x4) the walk is the blog's search.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

namespace {

// The cells from `index` on (reading order), one recursion level per cell.
bool fill_from(grid& g, int index) {
  const int n = g.size();
  if (index == n * n) return true;
  const cell pos{index / n, index % n};
  for (int num = 1; num <= n; ++num) {
    if (check_validity(g, num, pos)) {
      g.set_digit(pos, num);  // the bug: pos may be a given
      if (fill_from(g, index + 1)) return true;
      g.clear_digit(pos);
    }
  }
  return false;
}

std::uint64_t count_from(grid& g, int index, std::uint64_t limit) {
  const int n = g.size();
  if (index == n * n) return 1;
  const cell pos{index / n, index % n};
  std::uint64_t found = 0;
  for (int num = 1; num <= n && found < limit; ++num) {
    if (check_validity(g, num, pos)) {
      g.set_digit(pos, num);
      found += count_from(g, index + 1, limit - found);
      g.clear_digit(pos);
    }
  }
  return found;
}

}  // namespace

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

bool solve(grid& g) { return fill_from(g, 0); }

std::uint64_t count_solutions(grid& g, std::uint64_t limit) { return count_from(g, 0, limit); }

}  // namespace sudoku
