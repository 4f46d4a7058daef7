// What measuring a search costs (docs/architecture.md, "Nodes are measured by
// the grader"), per edit of a framework state:
//   BM_edits_untraced  a jump applied and taken back, over and over, on the
//                      English board, with nobody listening (the grader's own
//                      process, or a runner before the hook starts);
//   BM_edits_traced    the same under the runner's trace writer: a record per
//                      edit, a SipHash-tagged frame per 8,192 records, written
//                      to /dev/null;
//   BM_channel_replay  the grader's side: the frames of that search read,
//                      their tags checked and every record replayed on the
//                      grader's own board by the peg solitaire rules.
// Run: ./build/release/benchmarks/grader/trace_benchmark

#include "framework/core/probe_sink.hpp"
#include "framework/harness/trace_writer.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "grader/cases/suite_loader.hpp"
#include "grader/pipeline/result_channel.hpp"

#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#include <filesystem>

namespace {

namespace fs = std::filesystem;
namespace ps = peg_solitaire;

const grader::test_case& centre_game() {
  static const auto suites =
      grader::load_suites(fs::path(BT_SOURCE_DIR) / "testcases", {"peg_solitaire"}, false);
  static const grader::test_case* tc = grader::find_case(suites, "solve_english/centre-game");
  return *tc;
}

ps::board start() { return ps::rules::state_from_json(centre_game().input.at("state")); }

// jumps x (apply + undo): 6 edits each.
void play(ps::board& b, std::int64_t jumps) {
  const ps::move m = ps::rules::legal_moves(b).front();
  for (std::int64_t i = 0; i < jumps; ++i) {
    ps::rules::apply(b, m);
    ps::rules::undo(b, m);
  }
}

constexpr std::int64_t kJumps = 1'000'000;

void BM_edits_untraced(benchmark::State& state) {
  ps::board b = start();
  for (auto _ : state) play(b, kJumps);
  state.SetItemsProcessed(state.iterations() * kJumps * 6);
}
BENCHMARK(BM_edits_untraced)->Unit(benchmark::kMillisecond);

void BM_edits_traced(benchmark::State& state) {
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  const auto key = framework::trace::random_key();
  for (auto _ : state) {
    ps::board b = start();
    framework::harness::trace_writer writer(null, key, &ps::rules::nodes);
    const framework::probe::scoped_sink listening(writer);
    writer.root(b.identity().id(), 0);
    play(b, kJumps);
    writer.finish("{}");
  }
  ::close(null);
  state.SetItemsProcessed(state.iterations() * kJumps * 6);
}
BENCHMARK(BM_edits_traced)->Unit(benchmark::kMillisecond);

void BM_channel_replay(benchmark::State& state) {
  // The channel of a traced search, recorded once into memory.
  const int file = ::memfd_create("channel", MFD_CLOEXEC);
  const auto key = framework::trace::random_key();
  {
    ps::board b = start();
    framework::harness::trace_writer writer(file, key, &ps::rules::nodes);
    const framework::probe::scoped_sink listening(writer);
    writer.root(b.identity().id(), 0);
    play(b, kJumps);
    writer.finish(R"({"status":"ok"})");
  }
  std::string bytes(static_cast<std::size_t>(::lseek(file, 0, SEEK_END)), '\0');
  (void)::pread(file, bytes.data(), bytes.size(), 0);
  ::close(file);
  const auto* driver = grader::find_driver("peg_solitaire");
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    grader::pipeline::result_channel channel(key, driver->make_replayer(centre_game()));
    for (std::size_t at = 0; at < bytes.size(); at += 65536)
      channel.consume(std::string_view(bytes).substr(at, 65536));
    const auto result = channel.finish();
    if (result.broken || result.inconsistent) state.SkipWithError("the channel did not replay");
    nodes = result.nodes;
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.SetItemsProcessed(state.iterations() * kJumps * 6);
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bytes.size()));
}
BENCHMARK(BM_channel_replay)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
