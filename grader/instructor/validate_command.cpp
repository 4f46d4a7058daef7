// `grader validate [PATH...]`: checks that case files are well formed, that
// the reference (rules, fast solver, model answer) agrees with every
// expectation in them, and that the model answer, run as a team's runner,
// meets every case's own limits. Instructors run it after every edit of a
// case file.

#include "grader/cases/validate.hpp"
#include "grader/cli/command.hpp"
#include "grader/cli/run_options.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/model_runs.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/report/number_text.hpp"

#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

namespace grader::cli {

namespace {

struct validate_options_cli {
  std::vector<std::string> paths;
  std::uint64_t node_cap = validate_options{}.node_cap;
  run_options box;  // how the model answer's runner is built and boxed
  bool verbose = false;
};

// Paths under the case folder are shown relative to it: shorter, and the
// same on every machine.
std::string shown_path(const std::filesystem::path& path, const std::filesystem::path& cases_dir) {
  std::error_code ec;
  const auto relative = std::filesystem::relative(path, cases_dir, ec);
  if (ec || relative.empty() || relative.native().starts_with("..")) return path.string();
  return relative.string();
}

std::string milliseconds(double seconds) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(seconds < 0.01 ? 2 : 0) << seconds * 1000 << " ms";
  return text.str();
}

// "as a runner 0.41 s CPU of 2 s, 123,456 nodes": how close the model answer,
// run as grading runs it, comes to the case's limit.
std::string limits_summary(const limit_check& check) {
  std::string text = "as a runner " + report::fixed(check.run.cpu_seconds, 2) + " s CPU of " +
                     report::general(check.limits.cpu_seconds) + " s";
  if (check.run.nodes) text += ", " + feedback::thousands(*check.run.nodes) + " nodes";
  return text;
}

// One line of what the reference said, for --verbose: what an instructor
// copies into a case (the node counts) and what it cost.
std::string reference_summary(const case_validation& c) {
  std::string text;
  for (const auto& run : c.reference.runs) {
    if (!text.empty()) text += "; ";
    text += run.who + " " +
            (run.nodes ? std::to_string(*run.nodes) + " nodes" : "stopped at " + std::to_string(run.cap));
  }
  for (const auto& f : c.reference.findings) {
    if (f.find('\n') == std::string::npos) text += "; " + f;
  }
  if (c.limits && c.limits->outcome == limit_outcome::met) text += "; " + limits_summary(*c.limits);
  return text + " (" + milliseconds(c.seconds) + ")";
}

void print_human(const validation_report& report, const std::filesystem::path& cases_dir, bool verbose) {
  for (const auto& f : report.files) {
    const std::string path = shown_path(f.path, cases_dir);
    if (f.error_where) {
      std::cout << path << ": MALFORMED\n  " << f.error << '\n';
      continue;
    }
    std::size_t disagreeing = 0;
    for (const auto& c : f.cases) disagreeing += c.reference.disagreements.empty() ? 0U : 1U;
    std::cout << path << ": " << f.cases.size() << (f.cases.size() == 1 ? " case" : " cases")
              << (disagreeing == 0 ? ", all agree" : ", " + std::to_string(disagreeing) + " disagree")
              << '\n';
    for (const auto& c : f.cases) {
      if (c.reference.disagreements.empty() && !verbose) continue;
      std::cout << "  " << c.id << " (line " << c.where.line << ", " << c.hook
                << "): " << (c.reference.disagreements.empty() ? "agrees" : "DISAGREES");
      if (verbose) std::cout << "; " << reference_summary(c);
      std::cout << '\n';
      for (const auto& d : c.reference.disagreements) std::cout << "    - " << d << '\n';
    }
  }
}

std::string summary_line(const validation_report& report) {
  std::string text = std::to_string(report.files.size()) +
                     (report.files.size() == 1 ? " file, " : " files, ") +
                     std::to_string(report.case_count()) + (report.case_count() == 1 ? " case" : " cases");
  if (report.ok()) return text + ": all agree with the reference";
  std::vector<std::string> problems;
  if (report.error_count() > 0) {
    problems.push_back(std::to_string(report.error_count()) +
                       (report.error_count() == 1 ? " malformed file" : " malformed files"));
  }
  if (report.disagreement_count() > 0) {
    problems.push_back(std::to_string(report.disagreement_count()) +
                       (report.disagreement_count() == 1 ? " case disagrees" : " cases disagree") +
                       " with the reference");
  }
  text += ": ";
  for (std::size_t i = 0; i < problems.size(); ++i) text += (i > 0 ? ", " : "") + problems[i];
  return text;
}

}  // namespace

action add_validate_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<validate_options_cli>();
  auto* cmd =
      &app.add("validate",
               "Check case files: well formed, the reference agrees with every expectation, and the model "
               "answer meets every case's limits as a runner");
  cmd->option("paths", opts->paths, "Case files or folders, or problems (default: the whole case folder)");
  cmd->option("--node-cap", opts->node_cap,
              "Stop the in-process model answer after this many nodes per case (node references need it "
              "to finish); it bounds validate's time only: the case's limits are checked by running the "
              "model answer as a team's runner, whatever the cap")
      .show_default();
  cmd->flag("--verbose,-v", opts->verbose,
            "List every case with the reference's node counts, the model answer's CPU time as a runner, and "
            "time");
  add_box_options(*cmd, opts->box);

  return [opts, &global]() -> int {
    require_reference("grader validate");
    std::vector<std::filesystem::path> paths(opts->paths.begin(), opts->paths.end());
    if (paths.empty()) paths.push_back(global.cases_dir);
    for (auto& p : paths) {
      // `grader validate sudoku`: a problem's name stands for its case folder.
      if (!std::filesystem::exists(p) && find_driver(p.string()) != nullptr) p = global.cases_dir / p;
      if (!std::filesystem::exists(p)) throw exit_error(bad_input, "no such file or folder: " + p.string());
    }
    const auto targets = collect_validation_targets(paths);
    if (targets.empty()) throw exit_error(bad_input, "no case files (*.yaml) found");

    // The model answer runs as a team's runner would, in the sandbox under
    // each case's own limits: only that tells whether a case can be met.
    const auto [threshold, sandbox] = resolve(opts->box);
    pipeline::kit k = pipeline::configured_kit(global.kit_root);
    auto cache = cache_dir(opts->box, k);
    pipeline::model_answer_runs runs(std::move(k), std::move(cache), sandbox);
    validate_options options{opts->node_cap, [&runs](const test_case& tc) { return runs.run(tc); }};
    const validation_report report = validate_files(targets, options);
    if (global.format == output_format::json) {
      std::cout << to_json(report).dump(2) << '\n';
    } else {
      print_human(report, global.cases_dir, opts->verbose);
      std::cout << summary_line(report) << " (" << milliseconds(report.seconds) << ")\n";
    }
    if (!report.ok()) throw exit_error(bad_input, summary_line(report));
    return graded;
  };
}

}  // namespace grader::cli
