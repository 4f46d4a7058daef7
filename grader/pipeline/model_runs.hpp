#pragma once
// `grader validate`'s runs of the kit's model answer as a team's runner:
// compiled from the instructor's model answer with the students' flags and
// runner archive, run in the sandbox under each case's own limits with its
// trace replayed, judged by the verdict table. A case the model answer cannot
// meet that way is one no team can meet, whatever the reference's in-process
// timing or node cap say.

#include "grader/cases/validate.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/pipeline/work_area.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace grader::pipeline {

// The kit's model answer of `problem` as a submission's sources (the trusted
// runner of grading and validate's runs share it, and so the compile cache);
// none when the kit has no model answers (a student handout).
[[nodiscard]] std::optional<problem_sources> model_answer_sources(const kit& k, const std::string& problem);

class model_answer_runs {
 public:
  // `cache_dir` empty: compile every problem afresh.
  model_answer_runs(kit k, std::filesystem::path cache_dir, sandbox_settings sandbox);

  // The model answer's run on `tc`; its problem's runner is compiled on first use.
  [[nodiscard]] model_run run(const test_case& tc);

 private:
  // A problem's compiled runner, or why there is none.
  struct built {
    std::filesystem::path runner;
    std::string failure;
  };
  const built& runner_of(const problem_driver& driver);

  kit k_;
  std::filesystem::path cache_dir_;
  sandbox_settings sandbox_;
  work_area work_;
  slot_lease lease_{0};
  std::map<std::string, built, std::less<>> runners_;
  // Declared last: destroyed first, before the work area it binds.
  sandbox::warm_box box_;
};

}  // namespace grader::pipeline
