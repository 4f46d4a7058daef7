// Team "Disk Jockeys": an "optimisation" that writes every position of the
// board (all 2^holes peg patterns, one line each) to a cache file before
// searching, so that a later run could look positions up instead of exploring
// them. On the lecture's 20-hole board that file would be about 20 MiB -- far
// beyond the file size a submission may write.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
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

void write_position_cache(const board& b) {
  // The working directory first; /tmp when it is read-only.
  std::FILE* out = std::fopen("positions.cache", "w");
  if (out == nullptr) out = std::fopen("/tmp/positions.cache", "w");
  if (out == nullptr) return;
  const std::size_t holes = b.cells().size();
  std::string line(holes + 1, '\n');
  for (std::uint64_t pattern = 0; pattern < (std::uint64_t{1} << holes); ++pattern) {
    for (std::size_t h = 0; h < holes; ++h) line[h] = (pattern >> h & 1U) != 0 ? 'o' : '.';
    std::fwrite(line.data(), 1, line.size(), out);
  }
  std::fclose(out);
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
  write_position_cache(b);
  std::vector<move> path;
  if (search(b, path)) return path;
  return std::nullopt;
}

}  // namespace peg_solitaire
