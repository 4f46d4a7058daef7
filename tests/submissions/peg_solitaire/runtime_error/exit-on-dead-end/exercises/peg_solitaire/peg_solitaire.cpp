// Team "Game Over": written as a stand-alone program first, where a dead end
// printed "no more moves" and ended the program with exit code 3. Pasted into
// the hook unchanged, the std::exit(3) ends the grader's runner at the first
// dead end, before solve() can return anything.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <cstdlib>
#include <iostream>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;
  const std::vector<move> children = valid_moves(b);
  if (children.empty()) {
    std::cerr << "no more moves after " << path.size() << " jumps\n";
    std::exit(3);  // left over from our main(): should be `return false`
  }
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
