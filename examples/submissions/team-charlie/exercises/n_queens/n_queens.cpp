// Team Charlie: solve without recursion -- an explicit stack of positions,
// each with its list of valid moves and the next one to try -- for both
// lecture versions, in the same order as the recursive search. place_queens
// and count_solutions are the slides' recursive code.
//
// Two shortcuts taken at the start position are wrong, and each costs a kind
// of board:
//
//  * "Every search starts with a queen": the first queen is placed before
//    the loop, without checking that there is a square for it. On a board
//    with no valid move at all -- one that is already full, or whose next row
//    is attacked everywhere -- that reads the first element of an empty
//    vector: a crash.
//  * When every move of the start position has failed, the loop should give
//    up and report "no solution". It `continue`s instead, and spins forever:
//    every board without a solution hangs until the time limit.

#include "framework/n_queens/hooks.hpp"

#include <cstddef>
#include <cstdlib>

namespace n_queens {

namespace {

// One position on the stack: its moves, and how many of them were tried.
struct frame {
  std::vector<square> children;
  std::size_t next = 0;
};

bool place_from(chessboard& b, int row) {
  if (row >= b.size()) return true;
  if (b.row_has_queen(row)) return place_from(b, row + 1);
  for (int col = 0; col < b.size(); ++col) {
    if (in_jeopardy(b, row, col)) continue;
    apply_move(b, {row, col});
    if (place_from(b, row + 1)) return true;
    undo_move(b, {row, col});
  }
  return false;
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) {
  for (const square q : b.queens()) {
    if (q.row == row && q.col == col) continue;
    if (q.row == row || q.col == col || std::abs(q.row - row) == std::abs(q.col - col)) return true;
  }
  return false;
}

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    for (int col = 0; row < b.size() && col < b.size(); ++col) {
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    }
  } else {
    for (int row = 0; row < b.size(); ++row) {
      for (int col = 0; col < b.size(); ++col) {
        if (b.is_free({row, col})) moves.push_back({row, col});
      }
    }
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int row) { return place_from(b, row); }

std::optional<std::vector<square>> solve(chessboard& b) {
  std::vector<frame> stack;
  std::vector<square> path;  // path[i] is the queen placed from stack[i]

  // Every search starts with a queen, so place the first one now: then the
  // loop below always has a queen to take back.
  stack.push_back({valid_moves(b)});
  const square first = stack.back().children[0];  // the bug: there may be no valid move at all
  stack.back().next = 1;
  apply_move(b, first);
  path.push_back(first);
  stack.push_back({valid_moves(b)});

  for (;;) {
    if (b.queen_count() == b.size()) return path;  // n queens stand: done
    frame& top = stack.back();
    if (top.next < top.children.size()) {  // the next child
      const square s = top.children[top.next++];
      apply_move(b, s);
      path.push_back(s);
      stack.push_back({valid_moves(b)});  // `top` is not used after this
      continue;
    }
    if (stack.size() == 1) continue;  // the bug: every first queen failed, and we keep looking
    stack.pop_back();                 // dead end: take the queen that led here back
    undo_move(b, path.back());
    path.pop_back();
  }
}

std::uint64_t count_solutions(chessboard& b) {
  const int row = b.first_empty_row();
  if (row == b.size()) return 1;
  std::uint64_t count = 0;
  for (int col = 0; col < b.size(); ++col) {
    if (in_jeopardy(b, row, col)) continue;
    apply_move(b, {row, col});
    count += count_solutions(b);
    undo_move(b, {row, col});
  }
  return count;
}

}  // namespace n_queens
