// Team "One Is Enough": the blog's search, right, and count_solutions made
// from a copy of solve with the bool turned into a number: as soon as a
// recursive call finds a solution it clears its cell and returns 1, so it
// never looks for a second one. "Unique" and "several" both come out as 1.

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
  for (int i = 1; i <= g.size(); ++i) {
    if (check_validity(g, i, *find)) {
      g.set_digit(*find, i);
      if (solve(g)) return true;
      g.clear_digit(*find);
    }
  }
  return false;
}

std::uint64_t count_solutions(grid& g, [[maybe_unused]] std::uint64_t limit) {
  const auto find = find_empty(g);
  if (!find) return 1;
  for (int i = 1; i <= g.size(); ++i) {
    if (check_validity(g, i, *find)) {
      g.set_digit(*find, i);
      if (count_solutions(g, limit) > 0) {  // the bug: solve's "return True", kept
        g.clear_digit(*find);
        return 1;
      }
      g.clear_digit(*find);
    }
  }
  return 0;
}

}  // namespace sudoku
