// Team Charlie: the lecture's search without recursion -- an explicit stack
// of positions, each with its list of moves and the next one to try.
//
// It finds the same solutions as the recursive version, in the same order,
// on every board it finishes. Two shortcuts taken at the start position are
// wrong, and each costs a kind of board:
//
//  * "Every puzzle starts with a jump": the first jump is made before the
//    loop, without checking that there is one. On a board with no jump at all
//    -- one that is already solved, or stuck from the start -- that reads the
//    first element of an empty vector: a crash.
//  * When every move of the start position has failed, the loop should give
//    up and report "no solution". It `continue`s instead, and spins forever:
//    every board without a solution hangs until the time limit.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <cstddef>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> kDirections{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

// One position on the stack: its moves, and how many of them were tried.
struct frame {
  std::vector<move> children;
  std::size_t next = 0;
};

}  // namespace

std::vector<move> valid_moves(const board& b) {
  std::vector<move> moves;
  for (const cell from : b.pegs()) {
    for (const cell d : kDirections) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      if (b.has_peg(over) && b.is_empty(to)) moves.push_back({from, over, to});
    }
  }
  return moves;
}

void apply_move(board& b, const move& m) {
  b.remove_peg(m.from);
  b.remove_peg(m.over);
  b.place_peg(m.to);
}

void undo_move(board& b, const move& m) {
  b.remove_peg(m.to);
  b.place_peg(m.over);
  b.place_peg(m.from);
}

std::optional<std::vector<move>> solve(board& b) {
  std::vector<frame> stack;
  std::vector<move> path;  // path[i] is the move made from stack[i]

  // Every puzzle starts with a jump, so make the first one now: then the loop
  // below always has a move to take back.
  stack.push_back({valid_moves(b)});
  const move first = stack.back().children[0];  // the bug: there may be no jump at all
  stack.back().next = 1;
  apply_move(b, first);
  path.push_back(first);
  stack.push_back({valid_moves(b)});

  for (;;) {
    if (b.is_goal()) return path;  // leaf-win
    frame& top = stack.back();
    if (top.next < top.children.size()) {  // recursive step: the next child
      const move m = top.children[top.next++];
      apply_move(b, m);
      path.push_back(m);
      stack.push_back({valid_moves(b)});  // `top` is not used after this
      continue;
    }
    // leaf-lose, or every child failed: take back the move that led here.
    if (path.empty()) continue;  // the bug: the start failed too; should be `return std::nullopt;`
    stack.pop_back();
    undo_move(b, path.back());
    path.pop_back();
  }
}

}  // namespace peg_solitaire
