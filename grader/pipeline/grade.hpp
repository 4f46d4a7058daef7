#pragma once
// Grading: one submission (grader test, and each team of a class), and a class
// of submissions in parallel with resume (grader grade). `test` and `grade`
// share grade_submission, so a student sees exactly what the instructor's run
// will do on the public cases.

#include "grader/cases/suite_loader.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/lateness.hpp"
#include "grader/pipeline/measurement_gate.hpp"
#include "grader/pipeline/plausibility.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/pipeline/work_area.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/report.hpp"

#include <atomic>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace grader::pipeline {

// One problem's cases: hook cases first, then searches, each in suite order.
struct problem_plan {
  const problem_driver* driver = nullptr;
  std::vector<test_case> cases;
};

// Groups loaded suites by problem, in the order the problems first appear;
// within a problem the hook cases come first, then the searches, each in
// suite order.
// Throws framework::input_error for a problem without a driver.
[[nodiscard]] std::vector<problem_plan> plan_problems(const std::vector<suite_file>& suites);

struct grading_context {
  kit k;
  std::filesystem::path cache_dir;  // compiled runners; empty: no cache
  sandbox_settings sandbox;
  const work_area* work = nullptr;
  // Set by a signal handler: finish the current case, write what is done, stop.
  const std::atomic<bool>* cancel = nullptr;
  // What an honest search costs on this machine in this sandbox
  // (calibrate_search_cost, once per run); nothing: the uncalibrated figures.
  std::optional<search_cost> cost{};
  // Run cases within the limits their YAML declares (run_context::lower_limits).
  bool declared_limits = false;
  // Held shared by every run and compile of this grader, alone by a second
  // measurement (run_case.hpp, second_measurement); copies share it.
  std::shared_ptr<measurement_gate> gate = std::make_shared<measurement_gate>();

  [[nodiscard]] bool cancelled() const noexcept { return cancel != nullptr && cancel->load(); }
};

// Progress of one submission, for streaming output and partial reports.
class team_observer {
 public:
  virtual ~team_observer() = default;
  virtual void problem_compiled(const report::problem_result&) {}
  virtual void case_done(const report::problem_result&, const report::case_result&) {}
  // The report so far (complete == false); called after every case.
  virtual void checkpoint(const report::team_report&) {}
};

struct team_outcome {
  report::team_report report;
  std::size_t graded = 0;
  std::size_t reused = 0;
  // Everything was taken over from `previous` and nothing changed: the
  // previous report files can stay as they are.
  bool unchanged = false;
};

// Grades every planned case of `s`. With `previous` (the instructor report of
// an earlier run) a case is reused when nothing it depends on changed: grader
// version, the problem's build key (sources + toolchain), the case's
// fingerprint (input, expectations, limits), and it was not a judge error.
[[nodiscard]] team_outcome grade_submission(const grading_context& ctx, const submission& s,
                                            const std::vector<problem_plan>& plans, int slot,
                                            const report::team_report* previous, team_observer* observer);

struct class_options {
  std::filesystem::path submissions_dir;
  std::filesystem::path cases_dir;  // where the plans' cases were read (said in summary.json)
  std::filesystem::path out_dir;
  unsigned jobs = 1;
  bool resume = true;
  std::optional<report::shard_spec> shard;
  std::optional<late_policy> late;  // --due and --late-penalty
  std::string lms;                  // --lms: also write that LMS's gradebook
};

class class_observer {
 public:
  virtual ~class_observer() = default;
  virtual void team_done(const report::team_entry&) {}
  // Every case of every team as it ends (graded, or taken over from the
  // previous report: case_result::reused). Called from the worker threads,
  // one call at a time.
  virtual void case_done(const report::case_result&) {}
};

// The team folders of a class, sorted by name (hidden folders skipped).
// Throws framework::input_error when there are none.
[[nodiscard]] std::vector<std::filesystem::path> team_folders(const std::filesystem::path& submissions_dir);
// The teams a run grades: every team folder, or those its shard deals it
// (shard.hpp), balanced by what they cost in the last run in out_dir.
[[nodiscard]] std::vector<std::filesystem::path> teams_to_grade(const class_options& options,
                                                                const std::vector<problem_plan>& plans);

// A team's report as an earlier run wrote it, if it is there and reads back.
[[nodiscard]] std::optional<report::team_report> read_previous_report(const std::filesystem::path& file);

// What grading each team is expected to cost, in seconds when the run can
// tell: what `measured` says it took last time, else its share of the
// planned cases (the problems it has a folder for) at the mean seconds a
// case cost the teams measured, or at one second a case when none was.
using seconds_measured = std::function<std::optional<double>(const std::filesystem::path& team)>;
[[nodiscard]] std::vector<double> expected_costs(const std::vector<std::filesystem::path>& teams,
                                                 const std::vector<problem_plan>& plans,
                                                 const seconds_measured& measured);
// ... measured by each team's previous report in `out` (a regraded class):
// its case and compile seconds.
[[nodiscard]] std::vector<double> expected_costs(const std::vector<std::filesystem::path>& teams,
                                                 const std::vector<problem_plan>& plans,
                                                 const report::out_layout& out);
// Indices of `costs`, dearest first (ties in folder order): workers that take
// the heaviest teams first end together, instead of one starting the
// heaviest team as the others run out of work.
[[nodiscard]] std::vector<std::size_t> longest_first(const std::vector<double>& costs);

// "sha256:..." of the planned cases (ids, fingerprints, points, visibility),
// recorded in the class summary so that `grader merge` refuses shards graded
// on different cases.
[[nodiscard]] std::string case_set_fingerprint(const std::vector<problem_plan>& plans);

// How many public and hidden cases of each problem the plans grade.
[[nodiscard]] std::map<std::string, report::case_count> count_cases(const std::vector<problem_plan>& plans);
// What a run grades, for the first lines of `test` and `grade`: "kit /k,
// cases /k/testcases: n_queens 22 public + 7 hidden, sudoku 45 public + 9
// hidden" (without the hidden counts for `test`, which grades none).
[[nodiscard]] std::string describe_cases_in_force(const std::filesystem::path& kit_root,
                                                  const std::filesystem::path& cases_dir,
                                                  const std::vector<problem_plan>& plans, bool with_hidden);

// Grades every team (of the shard) with `jobs` workers, writing each team's
// reports as it finishes (and partial ones while it is graded), then the
// class files. A team with a bad folder is skipped with its error recorded.
[[nodiscard]] report::class_result grade_class(const grading_context& ctx,
                                               const std::vector<problem_plan>& plans,
                                               const class_options& options, class_observer* observer);

}  // namespace grader::pipeline
