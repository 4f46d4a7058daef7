// Team "Verbose Vikings": a debug trace of the moves at each node, printed
// with a while loop whose `++i` got lost in an edit. The loop prints the first
// move forever, flooding stdout.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <cstddef>
#include <iostream>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

void trace(const std::vector<move>& moves) {
  std::size_t i = 0;
  while (i < moves.size()) {
    std::cout << "candidate " << i << ": " << to_string(moves[i]) << '\n';
    // ++i;  (lost while moving the trace out of search())
  }
}

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;
  const std::vector<move> children = valid_moves(b);
  trace(children);
  for (const move& m : children) {
    apply_move(b, m);
    path.push_back(m);
    if (search(b, path)) return true;
    path.pop_back();
    undo_move(b, m);
  }
  return false;
}

}  // namespace

std::vector<move> valid_moves(const board& b) {
  std::vector<move> moves;
  for (const cell from : b.pegs()) {
    for (const cell d : directions) {
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
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
