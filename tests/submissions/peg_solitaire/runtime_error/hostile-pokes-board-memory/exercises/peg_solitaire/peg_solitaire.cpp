// Hostile: jumps are applied with the board's own functions but taken back by
// writing its private memory directly (through a copy of its private layout),
// hoping that undoing in secret halves the nodes counted. The edits the trace
// does not see leave the grader's copy of the board out of step with the
// runner's; the next traced edit cannot be made on it, and the grader refuses
// the measurement.

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>
#include <nlohmann/json.hpp>

#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/hooks.hpp"

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

// board's private members as its header lists them: private in name only.
// (`#define private public` before the include no longer reaches the kit's
// headers, which are compiled once for every team.)
struct board_layout {
  std::shared_ptr<const geometry> shape;
  std::vector<std::uint8_t> pegs;
  std::vector<std::uint8_t> goal;
  std::size_t peg_count;
};

// undo_move without telling anybody.
void undo_in_secret(board& b, const move& m) {
  auto& raw = reinterpret_cast<board_layout&>(b);
  raw.pegs[b.shape().index(m.to)] = 0;
  raw.pegs[b.shape().index(m.over)] = 1;
  raw.pegs[b.shape().index(m.from)] = 1;
  ++raw.peg_count;
}

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;
  for (const move& m : valid_moves(b)) {
    apply_move(b, m);
    path.push_back(m);
    if (search(b, path)) return true;
    path.pop_back();
    undo_in_secret(b, m);
  }
  return false;
}

}  // namespace

std::optional<std::vector<move>> solve(board& b) {
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
