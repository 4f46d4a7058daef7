// Our sudoku reference (reference/sudoku/fast_solver) beside qqwing, the
// Debian-packaged sudoku solver and generator, on the same puzzles in one run,
// one core. Both check uniqueness: ours counts to 2 (solve(p, 2)), qqwing
// runs countSolutionsLimited() (stops counting once it has more than one).
// Puzzle sets, all 9x9:
//   generated_24  2,000 puzzles of 24 givens from our generator, seeds 1..2000
//                 (made before timing starts; about a second);
//   needs_search  those of them that our propagation (singles, locked
//                 candidates) cannot finish without branching (about 40 %);
//   top95         Norvig's 95 hard puzzles (benchmarks/sudoku/data/top95.txt);
//   famous        each puzzle of reference/sudoku/famous_puzzles.hpp alone.
// A set's time is per pass over the set; "puzzles/s" is the throughput.
// Before timing, every set is solved once by both solvers and their answers
// compared (a disagreement fails the benchmark).
//
//   benchmarks/sudoku/setup    # once: installs qqwing (without it, only our side runs)
//   cmake --preset release && cmake --build build/release --target sudoku_benchmark -j2
//   ./build/release/benchmarks/sudoku/sudoku_benchmark

#include "reference/sudoku/famous_puzzles.hpp"
#include "reference/sudoku/fast_solver.hpp"
#include "reference/sudoku/generator.hpp"

#include <benchmark/benchmark.h>

#ifdef BT_HAVE_QQWING
#include <qqwing.hpp>
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fast = sudoku::fast;

struct puzzle_set {
  std::string name;
  std::vector<fast::puzzle> puzzles;
  std::vector<std::array<int, 81>> cells;  // the same puzzles as qqwing reads them
};

void add(puzzle_set& set, const fast::puzzle& p) {
  set.puzzles.push_back(p);
  std::array<int, 81> cells{};
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = p.cells[i];
  set.cells.push_back(cells);
}

// One puzzle per line, 81 characters; lines starting with '#' are comments.
puzzle_set load(const std::string& name, const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot read " + file.string());
  puzzle_set set{name, {}, {}};
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    add(set, fast::parse_line(line.substr(0, 81)));
  }
  return set;
}

struct all_sets {
  puzzle_set generated{"generated_24", {}, {}};
  puzzle_set needs_search{"needs_search", {}, {}};
  puzzle_set top95;
};

const all_sets& sets() {
  static const all_sets s = [] {
    all_sets made;
    for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
      const fast::puzzle p = fast::generate({3, 3, 24, seed});
      add(made.generated, p);
      // With limit 2 every branch beside the solution's path is explored, so
      // more placements than empty cells means the search had to branch.
      if (fast::solve(p, 2).nodes > 81 - 24) add(made.needs_search, p);
    }
    made.top95 = load("top95", std::filesystem::path(BT_SOURCE_DIR) / "benchmarks/sudoku/data/top95.txt");
    return made;
  }();
  return s;
}

const puzzle_set& set_named(const std::string& name) {
  const all_sets& s = sets();
  if (name == s.generated.name) return s.generated;
  if (name == s.needs_search.name) return s.needs_search;
  return s.top95;
}

// Our answer for a puzzle: 0, 1 or 2 (two or more) solutions.
int ours(const fast::puzzle& p) { return static_cast<int>(fast::solve(p, 2).solutions); }

#ifdef BT_HAVE_QQWING
int theirs(qqwing::SudokuBoard& board, const std::array<int, 81>& cells) {
  std::array<int, 81> copy = cells;  // setPuzzle takes a non-const pointer
  if (!board.setPuzzle(copy.data())) return 0;
  const int count = board.countSolutionsLimited();
  return count > 2 ? 2 : count;
}
#endif

// Both solvers' answers on every puzzle of the set, compared once; the label
// tells how many are unique. Empty when they agree.
std::string check(const puzzle_set& set, int& unique) {
  unique = 0;
#ifdef BT_HAVE_QQWING
  qqwing::SudokuBoard board;
#endif
  for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
    const int a = ours(set.puzzles[i]);
    unique += a == 1 ? 1 : 0;
#ifdef BT_HAVE_QQWING
    const int b = theirs(board, set.cells[i]);
    if (a != b) {
      return set.name + " #" + std::to_string(i) + ": ours " + std::to_string(a) + " solutions, qqwing " +
             std::to_string(b);
    }
#endif
  }
  return "";
}

void report(benchmark::State& state, std::size_t puzzles, int unique) {
  state.counters["puzzles"] = static_cast<double>(puzzles);
  state.counters["unique"] = unique;
  state.counters["puzzles/s"] = benchmark::Counter(
      static_cast<double>(puzzles) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_ours(benchmark::State& state, const char* name) {
  const puzzle_set& set = set_named(name);
  int unique = 0;
  if (const std::string why = check(set, unique); !why.empty()) {
    state.SkipWithError(why.c_str());
    return;
  }
  for (auto _ : state) {
    for (const fast::puzzle& p : set.puzzles) benchmark::DoNotOptimize(fast::solve(p, 2).solutions);
  }
  report(state, set.puzzles.size(), unique);
}

void BM_ours_famous(benchmark::State& state, std::size_t index) {
  const fast::famous_puzzle& f = fast::famous_puzzles[index];
  const fast::puzzle p = fast::parse_line(f.grid);
  fast::solve_result last;
  for (auto _ : state) {
    last = fast::solve(p, 2);
    benchmark::DoNotOptimize(last.solutions);
  }
  state.counters["solutions"] = static_cast<double>(last.solutions);
  state.counters["nodes"] = static_cast<double>(last.nodes);
}

#ifdef BT_HAVE_QQWING
void BM_qqwing(benchmark::State& state, const char* name) {
  const puzzle_set& set = set_named(name);
  int unique = 0;
  if (const std::string why = check(set, unique); !why.empty()) {
    state.SkipWithError(why.c_str());
    return;
  }
  qqwing::SudokuBoard board;
  for (auto _ : state) {
    for (const std::array<int, 81>& cells : set.cells) benchmark::DoNotOptimize(theirs(board, cells));
  }
  report(state, set.puzzles.size(), unique);
}

void BM_qqwing_famous(benchmark::State& state, std::size_t index) {
  const fast::puzzle p = fast::parse_line(fast::famous_puzzles[index].grid);
  std::array<int, 81> cells{};
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = p.cells[i];
  qqwing::SudokuBoard board;
  int last = 0;
  for (auto _ : state) {
    last = theirs(board, cells);
    benchmark::DoNotOptimize(last);
  }
  state.counters["solutions"] = last;  // qqwing's count, 2 meaning "more than one"
}
#else
void BM_qqwing_absent(benchmark::State& state) {
  for (auto _ : state) {}
  state.SkipWithError(
      "qqwing is not installed: run benchmarks/sudoku/setup, then re-run cmake --preset release");
}
#endif

// Each set with our solver and then qqwing, side by side in the output.
int register_all() {
  for (const char* name : {"generated_24", "needs_search", "top95"}) {
    benchmark::RegisterBenchmark((std::string("ours/") + name).c_str(), BM_ours, name)
        ->Unit(benchmark::kMillisecond);
#ifdef BT_HAVE_QQWING
    benchmark::RegisterBenchmark((std::string("qqwing/") + name).c_str(), BM_qqwing, name)
        ->Unit(benchmark::kMillisecond);
#endif
  }
  for (std::size_t i = 0; i < fast::famous_puzzles.size(); ++i) {
    const std::string name(fast::famous_puzzles[i].name);
    benchmark::RegisterBenchmark(("ours/famous/" + name).c_str(), BM_ours_famous, i)
        ->Unit(benchmark::kMicrosecond);
#ifdef BT_HAVE_QQWING
    benchmark::RegisterBenchmark(("qqwing/famous/" + name).c_str(), BM_qqwing_famous, i)
        ->Unit(benchmark::kMicrosecond);
#endif
  }
#ifndef BT_HAVE_QQWING
  benchmark::RegisterBenchmark("qqwing_absent", BM_qqwing_absent);
#endif
  return 0;
}

const int registered = register_all();

}  // namespace

BENCHMARK_MAIN();
