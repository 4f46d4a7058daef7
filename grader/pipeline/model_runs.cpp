#include "grader/pipeline/model_runs.hpp"
#include "grader/core/file_text.hpp"

#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/run_case.hpp"

#include <fstream>
#include <sstream>

namespace grader::pipeline {

namespace fs = std::filesystem;

std::optional<problem_sources> model_answer_sources(const kit& k, const std::string& problem) {
  const auto model = k.root_of(problem) / "reference" / problem / "model_answer.cpp";
  std::error_code ec;
  if (!fs::exists(model, ec)) return std::nullopt;
  const auto text = read_file_text(model).value_or(std::string());
  problem_sources sources;
  sources.problem = problem;
  sources.present = true;
  sources.files.push_back({"model_answer.cpp", text});
  sources.hash = "sha256:" + sha256().field("trusted").field(text).hex();
  return sources;
}

model_answer_runs::model_answer_runs(kit k, fs::path cache_dir, sandbox_settings sandbox)
    : k_(std::move(k)), cache_dir_(std::move(cache_dir)), sandbox_(sandbox) {}

const model_answer_runs::built& model_answer_runs::runner_of(const problem_driver& driver) {
  const std::string problem(driver.name());
  if (const auto it = runners_.find(problem); it != runners_.end()) return it->second;
  built b;
  const auto sources = model_answer_sources(k_, problem);
  if (!sources) {
    b.failure =
        "this kit has no model answer of " + problem + " to run (model_answer.cpp in its reference folder)";
  } else {
    const compile_context cc{&k_, cache_dir_, sandbox_, work_.slot_dir(lease_.slot()), lease_.slot()};
    box_.stop();  // the compile's box ends by killing every process of the slot's uid
    const auto compiled = compile_runner(cc, *sources, driver);
    if (compiled.info.status == report::compile_status::ok) {
      b.runner = compiled.runner;
    } else {
      b.failure = "the model answer did not compile as a runner:\n" + trim_log(compiled.info.log, 12, 2048);
    }
  }
  return runners_.emplace(problem, std::move(b)).first->second;
}

model_run model_answer_runs::run(const test_case& tc) {
  model_run out;
  const problem_driver* driver = find_driver(tc.problem);
  if (driver == nullptr) {
    out.unavailable = "no driver for the problem '" + tc.problem + "'";
    return out;
  }
  const built& b = runner_of(*driver);
  if (b.runner.empty()) {
    out.unavailable = b.failure;
    return out;
  }
  run_context rc{sandbox_, work_.slot_dir(lease_.slot()), lease_.slot()};
  // The limits a team's run has: the model answer must fit them.
  rc.lower_limits = true;
  if (sandbox_.warm_boxes) rc.box = &box_;
  // run_runner and classify, as run_case does, to keep which limit the box
  // met: the CPU time read back can trail the CPU timer that fired.
  const auto outcome = run_runner(rc, b.runner, tc, *driver);
  // The fixed figures: validate asks whether the model answer meets the
  // case's limits, and they explain any honest search.
  static const search_cost fixed = uncalibrated_cost("validate does not calibrate");
  const auto result =
      classify(tc, *driver, outcome.run, outcome.channel, fixed, outcome.request_bytes, &outcome.limits);
  out.cpu_limit_hit = outcome.run.cpu_limit_hit;
  out.result = result.result;
  if (result.result != verdict::accepted) out.feedback = result.feedback;
  out.cpu_seconds = result.cpu_seconds;
  out.wall_seconds = result.wall_seconds;
  out.peak_memory_kb = result.peak_memory_kb;
  out.nodes = result.nodes;
  return out;
}

}  // namespace grader::pipeline
