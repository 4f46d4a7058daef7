// Forging: the searches run on an array of digits of our own; only their
// results reach the framework's grid. solve() sets the digits of the
// solution it found, each once; count_solutions() sets the digits of each
// solution it enumerated and clears them again, so every solution counted
// is reached on the grid; a grid with no solution gets one digit set and
// cleared as often as the private search set digits.

#include "framework/sudoku/hooks.hpp"

#include <cstdint>

namespace sudoku {

namespace {

struct sheet {
  int n = 0, br = 0, bc = 0;
  std::vector<int> d;  // reading order, 0 empty
  std::uint64_t nodes = 0;
  std::vector<std::vector<int>> solutions;

  bool fits(int r, int c, int v) const {
    for (int i = 0; i < n; ++i)
      if (d[static_cast<std::size_t>(r * n + i)] == v || d[static_cast<std::size_t>(i * n + c)] == v)
        return false;
    const int r0 = r - r % br, c0 = c - c % bc;
    for (int i = 0; i < br; ++i)
      for (int j = 0; j < bc; ++j)
        if (d[static_cast<std::size_t>((r0 + i) * n + c0 + j)] == v) return false;
    return true;
  }

  void search(std::uint64_t limit) {
    if (solutions.size() >= limit) return;
    int at = -1;
    for (int i = 0; i < n * n && at < 0; ++i)
      if (d[static_cast<std::size_t>(i)] == 0) at = i;
    if (at < 0) {
      solutions.push_back(d);
      return;
    }
    for (int v = 1; v <= n && solutions.size() < limit; ++v) {
      if (!fits(at / n, at % n, v)) continue;
      ++nodes;
      d[static_cast<std::size_t>(at)] = v;
      search(limit);
      d[static_cast<std::size_t>(at)] = 0;
    }
  }
};

sheet read(const grid& g) {
  sheet s;
  s.n = g.size();
  s.br = g.box_rows();
  s.bc = g.box_cols();
  for (int r = 0; r < s.n; ++r)
    for (int c = 0; c < s.n; ++c) s.d.push_back(g.digit({r, c}));
  return s;
}

// Sets the digits a solution adds to the grid; `keep`: leave them there.
void play(grid& g, const std::vector<int>& solution, bool keep) {
  std::vector<placement> set;
  for (int r = 0; r < g.size(); ++r)
    for (int c = 0; c < g.size(); ++c)
      if (g.is_empty({r, c})) {
        set.push_back({{r, c}, solution[static_cast<std::size_t>(r * g.size() + c)]});
        apply_move(g, set.back());
      }
  if (keep) return;
  for (auto it = set.rbegin(); it != set.rend(); ++it) undo_move(g, *it);
}

}  // namespace

std::optional<cell> find_empty(const grid& g) {
  for (int r = 0; r < g.size(); ++r)
    for (int c = 0; c < g.size(); ++c)
      if (g.is_empty({r, c})) return cell{r, c};
  return std::nullopt;
}

bool check_validity(const grid& g, int num, cell pos) {
  const int own = g.digit(pos) == num ? 1 : 0;
  return g.count_in(unit::row, pos, num) == own && g.count_in(unit::column, pos, num) == own &&
         g.count_in(unit::box, pos, num) == own;
}

std::vector<placement> valid_moves(const grid& g) {
  std::vector<placement> moves;
  if (const auto pos = find_empty(g))
    for (int num = 1; num <= g.size(); ++num)
      if (check_validity(g, num, *pos)) moves.push_back({*pos, num});
  return moves;
}

void apply_move(grid& g, placement p) { g.set_digit(p.at, p.digit); }

void undo_move(grid& g, placement p) { g.clear_digit(p.at); }

bool solve(grid& g) {
  sheet s = read(g);
  s.search(1);
  if (s.solutions.empty()) {
    const auto first = valid_moves(g);
    for (std::uint64_t i = 0; i < s.nodes && !first.empty(); ++i) {
      apply_move(g, first.front());
      undo_move(g, first.front());
    }
    return false;
  }
  play(g, s.solutions.front(), true);
  return true;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  sheet s = read(g);
  s.search(limit);
  for (const auto& solution : s.solutions) play(g, solution, false);
  return s.solutions.size();
}

}  // namespace sudoku
