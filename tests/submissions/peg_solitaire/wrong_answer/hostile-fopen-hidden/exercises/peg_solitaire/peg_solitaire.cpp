// Hostile: read the hidden test cases at run time. solve() looks for a
// testcases/ folder from its working directory, its executable's folder and
// its source file's folder up to the root (and at the kit's usual absolute
// path). If it finds a hidden case it prints it -- on stdout and stderr, which
// may end up in the report -- and solves the board for real; if it finds
// nothing it answers "no solution", which is wrong on a solvable board.
// So: wrong_answer means the sandbox held, and the hidden case's marker must
// appear nowhere in the report.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <system_error>

namespace peg_solitaire {

namespace {

namespace fs = std::filesystem;

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

// Every readable file of every hidden/ folder under a testcases/ folder found
// from `start` upwards; what it read, concatenated.
std::string loot_from(fs::path start) {
  std::string loot;
  std::error_code ec;
  for (fs::path dir = start; !dir.empty(); dir = dir.parent_path()) {
    for (const char* relative :
         {"testcases/peg_solitaire/hidden", "tests/submissions/testcases/peg_solitaire/hidden",
          "../../testcases/peg_solitaire/hidden"}) {
      const fs::path hidden = dir / relative;
      if (!fs::is_directory(hidden, ec)) continue;
      for (const auto& entry : fs::directory_iterator(hidden, ec)) {
        std::ifstream in(entry.path());
        loot.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      }
    }
    if (dir == dir.root_path()) break;
  }
  return loot;
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
  std::error_code ec;
  std::string loot = loot_from(fs::current_path(ec));
  loot += loot_from(fs::read_symlink("/proc/self/exe", ec).parent_path());
  loot += loot_from(fs::path(__FILE__).parent_path());
  loot += loot_from("/work/main");
  if (loot.empty()) return std::nullopt;  // nothing to steal: give up
  std::cout << loot << std::flush;
  std::cerr << loot << std::flush;
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
