// Team Charlie: solve without recursion -- an explicit stack of the cells
// being tried, each with its list of valid digits and the next one to try --
// in the same order as the recursive search. The hooks and count_solutions
// are the blog's code.
//
// Two shortcuts taken at the start are wrong, and each costs a kind of grid:
//
//  * "Every search starts with a digit": the first digit is written before
//    the loop, without checking that there is one. On a grid with no valid
//    digit in its first empty cell -- one that is already full, or whose
//    first empty cell nothing fits -- that reads the first element of an
//    empty vector: a crash.
//  * When every digit of the first cell has failed, the loop should give up
//    and report "no solution". It `continue`s instead, and spins forever:
//    every puzzle without a solution hangs until the time limit.

#include "framework/sudoku/hooks.hpp"

#include <cstddef>

namespace sudoku {

namespace {

// One cell on the stack: its valid digits, and how many of them were tried.
struct frame {
  std::vector<placement> children;
  std::size_t next = 0;
};

}  // namespace

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
  const int top = pos.row / g.box_rows() * g.box_rows();
  const int left = pos.col / g.box_cols() * g.box_cols();
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
  std::vector<frame> stack;
  std::vector<placement> path;  // path[i] is the digit written from stack[i]

  // Every search starts with a digit, so write the first one now: then the
  // loop below always has a digit to take back.
  stack.push_back({valid_moves(g)});
  const placement first = stack.back().children[0];  // the bug: there may be no valid digit at all
  stack.back().next = 1;
  apply_move(g, first);
  path.push_back(first);
  stack.push_back({valid_moves(g)});

  for (;;) {
    if (!find_empty(g)) return true;  // every cell filled: solved
    frame& top = stack.back();
    if (top.next < top.children.size()) {  // the next digit for this cell
      const placement p = top.children[top.next++];
      apply_move(g, p);
      path.push_back(p);
      stack.push_back({valid_moves(g)});  // `top` is not used after this
      continue;
    }
    if (stack.size() == 1) continue;  // the bug: every first digit failed, and we keep looking
    stack.pop_back();                 // dead end: take the digit that led here back
    undo_move(g, path.back());
    path.pop_back();
  }
}

std::uint64_t count_solutions(grid& g, std::uint64_t limit) {
  const auto pos = find_empty(g);
  if (!pos) return 1;
  std::uint64_t count = 0;
  for (int num = 1; num <= g.size() && count < limit; ++num) {
    if (!check_validity(g, num, *pos)) continue;
    g.set_digit(*pos, num);
    count += count_solutions(g, limit - count);
    g.clear_digit(*pos);
  }
  return count;
}

}  // namespace sudoku
