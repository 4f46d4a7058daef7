// Hostile: a correct solution that tries to leave a process behind. Before
// searching, solve() double-forks a grandchild that leaves the process group
// (setsid), keeps every inherited descriptor open -- stdout, stderr and the
// response pipe on fd 4 -- and sleeps. A runner's box is one process, so the
// first fork ends it with a runtime error; the grader must report that
// promptly, and a grader that waited for those pipes (were the fork allowed)
// would hang. The sandbox's own tests cover the escape with forks allowed.
//
// Safety for the kit's own tests: the grandchild sleeps 20 s, not forever.

#include "framework/peg_solitaire/hooks.hpp"

#include <sys/wait.h>
#include <unistd.h>
#include <array>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

void leave_a_sleeper_behind() {
  const pid_t child = ::fork();
  if (child == 0) {
    ::setsid();  // out of the runner's process group: a group kill misses it
    if (::fork() == 0) {
      ::sleep(20);
      ::_exit(0);
    }
    ::_exit(0);  // orphan the grandchild
  }
  if (child > 0) ::waitpid(child, nullptr, 0);
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
  leave_a_sleeper_behind();
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
