// Team "Greedy Gophers": a loop instead of recursion, and no backtracking. We
// take the first valid move until the goal; at a dead end we `continue`,
// hoping the next iteration finds something. Nothing changes between
// iterations, so the loop spins forever, burning CPU.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

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
  while (!b.is_goal()) {
    const std::vector<move> moves = valid_moves(b);
    if (moves.empty()) continue;  // TODO: backtrack here
    apply_move(b, moves.front());
    path.push_back(moves.front());
  }
  return path;
}

}  // namespace peg_solitaire
