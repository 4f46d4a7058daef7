// Hostile: the lecture's search, run while a probe sink of the team's own
// listens instead of the framework's trace (framework/core/probe_sink.hpp is
// a header like any other). The runner locked its sink before the hook ran,
// so the attempt is refused and written into the trace, and the grader gives
// no count at all rather than a made-up one.

#include "framework/core/probe_sink.hpp"
#include "framework/peg_solitaire/hooks.hpp"

#include <array>

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

struct deaf final : framework::probe::sink {
  void edited(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
  void refused(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
};

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

std::optional<std::vector<move>> solve(board& b) {
  deaf nobody;
  const framework::probe::scoped_sink quiet(nobody);
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
