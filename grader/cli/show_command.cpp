// `grader show PROBLEM CASE`: prints a case's position(s) and plays the
// reference's answer board by board ("move 3: (1,3)->(1,1)" and the board).
// CASE is "suite/name", or "name" alone when only one suite has it.
//
// --submission DIR (play a team's own answer) needs the pipeline to compile
// and run the team's code on one case; until that is wired in here, the
// option is refused with exit code 2. The pipeline's entry point goes where
// `refuse_submission` is called: run the case, then pass the runner's
// "output" to driver->show() exactly as the reference's output is passed now.

#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"

#include <iostream>
#include <memory>

namespace grader::cli {

namespace {

struct show_options {
  std::string problem;
  std::string case_name;
  std::string submission;
  // The model answer's node count is not shown, so only the fast solver needs
  // to finish; a small cap keeps `show` quick on big boards.
  std::uint64_t node_cap = 2'000'000;
};

[[noreturn]] void refuse_submission() { throw exit_error(bad_input, "--submission: not supported yet"); }

std::string some_ids(const std::vector<suite_file>& suites) {
  std::string text;
  std::size_t listed = 0;
  for (const auto& s : suites) {
    for (const auto& tc : s.cases) {
      if (listed++ == 12) return text + ", ...";
      text += (text.empty() ? "" : ", ") + tc.id;
    }
  }
  return text;
}

}  // namespace

action add_show_command(CLI::App& app, const global_options& global) {
  auto opts = std::make_shared<show_options>();
  auto* cmd = app.add_subcommand("show", "Show a case and play the reference's answer board by board");
  cmd->add_option("problem", opts->problem, "The problem, e.g. peg_solitaire")->required();
  cmd->add_option("case", opts->case_name, "The case: suite/name, or name when it is unique")->required();
  cmd->add_option("--submission", opts->submission,
                  "Play this submission's answer instead (not supported yet)");
  cmd->add_option("--node-cap", opts->node_cap, "Stop the model answer after this many nodes")
      ->capture_default_str();

  return [opts, &global]() -> int {
    if (!opts->submission.empty()) refuse_submission();
    const problem_driver* driver = find_driver(opts->problem);
    if (driver == nullptr) throw exit_error(bad_input, "unknown problem '" + opts->problem + "'");
    const auto suites = load_suites(global.cases_dir, {opts->problem}, true);

    const test_case* tc = nullptr;
    try {
      tc = find_case(suites, opts->case_name);
    } catch (const std::invalid_argument& e) {
      throw exit_error(bad_input, e.what());
    }
    if (tc == nullptr) {
      throw exit_error(bad_input, "no case '" + opts->case_name + "' in " + opts->problem +
                                      " (cases: " + some_ids(suites) + ")");
    }

    const reference_report r = driver->consult_reference(*tc, opts->node_cap);
    std::optional<nlohmann::json> output;
    if (r.details.contains("output")) output = r.details["output"];
    const std::string text = driver->show(*tc, output);
    if (global.format == output_format::json) {
      std::cout << nlohmann::json{{"id", tc->id},
                                  {"hook", tc->hook},
                                  {"text", text},
                                  {"output", output ? *output : nlohmann::json(nullptr)},
                                  {"disagreements", r.disagreements}}
                       .dump(2)
                << '\n';
    } else {
      std::cout << text;
      for (const auto& d : r.disagreements)
        std::cout << "warning: the reference disagrees with this case: " << d << '\n';
    }
    return graded;
  };
}

}  // namespace grader::cli
