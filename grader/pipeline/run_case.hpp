#pragma once
// Running one test case: the runner request, the sandbox limits, and the
// classification of what came back into a verdict. `classify` is pure (a
// sandbox result and a case in, a case result out) so every row of the verdict
// table is tested without starting a process.

#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/report/report.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <optional>

namespace grader::pipeline {

// The node budget sent to the runner, so a runaway search stops early:
//   budget -> the budget; exact -> reference + 1 (one more than the model
//   answer is already wrong); record -> none.
[[nodiscard]] std::optional<std::uint64_t> request_budget(const test_case& tc);
[[nodiscard]] nlohmann::json make_request(const test_case& tc);
[[nodiscard]] sandbox::limits case_limits(const limits_spec& l);

// A case result with the case's identity filled in and nothing measured yet.
[[nodiscard]] report::case_result blank_result(const test_case& tc);
// The grader failed on this case: judge_error, not charged to the team.
[[nodiscard]] report::case_result judge_error_result(const test_case& tc, const std::string& what);
// The problem did not compile: every case shares its compile_error (or judge_error).
[[nodiscard]] report::case_result compile_failed_result(const test_case& tc,
                                                        const report::compile_info& compile);

// The verdict table (docs/grader.md). Never throws: a driver that throws while
// judging is the grader's bug, so that case becomes judge_error.
[[nodiscard]] report::case_result classify(const test_case& tc, const problem_driver& driver,
                                           const sandbox::run_result& run);

struct run_context {
  sandbox_settings sandbox;
  std::filesystem::path slot_dir;
  int slot = 0;
};

// Runs `runner` on one case in a fresh work dir; throws sandbox_error.
[[nodiscard]] sandbox::run_result run_runner(const run_context& ctx, const std::filesystem::path& runner,
                                             const test_case& tc);
// Whether the runner answered "bad_request" (the grader's fault, or a forgery).
[[nodiscard]] bool answered_bad_request(const sandbox::run_result& run);

// A "bad_request" answer is a judge error only if it is genuine. Student code
// runs in the runner's process and can write a forged one on fd 4 to turn its
// own failure into a judge error that is never charged; so the same request
// is replayed on a trusted runner (the kit's model answer). The check returns
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
