// Team "Two Sets": the lecture's pegs and holes as two std::set<cell>, copied
// out of the board once; the whole search runs on the sets, and the board
// solve() receives is never touched. The answers are right, but the framework
// measured a search of zero jumps for a solution of eighteen: the grader
// cannot count what it never saw, so solve cases with a solution fail. (The
// unsolvable case has an empty answer, so it cannot tell.)

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <set>

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

namespace {

struct sets {
  std::set<cell> pegs;
  std::set<cell> holes;
};

std::vector<move> moves_of(const sets& s) {
  std::vector<move> moves;
  for (const cell from : s.pegs) {
    for (const cell d : directions) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      if (s.pegs.contains(over) && s.holes.contains(to)) moves.push_back({from, over, to});
    }
  }
  return moves;
}

bool search(sets& s, const board& b, std::vector<move>& path) {
  if (s.pegs.size() == b.goal_pegs().size() &&
      std::vector<cell>(s.pegs.begin(), s.pegs.end()) == b.goal_pegs())
    return true;
  for (const move& m : moves_of(s)) {
    s.pegs.erase(m.from), s.pegs.erase(m.over), s.pegs.insert(m.to);
    s.holes.insert(m.from), s.holes.insert(m.over), s.holes.erase(m.to);
    path.push_back(m);
    if (search(s, b, path)) return true;
    path.pop_back();
    s.pegs.insert(m.from), s.pegs.insert(m.over), s.pegs.erase(m.to);
    s.holes.erase(m.from), s.holes.erase(m.over), s.holes.insert(m.to);
  }
  return false;
}

}  // namespace

std::optional<std::vector<move>> solve(board& b) {
  sets s;
  for (const cell c : b.pegs()) s.pegs.insert(c);
  for (const cell c : b.holes()) s.holes.insert(c);
  std::vector<move> path;
  if (search(s, b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
