#pragma once
// Running one test case: the runner request, the sandbox limits, and the
// classification of what came back into a verdict. `classify` is pure (a
// sandbox result and a case in, a case result out) so every row of the verdict
// table is tested without starting a process.

#include "grader/core/language.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/measurement_gate.hpp"
#include "grader/pipeline/plausibility.hpp"
#include "grader/pipeline/result_channel.hpp"
#include "grader/report/report.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <optional>
#include <string_view>

namespace grader::pipeline {

// The node budget sent to the runner, so a runaway search stops early:
//   budget -> the budget; exact -> the larger accepted count + 1 (one more is
//   already wrong); record -> none.
[[nodiscard]] std::optional<std::uint64_t> request_budget(const test_case& tc);
[[nodiscard]] nlohmann::json make_request(const test_case& tc, const framework::trace::key& channel_key);
[[nodiscard]] sandbox::limits case_limits(const limits_spec& l);
// The limits `tc` runs under when they follow its search (plausibility.hpp,
// kLimitAllowance): a search with a node bound (request_budget) and every
// hook that is no search get the CPU those nodes, or none, explain with
// `cost` for a request of `request_bytes`, at least the floor times
// `limit_factor` (the language's), and a wall limit in the case's own
// proportion; the case's limits stay the ceiling. A search without a bound
// keeps them.
[[nodiscard]] limits_spec search_limits(const test_case& tc, bool search, const search_cost& cost,
                                        std::size_t request_bytes, double limit_factor = 1.0);

// A case result with the case's identity filled in and nothing measured yet.
[[nodiscard]] report::case_result blank_result(const test_case& tc, const problem_driver& driver);
// The grader failed on this case: judge_error, not charged to the team.
[[nodiscard]] report::case_result judge_error_result(const test_case& tc, const problem_driver& driver,
                                                     const std::string& what);
// The problem did not compile: every case shares its compile_error (or judge_error).
[[nodiscard]] report::case_result compile_failed_result(const test_case& tc, const problem_driver& driver,
                                                        const report::compile_info& compile);

// The verdict table (the grader's documentation, Verdicts). Never throws: a
// driver that throws while judging is the grader's bug, so that case becomes
// judge_error. A search whose CPU is beyond what its trace explains
// (plausibility.hpp, with `cost` and the request's size) is an implausible
// measurement: its count earns no leaderboard place, and cases that judge
// nodes do not accept it. `applied`: the limits the run had, when not the
// case's own (search_limits).
[[nodiscard]] report::case_result classify(const test_case& tc, const problem_driver& driver,
                                           const sandbox::run_result& run, const channel_result& channel,
                                           const search_cost& cost, std::size_t request_bytes,
                                           const limits_spec* applied = nullptr);

// A verdict that rests on how much CPU a run took (time_limit, or a count
// its CPU does not explain: implausible) is measured a second time unless
// the first run shows that no load can explain it, and the better of the
// two runs stands. A run of kCheapRemeasureSeconds to kBesideOthersSeconds
// of CPU is measured again beside the other cases first: a run alone
// (measurement_gate) costs every other worker its running case's time (in a
// class, 1 s cases waited 40 s for a 20 s search), and the disturbance has
// often passed. That run stands when it rests on CPU undisturbed or gives a
// verdict that does not rest on CPU; when it was disturbed too, a third run
// is made, alone. A short run is measured again alone (a load inflates it
// without making it wait), and so is a long one (a third run of it would
// cost more than the wait). One run stands when all of these hold:
//   - undisturbed: the kernel says the run stood waiting for a CPU
//     (run_delay) for at most kDisturbedShare of its CPU time plus
//     kDisturbedFloorSeconds, so no other work shared its CPU. Work that
//     shares it shows as a quarter or more (a loop on the same CPU: the
//     SecondMeasurement tests); a search whose trace outruns its replay waits
//     a few percent each time the grader wakes it (the English centre game
//     of a class: 3.7 to 6.4 %), which costs its CPU clock nothing;
//   - not short: kCheapRemeasureSeconds of CPU or more. A short run is the
//     one a loaded machine inflates most without making it wait (page
//     faults of a starting runner took 1.6 to 2.75 times their CPU beside
//     another), and the cheapest to measure again.
// Where other workers share the gate, a run with a limit past
// kBesideOthersSeconds that is disturbed would be measured again alone if it
// reached its limit; so it is looked at once, when it has spent
// kProbeSeconds of CPU (sandbox::run_spec::probe), and a disturbed one is
// ended there and measured alone from the start. A loop
// then costs kProbeSeconds more than one run, not its whole limit more (a
// class's 20 s centre game, 33 times). A search that would have ended in
// time past the probe costs as much more, and its one measurement is alone.
// A loop that burns its limit undisturbed is a loop on any machine. Each run is a
// whole measurement by the kit's rules (the trace witnesses the answer, the
// CPU is explained), so the better one is sound; the student's code cannot
// carry anything from the first run into the second, which is a fresh
// process in an emptied work dir. A load on the machine (other cases, other
// jobs) then no longer costs a team points. Once two second measurements
// of a team's problem have agreed with their first (or a run alone after a
// probe rested on CPU too), the code is slow, not the machine: its further
// verdicts stand after one run, so a team whose every case loops costs at
// most two runs more.
struct second_measurement {
  measurement_gate* gate = nullptr;  // null: nothing else of this grader runs
  int agreed = 0;
};
inline constexpr int kAgreementsBeforeOneRun = 2;
inline constexpr double kDisturbedShare = 0.10;
inline constexpr double kDisturbedFloorSeconds = 0.010;
inline constexpr double kCheapRemeasureSeconds = 0.5;
inline constexpr double kBesideOthersSeconds = 5.0;
inline constexpr double kProbeSeconds = 2.0;

// Whether `result` rests on a CPU measurement (see second_measurement).
[[nodiscard]] bool rests_on_cpu(const report::case_result& result);
// Whether its run waited for a CPU long enough to be measured again (or
// the wait is unknown).
[[nodiscard]] bool disturbed(const report::case_result& result);
// For a verdict that rests on CPU: why its one run is enough (the feedback's
// sentence), or nothing when it is measured again (see second_measurement).
[[nodiscard]] std::optional<std::string> why_measured_once(const report::case_result& result);
// Which of two measurements of one case stands: the one with more points,
// then a verified count over an implausible one, else the second. `how`: how
// the second was run, for the feedback.
inline constexpr const char* kAloneRun = "with no other case running";
// Whether better_of keeps the first of two measurements.
[[nodiscard]] bool first_stands(const report::case_result& first, const report::case_result& second);
[[nodiscard]] report::case_result better_of(report::case_result first, report::case_result second,
                                            std::string_view how = kAloneRun);

struct run_context {
  sandbox_settings sandbox;
  std::filesystem::path slot_dir;
  int slot = 0;
  const std::atomic<bool>* cancel = nullptr;  // set: a run stops early and throws grading_cancelled
  // What an honest search costs here (calibrate_search_cost); null: the
  // uncalibrated figures.
  const search_cost* cost = nullptr;
  // The runner's language: what its start-up and nodes cost (grader/core/language.hpp).
  const language_profile* language = &kCpp;
  // Lower each case's limits to what its answer can cost (search_limits);
  // off: the limits its YAML declares (`grade --declared-limits`).
  bool lower_limits = false;
  // Set: the cases run in this warm box (one per team and problem, see
  // sandbox::warm_box), and the work dir is emptied between them, never
  // replaced. Null: a box of its own per case.
  sandbox::warm_box* box = nullptr;
  // Set: a verdict that rests on CPU is measured again (second_measurement),
  // and the run holds its gate's share. Null: one run (the trusted runner's).
  second_measurement* second = nullptr;
};

// What one run of a runner produced: the sandbox's account and the result channel's.
struct runner_outcome {
  sandbox::run_result run;
  channel_result channel;
  std::size_t request_bytes = 0;
  limits_spec limits;  // what the box was given
};

// Runs `runner` on one case in a fresh work dir, reading its result channel
// with the driver's replay; throws sandbox_error (and whatever the driver
// throws for a case whose input does not decode).
// probe: a run whose CPU limit is past kBesideOthersSeconds ends at
// kProbeSeconds of CPU if it was disturbed (ending::disturbed; see
// second_measurement).
[[nodiscard]] runner_outcome run_runner(const run_context& ctx, const std::filesystem::path& runner,
                                        const test_case& tc, const problem_driver& driver,
                                        bool probe = false);
// Whether the runner answered "bad_request" (the grader's fault, or a forgery).
[[nodiscard]] bool answered_bad_request(const channel_result& channel);

// A "bad_request" answer is a judge error only if it is genuine. Student code
// runs in the runner's process and could try to make one up to turn its own
// failure into a judge error that is never charged; so the same request is
// replayed on a trusted runner (the kit's model answer). The check returns
// true when the trusted runner rejects the request too, false when it does
// not, nothing when there is no trusted runner to ask.
using bad_request_check = std::function<std::optional<bool>(const test_case&)>;

// Runs `runner` on one case and classifies the result. Cases that cannot be
// judged at all (exact nodes without a reference count) are judge errors
// without starting the runner.
[[nodiscard]] report::case_result run_case(const run_context& ctx, const std::filesystem::path& runner,
                                           const test_case& tc, const problem_driver& driver,
                                           const bad_request_check& check = {});

}  // namespace grader::pipeline
