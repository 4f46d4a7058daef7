// The `grader` executable: global options, one subcommand per *_command.cpp,
// and the mapping of every way a run can end to the documented exit codes.
// Whatever happens, the grader reports and exits; it never crashes on a
// student's or an instructor's mistake.

#include "framework/core/errors.hpp"
#include "grader/cli/command.hpp"
#include "grader/pipeline/kit.hpp"

#include <unistd.h>
#include <cstdlib>
#include <iostream>
#include <map>

namespace {

using namespace grader::cli;

bool color_wanted(const std::string& choice) {
  if (choice == "always") return true;
  if (choice == "never") return false;
  // https://no-color.org: present and non-empty disables colour.
  const char* no_color = std::getenv("NO_COLOR");
  return ::isatty(STDOUT_FILENO) == 1 && (no_color == nullptr || *no_color == '\0');
}

int run(int argc, char** argv) {
  const auto kit = grader::pipeline::configured_kit();
  command_set app{"grader", "Compiles, runs, verifies and scores backtracking submissions.",
                  "grader " + kit.grader_version};
  global_options global;
  std::string kit_root = kit.root.string();
  std::string cases_dir;
  std::string format = "human";
  std::string color = "auto";
  auto& program = app.program();
  program.option("--kit-root", kit_root, "The kit's source tree (framework/, testcases/, exercises/)")
      .show_default();
  program.option("--cases", cases_dir, "The test case folder (default: <kit-root>/testcases)");
  program
      .option("--format", format,
              "Output: human, json, junit (test, grade) or gradescope (test, grade of one team)")
      .one_of({"human", "json", "junit", "gradescope"})
      .show_default();
  program
      .option("--color", color, "Colours in human output: auto (a terminal, NO_COLOR unset), always or never")
      .one_of({"auto", "always", "never"})
      .show_default();

  std::map<std::string, action> actions;
  for (const auto add : grader_commands()) {
    action run = add(app, global);
    actions[app.commands().back().name()] = std::move(run);
  }

  const auto parsed = app.parse(argc, argv);
  if (parsed.exit_now) return *parsed.exit_now == 0 ? graded : bad_input;

  global.command_line.assign(argv, argv + argc);
  global.kit_root = std::filesystem::absolute(kit_root);
  global.cases_dir = cases_dir.empty() ? global.kit_root / "testcases" : std::filesystem::absolute(cases_dir);
  for (const auto f :
       {output_format::human, output_format::json, output_format::junit, output_format::gradescope}) {
    if (to_string(f) == format) global.format = f;
  }
  global.color = global.format == output_format::human && color_wanted(color);

  const std::string& name = parsed.command;
  // JUnit and Gradescope describe graded cases: only the grading commands have them.
  const bool grading = name == "test" || name == "grade";
  if ((global.format == output_format::junit || global.format == output_format::gradescope) && !grading)
    throw unsupported_format(name, global.format);
  return actions.at(name)();
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const exit_error& e) {
    std::cerr << "grader: " << e.what() << '\n';
    return e.code();
  } catch (const framework::input_error& e) {
    std::cerr << "grader: error: " << e.what() << '\n';
    return bad_input;
  } catch (const std::exception& e) {
    std::cerr << "grader: judge error: " << e.what() << '\n';
    return judge_failure;
  } catch (...) {
    std::cerr << "grader: judge error: unknown exception\n";
    return judge_failure;
  }
}
