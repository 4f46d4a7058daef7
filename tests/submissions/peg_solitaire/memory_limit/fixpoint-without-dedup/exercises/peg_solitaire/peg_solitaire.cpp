// Team "Hoarders": solve() first collects every position reachable from the
// start into a list ("the reachable set"), repeating passes until a pass adds
// nothing new. The duplicate check was commented out while debugging, so every
// pass re-adds positions that are already there: the list never stops
// growing until memory runs out.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <cstddef>

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

// A position as a peg mask (the framework's rules are not needed to compute
// successors of a mask), with the jumps that led to it, kept to read a
// solution off later: "plenty" of room is reserved up front.
constexpr std::size_t kPlenty = 8192;
struct position {
  std::vector<bool> mask;
  std::vector<move> how;
};

std::vector<position> reachable_positions(const board& start) {
  std::vector<position> seen{{start.peg_mask(), {}}};
  seen.front().how.reserve(kPlenty);
  for (;;) {
    const std::size_t before = seen.size();
    for (std::size_t i = 0; i < before; ++i) {
      const position here = seen[i];
      for (const line& l : start.shape().lines()) {
        if (!here.mask[l.from] || !here.mask[l.over] || here.mask[l.to]) continue;
        position next{here.mask, {}};
        next.mask[l.from] = next.mask[l.over] = false;
        next.mask[l.to] = true;
        next.how.reserve(kPlenty);
        next.how = here.how;
        next.how.push_back({start.shape().at(l.from), start.shape().at(l.over), start.shape().at(l.to)});
        // if (std::find(seen.begin(), seen.end(), next) != seen.end()) continue;
        seen.push_back(std::move(next));
      }
    }
    if (seen.size() == before) return seen;  // a fixpoint -- never reached
  }
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
  // Meant for pruning: a goal that is not reachable needs no search.
  const auto reachable = reachable_positions(b);
  if (reachable.empty()) return std::nullopt;
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
