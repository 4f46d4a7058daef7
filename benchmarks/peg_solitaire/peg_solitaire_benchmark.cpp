// The fast solver on every problem the kit ships, the model answer on the
// lecture's problem, and the fast solver with each acceleration switched off
// (what each one is worth). Counters: nodes (jumps applied) and memo (failure
// table entries) of one solve; the time is per solve.
//
//   cmake --preset release && cmake --build build/release --target peg_solitaire_benchmark
//   ./build/release/benchmarks/peg_solitaire/peg_solitaire_benchmark

#include "framework/core/probe_sink.hpp"
#include "framework/core/yaml_input.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "framework/peg_solitaire/yaml_io.hpp"
#include "reference/peg_solitaire/fast_solver.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using framework::cell;
using peg_solitaire::board;
namespace fast = peg_solitaire::fast;

board problem(const std::string& name, cell vacancy, cell finish) {
  const auto file =
      std::filesystem::path(BT_SOURCE_DIR) / "testcases" / "peg_solitaire" / "boards" / (name + ".yaml");
  const board shape = peg_solitaire::parse_layout(framework::yaml_cursor::load_file(file).at("layout"));
  std::vector<bool> pegs(shape.shape().hole_count(), true);
  std::vector<bool> goal(shape.shape().hole_count(), false);
  pegs[shape.shape().index(vacancy)] = false;
  goal[shape.shape().index(finish)] = true;
  return board(shape.shape_ptr(), pegs, goal);
}

void run_fast(benchmark::State& state, const board& start, const fast::options& opts) {
  fast::result last;
  for (auto _ : state) {
    last = fast::solve(start, opts);
    benchmark::DoNotOptimize(last.solution.data());
  }
  if (!last.decided) state.SkipWithError(("undecided: " + last.reason).c_str());
  state.counters["nodes"] = static_cast<double>(last.nodes);
  state.counters["memo"] = static_cast<double>(last.memo_entries);
  state.counters["solvable"] = last.solvable ? 1.0 : 0.0;
  state.SetLabel(last.reason);
}

void BM_fast(benchmark::State& state, const char* name, int vx, int vy, int fx, int fy) {
  run_fast(state, problem(name, {vx, vy}, {fx, fy}), {});
}

// The lecture's problem (seed 001) and the English central game (seeds 001, 002).
BENCHMARK_CAPTURE(BM_fast, lecture_5_1_to_5_1, "lecture", 5, 1, 5, 1)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_fast, english_3_3_to_3_3, "english", 3, 3, 3, 3)->Unit(benchmark::kMicrosecond);

// The 6x6 complement problem, one vacancy per symmetry class.
BENCHMARK_CAPTURE(BM_fast, square6_0_0, "square6", 0, 0, 0, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, square6_1_0, "square6", 1, 0, 1, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, square6_2_0, "square6", 2, 0, 2, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, square6_1_1, "square6", 1, 1, 1, 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, square6_2_1, "square6", 2, 1, 2, 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, square6_2_2, "square6", 2, 2, 2, 2)->Unit(benchmark::kMillisecond);

// All 36 vacancies: the move orders are not symmetric, so members of one
// symmetry class can cost very different amounts.
void BM_fast_square6_all_36(benchmark::State& state) {
  std::vector<board> problems;
  const board shape = problem("square6", {0, 0}, {0, 0});
  for (const cell v : shape.cells()) problems.push_back(problem("square6", v, v));
  std::uint64_t nodes = 0;
  double worst = 0;
  for (auto _ : state) {
    nodes = 0;
    worst = 0;
    for (const board& p : problems) {
      const auto r = fast::solve(p);
      if (!r.decided || !r.solvable) state.SkipWithError("a complement problem was not solved");
      nodes += r.nodes;
      worst = std::max(worst, r.seconds);
    }
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["worst_ms"] = worst * 1000;
}
BENCHMARK(BM_fast_square6_all_36)->Unit(benchmark::kMillisecond);

// The European (French) board: every single-vacancy problem allowed by the
// position classes, one per symmetry class (all solvable), and two the classes forbid.
BENCHMARK_CAPTURE(BM_fast, european_2_0_to_4_0, "european", 2, 0, 4, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_2_0_to_1_3, "european", 2, 0, 1, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_2_0_to_4_3, "european", 2, 0, 4, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_2_0_to_4_6, "european", 2, 0, 4, 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_1_to_0_2, "european", 3, 1, 0, 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_1_to_3_2, "european", 3, 1, 3, 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_1_to_3_5, "european", 3, 1, 3, 5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_2_to_3_1, "european", 3, 2, 3, 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_2_to_0_4, "european", 3, 2, 0, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_2_to_3_4, "european", 3, 2, 3, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast, european_3_3_to_3_3, "european", 3, 3, 3, 3)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_fast, european_2_0_to_2_0, "european", 2, 0, 2, 0)->Unit(benchmark::kMicrosecond);

// The lecture's board has problems within the classes that no search solves;
// the fast solver proves it by exhausting the (pruned) tree.
BENCHMARK_CAPTURE(BM_fast, lecture_1_0_to_4_0, "lecture", 1, 0, 4, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_fast, lecture_2_1_to_2_4, "lecture", 2, 1, 2, 4)->Unit(benchmark::kMicrosecond);

// What each acceleration is worth: one switched off at a time, and the
// failure table squeezed to show that its bound costs time, not answers.
void BM_fast_without(benchmark::State& state, const char* name, int vx, int vy, int fx, int fy, int variant) {
  fast::options opts;
  if (variant == 0) opts.use_symmetry = false;
  if (variant == 1) opts.use_pagoda = false;
  if (variant == 2) opts.memo_megabytes = 4;
  if (variant == 3) opts.memo_megabytes = 1;
  run_fast(state, problem(name, {vx, vy}, {fx, fy}), opts);
}
BENCHMARK_CAPTURE(BM_fast_without, english_3_3_symmetry, "english", 3, 3, 3, 3, 0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast_without, english_3_3_pagoda, "english", 3, 3, 3, 3, 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast_without, square6_0_0_symmetry, "square6", 0, 0, 0, 0, 0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast_without, european_3_1_to_3_5_pagoda, "european", 3, 1, 3, 5, 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast_without, european_3_2_to_0_4_memo_4MB, "european", 3, 2, 0, 4, 2)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_fast_without, european_3_2_to_0_4_memo_1MB, "european", 3, 2, 0, 4, 3)
    ->Unit(benchmark::kMillisecond);

// The model answer (the students' hooks, canonical order, no failure table)
// on the lecture's problem, nodes counted by the probe as the grader does.
void BM_model_lecture(benchmark::State& state) {
  const board start = problem("lecture", {5, 1}, {5, 1});
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    framework::probe::counter counted(&peg_solitaire::rules::nodes);
    const framework::probe::scoped_sink listening(counted);
    board b = start;
    const auto solution = peg_solitaire::solve(b);
    if (!solution) state.SkipWithError("the model answer found no solution");
    nodes = counted.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_model_lecture)->Unit(benchmark::kMicrosecond);

// The same model answer on the English central game, for scale.
void BM_model_english(benchmark::State& state) {
  const board start = problem("english", {3, 3}, {3, 3});
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    framework::probe::counter counted(&peg_solitaire::rules::nodes);
    const framework::probe::scoped_sink listening(counted);
    board b = start;
    const auto solution = peg_solitaire::solve(b);
    if (!solution) state.SkipWithError("the model answer found no solution");
    nodes = counted.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_model_english)->Unit(benchmark::kMillisecond);

}  // namespace
