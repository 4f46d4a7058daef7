// `grader solve PROBLEM --case FILE [--name CASE]`: runs the reference on the
// search cases of a case file (the hooks the problem declares as searches:
// solve, count_solutions...) and prints what it finds (the answer, the
// solution move by move, node counts and time). Instructors use it to write
// cases: `expect` and `nodes` come from here. When the reference disagrees
// with a case's expectations the run exits with 2 (bad input), as `grader
// validate` does, so a script or CI step cannot miss a wrong case.

#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

namespace grader::cli {

namespace {

struct solve_options {
  std::string problem;
  std::string case_file;
  std::string name;
  std::uint64_t node_cap = 50'000'000;
  bool json = false;
};

// FILE as given, else relative to the problem's case folders, so
// `grader solve peg_solitaire --case solve_lecture.yaml` works from anywhere.
std::filesystem::path find_case_file(const std::string& file, const std::string& problem,
                                     const std::filesystem::path& cases_dir) {
  const std::filesystem::path given(file);
  if (std::filesystem::is_regular_file(given)) return given;
  for (const auto* folder : {"", "public", "hidden"}) {
    const auto candidate = cases_dir / problem / folder / given;
    if (std::filesystem::is_regular_file(candidate)) return candidate;
  }
  throw exit_error(bad_input, "no case file " + file + " (looked here and in " +
                                  (cases_dir / problem).string() + "/, public/ and hidden/)");
}

std::string seconds_text(double s) {
  std::ostringstream text;
  if (s < 1) {
    text << std::fixed << std::setprecision(s < 0.01 ? 2 : 1) << s * 1000 << " ms";
  } else {
    text << std::fixed << std::setprecision(2) << s << " s";
  }
  return text.str();
}

void print_human(const problem_driver& driver, const test_case& tc, const reference_report& r) {
  std::cout << tc.id << " (line " << tc.where.line << ", " << tc.hook << ")";
  if (!tc.description.empty()) std::cout << ": " << tc.description;
  std::cout << '\n';
  for (const auto& line : r.findings) std::cout << "  " << line << '\n';
  for (const auto& run : r.runs) {
    std::cout << "  " << run.who << ": ";
    if (run.nodes) {
      std::cout << *run.nodes << " nodes, " << seconds_text(run.seconds);
    } else {
      std::cout << "did not finish within " << run.cap << " nodes (" << seconds_text(run.seconds) << ")";
    }
    if (!run.note.empty()) std::cout << ", " << run.note;
    std::cout << '\n';
  }
  const hook_info* hook = driver.find_hook(tc.hook);
  if (r.model_nodes && hook != nullptr && hook->best_first) {
    std::cout << "  for the case: nodes: { mode: budget, budget: N }, N at least the model answer's "
              << *r.model_nodes << " (a best-first search's count depends on how it breaks ties)\n";
  } else if (r.model_nodes) {
    // Every reading whose count is not one already given.
    std::cout << "  for the case: nodes: { mode: exact";
    std::vector<std::uint64_t> given;
    for (const reading how : all_readings) {
      const auto& n = r.nodes_of(how);
      if (!n || (how != reading::front_to_back && std::find(given.begin(), given.end(), *n) != given.end()))
        continue;
      std::cout << ", " << field_of(how) << ": " << *n;
      given.push_back(*n);
    }
    std::cout << " }\n";
  } else {
    std::cout << "  the model answer did not finish: raise --node-cap, or use nodes: record or a budget\n";
  }
  if (r.disagreements.empty()) {
    std::cout << "  the case's expectations agree\n";
  } else {
    for (const auto& x : r.disagreements) std::cout << "  DISAGREES: " << x << '\n';
  }
}

}  // namespace

action add_solve_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<solve_options>();
  auto* cmd = &app.add("solve", "Run the reference on a case file's search cases (to write cases)");
  cmd->option("problem", opts->problem, "The problem, e.g. peg_solitaire").required();
  cmd->option("--case", opts->case_file, "The case file").required();
  cmd->option("--name", opts->name, "Only this case (default: every search case in the file)");
  cmd->option("--node-cap", opts->node_cap, "Stop the model answer after this many nodes").show_default();
  cmd->flag("--json", opts->json, "JSON output (same as --format json)");

  return [opts, &global]() -> int {
    require_reference("grader solve");
    const problem_driver* driver = find_driver(opts->problem);
    if (driver == nullptr) {
      throw exit_error(bad_input,
                       "unknown problem '" + opts->problem + "' (known problems: " + known_problems() + ")");
    }
    const auto path = find_case_file(opts->case_file, opts->problem, global.cases_dir);
    const suite_file suite = load_suite_file(path, visibility_of(path));
    if (suite.problem != opts->problem) {
      throw exit_error(bad_input, path.string() + " is a " + suite.problem + " file, not " + opts->problem);
    }

    std::vector<const test_case*> chosen;
    for (const auto& tc : suite.cases) {
      if (!opts->name.empty() && tc.name != opts->name) continue;
      if (!opts->name.empty() && !driver->is_search(tc.hook)) {
        throw exit_error(bad_input, "the case " + tc.id + " tests " + tc.hook +
                                        ", which is not a search; grader solve runs search cases");
      }
      if (driver->is_search(tc.hook)) chosen.push_back(&tc);
    }
    if (chosen.empty()) {
      throw exit_error(bad_input, opts->name.empty() ? path.string() + " has no search cases"
                                                     : "no case '" + opts->name + "' in " + path.string());
    }

    const bool json = opts->json || global.format == output_format::json;
    nlohmann::json all = nlohmann::json::array();
    std::vector<std::string> disagreeing;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      const test_case& tc = *chosen[i];
      const reference_report r = driver->consult_reference(tc, opts->node_cap);
      if (!r.disagreements.empty()) disagreeing.push_back(tc.id);
      if (json) {
        auto entry = to_json(r);
        entry["id"] = tc.id;
        entry["line"] = tc.where.line;
        all.push_back(std::move(entry));
      } else {
        if (i > 0) std::cout << '\n';
        print_human(*driver, tc, r);
        std::cout.flush();  // one case at a time: a slow model answer shows progress
      }
    }
    if (json) std::cout << all.dump(2) << '\n';
    if (!disagreeing.empty()) {
      std::cout.flush();
      std::string ids;
      for (const auto& id : disagreeing) ids += (ids.empty() ? "" : ", ") + id;
      throw exit_error(bad_input, "the reference disagrees with " + std::to_string(disagreeing.size()) +
                                      (disagreeing.size() == 1 ? " case: " : " cases: ") + ids);
    }
    return graded;
  };
}

}  // namespace grader::cli
