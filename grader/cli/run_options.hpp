#pragma once
// The options `grader test` and `grader grade` share (the threshold, the
// compile cache and the sandbox), declared and checked once.

#include "grader/cli/command.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/session.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace grader::cli {

struct run_options {
  std::string min_score;
  std::string cache_dir;
  std::string sandbox = "auto";
  bool no_cache = false;
  bool declared_limits = false;
  bool box_per_case = false;
};

void add_run_options(command_spec& cmd, run_options& opts, const std::string& min_score_help);
// The compile cache and the sandbox alone (`grader play` runs a team's code but scores nothing).
void add_box_options(command_spec& cmd, run_options& opts);

// The options checked and resolved; a bad value is exit_error(bad_input).
struct resolved_run_options {
  std::optional<pipeline::min_score> threshold;
  pipeline::sandbox_settings sandbox;
};
[[nodiscard]] resolved_run_options resolve(const run_options& opts);

// Where compiled runners are cached; empty with --no-cache.
[[nodiscard]] std::filesystem::path cache_dir(const run_options& opts, const pipeline::kit& k);

// pipeline::settle_uid_level for the --sandbox given, once the kit, the
// cache and the cases are known; a refusal is exit_error(bad_input).
void settle_uid_level(pipeline::sandbox_settings& sandbox, const run_options& opts, const pipeline::kit& k,
                      const std::filesystem::path& cache, const std::filesystem::path& cases_dir);

// What `grader test` and `grader grade` grade with: the kit, the sandbox
// settled for its uid level, the compile cache (the lecture's profiles kept
// beside it) and the limits chosen. `work` and `cancel` must outlive it.
[[nodiscard]] pipeline::grading_context grading_context_for(const run_options& opts, pipeline::kit k,
                                                            const pipeline::sandbox_settings& sandbox,
                                                            const pipeline::work_area& work,
                                                            const std::atomic<bool>& cancel,
                                                            const std::filesystem::path& cases_dir);

}  // namespace grader::cli
