// Team Bravo: the blog's sudoku with two subtle bugs.
//
// check_validity finds the box's top-left corner as the blog does, "the row
// and column positions divided by 3" -- written with the box's size, but the
// same size for both: box_rows(). On 4x4, 9x9 and 16x16 grids the boxes are
// square and that is right; on a 6x6 grid, whose boxes are 2 rows high and 3
// columns wide, the corner's column is a multiple of 2 instead of 3, and the
// box checked is partly the neighbour's.
//
// count_solutions stops once it has found *more* than the limit, not once it
// has found as many: asked whether a puzzle has more than one solution
// (limit 2), it goes on to a third one when there is one, and says 3.
//
// Everything else is the blog's code, digits tried from 1 upwards.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty(const grid& g) {
  for (int row = 0; row < g.size(); ++row) {
    for (int col = 0; col < g.size(); ++col) {
      if (g.digit({row, col}) == 0) return cell{row, col};
    }
  }
  return std::nullopt;
}

bool check_validity(const grid& g, int num, cell pos) {
  for (int i = 0; i < g.size(); ++i) {
    if (i != pos.col && g.digit({pos.row, i}) == num) return false;
    if (i != pos.row && g.digit({i, pos.col}) == num) return false;
  }
  const int box = g.box_rows();  // the bug: a box is box_rows() high but box_cols() wide
  const int top = pos.row / box * box;
  const int left = pos.col / box * box;
  for (int row = top; row < top + g.box_rows(); ++row) {
    for (int col = left; col < left + g.box_cols(); ++col) {
      if (!(row == pos.row && col == pos.col) && g.digit({row, col}) == num) return false;
    }
  }
  return true;
}

std::vector<placement> valid_moves(const grid& g) {
  std::vector<placement> moves;
  const auto pos = find_empty(g);
  if (!pos) return moves;
  for (int num = 1; num <= g.size(); ++num) {
    if (check_validity(g, num, *pos)) moves.push_back({*pos, num});
  }
  return moves;
}

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }

bool solve(grid& g) {
  const auto pos = find_empty(g);
  if (!pos) return true;
  for (int num = 1; num <= g.size(); ++num) {
    if (check_validity(g, num, *pos)) {
      g.set_digit(*pos, num);
      if (solve(g)) return true;
      g.clear_digit(*pos);
    }
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  const auto pos = find_empty(g);
  if (!pos) return 1;
  std::uint64_t count = 0;
  for (int num = 1; num <= g.size(); ++num) {
    if (count > limit) break;  // the bug: stops one solution too late
    if (!check_validity(g, num, *pos)) continue;
    g.set_digit(*pos, num);
    count += count_solutions(g, limit - count);
    g.clear_digit(*pos);
  }
  return count;
}

}  // namespace sudoku
