// Team Bravo: the lecture's backtracking with one subtle bug.
//
// valid_moves checks by hand that the landing hole is inside the board, and
// the check is off by one at the top and left edges: `> 0` where `>= 0` was
// meant. A jump that lands in row 0 or column 0 is never listed. Boards and
// positions where no such jump matters pass; the others do not.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> kDirections{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool inside(const board& b, cell c) {
  return c.x > 0 && c.y > 0 && c.x < b.width() && c.y < b.height();  // the bug: row 0 and column 0
}

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
    for (const cell d : kDirections) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      if (!inside(b, to)) continue;
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
