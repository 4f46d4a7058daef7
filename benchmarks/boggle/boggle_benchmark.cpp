// Our Boggle reference (reference/boggle/trie_solver: one walk of the board
// against a trie of the word list) beside the deck's way (BoggleGame's
// constructor: findWord for every word of the dictionary in turn,
// reference/boggle/deck_search.hpp), on the same rolled boards, one core, with
// the full word list: Debian's wamerican, its lowercase a-z words of at least
// 3 letters (63,737), as the grader loads it.
// Boards, rolled before timing from the real dice (boggle::roll, seed 2026):
//   4x4  10,000 boards from the 16 standard dice;
//   5x5  10,000 boards from the 25 Big Boggle dice.
// The deck's search takes milliseconds a board, so it runs on the first 50
// of each set only (and ours again on those, for the ratio); "boards/s" is
// the throughput either way, per second of CPU time. Before timing,
// both methods are run on those first boards and their words compared (a
// disagreement fails the benchmark).
// BM_dictionary_build is the one-off cost of the trie from the word list in
// memory; its "heap_MB" counter is what the dictionary holds (glibc's
// mallinfo2 before and after).
//
// The figures in docs/performance.md are of the dev preset (-O2), one core:
//   cmake --preset dev && cmake --build build/dev --target boggle_benchmark -j2
//   taskset -c 1 ./build/dev/benchmarks/boggle/boggle_benchmark --benchmark_repetitions=3

#include "framework/boggle/dice.hpp"
#include "framework/boggle/dictionary.hpp"
#include "reference/boggle/deck_search.hpp"
#include "reference/boggle/trie_solver.hpp"

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace {

namespace fast = boggle::fast;
using words = std::vector<std::string>;

constexpr const char* wamerican = "/usr/share/dict/american-english";
constexpr std::size_t boards_per_set = 10'000;
constexpr std::size_t deck_boards = 50;

struct board_set {
  int side = 0;
  std::vector<words> boards;
};

// wamerican as the grader loads it (boggle::load_word_list); empty when
// the list is not installed.
const words& word_list() {
  static const words list =
      std::filesystem::exists(wamerican) ? boggle::load_word_list(wamerican).words() : words{};
  return list;
}

const fast::dictionary& full_dictionary() {
  static const fast::dictionary d(word_list());
  return d;
}

template <std::size_t N>
board_set roll_set(int side, const std::array<std::string_view, N>& dice, std::mt19937_64& random) {
  board_set set{side, {}};
  set.boards.reserve(boards_per_set);
  for (std::size_t i = 0; i < boards_per_set; ++i) set.boards.push_back(boggle::roll(dice, random));
  return set;
}

const board_set& boards(int side) {
  static const std::vector<board_set> sets = [] {
    std::mt19937_64 random(2026);
    std::vector<board_set> made;
    made.push_back(roll_set(4, boggle::standard_dice, random));
    made.push_back(roll_set(5, boggle::big_boggle_dice, random));
    return made;
  }();
  return sets[side == 4 ? 0 : 1];
}

// Why the benchmark cannot run or the two methods disagree on the first
// boards of the set, or "" when they agree.
std::string check(const board_set& set) {
  if (word_list().empty()) return std::string(wamerican) + " is not installed (package wamerican)";
  for (std::size_t i = 0; i < deck_boards; ++i) {
    const words& b = set.boards[i];
    const words ours = fast::find_all_words(full_dictionary(), b, set.side, set.side);
    const words deck = boggle::deck::find_all_words(word_list(), b, set.side, set.side);
    if (ours != deck) {
      return std::to_string(set.side) + "x" + std::to_string(set.side) + " board " + std::to_string(i) +
             ": ours " + std::to_string(ours.size()) + " words, the deck's " + std::to_string(deck.size());
    }
  }
  return "";
}

// check(), once per set: both benchmarks of a size need it.
const std::string& checked(int side) {
  static const std::vector<std::string> why = {check(boards(4)), check(boards(5))};
  return why[side == 4 ? 0 : 1];
}

void report(benchmark::State& state, std::size_t boards_searched, std::size_t words_found) {
  state.counters["boards"] = static_cast<double>(boards_searched);
  state.counters["words/board"] = static_cast<double>(words_found) / static_cast<double>(boards_searched);
  state.counters["boards/s"] =
      benchmark::Counter(static_cast<double>(boards_searched) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}

// Ours on the first `count` boards of the set.
void BM_trie(benchmark::State& state, int side, std::size_t count) {
  const board_set& set = boards(side);
  if (const std::string& why = checked(side); !why.empty()) {
    state.SkipWithError(why.c_str());
    return;
  }
  const fast::dictionary& d = full_dictionary();
  const std::span<const words> first(set.boards.data(), count);
  std::size_t found = 0;
  for (auto _ : state) {
    found = 0;
    for (const words& b : first) found += fast::find_all_words(d, b, side, side).size();
    benchmark::DoNotOptimize(found);
  }
  report(state, first.size(), found);
}

void BM_deck(benchmark::State& state, int side) {
  const board_set& set = boards(side);
  if (const std::string& why = checked(side); !why.empty()) {
    state.SkipWithError(why.c_str());
    return;
  }
  const std::span<const words> first(set.boards.data(), deck_boards);
  std::size_t found = 0;
  for (auto _ : state) {
    found = 0;
    for (const words& b : first) found += boggle::deck::find_all_words(word_list(), b, side, side).size();
    benchmark::DoNotOptimize(found);
  }
  report(state, first.size(), found);
}

void BM_dictionary_build(benchmark::State& state) {
  const words& list = word_list();
  if (list.empty()) {
    state.SkipWithError("/usr/share/dict/american-english is not installed (package wamerican)");
    return;
  }
  std::size_t kept = 0;
  for (auto _ : state) {
    const fast::dictionary d(list);
    kept = d.size();
    benchmark::DoNotOptimize(kept);
  }
  const std::size_t before = mallinfo2().uordblks;
  const fast::dictionary held(list);
  const std::size_t after = mallinfo2().uordblks;
  state.counters["words"] = static_cast<double>(kept);
  state.counters["heap_MB"] = static_cast<double>(after - before) / 1e6;
}

// The ratio is ours on the deck's boards (the *_first_50 pair) beside the deck's.
BENCHMARK_CAPTURE(BM_trie, 4x4, 4, boards_per_set)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_trie, 4x4_first_50, 4, deck_boards)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_deck, 4x4_first_50, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_trie, 5x5, 5, boards_per_set)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_trie, 5x5_first_50, 5, deck_boards)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_deck, 5x5_first_50, 5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_dictionary_build)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
