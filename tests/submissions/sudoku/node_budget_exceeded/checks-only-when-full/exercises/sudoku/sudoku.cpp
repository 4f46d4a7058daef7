// Team "Check Later": the blog's brute force, not its backtracking. solve
// writes every digit 1..n into the first empty cell without asking
// check_validity, recurses, and only checks the grid once it is full (every
// cell with check_validity). The hooks are right and count_solutions is the
// blog's search, but solve's tree is every filling of the empty cells:
// billions of digits where the blog's search sets a few hundred.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

namespace {

bool all_valid(const grid& g) {
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      if (!check_validity(g, g.digit({r, c}), {r, c})) return false;
    }
  }
  return true;
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

bool solve(grid& g) {
  const auto find = find_empty(g);
  if (!find) return all_valid(g);  // the bug: the only check, once every cell is filled
  for (int i = 1; i <= g.size(); ++i) {
    g.set_digit(*find, i);
    if (solve(g)) return true;
    g.clear_digit(*find);
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
