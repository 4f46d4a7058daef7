// Model answer for peg solitaire: exactly the hooks the students write, in the
// lecture's structure (leaf-win, leaf-lose, recursive step, backtracking).
// Written to be read, not to be fast; the grader's fast solver is fast_solver.hpp.
// Its node counts define the "exact" expectations of the test cases, so it
// tries moves in canonical order, front to back.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

// Up, left, right, down: the canonical order of a peg's jumps.
constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, std::vector<move>& path) {
  // [leaf-win] the last move left exactly the goal's pegs: path is a solution.
  if (b.is_goal()) return true;

  const std::vector<move> children = valid_moves(b);
  // [leaf-lose] no move is possible: report failure to the parent, which
  // takes back the move that led here.
  if (children.empty()) return false;

  // [recursive-step] try each child until one leads to a solution.
  for (const move& m : children) {
    apply_move(b, m);
    path.push_back(m);
    if (search(b, path)) return true;
    // [backtracking] this child failed: restore the board and try the next.
    path.pop_back();
    undo_move(b, m);
  }
  return false;
}

}  // namespace

std::vector<move> valid_moves(const board& b) {
  std::vector<move> moves;
  for (const cell from : b.pegs()) {  // pegs() lists pegs in reading order
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
