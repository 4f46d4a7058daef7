#pragma once
// The CLI's shared pieces. One subcommand per file (<name>_command.cpp), each
// defining one `add_<name>_command` that declares its options (options.hpp) and
// returns the action main() runs when that subcommand is chosen. Failures
// travel as `exit_error`, which carries the process exit code.

#include "grader/cli/options.hpp"

#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace grader::cli {

// The exit codes every subcommand shares.
enum exit_code : int {
  graded = 0,           // the work was done (grades may still be low)
  below_min_score = 1,  // --min-score was given and a submission scored below it
  bad_input = 2,        // bad usage or bad input (case file, submission folder, problem name)
  judge_failure = 3,    // the grader itself failed on at least one case (judge_error)
};

class exit_error : public std::runtime_error {
 public:
  exit_error(exit_code code, const std::string& message) : std::runtime_error(message), code_(code) {}
  [[nodiscard]] exit_code code() const noexcept { return code_; }

 private:
  exit_code code_;
};

enum class output_format { human, json, junit, gradescope };

// "human", "json", ... as typed after --format.
[[nodiscard]] std::string_view to_string(output_format f) noexcept;
// The subcommand `command` does not print `f`: bad usage (exit 2).
[[nodiscard]] exit_error unsupported_format(const std::string& command, output_format f);

// Options every subcommand understands, declared once on the top-level app.
struct global_options {
  std::filesystem::path kit_root;   // the kit's source tree (testcases/, framework/, exercises/)
  std::filesystem::path cases_dir;  // default: <kit_root>/testcases
  output_format format = output_format::human;
  bool color = false;  // human output on a terminal
  // The command line as typed (argv), for hints that repeat it ("rerun the failures: ...").
  std::vector<std::string> command_line;
};

// Refuses (bad_input) a command that needs the references in a grader built
// without them (the student handout): "grader validate needs the reference ...".
void require_reference(const std::string& command);

// `word` as one shell word: as it is when it is plain, else in single quotes.
[[nodiscard]] std::string shell_quote(const std::string& word);

using action = std::function<int()>;

// A subcommand: declares its options on `app` and returns the action main()
// runs when it is chosen. Each <name>_command.cpp defines one,
// add_<name>_command.
using command_adder = action (*)(command_set& app, const global_options& global);

// The subcommands this grader has, in the order --help lists them: a table the
// build generates from the subcommands it compiles (grader/cli/CMakeLists.txt).
[[nodiscard]] const std::vector<command_adder>& grader_commands();

}  // namespace grader::cli
