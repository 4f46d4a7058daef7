// Team "Breadcrumbs": the board is restored correctly on backtracking, but the
// path is not -- we undo the move and forget path.pop_back(). The returned
// "solution" therefore still lists the jumps of every dead end we tried, and
// replaying it from the start soon asks a peg to jump from a hole that the
// real game has already emptied.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;
  for (const move& m : valid_moves(b)) {
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
  b.place_peg(m.from);  // the bug: the jumped peg is not put back
}

std::optional<std::vector<move>> solve(board& b) {
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
