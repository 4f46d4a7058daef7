// The grader's m,n,k reference (reference/tic_tac_toe/fast_solver.*) beside
// the two searches of the lecture, written here with the same bitboards so
// that only the search differs: a plain minimax over the whole game tree and
// a plain alpha-beta (cells in reading order, no table, no symmetry). No
// Debian package solves m,n,k positions (nettoe, bovo, pente, gomoku.app,
// kfourinline and xvier are interactive games with heuristic players), so
// these and published figures are the comparison (docs/performance.md).
//
//   cmake --preset release && cmake --build build/release --target tic_tac_toe_benchmark
//   ./build/release/benchmarks/tic_tac_toe/tic_tac_toe_benchmark
//
// Time is per solve; counters: the value from X's side, nodes (positions
// searched: every call of the search, the root included) and, for the plain
// minimax, games (leaves: a line or a full board). Searches of a second or
// more get a single iteration.

#include "reference/tic_tac_toe/fast_solver.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

namespace fast = tic_tac_toe::fast;
using mask = std::uint64_t;

struct named_position {
  const char* name;
  fast::position position;
};

// A board drawn row by row: 'X', 'O' or '.', spaces and '/' ignored.
fast::position drawn(int rows, int cols, int k, const std::string& picture, bool x_to_move) {
  fast::position p{.rows = rows, .cols = cols, .k = k, .x = 0, .o = 0, .x_to_move = x_to_move};
  int cell = 0;
  for (const char c : picture) {
    if (c == ' ' || c == '/') continue;
    if (c == 'X') p.x |= mask{1} << cell;
    if (c == 'O') p.o |= mask{1} << cell;
    ++cell;
  }
  return p;
}

fast::position empty_board(int rows, int cols, int k) { return {.rows = rows, .cols = cols, .k = k}; }

const std::vector<named_position>& positions() {
  static const std::vector<named_position> all{
      {"3x3_k3_empty", empty_board(3, 3, 3)},
      {"3x3_deck_rational_move", drawn(3, 3, 3, ". . O / . . X / . O X", true)},
      {"3x3_deck_exercise", drawn(3, 3, 3, ". X O / . . X / O O X", true)},
      {"3x4_k3_empty", empty_board(3, 4, 3)},
      {"4x4_k3_empty", empty_board(4, 4, 3)},
      {"4x4_k4_six_marks", drawn(4, 4, 4, "X O . . / . X . . / . O . . / . . X O", true)},
      {"4x4_k4_empty", empty_board(4, 4, 4)},
      {"3x5_k4_empty", empty_board(3, 5, 4)},
      {"4x5_k4_empty", empty_board(4, 5, 4)},
      {"5x5_k4_empty", empty_board(5, 5, 4)},
      {"6x5_k4_empty", empty_board(6, 5, 4)},
  };
  return all;
}

// The lecture's searches over the same bitboards; a win is tested on the
// lines through the last move only.
class plain_search {
 public:
  explicit plain_search(const fast::position& p) : cells_(p.rows * p.cols) {
    const std::array<std::array<int, 2>, 4> directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
    for (const auto& d : directions) {
      for (int r = 0; r < p.rows; ++r) {
        for (int c = 0; c < p.cols; ++c) {
          const int end_r = r + d[0] * (p.k - 1);
          const int end_c = c + d[1] * (p.k - 1);
          if (end_r >= p.rows || end_c < 0 || end_c >= p.cols) continue;
          mask line = 0;
          for (int i = 0; i < p.k; ++i) line |= mask{1} << ((r + d[0] * i) * p.cols + c + d[1] * i);
          for (int cell = 0; cell < cells_; ++cell) {
            if ((line & (mask{1} << cell)) != 0)
              lines_through_[static_cast<std::size_t>(cell)].push_back(line);
          }
        }
      }
    }
  }

  // From the mover's side (+1 the mover wins); the position is not decided.
  int minimax(mask me, mask opp) {
    ++nodes_;
    int best = -2;
    for (int cell = 0; cell < cells_; ++cell) {
      const mask b = mask{1} << cell;
      if (((me | opp) & b) != 0) continue;
      best = std::max(best, move_value(me, opp, cell, [&](mask m, mask o) { return -minimax(o, m); }));
    }
    return best;
  }

  int alpha_beta(mask me, mask opp, int alpha, int beta) {
    ++nodes_;
    int best = -2;
    for (int cell = 0; cell < cells_ && alpha < beta; ++cell) {
      const mask b = mask{1} << cell;
      if (((me | opp) & b) != 0) continue;
      const int v =
          move_value(me, opp, cell, [&](mask m, mask o) { return -alpha_beta(o, m, -beta, -alpha); });
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    }
    return best;
  }

  [[nodiscard]] std::uint64_t nodes() const noexcept { return nodes_; }
  [[nodiscard]] std::uint64_t games() const noexcept { return games_; }

 private:
  template <typename Recurse>
  int move_value(mask me, mask opp, int cell, Recurse recurse) {
    const mask mine = me | (mask{1} << cell);
    for (const mask line : lines_through_[static_cast<std::size_t>(cell)]) {
      if ((mine & line) == line) {
        ++nodes_;
        ++games_;
        return 1;
      }
    }
    if (std::popcount(mine | opp) == cells_) {
      ++nodes_;
      ++games_;
      return 0;
    }
    return recurse(mine, opp);
  }

  int cells_;
  std::array<std::vector<mask>, 64> lines_through_{};
  std::uint64_t nodes_ = 0;
  std::uint64_t games_ = 0;
};

void label(benchmark::State& state, int value, std::uint64_t nodes) {
  const auto& named = positions()[static_cast<std::size_t>(state.range(0))];
  state.SetLabel(named.name);
  state.counters["value"] = value;
  state.counters["nodes"] = static_cast<double>(nodes);
}

void BM_fast_solve(benchmark::State& state) {
  const fast::position& p = positions()[static_cast<std::size_t>(state.range(0))].position;
  fast::solution last;
  for (auto _ : state) {
    last = fast::solve(p);
    benchmark::DoNotOptimize(last.value);
  }
  label(state, last.value, last.nodes);
  state.counters["best_moves"] = static_cast<double>(last.best_moves.size());
}

void BM_fast_value(benchmark::State& state) {
  const fast::position& p = positions()[static_cast<std::size_t>(state.range(0))].position;
  int value = 0;
  for (auto _ : state) {
    value = fast::value(p);
    benchmark::DoNotOptimize(value);
  }
  label(state, value, 0);
  state.counters.erase("nodes");
}

template <bool pruning>
void BM_plain(benchmark::State& state) {
  const fast::position& p = positions()[static_cast<std::size_t>(state.range(0))].position;
  int value = 0;
  std::uint64_t nodes = 0;
  std::uint64_t games = 0;
  for (auto _ : state) {
    plain_search search(p);
    const mask me = p.x_to_move ? p.x : p.o;
    const mask opp = p.x_to_move ? p.o : p.x;
    const int v = pruning ? search.alpha_beta(me, opp, -1, 1) : search.minimax(me, opp);
    value = p.x_to_move ? v : -v;
    nodes = search.nodes();
    games = search.games();
    benchmark::DoNotOptimize(value);
  }
  label(state, value, nodes);
  if (!pruning) state.counters["games"] = static_cast<double>(games);
}

// Indices into positions(): the fast solver takes every one; the plain
// searches only those they finish in seconds.
constexpr int last_position = 10;
constexpr int slow_for_fast = 8;  // 4x5, 5x5 and 6x5 with k=4: hundreds of milliseconds

BENCHMARK(BM_fast_solve)->DenseRange(0, slow_for_fast - 1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_fast_solve)
    ->DenseRange(slow_for_fast, last_position)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK(BM_fast_value)->DenseRange(0, slow_for_fast - 1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_fast_value)
    ->DenseRange(slow_for_fast, last_position)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
// Plain minimax: the 3x3 positions, and six marks on 4x4 (ten empty cells).
BENCHMARK(BM_plain<false>)
    ->Name("BM_plain_minimax")
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Arg(5)
    ->Unit(benchmark::kMillisecond);
// Plain alpha-beta: up to 4x4 with k=4 from the empty board.
BENCHMARK(BM_plain<true>)->Name("BM_plain_alpha_beta")->DenseRange(0, 5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_plain<true>)->Name("BM_plain_alpha_beta")->Arg(6)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
