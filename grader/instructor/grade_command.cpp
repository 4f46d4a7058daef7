// `grader grade SUBMISSIONS_DIR --out DIR`: an instructor grades a class, on
// public and hidden cases, teams in parallel, with resume. One report per team
// (instructor and student views), a class summary, a gradebook and a
// leaderboard in --out.

#include "grader/cases/case_selection.hpp"
#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"
#include "grader/cli/run_options.hpp"
#include "grader/instructor/similarity_command.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/gradescope.hpp"
#include "grader/report/html.hpp"
#include "grader/report/human.hpp"
#include "grader/report/junit.hpp"
#include "grader/report/progress_line.hpp"
#include "grader/report/visible_name.hpp"

#include <unistd.h>

#include <iostream>
#include <memory>
#include <optional>
#include <thread>

namespace grader::cli {

namespace {

struct grade_options {
  std::string submissions;
  std::string out;
  unsigned jobs = 0;  // 0: every core
  std::vector<std::string> problems;
  std::vector<std::string> cases;
  std::string shard;
  run_options run;
  bool no_resume = false;
  bool public_only = false;
  bool similarity = false;
  std::string hidden_visibility = "after_published";
  std::string due;
  std::string late_penalty;
  std::string lms;
};

// A line per team as it finishes ("[3/12] team-alpha ..."), and on a
// terminal the live progress line below them.
class progress_printer final : public pipeline::class_observer {
 public:
  progress_printer(report::human_style style, std::size_t teams, std::size_t cases, bool live)
      : style_(style), total_(teams), line_(std::cout, teams, cases, live) {}

  void team_done(const report::team_entry& t) override {
    ++done_;
    line_.team_done([&](std::ostream& out) {
      out << "[" << done_ << "/" << total_ << "] ";
      report::print_team_progress(out, t, style_);
    });
  }

  void case_done(const report::case_result& c) override { line_.case_done(c.reused); }

 private:
  report::human_style style_;
  std::size_t total_;
  std::size_t done_ = 0;
  report::progress_line line_;
};

// The class run's options from the command line; a bad one is bad input,
// said before anything is graded or written.
pipeline::class_options class_options_of(const grade_options& opts) {
  pipeline::class_options options;
  try {
    if (!opts.shard.empty()) {
      const auto s = pipeline::parse_shard(opts.shard);
      options.shard = report::shard_spec{s.index, s.count};
    }
  } catch (const std::exception& e) {
    throw exit_error(bad_input, e.what());
  }
  if (!report::is_gradescope_visibility(opts.hidden_visibility)) {
    throw exit_error(bad_input, "--gradescope-hidden: \"" + opts.hidden_visibility +
                                    "\" is none of hidden, after_due_date, after_published, visible");
  }
  if (!opts.lms.empty() && !report::is_known_lms(opts.lms)) {
    throw exit_error(bad_input, "--lms: \"" + opts.lms + "\" is none of canvas, moodle");
  }
  options.lms = opts.lms;
  if (opts.due.empty() != opts.late_penalty.empty()) {
    throw exit_error(bad_input, opts.due.empty() ? "--late-penalty needs --due (when the work was due)"
                                                 : "--due needs --late-penalty (e.g. 10%/day; 0%/day to "
                                                   "only record lateness)");
  }
  if (!opts.due.empty()) {
    try {
      options.late = pipeline::parse_late_policy(opts.due, opts.late_penalty);
    } catch (const std::invalid_argument& e) {
      throw exit_error(bad_input, e.what());
    }
  }
  options.submissions_dir = std::filesystem::absolute(opts.submissions);
  options.out_dir = std::filesystem::absolute(opts.out);
  options.jobs = opts.jobs != 0 ? opts.jobs : std::max(1u, std::thread::hardware_concurrency());
  options.resume = !opts.no_resume;
  return options;
}

// The class's results on standard output, in the format asked for.
void print_class_result(const global_options& global, const grade_options& opts,
                        const report::class_result& result, const report::out_layout& layout,
                        const report::human_style& style, const std::string& grader_version) {
  if (global.format == output_format::human) {
    report::print_class(std::cout, result, layout, style);
  } else if (global.format == output_format::junit) {
    std::cout << report::junit_xml(result, report::audience::instructor);
  } else if (global.format == output_format::gradescope) {
    const auto& team = result.teams.front();
    if (!team.report) {
      throw exit_error(bad_input, "team " + report::visible_name(team.id) +
                                      " was not graded: " + report::visible_name(team.error));
    }
    report::gradescope_options gs;
    gs.hidden_visibility = opts.hidden_visibility;
    std::cout << report::dump(report::gradescope_results(*team.report, gs)) << '\n';
  } else {
    std::cout << report::dump(report::summary_json(result, grader_version)) << '\n';
  }
}

// Students an LMS cannot match a row of gradebook-<lms>.csv to: Canvas
// matches on the SIS User ID (team.yaml's `id`), Moodle on the ID number or
// the e-mail address the teacher picks.
void warn_of_unmatched_students(const report::class_result& result) {
  if (result.lms.empty()) return;
  std::vector<std::string> unmatched;
  for (const auto& t : result.teams) {
    const auto* team = t.report ? &t.report->team : t.team ? &*t.team : nullptr;
    if (team == nullptr) continue;
    for (const auto& m : team->members) {
      if (m.id.empty() && (result.lms == "canvas" || m.email.empty()))
        unmatched.push_back(report::visible_name(m.name) + " (" + report::visible_name(t.id) + ")");
    }
  }
  if (unmatched.empty()) return;
  std::string list;
  for (std::size_t i = 0; i < unmatched.size() && i < 5; ++i) list += (i ? ", " : "") + unmatched[i];
  if (unmatched.size() > 5) list += " and " + std::to_string(unmatched.size() - 5) + " more";
  std::cerr << "grader: warning: gradebook-" << result.lms << ".csv: " << unmatched.size()
            << " student(s) have no " << (result.lms == "canvas" ? "id" : "id or e-mail")
            << " in team.yaml, so " << result.lms << " cannot match their rows: " << list
            << " (members: [{name: ..., id: ..., email: ...}])\n";
}

// The exit code of a finished class run: the grader's own faults first, then
// skipped teams, then a team below the minimum score.
int class_exit_code(const report::class_result& result, const std::optional<pipeline::min_score>& threshold) {
  bool judge_failed = false;
  bool skipped = false;
  bool below = false;
  for (const auto& t : result.teams) {
    if (t.status == report::team_status::judge_error) judge_failed = true;
    if (t.status == report::team_status::skipped) {
      skipped = true;
      // The folder name and an error quoting team.yaml are the team's text.
      std::cerr << "grader: skipped team " << report::visible_name(t.id) << ": "
                << report::visible_name(t.error) << '\n';
    }
    if (!t.report) continue;
    if (!t.report->team.warning.empty()) {
      std::cerr << "grader: warning: team " << report::visible_name(t.id) << ": "
                << report::visible_name(t.report->team.warning) << '\n';
    }
    if (report::judge_errors(*t.report) > 0) judge_failed = true;
    if (threshold && threshold->below(t.report->points, t.report->max_points)) below = true;
  }
  if (judge_failed) {
    std::cerr
        << "grader: judge errors occurred (the grader's fault, not the teams'); see judge_errors in the "
           "reports, fix the cause and rerun: only those cases are regraded\n";
    return judge_failure;
  }
  if (skipped) return bad_input;
  if (below) return below_min_score;
  return graded;
}

void declare_grade_options(command_set& app, grade_options* opts) {
  auto* cmd = &app.add("grade", "Grade every team of a class on the public and hidden cases");
  cmd->option("submissions", opts->submissions,
              "Folder with one sub-folder per team (team.yaml + exercises/<problem>/)")
      .required();
  cmd->option("--out", opts->out, "Where reports, summary.json, gradebook.csv and leaderboard.csv go")
      .required();
  cmd->option("-j,--jobs", opts->jobs, "Teams graded in parallel (default: every core)");
  cmd->option("--problem", opts->problems, "Grade only this problem (repeatable)");
  cmd->option(
      "--case", opts->cases,
      "Grade only the cases this selects (repeatable): a case id (solve_lecture/lecture-problem) or a "
      "shell pattern ('solve_*/*', '*/lecture-*'); the reports hold those cases alone");
  add_run_options(*cmd, opts->run, "Exit with code 1 when a team scores below this");
  cmd->flag("--no-resume", opts->no_resume, "Regrade everything, ignoring the reports already in --out");
  cmd->option(
      "--shard", opts->shard,
      "Grade shard K of N: K/N, auto (a Slurm job array task's place) or auto/N (shards numbered "
      "from 0 by the engine: JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID); teams are dealt to shards by "
      "their cost in the last run (docs/grader.md, Sharding)");
  cmd->flag("--public-only", opts->public_only,
            "Grade the public cases only (a dry run before the deadline)");
  cmd->flag("--similarity", opts->similarity,
            "Then compare every pair of teams' code (grader similarity, with its defaults) into --out");
  cmd->option("--due", opts->due,
              "When the work was due (2026-12-01T23:59+01:00; without an offset, this machine's local "
              "time): with --late-penalty, late teams lose points (docs/grader.md, Late submissions)");
  cmd->option("--late-penalty", opts->late_penalty,
              "The share of the points a late team loses per day or hour begun late: 10%/day, 2.5%/hour");
  cmd->option("--lms", opts->lms,
              "Also write gradebook-<lms>.csv in the columns that LMS imports: canvas or moodle "
              "(gradebook-students.csv, one row per student, is always written)");
  cmd->option("--gradescope-hidden", opts->hidden_visibility,
              "With --format gradescope: when students see hidden cases (hidden, after_due_date, "
              "after_published, visible)")
      .show_default();
}

// The plans to grade: the suites under --cases, narrowed by --problem,
// --case and --public-only.
std::vector<pipeline::problem_plan> plans_to_grade(const global_options& global, const grade_options& opts) {
  auto suites = load_suites(global.cases_dir, opts.problems, !opts.public_only);
  try {
    suites = select_cases(std::move(suites), opts.cases);
  } catch (const std::invalid_argument& e) {
    throw exit_error(bad_input, e.what());
  }
  auto plans = pipeline::plan_problems(suites);
  if (plans.empty()) throw exit_error(bad_input, "no cases under " + global.cases_dir.string());
  return plans;
}

void say_what_is_graded(const global_options& global, const pipeline::class_options& options,
                        const pipeline::grading_context& ctx,
                        const std::vector<pipeline::problem_plan>& plans, std::size_t teams) {
  std::cout << "grading " << teams << " team(s) from " << options.submissions_dir.string() << " with "
            << std::min<std::size_t>(options.jobs, teams) << " worker(s)"
            << ", isolation: " << pipeline::describe_isolation(ctx.sandbox)
            << (options.resume ? "" : ", not resuming") << '\n'
            << pipeline::describe_cases_in_force(ctx.k.root, global.cases_dir, plans, true)
            << std::endl;  // seen at once through `| tee`
}

// --similarity after the grades: its pages, and the class page linking them.
int similarity_after(const global_options& global, const grade_options& opts,
                     const pipeline::class_options& options, const report::class_result& result,
                     const report::out_layout& layout, const std::string& grader_version) {
  const int similarity = similarity_step(global, options.submissions_dir, options.out_dir, opts.problems);
  // The class page, written with the grades, now links the similarity pages.
  try {
    if (std::filesystem::is_directory(layout.root / "html"))
      report::write_class_page(result, layout, grader_version);
  } catch (const std::exception& e) {
    std::cerr << "grader: warning: the class page does not link the similarity pages: " << e.what() << '\n';
  }
  return similarity;
}

int grade(const global_options& global, const grade_options& opts) {
  if (const auto unknown = pipeline::unknown_problems(opts.problems)) throw exit_error(bad_input, *unknown);
  const auto [threshold, sandbox] = resolve(opts.run);
  pipeline::class_options options = class_options_of(opts);
  options.cases_dir = global.cases_dir;

  pipeline::kit k = pipeline::configured_kit(global.kit_root);
  const auto plans = plans_to_grade(global, opts);
  // Fail on a bad folder before any work starts (and before --out is created).
  const auto teams = pipeline::teams_to_grade(options, plans);
  // Gradescope's results.json is one submission's: a class of one (as run_autograder makes).
  if (global.format == output_format::gradescope && teams.size() != 1) {
    throw exit_error(bad_input, "--format gradescope grades one submission, but " +
                                    options.submissions_dir.string() + " has " +
                                    std::to_string(teams.size()) + " team folders" +
                                    (options.shard ? " in this shard" : ""));
  }

  try {
    std::filesystem::create_directories(options.out_dir);
  } catch (const std::filesystem::filesystem_error& e) {
    throw exit_error(bad_input,
                     "cannot create --out " + options.out_dir.string() + ": " + e.code().message());
  }
  const pipeline::work_area work;
  const pipeline::cancel_on_signals signals(work.root());
  auto ctx = grading_context_for(opts.run, std::move(k), sandbox, work, signals.flag(), global.cases_dir);

  const report::human_style style{global.color, false};
  const bool human = global.format == output_format::human;
  if (human) say_what_is_graded(global, options, ctx, plans, teams.size());
  // Said in summary.json (search_cost), not here: a line printed before any
  // team is graded would meet a closed pipe first.
  ctx.cost = pipeline::calibrate_search_cost(ctx);
  std::size_t cases_per_team = 0;
  for (const auto& plan : plans) cases_per_team += plan.cases.size();
  std::optional<progress_printer> progress;
  if (human)
    progress.emplace(style, teams.size(), teams.size() * cases_per_team, ::isatty(STDOUT_FILENO) == 1);
  const auto result = pipeline::grade_class(ctx, plans, options, progress ? &*progress : nullptr);
  progress.reset();  // the live line is gone before the class table
  const report::out_layout layout{options.out_dir, options.shard};

  print_class_result(global, opts, result, layout, style, ctx.k.grader_version);

  if (signals.cancelled()) {
    std::cerr << "grader: interrupted; run the same command again to finish (finished work is kept)\n";
    return pipeline::kInterruptedExit;
  }
  warn_of_unmatched_students(result);
  const int code = class_exit_code(result, threshold);
  if (!opts.similarity) return code;
  // 3, then 2, then 1: their order is the codes' own (interrupted returned above).
  return std::max(code, similarity_after(global, opts, options, result, layout, ctx.k.grader_version));
}

}  // namespace

action add_grade_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<grade_options>();
  declare_grade_options(app, opts.get());
  return [&global, opts]() -> int { return grade(global, *opts); };
}

}  // namespace grader::cli
