// `grader solve PROBLEM --case FILE [--name CASE]`: runs the reference on the
// solve cases of a case file and prints what it finds (solvable or not, the
// solution move by move, node counts and time). Instructors use it to write
// cases: `expect` and `nodes.reference` come from here.

#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"

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

std::string seconds_text(const nlohmann::json& seconds) {
  if (!seconds.is_number()) return "?";
  std::ostringstream text;
  const double s = seconds.get<double>();
  if (s < 1) {
    text << std::fixed << std::setprecision(s < 0.01 ? 2 : 1) << s * 1000 << " ms";
  } else {
    text << std::fixed << std::setprecision(2) << s << " s";
  }
  return text.str();
}

// The reference's details use the keys documented for drivers in
// docs/testcases.md ("solvable", "reason", "solution", "fast", "model").
void print_human(const test_case& tc, const reference_report& r) {
  const auto& d = r.details;
  std::cout << tc.id << " (line " << tc.where.line << ")";
  if (!tc.description.empty()) std::cout << ": " << tc.description;
  std::cout << '\n';
  if (d.contains("solvable") && !d["solvable"].is_null()) {
    std::cout << "  " << (d["solvable"].get<bool>() ? "solvable" : "NO SOLUTION");
  } else {
    std::cout << "  undecided";
  }
  if (d.contains("reason") && d["reason"].is_string() && !d["reason"].get<std::string>().empty()) {
    std::cout << " (" << d["reason"].get<std::string>() << ")";
  }
  std::cout << '\n';
  if (d.contains("solution") && d["solution"].is_array()) {
    std::cout << "  solution, " << d["solution"].size()
              << (d["solution"].size() == 1 ? " move:\n" : " moves:\n");
    for (const auto& m : d["solution"]) std::cout << "    " << m.get<std::string>() << '\n';
  }
  if (d.contains("fast") && d["fast"].is_object()) {
    const auto& f = d["fast"];
    std::cout << "  fast solver: " << f.value("nodes", nlohmann::json(0)).dump() << " nodes, "
              << seconds_text(f.value("seconds", nlohmann::json(nullptr)));
    if (f.contains("memo_entries")) std::cout << ", " << f["memo_entries"].dump() << " positions remembered";
    std::cout << '\n';
  }
  if (d.contains("model") && d["model"].is_object()) {
    const auto& m = d["model"];
    if (r.model_nodes) {
      std::cout << "  model answer: " << *r.model_nodes << " nodes in canonical order, "
                << seconds_text(m.value("seconds", nlohmann::json(nullptr)))
                << "  (for the case: nodes: { mode: exact, reference: " << *r.model_nodes << " })\n";
    } else {
      std::cout << "  model answer: did not finish within " << m.value("node_cap", nlohmann::json(0)).dump()
                << " nodes (" << seconds_text(m.value("seconds", nlohmann::json(nullptr)))
                << "); raise --node-cap, or use nodes: record or a budget\n";
    }
  }
  if (r.disagreements.empty()) {
    std::cout << "  the case's expectations agree\n";
  } else {
    for (const auto& x : r.disagreements) std::cout << "  DISAGREES: " << x << '\n';
  }
}

}  // namespace

action add_solve_command(CLI::App& app, const global_options& global) {
  auto opts = std::make_shared<solve_options>();
  auto* cmd = app.add_subcommand("solve", "Run the reference on a case file's solve cases (to write cases)");
  cmd->add_option("problem", opts->problem, "The problem, e.g. peg_solitaire")->required();
  cmd->add_option("--case", opts->case_file, "The case file")->required();
  cmd->add_option("--name", opts->name, "Only this case (default: every solve case in the file)");
  cmd->add_option("--node-cap", opts->node_cap, "Stop the model answer after this many nodes")
      ->capture_default_str();
  cmd->add_flag("--json", opts->json, "JSON output (same as --format json)");

  return [opts, &global]() -> int {
    const problem_driver* driver = find_driver(opts->problem);
    if (driver == nullptr) {
      std::string known;
      for (const auto* d : all_drivers()) known += (known.empty() ? "" : ", ") + std::string(d->name());
      throw exit_error(bad_input, "unknown problem '" + opts->problem + "' (known problems: " + known + ")");
    }
    const auto path = find_case_file(opts->case_file, opts->problem, global.cases_dir);
    const suite_file suite = load_suite_file(path, visibility_of(path));
    if (suite.problem != opts->problem) {
      throw exit_error(bad_input, path.string() + " is a " + suite.problem + " file, not " + opts->problem);
    }

    std::vector<const test_case*> chosen;
    for (const auto& tc : suite.cases) {
      if (!opts->name.empty() && tc.name != opts->name) continue;
      if (!opts->name.empty() && tc.hook != "solve") {
        throw exit_error(bad_input,
                         "the case " + tc.id + " tests " + tc.hook + "; grader solve runs solve cases");
      }
      if (tc.hook == "solve") chosen.push_back(&tc);
    }
    if (chosen.empty()) {
      throw exit_error(bad_input, opts->name.empty() ? path.string() + " has no solve cases"
                                                     : "no case '" + opts->name + "' in " + path.string());
    }

    const bool json = opts->json || global.format == output_format::json;
    nlohmann::json all = nlohmann::json::array();
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      const test_case& tc = *chosen[i];
      const reference_report r = driver->consult_reference(tc, opts->node_cap);
      if (json) {
        all.push_back(
            {{"id", tc.id},
             {"line", tc.where.line},
             {"details", r.details},
             {"model_nodes", r.model_nodes ? nlohmann::json(*r.model_nodes) : nlohmann::json(nullptr)},
             {"disagreements", r.disagreements}});
      } else {
        if (i > 0) std::cout << '\n';
        print_human(tc, r);
        std::cout.flush();  // one case at a time: a slow model answer shows progress
      }
    }
    if (json) std::cout << all.dump(2) << '\n';
    return graded;
  };
}

}  // namespace grader::cli
