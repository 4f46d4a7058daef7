// Forging across measurements: the grader measures a case whose count its
// CPU does not explain a second time, alone, and keeps the better run. So
// this solve() looks for the solution an earlier run stashed and, if it
// finds one, plays just those jumps at no cost: eighteen nodes that the CPU
// would explain, under any budget. If it finds none it searches on bitmasks
// of its own for 80 ms of CPU (implausible, as in forging-cheap-search-outside)
// and stashes the solution everywhere a later run of this team might look:
// files in every writable place, and a SysV shared memory segment. The
// second run is a fresh process in a box as it began, so it must find none
// and its count must be as implausible as the first.

#include "framework/peg_solitaire/hooks.hpp"

#include <sys/ipc.h>
#include <sys/shm.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>

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

// The board as bits: hole i of b.cells(), and every jump as three bit indices.
struct bits {
  std::vector<std::array<int, 3>> jumps;
  std::vector<cell> cells;
};

bool search(const bits& g, std::uint64_t pegs, std::uint64_t goal, std::vector<int>& path) {
  if (pegs == goal) return true;
  for (std::size_t j = 0; j < g.jumps.size(); ++j) {
    const auto& [from, over, to] = g.jumps[j];
    const std::uint64_t f = 1ULL << from, o = 1ULL << over, t = 1ULL << to;
    if ((pegs & f) == 0 || (pegs & o) == 0 || (pegs & t) != 0) continue;
    path.push_back(static_cast<int>(j));
    if (search(g, pegs ^ f ^ o ^ t, goal, path)) return true;
    path.pop_back();
  }
  return false;
}

// Everywhere a file might outlive the run: the box's scratch, shared
// memory, its root, the working folder, a home.
std::vector<std::string> stash_files() {
  std::vector<std::string> files{"/tmp/bt-stash", "/dev/shm/bt-stash", "/bt-stash", "bt-stash",
                                 "/var/tmp/bt-stash"};
  if (const char* home = std::getenv("HOME")) files.push_back(std::string(home) + "/bt-stash");
  if (const char* tmp = std::getenv("TMPDIR")) files.push_back(std::string(tmp) + "/bt-stash");
  return files;
}

constexpr key_t stash_key = 0x62747374;  // "btst"
constexpr std::size_t stash_bytes = 4096;

// A stashed path: the jump indices, space-separated, ended by -1.
std::optional<std::vector<int>> parse_stash(const std::string& text) {
  std::vector<int> path;
  std::size_t at = 0;
  while (at < text.size()) {
    char* end = nullptr;
    const long j = std::strtol(text.c_str() + at, &end, 10);
    if (end == text.c_str() + at) return std::nullopt;
    if (j < 0) return path;
    path.push_back(static_cast<int>(j));
    at = static_cast<std::size_t>(end - text.c_str());
  }
  return std::nullopt;
}

std::optional<std::vector<int>> find_stash() {
  for (const std::string& file : stash_files()) {
    std::ifstream in(file);
    std::string text;
    if (in && std::getline(in, text)) {
      if (auto path = parse_stash(text)) return path;
    }
  }
  const int id = ::shmget(stash_key, stash_bytes, 0);
  if (id >= 0) {
    if (void* at = ::shmat(id, nullptr, SHM_RDONLY); at != reinterpret_cast<void*>(-1)) {
      const std::string text(static_cast<const char*>(at),
                             ::strnlen(static_cast<const char*>(at), stash_bytes));
      ::shmdt(at);
      if (auto path = parse_stash(text)) return path;
    }
  }
  return std::nullopt;
}

void stash(const std::vector<int>& path) {
  std::string text;
  for (const int j : path) text += std::to_string(j) + " ";
  text += "-1";
  for (const std::string& file : stash_files()) std::ofstream(file) << text << '\n';
  const int id = ::shmget(stash_key, stash_bytes, IPC_CREAT | 0666);
  if (id >= 0) {
    if (void* at = ::shmat(id, nullptr, 0); at != reinterpret_cast<void*>(-1)) {
      std::strncpy(static_cast<char*>(at), text.c_str(), stash_bytes - 1);
      ::shmdt(at);
    }
  }
}

}  // namespace

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
  if (auto stashed = find_stash()) {
    path = *stashed;
  } else {
    bool found = false;
    const std::clock_t start = std::clock();
    while (std::clock() - start < CLOCKS_PER_SEC / 12) {
      path.clear();
      found = search(g, pegs, goal, path);
    }
    if (!found) return std::nullopt;
    stash(path);
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
