// Team "No Recursion Allowed": the blog's search without recursion. The
// filled cells are kept on an explicit stack, each with the digits still to
// try there; digits are taken from the back of valid_moves (9 down to 1),
// the way a Python list's pop() hands them out. check_validity asks the
// grid's own counters. Every digit still goes through set_digit and
// clear_digit, so the search is measured; the exact cases accept the
// top-down count beside the bottom-up one.

#include "framework/sudoku/hooks.hpp"

namespace sudoku {

namespace {

// A cell being tried: the digits that fit it and have not been tried yet.
struct frame {
  std::vector<placement> untried;
  std::optional<placement> current;  // the digit standing in the cell now
};

}  // namespace

std::optional<cell> find_empty(const grid& g) {
  if (g.empty_cells() == 0) return std::nullopt;
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      if (g.is_empty({r, c})) return cell{r, c};
    }
  }
  return std::nullopt;
}

bool check_validity(const grid& g, int num, cell pos) {
  // count_in counts pos itself when it already holds num
  const int own = g.digit(pos) == num ? 1 : 0;
  return g.count_in(unit::row, pos, num) == own && g.count_in(unit::column, pos, num) == own &&
         g.count_in(unit::box, pos, num) == own;
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
  std::vector<frame> stack{{valid_moves(g), std::nullopt}};
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.current) {  // the digit in this cell led nowhere
      undo_move(g, *top.current);
      top.current.reset();
    }
    if (top.untried.empty()) {  // no digit left for this cell: back to the one before
      stack.pop_back();
      continue;
    }
    const placement p = top.untried.back();  // pop(): the largest digit first
    top.untried.pop_back();
    apply_move(g, p);
    top.current = p;
    if (!find_empty(g)) return true;
    stack.push_back({valid_moves(g), std::nullopt});  // `top` is not used after this
  }
  return false;
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  if (!find_empty(g)) return 1;
  std::uint64_t found = 0;
  std::vector<frame> stack{{valid_moves(g), std::nullopt}};
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.current) {
      undo_move(g, *top.current);
      top.current.reset();
    }
    if (top.untried.empty() || found >= limit) {
      stack.pop_back();
      continue;
    }
    const placement p = top.untried.back();
    top.untried.pop_back();
    apply_move(g, p);
    top.current = p;
    if (!find_empty(g)) {
      ++found;  // a full grid: one more solution; the loop takes the digit back
      continue;
    }
    stack.push_back({valid_moves(g), std::nullopt});
  }
  return found;
}

}  // namespace sudoku
