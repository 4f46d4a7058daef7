#pragma once
// `grade --similarity`: the similarity step of `grader similarity`
// (similarity_command.cpp) on a class just graded.

#include "grader/cli/command.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace grader::cli {

// The similarity step on the graded class, into its --out. Its failures
// (sim_c++ missing) are printed, not thrown: the grades are written by then.
// Returns the step's exit code.
[[nodiscard]] int similarity_step(const global_options& global, const std::filesystem::path& class_dir,
                                  const std::filesystem::path& out, const std::vector<std::string>& problems);

}  // namespace grader::cli
