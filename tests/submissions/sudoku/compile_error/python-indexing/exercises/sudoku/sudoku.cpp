// Team "Lists of Lists": the blog's Python carried over as it is: the grid
// indexed as bo[row][col], read and written. The framework's grid has no
// operator[] (its digits change only through set_digit and clear_digit),
// so nothing compiles.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

std::optional<cell> find_empty(const grid& bo) {
  for (int i = 0; i < bo.size(); ++i) {
    for (int j = 0; j < bo.size(); ++j) {
      if (bo[i][j] == 0) return cell{i, j};
    }
  }
  return std::nullopt;
}

bool check_validity(const grid& bo, int num, cell pos) {
  for (int i = 0; i < bo.size(); ++i) {
    if (bo[pos.row][i] == num && pos.col != i) return false;
    if (bo[i][pos.col] == num && pos.row != i) return false;
  }
  const int box_x = pos.col / 3;
  const int box_y = pos.row / 3;
  for (int i = box_y * 3; i < box_y * 3 + 3; ++i) {
    for (int j = box_x * 3; j < box_x * 3 + 3; ++j) {
      if (bo[i][j] == num && !(cell{i, j} == pos)) return false;
    }
  }
  return true;
}

std::vector<placement> valid_moves(const grid& bo) {
  std::vector<placement> moves;
  const auto find = find_empty(bo);
  if (!find) return moves;
  for (int i = 1; i <= bo.size(); ++i) {
    if (check_validity(bo, i, *find)) moves.push_back({*find, i});
  }
  return moves;
}

void apply_move(grid& bo, placement p) { bo[p.at.row][p.at.col] = p.digit; }

void undo_move(grid& bo, placement p) { bo[p.at.row][p.at.col] = 0; }

bool solve(grid& bo) {
  const auto find = find_empty(bo);
  if (!find) return true;
  const auto [row, col] = *find;
  for (int i = 1; i <= bo.size(); ++i) {
    if (check_validity(bo, i, {row, col})) {
      bo[row][col] = i;
      if (solve(bo)) return true;
      bo[row][col] = 0;
    }
  }
  return false;
}

std::uint64_t count_solutions(grid& bo, std::uint64_t limit) {
  const auto find = find_empty(bo);
  if (!find) return 1;
  std::uint64_t found = 0;
  for (int i = 1; i <= bo.size() && found < limit; ++i) {
    if (check_validity(bo, i, *find)) {
      bo[find->row][find->col] = i;
      found += count_solutions(bo, limit - found);
      bo[find->row][find->col] = 0;
    }
  }
  return found;
}

}  // namespace sudoku
