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

// Registers one subcommand and remembers which action belongs to it.
template <typename Add>
void add(CLI::App& app, std::map<std::string, action>& actions, const global_options& global,
         Add add_command) {
  action run = add_command(app, global);
  const auto all = app.get_subcommands([](const CLI::App*) { return true; });
  actions[all.back()->get_name()] = std::move(run);
}

bool color_wanted(const std::string& choice) {
  if (choice == "always") return true;
  if (choice == "never") return false;
  // https://no-color.org: present and non-empty disables colour.
  const char* no_color = std::getenv("NO_COLOR");
  return ::isatty(STDOUT_FILENO) == 1 && (no_color == nullptr || *no_color == '\0');
}

int run(int argc, char** argv) {
  CLI::App app{"Compiles, runs, verifies and scores backtracking submissions.", "grader"};
  app.require_subcommand(1);
  // Global options may also follow the subcommand: `grader test --format json`.
  app.fallthrough();
  app.set_version_flag("--version", "grader " + grader::pipeline::configured_kit().grader_version);

  const auto kit = grader::pipeline::configured_kit();
  global_options global;
  std::string kit_root = kit.root.string();
  std::string cases_dir;
  std::string format = "human";
  std::string color = "auto";
  app.add_option("--kit-root", kit_root, "The kit's source tree (framework/, testcases/, exercises/)")
      ->capture_default_str();
  app.add_option("--cases", cases_dir, "The test case folder (default: <kit-root>/testcases)");
  app.add_option("--format", format,
                 "Output: human, json, junit (test, grade) or gradescope (test, grade of one team)")
      ->check(CLI::IsMember({"human", "json", "junit", "gradescope"}))
      ->capture_default_str();
  app.add_option("--color", color,
                 "Colours in human output: auto (a terminal, NO_COLOR unset), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();

  std::map<std::string, action> actions;
  add(app, actions, global, add_test_command);
  add(app, actions, global, add_grade_command);
  add(app, actions, global, add_validate_command);
  add(app, actions, global, add_solve_command);
  add(app, actions, global, add_show_command);
  add(app, actions, global, add_generate_command);
  add(app, actions, global, add_play_command);
  add(app, actions, global, add_handout_command);
  add(app, actions, global, add_merge_command);
  add(app, actions, global, add_export_command);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);  // prints help, version or the parse error
    return code == 0 ? graded : bad_input;
  }

  global.command_line.assign(argv, argv + argc);
  global.kit_root = std::filesystem::absolute(kit_root);
  global.cases_dir = cases_dir.empty() ? global.kit_root / "testcases" : std::filesystem::absolute(cases_dir);
  for (const auto f :
       {output_format::human, output_format::json, output_format::junit, output_format::gradescope}) {
    if (to_string(f) == format) global.format = f;
  }
  global.color = global.format == output_format::human && color_wanted(color);

  const auto chosen = app.get_subcommands();
  const std::string name = chosen.front()->get_name();
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
