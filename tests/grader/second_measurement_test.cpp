// A verdict that rests on CPU is measured again, alone, and the better run
// stands: the gate's order, the choice between two runs, and run_case with a
// real runner whose first run is slowed (as a loaded machine slows it).

#include "grader/cases/suite_loader.hpp"
#include "grader/pipeline/run_case.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <sched.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <thread>

namespace grader::pipeline {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

TEST(MeasurementGate, ALoneMeasurementWaitsForTheRunsAndGoesBeforeNewOnes) {
  measurement_gate gate;
  std::atomic<int> step{0};
  auto first = std::make_unique<measurement_gate::hold>(gate.share());
  std::jthread lone([&] {
    const auto hold = gate.alone();
    step.store(1);
    std::this_thread::sleep_for(50ms);
    step.store(2);
  });
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(step.load(), 0) << "alone while another run holds the gate";
  std::atomic<int> seen_by_late{-1};
  std::jthread late([&] {
    const auto hold = gate.share();
    seen_by_late.store(step.load());
  });
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(seen_by_late.load(), -1) << "a new run went ahead of the waiting measurement";
  first.reset();
  lone.join();
  late.join();
  EXPECT_EQ(seen_by_late.load(), 2) << "a new run started while the measurement ran alone";
}

TEST(MeasurementGate, NoGateHoldsNothing) {
  const auto a = share(nullptr);
  const auto b = alone(nullptr);  // would never return if either held a gate
  SUCCEED();
}

report::case_result measured(verdict v, report::measurement m, double cpu) {
  report::case_result r;
  r.result = v;
  r.measured = m;
  r.cpu_seconds = cpu;
  return r;
}

TEST(SecondMeasurement, OnlyVerdictsThatRestOnCpu) {
  using report::measurement;
  EXPECT_TRUE(rests_on_cpu(measured(verdict::time_limit, measurement::none, 1.0)));
  EXPECT_TRUE(rests_on_cpu(measured(verdict::wrong_answer, measurement::implausible, 0.1)));
  EXPECT_TRUE(rests_on_cpu(measured(verdict::accepted, measurement::implausible, 0.1)))
      << "an implausible count is off the leaderboard even where the case does not judge it";
  auto waiting = measured(verdict::time_limit, measurement::none, 0.004);
  waiting.wall_seconds = 2.0;
  waiting.waited = true;
  EXPECT_FALSE(rests_on_cpu(waiting)) << "a hook that slept out its wall limit spent no CPU to measure";
  auto starved = measured(verdict::time_limit, measurement::none, 0.2);
  starved.wall_seconds = 1.5;
  EXPECT_TRUE(rests_on_cpu(starved)) << "a hook that reached its CPU limit on a loaded machine computed";
  EXPECT_FALSE(rests_on_cpu(measured(verdict::wrong_answer, measurement::verified, 0.1)));
  EXPECT_FALSE(rests_on_cpu(measured(verdict::memory_limit, measurement::none, 0.9)));
  EXPECT_FALSE(rests_on_cpu(measured(verdict::runtime_error, measurement::none, 0.1)));
}

TEST(SecondMeasurement, OnlyARunThatWaitedForACpuWasDisturbed) {
  auto quiet = measured(verdict::time_limit, report::measurement::none, 2.0);
  quiet.cpu_wait_seconds = 0.004;
  EXPECT_FALSE(disturbed(quiet)) << "a run that had a CPU whenever it could run measured the code";
  auto shared = quiet;
  shared.cpu_wait_seconds = 0.5;
  EXPECT_TRUE(disturbed(shared)) << "a quarter of its CPU time spent waiting for one";
  auto unknown = quiet;
  unknown.cpu_wait_seconds.reset();
  EXPECT_TRUE(disturbed(unknown)) << "a wait the sandbox could not read is no evidence of quiet";
  auto short_run = measured(verdict::time_limit, report::measurement::none, 0.1);
  short_run.cpu_wait_seconds = 0.012;
  EXPECT_FALSE(disturbed(short_run)) << "a few scheduler ticks are no load";
  auto woken = measured(verdict::time_limit, report::measurement::none, 20.0);
  woken.cpu_wait_seconds = 1.27;
  EXPECT_FALSE(disturbed(woken))
      << "a search woken each time the grader read its trace (a class's centre game)";
  woken.cpu_wait_seconds = 5.0;
  EXPECT_TRUE(disturbed(woken)) << "a quarter of its CPU time spent waiting for one";
}

TEST(SecondMeasurement, OneRunStandsOnlyWhereNoLoadCanExplainIt) {
  auto loop = measured(verdict::time_limit, report::measurement::none, 2.0);
  loop.cpu_wait_seconds = 0.004;
  const auto once = why_measured_once(loop);
  ASSERT_TRUE(once.has_value()) << "an undisturbed loop";
  EXPECT_NE(once->find("Measured once: in 2 s of CPU your program waited 4 ms for a CPU"), std::string::npos)
      << *once;
  auto shared = loop;
  shared.cpu_wait_seconds = 0.5;
  EXPECT_FALSE(why_measured_once(shared));
  auto short_run = loop;
  short_run.cpu_seconds = 0.2;
  EXPECT_FALSE(why_measured_once(short_run)) << "a short run is the one a load inflates most";
  auto implausible = measured(verdict::accepted, report::measurement::implausible, 1.5);
  implausible.cpu_wait_seconds = 0.01;
  EXPECT_TRUE(why_measured_once(implausible).has_value());
}

TEST(SecondMeasurement, TheBetterRunStandsAndSaysWhatTheOtherGave) {
  using report::measurement;
  const auto loaded = measured(verdict::wrong_answer, measurement::implausible, 0.11);
  const auto quiet = measured(verdict::accepted, measurement::verified, 0.04);
  auto kept = better_of(loaded, quiet);
  EXPECT_EQ(kept.result, verdict::accepted);
  EXPECT_EQ(kept.measured, measurement::verified);
  EXPECT_NE(kept.feedback.find("the first gave wrong_answer, a count its CPU does not explain, after 0.11 s"),
            std::string::npos)
      << kept.feedback;

  kept = better_of(quiet, loaded);
  EXPECT_EQ(kept.result, verdict::accepted) << "a worse second run never takes points away";
  EXPECT_NE(kept.feedback.find("the second gave"), std::string::npos) << kept.feedback;

  const auto accepted_implausible = measured(verdict::accepted, measurement::implausible, 0.2);
  EXPECT_EQ(better_of(accepted_implausible, quiet).measured, measurement::verified)
      << "a verified count reaches the leaderboard";
  EXPECT_EQ(better_of(measured(verdict::time_limit, measurement::none, 1.0),
                      measured(verdict::time_limit, measurement::none, 1.0))
                .result,
            verdict::time_limit);
}

// A runner script that appends a line to `log` on each run, and loops until
// killed on its first run only: the first measurement of a loaded machine.
fs::path slow_first_runner(const fs::path& dir, bool always_slow) {
  const auto script = dir / "runner.sh";
  std::ofstream out(script);
  // Builtins only: the runner may not start a process.
  out << "#!/bin/sh\n"
      << "marker='" << (dir / "ran").string() << "'\n"
      << "echo run >> '" << (dir / "log").string() << "'\n"
      << (always_slow ? "" : "if [ -e \"$marker\" ]; then exit 3; fi\n") << ": > \"$marker\"\n"
      << "while :; do :; done\n";
  out.close();
  fs::permissions(script, fs::perms::owner_all);
  return script;
}

int runs_logged(const fs::path& dir) {
  std::ifstream in(dir / "log");
  int n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

struct runner_dir {
  fs::path path =
      fs::temp_directory_path() / ("bt-second-measurement-" + std::to_string(::getpid()) + "-" +
                                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
  runner_dir() {
    fs::remove_all(path);
    fs::create_directories(path / "slot");
  }
  ~runner_dir() { fs::remove_all(path); }
};

// No isolation, and the test's own uid: the runner script may write its log.
sandbox_settings plain() {
  sandbox_settings s;
  s.use_slot_uids = false;
  return s;
}

// The kit's first N-queens counting case, as the runner is given it.
test_case looping_case(const std::string& name) {
  const auto suite = load_suite_file(
      fs::path(BT_SOURCE_DIR) / "testcases/n_queens/public/count_solutions.yaml", visibility::visible);
  auto tc = suite.cases.front();
  tc.name = name;
  tc.id = "count_solutions/" + name;
  tc.nodes.mode = node_mode::record;
  tc.limits.cpu_seconds = 0.2;
  tc.limits.wall_seconds = 2.0;
  return tc;
}

// Another CPU-bound thread on the one CPU this thread, and so the runner it
// starts, may use: a loaded machine as the kernel sees it, the runner waiting
// for its CPU about half the time.
class shared_cpu {
 public:
  shared_cpu() {
    ::sched_getaffinity(0, sizeof before_, &before_);
    std::size_t first = 0;
    while (first < CPU_SETSIZE && !CPU_ISSET(first, &before_)) ++first;
    CPU_ZERO(&one_);
    CPU_SET(first, &one_);
    ::sched_setaffinity(0, sizeof one_, &one_);
    hog_ = std::jthread([one = one_](const std::stop_token& stop) {
      ::sched_setaffinity(0, sizeof one, &one);
      while (!stop.stop_requested()) {}
    });
  }
  ~shared_cpu() {
    hog_.request_stop();
    hog_.join();
    ::sched_setaffinity(0, sizeof before_, &before_);
  }
  shared_cpu(const shared_cpu&) = delete;
  shared_cpu& operator=(const shared_cpu&) = delete;

 private:
  cpu_set_t before_{};
  cpu_set_t one_{};
  std::jthread hog_;
};

TEST(SecondMeasurement, TheSandboxTellsHowLongARunWaitedForACpu) {
  const runner_dir dir;
  const auto* driver = find_driver("n_queens");
  ASSERT_NE(driver, nullptr);
  run_context ctx{plain(), dir.path / "slot", 0};
  const auto runner = slow_first_runner(dir.path, true);
  const shared_cpu load;
  const auto r = run_case(ctx, runner, looping_case("shared"), *driver);
  EXPECT_EQ(r.result, verdict::time_limit) << r.feedback;
  ASSERT_TRUE(r.cpu_wait_seconds.has_value());
  EXPECT_GT(*r.cpu_wait_seconds, 0.25 * r.cpu_seconds) << "it shared its one CPU with a loop";
  EXPECT_TRUE(disturbed(r));
}

// A case graded with second measurements (a gate: other cases may run) on a
// CPU shared with a loop, its runner slow on the first run only or on every
// run; and how many second measurements agreed with their first.
struct loaded_grading {
  report::case_result result;
  int agreed = 0;
};

loaded_grading graded_loaded(const runner_dir& dir, const test_case& tc, bool always_slow) {
  const shared_cpu load;
  const auto* driver = find_driver("n_queens");
  EXPECT_NE(driver, nullptr);
  measurement_gate gate;
  gate.set_workers(2);  // a class graded with -j 2: the other worker's cases may disturb this one
  second_measurement second{&gate};
  run_context ctx{plain(), dir.path / "slot", 0};
  ctx.second = &second;
  auto r = run_case(ctx, slow_first_runner(dir.path, always_slow), tc, *driver);
  return {std::move(r), second.agreed};
}

// A case of 0.6 s of CPU, graded so.
report::case_result graded_loaded(const runner_dir& dir, const std::string& name, bool always_slow) {
  auto tc = looping_case(name);
  tc.limits.cpu_seconds = 0.6;
  tc.limits.wall_seconds = 4.0;
  return graded_loaded(dir, tc, always_slow).result;
}

TEST(SecondMeasurement, AVerdictOfALoadedRunIsMeasuredAgainAlone) {
  const runner_dir dir;
  const auto [r, agreed] = graded_loaded(dir, looping_case("slowed-once"), false);
  EXPECT_EQ(runs_logged(dir.path), 2);
  EXPECT_NE(r.result, verdict::time_limit) << r.feedback;
  EXPECT_NE(r.feedback.find("Measured twice, the second time with no other case running: the first gave "
                            "time_limit"),
            std::string::npos)
      << r.feedback;
  EXPECT_EQ(agreed, 0);
  EXPECT_EQ(r.measurements, 2);
  // The second run stands (it ended at once); the first, which looped to its
  // 0.2 s limit, is the run whose figures the case does not report.
  EXPECT_GT(r.grader.second_run, 0.15);
  EXPECT_GT(r.grader.runs - r.grader.second_run, 0.0);
}

TEST(SecondMeasurement, ARunOfAFewSecondsIsMeasuredAgainBesideTheOtherCasesFirst) {
  // Alone, it would wait for every other worker's running case to end.
  const runner_dir dir;
  const auto r = graded_loaded(dir, "beside", false);
  EXPECT_EQ(runs_logged(dir.path), 2);
  EXPECT_EQ(r.measurements, 2);
  EXPECT_NE(r.result, verdict::time_limit) << r.feedback;
  EXPECT_NE(
      r.feedback.find("Measured twice, the second time beside the other cases: the first gave time_limit"),
      std::string::npos)
      << r.feedback;
}

TEST(SecondMeasurement, ARunDisturbedBesideTheOtherCasesTooIsMeasuredAThirdTimeAlone) {
  const runner_dir dir;
  const auto r = graded_loaded(dir, "third", true);
  EXPECT_EQ(runs_logged(dir.path), 3);
  EXPECT_EQ(r.measurements, 3);
  EXPECT_EQ(r.result, verdict::time_limit) << r.feedback;
  EXPECT_NE(r.feedback.find("the second time with no other case running"), std::string::npos) << r.feedback;
  EXPECT_GT(r.grader.second_run, 0.0);
}

TEST(SecondMeasurement, ALongRunDisturbedAtTheProbeIsEndedThereAndMeasuredAlone) {
  // Its limit is past kBesideOthersSeconds: run to it, it would be measured
  // again alone anyway.
  const runner_dir dir;
  auto tc = looping_case("probed");
  tc.limits.cpu_seconds = kBesideOthersSeconds + 1.0;
  tc.limits.wall_seconds = 60.0;
  const auto [r, agreed] = graded_loaded(dir, tc, false);
  EXPECT_EQ(runs_logged(dir.path), 2);
  EXPECT_EQ(r.measurements, 2);
  EXPECT_NE(r.result, verdict::time_limit) << r.feedback;
  EXPECT_NE(r.feedback.find("Measured alone: after 2"), std::string::npos) << r.feedback;
  // The run ended at its probe is the one whose figures the case does not report.
  EXPECT_GT(r.grader.second_run, 0.0);
  EXPECT_LT(r.grader.second_run, 4 * kProbeSeconds)
      << "the first run was ended at the probe, not at its limit";
  EXPECT_EQ(agreed, 0) << "the run alone did not rest on CPU";
}

TEST(SecondMeasurement, WithOneWorkerALongRunIsNotProbed) {
  // Nothing of the grader runs beside it: what disturbs it is the machine,
  // which a run alone would not escape at 2 s either.
  const runner_dir dir;
  const shared_cpu load;
  const auto* driver = find_driver("n_queens");
  ASSERT_NE(driver, nullptr);
  measurement_gate gate;  // one worker
  second_measurement second{&gate};
  run_context ctx{plain(), dir.path / "slot", 0};
  ctx.second = &second;
  auto tc = looping_case("one-worker");
  tc.limits.cpu_seconds = kBesideOthersSeconds + 0.5;
  tc.limits.wall_seconds = 60.0;
  const auto r = run_case(ctx, slow_first_runner(dir.path, false), tc, *driver);
  EXPECT_EQ(runs_logged(dir.path), 2);
  EXPECT_EQ(r.feedback.find("Measured alone: after"), std::string::npos) << r.feedback;
  EXPECT_NE(r.feedback.find("Measured twice"), std::string::npos) << r.feedback;
  EXPECT_GT(r.grader.second_run, kBesideOthersSeconds) << "the first run went to its limit";
}

TEST(SecondMeasurement, AfterTwoAgreementsAProblemsVerdictsStandAfterOneRun) {
  const runner_dir dir;
  const auto* driver = find_driver("n_queens");
  ASSERT_NE(driver, nullptr);
  second_measurement second;  // no gate: nothing else runs
  run_context ctx{plain(), dir.path / "slot", 0};
  ctx.second = &second;
  const auto runner = slow_first_runner(dir.path, true);
  for (int i = 0; i < 3; ++i) {
    const auto r = run_case(ctx, runner, looping_case("loops-" + std::to_string(i)), *driver);
    EXPECT_EQ(r.result, verdict::time_limit) << r.feedback;
  }
  EXPECT_EQ(second.agreed, kAgreementsBeforeOneRun);
  EXPECT_EQ(runs_logged(dir.path), 2 * kAgreementsBeforeOneRun + 1);

  run_context once{plain(), dir.path / "slot", 0};  // no second measurement
  EXPECT_EQ(run_case(once, runner, looping_case("once"), *driver).result, verdict::time_limit);
  EXPECT_EQ(runs_logged(dir.path), 2 * kAgreementsBeforeOneRun + 2);
}

}  // namespace
}  // namespace grader::pipeline
