// Counting every solution of the empty n x n board two ways: count_all (start
// constellations up to the square's symmetries, fewest-choices-first search;
// mirror symmetry below n = 11) and count_all_plain (the lecture's row-by-row
// bitboard search over the whole tree). The time is per count; counters:
// solutions and nodes (queens placed) of one count, and both per second.
// The ratio of the two times is what the symmetry and the search order buy.
//
//   cmake --preset release && cmake --build build/release --target n_queens_benchmark
//   ./build/release/benchmarks/n_queens/n_queens_benchmark
//
// count_all_plain(16) takes several seconds, so that line gets a single iteration.

#include "reference/n_queens/fast_counter.hpp"

#include <benchmark/benchmark.h>

namespace {

namespace fast = n_queens::fast;

void report(benchmark::State& state, const fast::count_result& last) {
  const auto iterations = static_cast<double>(state.iterations());
  state.counters["solutions"] = static_cast<double>(last.solutions);
  state.counters["nodes"] = static_cast<double>(last.nodes);
  state.counters["solutions/s"] =
      benchmark::Counter(static_cast<double>(last.solutions) * iterations, benchmark::Counter::kIsRate);
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(last.nodes) * iterations, benchmark::Counter::kIsRate);
}

void BM_count_all(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  fast::count_result last;
  for (auto _ : state) {
    last = fast::count_all(n);
    benchmark::DoNotOptimize(last.solutions);
  }
  report(state, last);
}

void BM_count_all_plain(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  fast::count_result last;
  for (auto _ : state) {
    last = fast::count_all_plain(n);
    benchmark::DoNotOptimize(last.solutions);
  }
  report(state, last);
}

BENCHMARK(BM_count_all)->DenseRange(8, 16, 2)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_count_all_plain)->DenseRange(8, 16, 2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
