// Team "Deque Pop": a faithful port of the lecture's Python, including
// `possible_moves.pop()`, which takes moves from the END of the deque. The
// search tries moves in reverse canonical order, and a case that asks for an
// exact node count accepts that order's count too: the lecture's own
// algorithm earns full marks on the lecture's own problem.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <deque>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;  // [leaf-win]
  const std::vector<move> children = valid_moves(b);
  std::deque<move> possible_moves(children.begin(), children.end());
  while (!possible_moves.empty()) {              // [recursive-step]
    const move current = possible_moves.back();  // Python's deque.pop()
    possible_moves.pop_back();
    apply_move(b, current);
    path.push_back(current);
    if (search(b, path)) return true;
    path.pop_back();
    undo_move(b, current);  // [backtracking]
  }
  return false;  // [leaf-lose] or every child failed
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
