// Team "Umlaut": a correct solution that talks. It prints "Lösung gefunden"
// (solution found) from a source file their editor saved in Latin-1, so the
// "ö" reaches stdout as the single byte 0xF6 -- not valid UTF-8 -- and draws a
// progress bar of "█" (three bytes each in UTF-8) on stderr, long enough that
// the grader's kept head of stderr ends in the middle of a character.
// Nothing here breaks a rule or a limit: it must be accepted, and its report
// must still be written (a report is JSON, which must be valid UTF-8).
//
// (The 0xF6 is written as an escape so that this repository stays UTF-8.)

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <cstddef>
#include <iostream>
#include <string>

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
  const bool found = search(b, path);
  // 2000 blocks: about 6 KB, well within the output limit.
  std::string bar = "[";
  for (std::size_t i = 0; i < 2000; ++i) bar += "\u2588";
  std::cerr << bar << "]\n";
  std::cout << (found ? "L\xf6sung gefunden: " : "keine L\xf6sung: ") << path.size() << " Z\xfcge"
            << std::endl;
  if (found) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
