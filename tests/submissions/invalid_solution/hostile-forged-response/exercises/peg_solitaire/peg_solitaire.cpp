// Hostile: solve() writes its own response on the runner's response pipe
// (fd 4) -- "ok", an empty solution, zero nodes -- and exits before the
// runner can answer. The grader must not take the runner's word for it: it
// replays the claimed solution with the framework's rules, and an empty
// sequence leaves the starting position, which is not the goal.

#include "framework/peg_solitaire/hooks.hpp"

#include <unistd.h>
#include <array>
#include <string_view>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

constexpr std::string_view forged =
    R"({"protocol":1,"status":"ok","output":{"solution":[]},"nodes":0,"hook_us":1})";

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
  [[maybe_unused]] const ssize_t written = ::write(4, forged.data(), forged.size());
  ::close(4);
  ::_exit(0);  // before the runner can write the real response
}

}  // namespace peg_solitaire
