#pragma once
// Shared helpers of the grader tests: temporary folders, fabricated cases,
// submissions built from the kit's own model answer and skeleton, and running
// the built `grader` binary.

#include "grader/core/test_case.hpp"

#include <filesystem>
#include <string>

namespace grader::testing {

// A fresh folder under /tmp, removed with everything in it (RAII).
class temp_dir {
 public:
  temp_dir();
  ~temp_dir();
  temp_dir(const temp_dir&) = delete;
  temp_dir& operator=(const temp_dir&) = delete;
  [[nodiscard]] const std::filesystem::path& path() const noexcept { return path_; }

 private:
  std::filesystem::path path_;
};

void write_text(const std::filesystem::path& file, const std::string& text);
[[nodiscard]] std::string read_text(const std::filesystem::path& file);

// A case that needs no runner: identity, points and node expectations only.
[[nodiscard]] test_case fake_case(const std::string& name, double points = 1.0,
                                  visibility vis = visibility::visible);

// <dir>/exercises/peg_solitaire/<file> = the model answer (or the skeleton)
// and a team.yaml; returns dir.
std::filesystem::path make_model_submission(const std::filesystem::path& dir,
                                            const std::string& team_name = "Model");
std::filesystem::path make_skeleton_submission(const std::filesystem::path& dir);

// A cases folder with the kit's boards and the small public solve suite: a
// few cases that run in milliseconds each.
std::filesystem::path make_small_cases(const std::filesystem::path& dir);

// Compiled runners shared by every test process of this build (the cache is
// content-addressed and safe for concurrent use), so the model answer is
// compiled once per build, not once per test.
[[nodiscard]] std::filesystem::path shared_cache_dir();

// p in single quotes, for the shell command lines run_grader takes.
[[nodiscard]] std::string quoted(const std::filesystem::path& p);

struct command_result {
  int exit_code = -1;
  std::string out;
  std::string err;
};
// Runs the built grader with `args` (shell words) from `cwd`, with `input`
// on its stdin (a file, not a terminal).
[[nodiscard]] command_result run_grader(const std::string& args, const std::filesystem::path& cwd = "/",
                                        const std::string& input = "");
// Runs a whole shell command line (e.g. one the grader printed) the same way.
[[nodiscard]] command_result run_shell(const std::string& command_line,
                                       const std::filesystem::path& cwd = "/", const std::string& input = "");

}  // namespace grader::testing
