// Team "Innocent Bystanders": a correct solution, in the blog's structure.
// Nothing here is wrong; the judge error this team gets comes from its case
// set (testcases/ beside this folder), which says the classic puzzle has no
// solution. The team's filled grid, replayed by the framework's rules,
// proves the case wrong: the grader must own that failure (judge_error,
// never charged to the team, and a flagged run: exit code 3).

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
  const cell corner = g.box_origin(pos);
  for (int row = corner.row; row < corner.row + g.box_rows(); ++row) {
    for (int col = corner.col; col < corner.col + g.box_cols(); ++col) {
      if (!(cell{row, col} == pos) && g.digit({row, col}) == num) return false;
    }
  }
  return true;
}

std::vector<placement> valid_moves(const grid& g) {
  std::vector<placement> moves;
  if (const auto pos = find_empty(g)) {
    for (int num = 1; num <= g.size(); ++num) {
      if (check_validity(g, num, *pos)) moves.push_back({*pos, num});
    }
  }
  return moves;
}

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }

bool solve(grid& g) {
  if (!find_empty(g)) return true;
  for (const placement p : valid_moves(g)) {
    apply_move(g, p);
    if (solve(g)) return true;
    undo_move(g, p);
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  if (!find_empty(g)) return 1;
  std::uint64_t found = 0;
  for (const placement p : valid_moves(g)) {
    if (found >= limit) break;
    apply_move(g, p);
    found += count_solutions(g, limit - found);
    undo_move(g, p);
  }
  return found;
}

}  // namespace sudoku
