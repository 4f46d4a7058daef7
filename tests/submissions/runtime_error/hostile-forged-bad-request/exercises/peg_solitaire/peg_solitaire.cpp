// Hostile: dodge a verdict by blaming the grader. The runner answers
// "bad_request" only when it cannot understand the grader's request -- before
// any student code runs -- and the grader turns that into judge_error, "not
// your fault". Here solve() writes that very answer on the response pipe
// (fd 4) itself and exits. The grader built the request and knows it was
// fine, so this is the student's corrupted result channel (runtime_error),
// never a judge error that flags the run and gets the case regraded forever.

#include "framework/peg_solitaire/hooks.hpp"

#include <unistd.h>
#include <array>
#include <string_view>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

constexpr std::string_view forged =
    R"({"protocol":1,"status":"bad_request","message":"this runner is for peg_solitaire, not peg_solitaire","nodes":0,"hook_us":0})";

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
  ::_exit(0);
}

}  // namespace peg_solitaire
