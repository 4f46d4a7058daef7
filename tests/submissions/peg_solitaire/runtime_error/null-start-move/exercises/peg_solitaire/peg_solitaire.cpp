// Team "Literal Translators": the lecture's solve(pegs, holes, last_move),
// line by line, including its backtracking step "undo_move(last_move)" done by
// the child that failed. The first call has no last move -- the lecture's
// Node("start") -- which we pass as a null pointer. On a board without a
// solution the root fails too and undoes *nullptr: SIGSEGV.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, const move* last_move, std::vector<move>& path) {
  if (b.is_goal()) return true;  // leaf-win
  const std::vector<move> children = valid_moves(b);
  if (children.empty()) {      // leaf-lose
    undo_move(b, *last_move);  // backtracking
    return false;
  }
  for (const move& current : children) {  // recursive step
    apply_move(b, current);
    path.push_back(current);
    if (search(b, &current, path)) return true;
    path.pop_back();
  }
  undo_move(b, *last_move);  // backtracking -- last_move is null at the root
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
  if (search(b, nullptr, path)) return path;  // nullptr: the lecture's Node("start")
  return std::nullopt;
}

}  // namespace peg_solitaire
