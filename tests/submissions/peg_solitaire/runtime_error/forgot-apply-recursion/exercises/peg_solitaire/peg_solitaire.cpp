// Team "Déjà Vu": we recurse on each child but forgot the apply_move before
// the recursive call (and so the undo after it). Every level sees the very
// same board, picks the same first move and recurses again: an unbounded
// recursion that overflows the stack (SIGSEGV).

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;
  const std::vector<move> children = valid_moves(b);
  for (const move& m : children) {
    path.push_back(m);
    // missing: apply_move(b, m);
    if (search(b, path)) return true;
    // missing: undo_move(b, m);
    path.pop_back();
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
