// `grader test [PROBLEM...]`: a student grades one submission (by default the
// working copy) on the public cases, with a readable result per case and the
// score at the end. Same pipeline as `grader grade`, so what passes here passes
// there on the same cases.

#include "grader/cases/case_selection.hpp"
#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"
#include "grader/cli/run_options.hpp"
#include "grader/core/problem_registry.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/hand_in.hpp"
#include "grader/pipeline/plausibility.hpp"
#include "grader/pipeline/run_case.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/report/atomic_file.hpp"
#include "grader/report/gradescope.hpp"
#include "grader/report/human.hpp"
#include "grader/report/junit.hpp"

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

namespace grader::cli {

namespace {

struct test_options {
  std::vector<std::string> problems;
  std::vector<std::string> cases;  // --case: ids or shell patterns
  std::string submission;
  std::string report_file;
  std::string junit_file;
  run_options run;
  bool verbose = false;
  bool fast = false;  // only the cases an honest search finishes within kQuickSeconds
};

// A case is quick when an honest search of the team's language is expected
// to answer it within this much CPU (its nodes at the calibrated cost).
constexpr double kQuickSeconds = 1.0;
// A run under this much CPU is not worth a line about where its time went.
constexpr double kWorthTelling = 5.0;
constexpr std::size_t kSlowNamed = 3;

// The chosen cases split by their expected cost in the team's language of
// each problem: `quick` to grade now, `slow` (with their estimates) left
// for later. A search the case does not bound has no estimate: slow.
struct cost_split {
  std::vector<suite_file> quick;
  std::vector<std::pair<std::string, double>> slow;  // case id -> seconds (0: unknown)
};

cost_split split_by_cost(const std::vector<suite_file>& chosen, const pipeline::submission& s,
                         const pipeline::kit& k, const pipeline::search_cost& cost) {
  cost_split out;
  for (const auto& suite : chosen) {
    const problem_driver* driver = find_driver(suite.problem);
    const auto& language = pipeline::language_of(pipeline::handed_in(k, s.sources_of(suite.problem)));
    const auto language_cost = pipeline::in_language(cost, language);
    suite_file kept = suite;
    kept.cases.clear();
    for (const auto& tc : suite.cases) {
      const bool search = driver != nullptr && driver->is_search(tc.hook);
      const auto nodes = tc.nodes.mode == node_mode::budget && tc.nodes.reference
                             ? tc.nodes.reference
                             : pipeline::request_budget(tc);
      const double seconds = pipeline::expected_seconds(language_cost, nodes.value_or(0));
      if ((search && !nodes) || seconds > kQuickSeconds) {
        out.slow.emplace_back(tc.id, search && !nodes ? 0.0 : seconds);
      } else {
        kept.cases.push_back(tc);
      }
    }
    if (!kept.cases.empty()) out.quick.push_back(std::move(kept));
  }
  return out;
}

// Prints each problem's compile result and each case as soon as it is known:
// a student waiting on a slow search sees progress, not a silent terminal.
class streaming_printer final : public pipeline::team_observer {
 public:
  explicit streaming_printer(report::human_style style) : style_(style) {}

  void problem_compiled(const report::problem_result& p) override {
    if (!first_) std::cout << '\n';
    first_ = false;
    report::print_problem_header(std::cout, p, style_);
    compiled_ = p.compile.status == report::compile_status::ok;
    if (!compiled_ && !style_.verbose) {
      std::cout << "  every case of " << p.problem << " gets "
                << report::styled_verdict(
                       p.compile.status == report::compile_status::judge_error ? verdict::judge_error
                       : p.compile.status == report::compile_status::missing   ? verdict::not_implemented
                                                                               : verdict::compile_error,
                       style_)
                << '\n';
    }
    std::cout.flush();
  }

  void case_done(const report::problem_result&, const report::case_result& c) override {
    // A failed compile gives every case the same verdict: said once above.
    if (!compiled_ && !style_.verbose) return;
    report::print_case(std::cout, c, report::audience::student, style_);
    std::cout.flush();
  }

 private:
  report::human_style style_;
  bool first_ = true;
  bool compiled_ = true;
};

// The command as typed, without its --case options, then one --case per
// pattern: copied into a shell, it grades exactly the cases the patterns
// select, with every other option as it was.
std::string rerun_command(const std::vector<std::string>& command_line,
                          const std::vector<std::string>& patterns) {
  std::string text;
  for (std::size_t i = 0; i < command_line.size(); ++i) {
    const std::string& word = command_line[i];
    if (i > 0 && word == "--fast") continue;  // the cases named are graded, quick or not
    if (i > 0 && word == "--case") {
      ++i;  // and its value
      continue;
    }
    if (i > 0 && word.starts_with("--case=")) continue;
    text += (text.empty() ? "" : " ") + shell_quote(word);
  }
  // Always quoted: a pattern's `*` must reach the grader, not the shell.
  for (const auto& p : patterns) text += " --case '" + p + "'";
  return text;
}

// Where the time went: with --fast, the cases left out and the command that
// grades them; otherwise, on a run long enough to wait for, its slowest cases.
void print_time_spent(const report::team_report& r, const cost_split& split, bool fast,
                      const std::vector<std::string>& command_line, const std::vector<suite_file>& suites) {
  const auto seconds = [](double x) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(x < 10 ? 1 : 0) << x << " s";
    return out.str();
  };
  if (fast) {
    if (split.slow.empty()) return;
    std::set<std::string> ids;
    std::string named;
    for (std::size_t i = 0; i < split.slow.size(); ++i) {
      ids.insert(split.slow[i].first);
      if (i < kSlowNamed)
        named += (i == 0 ? "" : ", ") + split.slow[i].first + " (" +
                 (split.slow[i].second > 0 ? "about " + seconds(split.slow[i].second) : "no node bound") +
                 ")";
    }
    if (split.slow.size() > kSlowNamed) named += ", ...";
    std::cout << "--fast left out " << split.slow.size() << " slower case"
              << (split.slow.size() == 1 ? "" : "s") << " (" << named
              << "); grade them: " << rerun_command(command_line, patterns_for(suites, ids)) << '\n';
    return;
  }
  std::vector<const report::case_result*> cases;
  double total = 0;
  for (const auto& p : r.problems) {
    for (const auto& c : p.cases) {
      cases.push_back(&c);
      total += c.cpu_seconds;
    }
  }
  if (total < kWorthTelling) return;
  std::sort(cases.begin(), cases.end(),
            [](const auto* a, const auto* b) { return a->cpu_seconds > b->cpu_seconds; });
  std::string slowest;
  for (std::size_t i = 0; i < std::min(kSlowNamed, cases.size()); ++i)
    slowest += (i == 0 ? "" : ", ") + cases[i]->id + " " + seconds(cases[i]->cpu_seconds);
  std::cout << "time: " << seconds(total) << " of CPU in all; the slowest cases: " << slowest
            << " (--fast grades only the quick ones)\n";
}

// After the score, on a terminal: the failures to rerun and the time spent.
void print_what_next(const global_options& global, const test_options& opts, const report::team_report& r,
                     const std::vector<suite_file>& suites, const cost_split& split) {
  // A failed case that carries no points (an extension beyond the
  // lecture) costs nothing: it is offered apart, so a full score is
  // never followed by "rerun the failures".
  std::set<std::string> failed;
  std::set<std::string> failed_for_no_points;
  for (const auto& p : r.problems) {
    for (const auto& c : p.cases) {
      if (c.result != verdict::accepted) (c.max_points > 0 ? failed : failed_for_no_points).insert(c.id);
    }
  }
  if (!failed.empty()) {
    std::cout << "rerun the failures: " << rerun_command(global.command_line, patterns_for(suites, failed))
              << '\n';
  } else if (!failed_for_no_points.empty()) {
    std::cout << "every case with points passes; to work on the 0-point cases that do not (extensions "
                 "beyond the lecture): "
              << rerun_command(global.command_line, patterns_for(suites, failed_for_no_points)) << '\n';
  }
  print_time_spent(r, split, opts.fast, global.command_line, suites);
}

// The report in the --format asked for, and the files --report and --junit ask for.
void write_report(const global_options& global, const test_options& opts, const report::team_report& r) {
  if (global.format == output_format::junit) {
    std::cout << report::junit_xml(r, report::audience::student);
  } else if (global.format == output_format::gradescope) {
    std::cout << report::dump(report::gradescope_results(r, {})) << '\n';
  } else if (global.format != output_format::human) {
    std::cout << report::dump(report::to_json(r, report::audience::student)) << '\n';
  }
  if (!opts.report_file.empty()) {
    report::write_file_atomically(opts.report_file,
                                  report::dump(report::to_json(r, report::audience::student)) + "\n");
  }
  if (!opts.junit_file.empty())
    report::write_file_atomically(opts.junit_file, report::junit_xml(r, report::audience::student));
}

int test(const global_options& global, const test_options& opts) {
  if (const auto unknown = pipeline::unknown_problems(opts.problems)) throw exit_error(bad_input, *unknown);
  const auto [threshold, sandbox] = resolve(opts.run);

  pipeline::kit k = pipeline::configured_kit(global.kit_root);
  const auto suites = load_suites(global.cases_dir, opts.problems, false);
  if (suites.empty()) throw exit_error(bad_input, "no public cases under " + global.cases_dir.string());
  std::vector<suite_file> chosen;
  try {
    chosen = select_cases(suites, opts.cases);
  } catch (const std::invalid_argument& e) {
    throw exit_error(bad_input, e.what());
  }
  auto plans = pipeline::plan_problems(chosen);
  const auto dir =
      opts.submission.empty() ? pipeline::default_submission_dir(k) : std::filesystem::path(opts.submission);
  const auto s = pipeline::load_submission(dir, false);

  const pipeline::work_area work;
  const pipeline::cancel_on_signals signals(work.root());
  auto ctx = grading_context_for(opts.run, std::move(k), sandbox, work, signals.flag(), global.cases_dir);

  const report::human_style style{global.color, opts.verbose};
  const bool human = global.format == output_format::human;
  ctx.cost = pipeline::calibrate_search_cost(ctx);
  cost_split split;
  if (opts.fast) {
    split = split_by_cost(chosen, s, ctx.k, *ctx.cost);
    plans = pipeline::plan_problems(split.quick);
  }
  if (human) {
    std::cout << "grading " << s.dir.string()
              << " on the public cases, isolation: " << pipeline::describe_isolation(ctx.sandbox) << '\n'
              << pipeline::describe_cases_in_force(ctx.k.root, global.cases_dir, plans, false)
              << (opts.fast ? " (--fast: the quick ones)" : "") << "\n\n";
  }
  streaming_printer printer(style);
  const pipeline::slot_lease lease(0);
  const auto outcome =
      pipeline::grade_submission(ctx, s, plans, lease.slot(), nullptr, human ? &printer : nullptr);
  const auto& r = outcome.report;

  if (human) {
    std::cout << '\n';
    report::print_score(std::cout, r, style);
    if (!signals.cancelled()) print_what_next(global, opts, r, suites, split);
  }
  write_report(global, opts, r);

  if (signals.cancelled()) {
    std::cerr << "grader: interrupted\n";
    return pipeline::kInterruptedExit;
  }
  if (report::judge_errors(r) > 0) return judge_failure;
  if (threshold && threshold->below(r.points, r.max_points)) {
    if (human) std::cout << "below the minimum score " << opts.run.min_score << '\n';
    return below_min_score;
  }
  return graded;
}

}  // namespace

action add_test_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<test_options>();
  auto* cmd = &app.add("test", "Grade one submission on the public cases (default: your working copy)");
  cmd->option("problems", opts->problems, "Problems to grade (default: every problem with cases)");
  cmd->option("--case", opts->cases,
              "Grade only this case: suite/name, or a shell pattern such as 'solve_*/*' or "
              "'*/lecture-*' (repeatable)")
      .one_value_per_use();  // `--case a/b peg_solitaire`: the problem is not a case
  cmd->option(
      "--submission", opts->submission,
      "Folder holding exercises/<problem>/ (default: the current folder if it has exercises/, else the "
      "kit)");
  add_run_options(*cmd, opts->run, "Exit with code 1 below this score");
  cmd->option("--report", opts->report_file, "Also write the JSON report (student view) to this file");
  // CI wants the human text in its log and the XML as an artifact, from one grading run.
  cmd->option("--junit", opts->junit_file, "Also write the JUnit XML report to this file");
  cmd->flag("-v,--verbose", opts->verbose, "Show every case's feedback, stdout/stderr and compiler warnings");
  cmd->flag("--fast", opts->fast,
            "Grade only the cases an honest search in your language answers within a second (estimated from "
            "the case's node count); the others are listed at the end with the command that grades them");
  return [&global, opts]() -> int { return test(global, *opts); };
}

}  // namespace grader::cli
