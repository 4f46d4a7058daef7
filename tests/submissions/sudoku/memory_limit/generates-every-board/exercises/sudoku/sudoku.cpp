// Team "Brute Force": solve is the approach the blog starts from and warns
// against: "generating all the boards, regardless of whether they are
// correct or not". It copies the grid into the blog's list of lists, makes
// every board that fills the empty cells with digits 1..n, one cell at a
// time (n copies of every board per cell), and only then looks for a valid
// one to write into the grid. The list of boards outgrows the memory long
// before the last cell. The hooks and count_solutions are the blog's.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

namespace {

using board = std::vector<std::vector<int>>;  // bo[row][col], 0 for empty

bool valid_board(const board& bo, const grid& g) {
  const int n = g.size();
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int num = bo[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      for (int i = 0; i < n; ++i) {
        if (i != c && bo[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)] == num) return false;
        if (i != r && bo[static_cast<std::size_t>(i)][static_cast<std::size_t>(c)] == num) return false;
      }
      const int top = r / g.box_rows() * g.box_rows();
      const int left = c / g.box_cols() * g.box_cols();
      for (int i = top; i < top + g.box_rows(); ++i) {
        for (int j = left; j < left + g.box_cols(); ++j) {
          if ((i != r || j != c) && bo[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == num)
            return false;
        }
      }
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
  const auto n = static_cast<std::size_t>(g.size());
  board start(n, std::vector<int>(n, 0));
  std::vector<cell> empty;
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      start[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = g.digit({r, c});
      if (g.digit({r, c}) == 0) empty.push_back({r, c});
    }
  }
  // Every board: each empty cell in turn gets every digit, in a copy of every board so far.
  std::vector<board> boards{start};
  for (const cell e : empty) {
    std::vector<board> more;
    for (const board& bo : boards) {
      for (int num = 1; num <= g.size(); ++num) {
        board next = bo;
        next[static_cast<std::size_t>(e.row)][static_cast<std::size_t>(e.col)] = num;
        more.push_back(std::move(next));
      }
    }
    boards = std::move(more);
  }
  for (const board& bo : boards) {
    if (!valid_board(bo, g)) continue;
    for (const cell e : empty)
      g.set_digit(e, bo[static_cast<std::size_t>(e.row)][static_cast<std::size_t>(e.col)]);
    return true;
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
