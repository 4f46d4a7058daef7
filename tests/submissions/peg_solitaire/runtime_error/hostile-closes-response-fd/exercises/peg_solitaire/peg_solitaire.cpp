// Hostile: solve() closes the runner's response pipe (fd 4), prints a
// valid-looking response on stdout instead and exits with status 0. The
// grader reads responses from fd 4 only: a runner that ends without one has
// crashed, whatever it printed.

#include "framework/peg_solitaire/hooks.hpp"

#include <unistd.h>
#include <array>
#include <cstdio>

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

std::optional<std::vector<move>> solve(board&) {
  ::close(4);
  std::puts(R"({"protocol":1,"status":"ok","output":{"solution":[]},"nodes":0,"hook_us":1})");
  std::fflush(stdout);
  ::_exit(0);
}

}  // namespace peg_solitaire
