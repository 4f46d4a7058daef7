// What the grader costs on top of the students' own code:
//   BM_case_overhead  one trivial case (a 4-hole strip, two jumps) through the
//                     full run-one-case path -- fresh work dir, sandbox start,
//                     request, response, classification, judging -- with a
//                     precompiled runner: /0 under Landlock + seccomp, /1
//                     under bubblewrap with a box per case (the old path,
//                     `--box-per-case`), /2 under bubblewrap in a warm box
//                     that serves every case (sandbox::warm_box);
//   BM_fork_floor     what no sandbox can undercut: a fork of this warm
//                     process that exits at once, waited for;
//   BM_compile        compiling and linking one submission (the model answer)
//                     against the runner archive in the sandbox, uncached.
// Run: ./build/release/benchmarks/grader/grader_benchmark

#include "grader/cases/suite_loader.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/run_case.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/pipeline/work_area.hpp"

#include <benchmark/benchmark.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <memory>

namespace {

namespace fs = std::filesystem;
using namespace grader;

struct setup {
  pipeline::kit k = pipeline::configured_kit();
  pipeline::work_area work;
  pipeline::slot_lease lease{0};
  std::vector<suite_file> suites =
      load_suites(fs::path(BT_SOURCE_DIR) / "testcases", {"peg_solitaire"}, false);
  const test_case* trivial = find_case(suites, "solve_small/strip-of-four");
  const problem_driver* driver = find_driver("peg_solitaire");
  pipeline::problem_sources model = [] {
    // A one-problem submission made of the kit's model answer.
    const fs::path dir = fs::temp_directory_path() / "bt-grader-benchmark-submission";
    fs::create_directories(dir / "exercises/peg_solitaire");
    fs::copy_file(fs::path(BT_SOURCE_DIR) / "reference/peg_solitaire/model_answer.cpp",
                  dir / "exercises/peg_solitaire/model_answer.cpp", fs::copy_options::overwrite_existing);
    auto s = pipeline::load_submission(dir, false);
    fs::remove_all(dir);
    return s.sources_of("peg_solitaire");
  }();

  fs::path compile(bool bwrap, const fs::path& cache, int sub_slot) const {
    const pipeline::compile_context cc{
        &k, cache, {bwrap, true}, work.slot_dir(lease.slot()) / std::to_string(sub_slot), lease.slot()};
    auto built = pipeline::compile_runner(cc, model, *driver);
    if (built.info.status != report::compile_status::ok)
      throw std::runtime_error("compile failed: " + built.info.log);
    return built.runner;
  }
};

setup& fixture() {
  static setup s;
  return s;
}

void BM_case_overhead(benchmark::State& state) {
  auto& f = fixture();
  const bool bwrap = state.range(0) != 0;
  const bool warm = state.range(0) == 2;
  if (bwrap && !sandbox::bwrap_available()) {
    state.SkipWithError("bubblewrap does not work here");
    return;
  }
  const auto runner = f.compile(bwrap, f.k.default_cache_dir, bwrap ? 1 : 2);
  pipeline::run_context rc{{bwrap, true}, f.work.slot_dir(f.lease.slot()), f.lease.slot()};
  sandbox::warm_box box;
  if (warm) rc.box = &box;
  double cpu = 0;
  for (auto _ : state) {
    const auto r = pipeline::run_case(rc, runner, *f.trivial, *f.driver);
    if (r.result != verdict::accepted) {
      state.SkipWithError(("not accepted: " + r.feedback).c_str());
      return;
    }
    cpu += r.cpu_seconds;
  }
  state.counters["student_cpu_ms"] =
      benchmark::Counter(cpu * 1000.0 / static_cast<double>(state.iterations()));
  if (warm) state.counters["boxes"] = box.boxes_started();
  state.SetLabel(warm    ? "bubblewrap, warm box"
                 : bwrap ? "bubblewrap, a box per case"
                         : "Landlock + seccomp (slot uid, pid namespace)");
}
BENCHMARK(BM_case_overhead)
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MinTime(2.0);

void BM_fork_floor(benchmark::State& state) {
  (void)fixture();  // the grader's memory mapped, as in a grading run
  for (auto _ : state) {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
  }
}
BENCHMARK(BM_fork_floor)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

void BM_compile(benchmark::State& state) {
  auto& f = fixture();
  const bool bwrap = state.range(0) != 0;
  if (bwrap && !sandbox::bwrap_available()) {
    state.SkipWithError("bubblewrap does not work here");
    return;
  }
  for (auto _ : state) {
    const auto runner = f.compile(bwrap, {}, 3);  // no cache: a real compile each time
    benchmark::DoNotOptimize(runner);
  }
  state.SetLabel(bwrap ? "bubblewrap" : "plain");
}
BENCHMARK(BM_compile)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

// The cached path a rerun takes: hash the sources, find the runner, install it.
void BM_compile_cached(benchmark::State& state) {
  auto& f = fixture();
  (void)f.compile(false, f.k.default_cache_dir, 4);
  for (auto _ : state) benchmark::DoNotOptimize(f.compile(false, f.k.default_cache_dir, 4));
}
BENCHMARK(BM_compile_cached)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
