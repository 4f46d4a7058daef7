// What checking the proof behind a count adds to the replay of a search
// (docs/grader.md, "A count is a proof"): the largest searches the kit ships,
// recorded once, replayed by the grader's rules without a claim and with
// the claim their answer makes, which rebuilds the tree and checks every
// node as the search leaves it.
//   BM_replay_queens/0, /1   12-queens counted by the lecture's search
//                            (856,188 placements; /1: every solution counted)
//   BM_replay_peg/0, /1      the English centre game, the lecture's search
//                            front to back (7.7 M jumps; /1: a first solution)
//   BM_replay_boggle/0, /1   the deck's board against wamerican (63,737
//                            words), the deck's findWord for every word
//                            (85,219 marks; /0: the words witnessed, /1: and
//                            every word not on the board refuted)
// Run: ./build/release/benchmarks/grader/proof_benchmark

#include "framework/boggle/dictionary.hpp"
#include "framework/boggle/lecture_words.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "framework/n_queens/rules.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "grader/problems/boggle_proof.hpp"
#include "tests/support/centre_game.hpp"

#include <benchmark/benchmark.h>

#include <functional>

namespace {

template <class R>
std::vector<framework::trace::record> recorded(const typename R::state& start,
                                               const std::function<void(typename R::state&)>& search) {
  framework::trace::recorder r;
  typename R::state s = start;
  const framework::probe::scoped_sink listening(r);
  r.root(s.identity().id(), 0);
  search(s);
  return r.records();
}

template <class R>
void replay(benchmark::State& state, const typename R::state& start,
            const std::vector<framework::trace::record>& records, framework::proof_claim claim) {
  const bool checked = state.range(0) != 0;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    framework::state_replayer<R> r({start}, std::size_t{1} << 21, 0, {},
                                   checked ? std::optional<framework::proof_claim>(claim) : std::nullopt);
    r.replay(records);
    const auto proof = r.take_proof();
    if (checked && (!proof || !proof->proven)) state.SkipWithError("the lecture's search is not proven");
    nodes = r.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}

void BM_replay_queens(benchmark::State& state) {
  using R = n_queens::rules;
  static const n_queens::chessboard start(12);
  static const auto records = recorded<R>(start, [](n_queens::chessboard& b) {
    (void)framework::lecture_count<R>(b, framework::move_order::forward, UINT64_MAX, 0);
  });
  replay<R>(state, start, records, framework::proof_claim::whole_tree);
}
BENCHMARK(BM_replay_queens)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_replay_peg(benchmark::State& state) {
  using R = peg_solitaire::rules;
  static const peg_solitaire::board start = bt_test::centre_game(BT_SOURCE_DIR);
  static const auto records = recorded<R>(start, [](peg_solitaire::board& b) {
    (void)framework::lecture_search<R>(b, framework::move_order::forward, 0);
  });
  replay<R>(state, start, records, framework::proof_claim::stops_at_goal);
}
BENCHMARK(BM_replay_peg)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_replay_boggle(benchmark::State& state) {
  using R = boggle::rules;
  namespace proof = grader::problems::boggle_proof;
  static const boggle::board start(
      4, 4, {"g", "a", "u", "t", "p", "r", "m", "r", "d", "o", "l", "a", "e", "s", "i", "c"});
  static const boggle::dictionary words = boggle::load_word_list("/usr/share/dict/american-english");
  static const auto records =
      recorded<R>(start, [](boggle::board& b) { boggle::lecture::find_all_words(b, words); });
  static const auto claim = [] {
    proof::word_claim c{start, std::make_shared<const std::vector<std::string>>(words.words()), {}};
    for (const auto& w : words)
      if (R::find_path(start, w)) c.found.push_back(w);
    return c;
  }();
  const bool checked = state.range(0) != 0;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto noted = checked ? proof::word_search_witness(3, [] { return claim; })
                         : framework::naming_witness<boggle::board>([](const boggle::board& b) {
                             return b.used_count() >= 3 && b.path_touches()
                                        ? std::optional<std::string>(b.spelled())
                                        : std::nullopt;
                           });
    framework::state_replayer<R> r({start}, std::size_t{1} << 21, 0, std::move(noted));
    r.replay(records);
    benchmark::DoNotOptimize(r.take_witnessed());
    const auto proof = r.take_proof();
    if (checked && (!proof || !proof->proven)) state.SkipWithError("the deck's search is not proven");
    nodes = r.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}
BENCHMARK(BM_replay_boggle)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
