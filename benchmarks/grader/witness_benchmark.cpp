// What a witness adds to the replay of a search (docs/grader.md, "An answer
// is what the trace witnesses"): the whole game of tic-tac-toe from the empty
// board (549,945 marks) searched by the deck's minimax, replayed by the
// grader's rules with no witness and with the game tree's, which backs the
// explored tree up to prove the value; and the same search made on a copy of
// the board per move, the witness's costliest honest search.
//   BM_replay/0    no witness            BM_replay/1    the game tree's
//   BM_replay_copies/0, /1               the same, the search on copies
// Run: ./build/release/benchmarks/grader/witness_benchmark

#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/game_tree_witness.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>

namespace {

using tic_tac_toe::board;
using tic_tac_toe::rules;

int minimax(board& b) {
  if (b.is_over()) return rules::outcome(b);
  const bool max_level = rules::maximizing(b);
  int best = max_level ? -2 : 2;
  for (const auto s : rules::legal_moves(b)) {
    b.place_mark(s);
    const int v = minimax(b);
    b.clear(s);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

int minimax_on_copies(const board& b) {
  if (b.is_over()) return rules::outcome(b);
  const bool max_level = rules::maximizing(b);
  int best = max_level ? -2 : 2;
  for (const auto s : rules::legal_moves(b)) {
    board next = b;
    next.place_mark(s);
    const int v = minimax_on_copies(next);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

template <class Search>
std::vector<framework::trace::record> recorded(Search search) {
  framework::trace::recorder r;
  board b;
  const framework::probe::scoped_sink listening(r);
  r.root(b.identity().id(), 0);
  (void)search(b);
  return r.records();
}

void replay(benchmark::State& state, const std::vector<framework::trace::record>& records) {
  const bool witnessed = state.range(0) != 0;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    framework::state_replayer<rules> r({board{}}, std::size_t{1} << 21, 0,
                                       witnessed ? std::make_unique<grader::game_tree_witness<rules>>(
                                                       std::vector<std::optional<int>>{std::nullopt}, -1, 1)
                                                 : nullptr);
    r.replay(records);
    benchmark::DoNotOptimize(r.take_witnessed());
    nodes = r.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}

void BM_replay(benchmark::State& state) {
  static const auto records = recorded([](board& b) { return minimax(b); });
  replay(state, records);
}
BENCHMARK(BM_replay)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_replay_copies(benchmark::State& state) {
  static const auto records = recorded([](board& b) { return minimax_on_copies(b); });
  replay(state, records);
}
BENCHMARK(BM_replay_copies)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
