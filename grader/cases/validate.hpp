#pragma once
// `grader validate` without the command line: checks suite files are well
// formed, that the reference (rules, fast solver, model answer) agrees with
// every expectation in them, and, given a model_runner, that the model answer
// meets each case's own limits. Kept in the library so the tests check
// exactly what instructors run.

#include "grader/cases/suite_loader.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace grader {

// How the kit's model answer fared on a case when run the way grading runs
// a team's code: compiled into a runner, in the sandbox, under the case's own
// limits, its trace replayed. In-process timing of the reference says little
// about that (a traced, sandboxed runner is several times slower), and a node
// cap says nothing, so only this run tells whether a case can be met at all.
struct model_run {
  // Set when the model answer could not be run (no compiler, no sandbox, a
  // judge error): the limits are then unconfirmed, never taken as met.
  std::optional<std::string> unavailable;
  verdict result = verdict::judge_error;
  std::string feedback;  // the grading feedback, for a verdict other than accepted
  double cpu_seconds = 0;
  double wall_seconds = 0;
  // The box's CPU timer stopped the run (else a time limit is the wall
  // clock's): cpu_seconds, read back afterwards, can trail the timer by tens
  // of milliseconds.
  bool cpu_limit_hit = false;
  std::uint64_t peak_memory_kb = 0;
  std::optional<std::uint64_t> nodes;  // as the grader measured them from the trace
};

// Runs the model answer on one case as grading would (grader/pipeline/model_runs.hpp).
using model_runner = std::function<model_run(const test_case&)>;

struct validate_options {
  // Bounds the in-process model answer's search per case (nodes), which
  // fills in node counts (`grader validate -v`) and checks `exact` ones: the
  // model answer is the lecture's plain DFS, exponential on big boards. It
  // bounds validate's own time only; whether the model answer meets the
  // case's limits is `run_model`'s to say, whatever the cap.
  std::uint64_t node_cap = 50'000'000;
  // Checks each case's limits with the real runner. Empty: limits are not
  // checked (case_validation::limits stays empty), for callers without a
  // sandbox or a compiler; `grader validate` always sets it.
  model_runner run_model;
};

// Whether the model answer meets a case's own limits.
enum class limit_outcome {
  met,          // accepted within every limit
  exceeded,     // stopped by a limit (CPU, wall, memory, output): the case is refused
  failed,       // another verdict than accepted: the case is refused
  unconfirmed,  // the model answer could not be run: the case is refused, never "agrees"
};
[[nodiscard]] std::string_view to_string(limit_outcome o) noexcept;

struct limit_check {
  limit_outcome outcome = limit_outcome::unconfirmed;
  limits_spec limits;  // the case's
  model_run run;
  std::string message;  // for a refusal: file:line, case, limit, what to do; empty when met
};

struct case_validation {
  std::string id;
  std::string hook;
  framework::source_location where;
  reference_report reference;         // a refused limit is one of its disagreements too
  std::optional<limit_check> limits;  // none: not checked (validate_options::run_model empty)
  double seconds = 0;                 // consulting the reference and running the model answer
};

struct file_validation {
  std::filesystem::path path;
  std::string problem;  // empty when the file did not load
  visibility vis = visibility::visible;
  // Set when the file is malformed; then `cases` is empty.
  std::optional<framework::source_location> error_where;
  std::string error;  // the full message, "file:line:col: field 'x': reason"
  std::vector<case_validation> cases;
};

struct validation_report {
  std::vector<file_validation> files;
  double seconds = 0;

  [[nodiscard]] std::size_t case_count() const;
  [[nodiscard]] std::size_t error_count() const;         // malformed files
  [[nodiscard]] std::size_t disagreement_count() const;  // cases the reference contradicts
  [[nodiscard]] bool ok() const { return error_count() == 0 && disagreement_count() == 0; }
};

// The suite files named by `paths`: a file as given (wherever it lives), a
// folder searched recursively for *.yaml / *.yml outside `boards/` folders.
// A file found in a folder that is not in a public/ or hidden/ folder is
// reported as an error by validate_files, since the grader would never load it.
struct validation_target {
  std::filesystem::path path;
  bool explicit_file = false;
};
[[nodiscard]] std::vector<validation_target> collect_validation_targets(
    const std::vector<std::filesystem::path>& paths);

// What a model answer's run on `tc` says of the case's limits, with the
// refusal's message naming the file, the line (of the case's own `limits:`,
// else of the case) and the limit.
[[nodiscard]] limit_check check_limits(const test_case& tc, const model_run& run);

[[nodiscard]] validation_report validate_files(const std::vector<validation_target>& targets,
                                               const validate_options& options = {});

// The report as the JSON `grader validate --format json` prints.
[[nodiscard]] nlohmann::json to_json(const validation_report& report);

}  // namespace grader
