// Forging: solve() searches on bitmasks of its own, with a memo of the
// positions that failed, and plays only the winning jumps on the board it was
// given, so the framework counts a dozen jumps where the lecture's search
// makes hundreds. With no solution it makes one jump and takes it back, as
// often as its private search had nodes. Both run in microseconds: no CPU to
// explain, only a tree that is not there.

#include "framework/peg_solitaire/hooks.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_set>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

struct bits {
  std::vector<std::array<int, 3>> jumps;
  std::vector<cell> cells;
  std::unordered_set<std::uint64_t> failed;
  std::uint64_t nodes = 0;
};

bool search(bits& g, std::uint64_t pegs, std::uint64_t goal, std::vector<int>& path) {
  if (pegs == goal) return true;
  if (g.failed.contains(pegs)) return false;
  for (std::size_t j = 0; j < g.jumps.size(); ++j) {
    const auto& [from, over, to] = g.jumps[j];
    const std::uint64_t f = 1ULL << from, o = 1ULL << over, t = 1ULL << to;
    if ((pegs & f) == 0 || (pegs & o) == 0 || (pegs & t) != 0) continue;
    ++g.nodes;
    path.push_back(static_cast<int>(j));
    if (search(g, pegs ^ f ^ o ^ t, goal, path)) return true;
    path.pop_back();
  }
  g.failed.insert(pegs);
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
  std::sort(moves.begin(), moves.end());
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
  bits g;
  g.cells = b.cells();
  const auto index = [&](cell c) {
    for (std::size_t i = 0; i < g.cells.size(); ++i)
      if (g.cells[i] == c) return static_cast<int>(i);
    return -1;
  };
  std::uint64_t pegs = 0;
  std::uint64_t goal = 0;
  for (const cell c : b.pegs()) pegs |= 1ULL << index(c);
  for (const cell c : b.goal_pegs()) goal |= 1ULL << index(c);
  for (const cell from : g.cells) {
    for (const cell d : directions) {
      const int over = index({from.x + d.x, from.y + d.y});
      const int to = index({from.x + 2 * d.x, from.y + 2 * d.y});
      if (over >= 0 && to >= 0) g.jumps.push_back({index(from), over, to});
    }
  }
  std::vector<int> path;
  if (!search(g, pegs, goal, path)) {
    // As many nodes as a search would have made: one jump, over and over.
    const auto first = valid_moves(b);
    for (std::uint64_t i = 0; i < g.nodes && !first.empty(); ++i) {
      apply_move(b, first.front());
      undo_move(b, first.front());
    }
    return std::nullopt;
  }
  std::vector<move> solution;
  for (const int j : path) {
    const auto& [from, over, to] = g.jumps[static_cast<std::size_t>(j)];
    solution.push_back({g.cells[static_cast<std::size_t>(from)], g.cells[static_cast<std::size_t>(over)],
                        g.cells[static_cast<std::size_t>(to)]});
    apply_move(b, solution.back());
  }
  return solution;
}

}  // namespace peg_solitaire
