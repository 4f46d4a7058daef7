#include "grader/pipeline/grade.hpp"
#include "grader/core/file_text.hpp"

#include "grader/core/language.hpp"
#include "grader/core/stopwatch.hpp"
#include "grader/pipeline/hand_in.hpp"
#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/hook_advice.hpp"
#include "grader/pipeline/model_runs.hpp"
#include "grader/pipeline/run_case.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/report/atomic_file.hpp"
#include "grader/report/html.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <mutex>
#include <sstream>
#include <thread>

namespace grader::pipeline {

namespace fs = std::filesystem;

namespace {

using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point start) {
  return std::chrono::duration<double>(clock_type::now() - start).count();
}

const report::problem_result* find_problem(const report::team_report* r, const std::string& problem) {
  if (r == nullptr) return nullptr;
  const auto it = std::find_if(r->problems.begin(), r->problems.end(),
                               [&](const report::problem_result& p) { return p.problem == problem; });
  return it == r->problems.end() ? nullptr : &*it;
}

// A previous case result still valid for `tc`, if any.
std::optional<report::case_result> reusable(const report::problem_result* prev, const test_case& tc) {
  if (prev == nullptr) return std::nullopt;
  const auto it = std::find_if(prev->cases.begin(), prev->cases.end(),
                               [&](const report::case_result& c) { return c.id == tc.id; });
  if (it == prev->cases.end() || it->fingerprint != tc.fingerprint || it->result == verdict::judge_error ||
      it->vis != tc.vis) {
    return std::nullopt;
  }
  auto c = *it;
  c.name = tc.name;
  c.suite = tc.suite;
  c.hook = tc.hook;
  c.reused = true;
  return c;
}

// Persists partial reports while a team is graded, at most once a second:
// an interrupted run then resumes from the last checkpoint.
class checkpoint_writer final : public team_observer {
 public:
  checkpoint_writer(const std::vector<std::unique_ptr<report::output_writer>>& writers,
                    const report::out_layout& out, std::function<void(const report::case_result&)> on_case)
      : writers_(writers), out_(out), on_case_(std::move(on_case)) {}

  void case_done(const report::problem_result&, const report::case_result& c) override { on_case_(c); }

  void checkpoint(const report::team_report& partial) override {
    if (seconds_since(last_) < 1.0) return;
    for (const auto& w : writers_) w->write_team(partial, out_);
    last_ = clock_type::now();
  }

 private:
  const std::vector<std::unique_ptr<report::output_writer>>& writers_;
  const report::out_layout& out_;
  std::function<void(const report::case_result&)> on_case_;
  clock_type::time_point last_ = clock_type::now();
};

// The kit's model answer as a runner, compiled the first time a team's
// runner answers "bad_request", to tell a grader bug from a forgery.
class trusted_runner {
 public:
  trusted_runner(const grading_context& ctx, const fs::path& slot_dir, int slot, const problem_driver& driver)
      : ctx_(ctx), slot_dir_(slot_dir / "trusted"), slot_(slot), driver_(driver) {}

  std::optional<bool> rejects(const test_case& tc) {
    if (!compiled_) {
      compiled_ = true;
      // A student handout has no model answers: nothing to ask.
      const auto sources = model_answer_sources(ctx_.k, std::string(driver_.name()));
      if (!sources) return std::nullopt;
      const compile_context cc{&ctx_.k, ctx_.cache_dir, ctx_.sandbox, slot_dir_, slot_};
      auto built = compile_runner(cc, *sources, driver_);
      if (built.info.status == report::compile_status::ok) runner_ = built.runner;
    }
    if (runner_.empty()) return std::nullopt;
    const run_context rc{ctx_.sandbox, slot_dir_, slot_};
    return answered_bad_request(run_runner(rc, runner_, tc, driver_).channel);
  }

 private:
  const grading_context& ctx_;
  fs::path slot_dir_;
  int slot_;
  const problem_driver& driver_;
  bool compiled_ = false;
  fs::path runner_;
};

// A team's share of the kit's plan, its cases the kit's own: a case's input
// can be an image of millions of pixels, and copying every case for every
// team and problem was a tenth of a class run's CPU under ASan.
struct team_plan {
  const problem_driver* driver = nullptr;
  std::vector<const test_case*> cases;
};

// The kit's plan without the cases `language` is not graded in (their ids
// go to `left_out`).
team_plan plan_for(const problem_plan& kit_plan, const language_profile& language,
                   std::vector<std::string>& left_out) {
  team_plan plan{kit_plan.driver, {}};
  for (const auto& tc : kit_plan.cases) {
    if (tc.languages.empty() ||
        std::find(tc.languages.begin(), tc.languages.end(), language.name) != tc.languages.end()) {
      plan.cases.push_back(&tc);
    } else {
      left_out.push_back(tc.id);
    }
  }
  return plan;
}

double factor_of(const test_case& tc, const language_profile& language) {
  if (language.name == kPython.name && tc.limits.python_factor) return *tc.limits.python_factor;
  return language.limit_factor;
}

// The case as a runner of `language` is given it: CPU and wall limits scaled.
test_case in_language(const test_case& tc, const language_profile& language) {
  const double factor = factor_of(tc, language);
  if (factor == 1.0) return tc;
  test_case scaled = tc;
  scaled.limits.cpu_seconds *= factor;
  scaled.limits.wall_seconds *= factor;
  return scaled;
}

// The factor the report shows: the kit's, or the suites' when they all agree on another.
double limit_factor(const language_profile& language, const team_plan& plan) {
  if (plan.cases.empty()) return language.limit_factor;
  const double first = factor_of(*plan.cases.front(), language);
  for (const auto* tc : plan.cases) {
    if (factor_of(*tc, language) != first) return language.limit_factor;
  }
  return first;
}

// Grades the plan's cases into p, or takes them over from `reuse`, telling
// the observer after each. False when the run was cancelled.
bool grade_cases(const grading_context& ctx, const run_context& rc, const team_plan& plan,
                 const compiled_runner& compiled, const bad_request_check& check,
                 std::vector<std::optional<report::case_result>>& reuse, report::problem_result& p,
                 team_outcome& out, team_observer* observer) {
  for (std::size_t i = 0; i < plan.cases.size(); ++i) {
    if (ctx.cancelled()) return false;
    const auto& tc = *plan.cases[i];
    report::case_result c;
    if (reuse[i]) {
      c = std::move(*reuse[i]);
      // Points are not part of the fingerprint (they cannot change a
      // verdict): take the case file's current value.
      if (c.max_points != tc.points) {
        c.max_points = tc.points;
        out.unchanged = false;
      }
      // Nor is a suite's extension; point_to_failed_hooks rewrites the
      // feedback's note from it.
      if (c.extension != tc.extension) {
        c.extension = tc.extension;
        out.unchanged = false;
      }
      ++out.reused;
    } else {
      if (p.compile.status != report::compile_status::ok) {
        c = compile_failed_result(tc, *plan.driver, p.compile);
      } else {
        try {
          c = run_case(rc, compiled.runner, in_language(tc, *rc.language), *plan.driver, check);
        } catch (const grading_cancelled&) {
          return false;  // this case and the rest stay ungraded; a rerun grades them
        }
      }
      ++out.graded;
    }
    p.cases.push_back(std::move(c));
    point_to_failed_hooks(p);
    report::score(out.report);
    if (observer != nullptr) {
      observer->case_done(p, p.cases.back());
      observer->checkpoint(out.report);
    }
  }
  return true;
}

}  // namespace

std::vector<problem_plan> plan_problems(const std::vector<suite_file>& suites) {
  std::vector<problem_plan> plans;
  for (const auto& suite : suites) {
    auto it = std::find_if(plans.begin(), plans.end(),
                           [&](const problem_plan& p) { return p.driver->name() == suite.problem; });
    if (it == plans.end()) {
      const auto* driver = find_driver(suite.problem);
      if (driver == nullptr) {
        framework::source_location where;
        where.file = suite.path.string();
        throw framework::input_error(where, "no grader driver for the problem '" + suite.problem + "'");
      }
      plans.push_back({driver, {}});
      it = std::prev(plans.end());
    }
    it->cases.insert(it->cases.end(), suite.cases.begin(), suite.cases.end());
  }
  // The hooks' own cases first: a search case that fails can then name the
  // hook that fails on its own (hook_advice) even in streamed output.
  for (auto& plan : plans) {
    std::stable_partition(plan.cases.begin(), plan.cases.end(),
                          [&](const test_case& tc) { return !plan.driver->is_search(tc.hook); });
  }
  return plans;
}

namespace {

// One team's start of grading a problem: what it knows before its cases run.
struct problem_start {
  const grading_context& ctx;
  const submission& s;
  const report::team_report* previous;
  compile_context cc;
  run_context base_rc;
};

// The problem's runner compiled (or its previous compile kept, when every
// case is reused); false when the grading was cancelled meanwhile.
bool compile_problem(const problem_start& at, const team_plan& plan, const problem_sources& sources,
                     const language_profile& language, const std::vector<std::string>& other_language_cases,
                     const report::problem_result* prev, bool all_reused, report::problem_result& p,
                     compiled_runner& compiled) {
  if (all_reused) {
    p.compile = prev->compile;
    return true;
  }
  double gate_wait = 0.0;
  try {
    auto hold = [&] {
      const stopwatch waiting(gate_wait);
      return share(at.ctx.gate.get());
    }();
    compiled = compile_runner(at.cc, sources, *plan.driver, p.build_key);
  } catch (const grading_cancelled&) {
    return false;
  }
  p.compile = compiled.info;
  p.compile.gate_wait = gate_wait;
  if (p.build_key.empty()) p.build_key = compiled.build_key;
  p.compile.limit_factor = limit_factor(language, plan);
  if (!other_language_cases.empty() && !p.compile.log.empty() && !p.compile.log.ends_with('\n')) {
    p.compile.log += '\n';
  }
  for (const auto& id : other_language_cases) {
    p.compile.log += "note: " + id +
                     " is graded in C++ only (its suite says languages: [cpp]): it is not part of a " +
                     std::string(language.display) + " submission's score\n";
  }
  return true;
}

// One problem of the team graded into out.report; false when the grading
// was cancelled (the problem's partial result is then dropped or kept as
// far as it went, as grade_cases decides).
bool grade_problem(const problem_start& at, const problem_plan& kit_plan, team_outcome& out,
                   team_observer* observer) {
  const grading_context& ctx = at.ctx;
  auto& r = out.report;
  const std::string problem(kit_plan.driver->name());
  const auto sources = handed_in(ctx.k, at.s.sources_of(problem));
  // The team's language decides which cases it is graded on, and within
  // what limits (grader/core/language.hpp).
  const language_profile& language = language_of(sources);
  std::vector<std::string> other_language_cases;
  const team_plan plan = plan_for(kit_plan, language, other_language_cases);
  // One box for all the team's cases of this problem (where bwrap runs).
  sandbox::warm_box box;
  run_context rc = at.base_rc;
  rc.language = &language;
  rc.lower_limits = !ctx.declared_limits;
  if (ctx.sandbox.warm_boxes) rc.box = &box;
  second_measurement second{ctx.gate.get()};
  rc.second = &second;
  r.problems.push_back({});
  auto& p = r.problems.back();
  p.problem = problem;
  p.sources_hash = sources.hash;
  try {
    p.build_key = build_key(ctx.k, sources);
  } catch (const std::exception&) {
    p.build_key.clear();  // compile_runner reports why, as a judge error
  }

  const auto* prev = find_problem(at.previous, problem);
  if (prev != nullptr && (p.build_key.empty() || prev->build_key != p.build_key ||
                          prev->compile.status == report::compile_status::judge_error)) {
    prev = nullptr;
  }
  std::vector<std::optional<report::case_result>> reuse;
  for (const auto* tc : plan.cases) reuse.push_back(reusable(prev, *tc));
  const bool all_reused =
      prev != nullptr && std::all_of(reuse.begin(), reuse.end(), [](const auto& c) { return c.has_value(); });
  if (!all_reused || prev->cases.size() != plan.cases.size()) out.unchanged = false;

  trusted_runner trusted(ctx, at.cc.slot_dir, at.cc.slot, *plan.driver);
  const bad_request_check check = [&trusted, &box](const test_case& tc) {
    // The trusted runner's compile and run are boxes of this slot's uid,
    // which end by killing all its processes: the warm box's too.
    box.stop();
    return trusted.rejects(tc);
  };
  compiled_runner compiled;
  if (!compile_problem(at, plan, sources, language, other_language_cases, prev, all_reused, p, compiled)) {
    r.problems.pop_back();  // nothing of it was graded
    return false;
  }
  if (observer != nullptr) observer->problem_compiled(p);
  return grade_cases(ctx, rc, plan, compiled, check, reuse, p, out, observer);
}

// Grading a subset (--problem) keeps the other problems' earlier results,
// as long as their sources and toolchain are what they were graded with.
void keep_other_problems(const grading_context& ctx, const submission& s, const report::team_report& previous,
                         report::team_report& r) {
  for (const auto& p : previous.problems) {
    if (find_problem(&r, p.problem) != nullptr) continue;
    try {
      if (build_key(ctx.k, handed_in(ctx.k, s.sources_of(p.problem))) == p.build_key) r.problems.push_back(p);
    } catch (const std::exception&) {
      // The kit no longer builds that problem: its old result is dropped.
    }
  }
}

}  // namespace

team_outcome grade_submission(const grading_context& ctx, const submission& s,
                              const std::vector<problem_plan>& plans, int slot,
                              const report::team_report* previous, team_observer* observer) {
  team_outcome out;
  auto& r = out.report;
  r.grader_version = ctx.k.grader_version;
  r.generated_at = report::utc_timestamp();
  r.team = s.team;
  r.content_hash = s.content_hash;
  r.submission_path = s.dir.string();

  // A report of another grader version is not trusted for anything.
  if (previous != nullptr && previous->grader_version != ctx.k.grader_version) previous = nullptr;
  out.unchanged = previous != nullptr && previous->complete && previous->content_hash == s.content_hash &&
                  previous->problems.size() == plans.size() && previous->team == s.team;

  const auto slot_dir = ctx.work->slot_dir(slot);
  const problem_start at{ctx,
                         s,
                         previous,
                         {&ctx.k, ctx.cache_dir, ctx.sandbox, slot_dir, slot, ctx.cancel},
                         {ctx.sandbox, slot_dir, slot, ctx.cancel, ctx.cost ? &*ctx.cost : nullptr}};
  bool stopped = false;
  for (const auto& kit_plan : plans) {
    if (!grade_problem(at, kit_plan, out, observer)) {
      stopped = true;
      break;
    }
  }
  r.complete = !stopped;
  if (stopped) out.unchanged = false;
  // Once every case is in, a hook case graded after a search case counts too.
  for (auto& p : r.problems) point_to_failed_hooks(p);
  if (previous != nullptr && r.complete) keep_other_problems(ctx, s, *previous, r);
  report::score(r);
  return out;
}

std::optional<report::team_report> read_previous_report(const fs::path& file) {
  std::error_code ec;
  if (!fs::exists(file, ec)) return std::nullopt;
  try {
    const auto text = read_file_text(file);
    if (!text) return std::nullopt;
    return report::team_report_from_json(nlohmann::json::parse(*text));
  } catch (const std::exception&) {
    return std::nullopt;  // unreadable: regrade from scratch
  }
}

std::vector<fs::path> team_folders(const fs::path& submissions_dir) {
  framework::source_location where;
  where.file = submissions_dir.string();
  std::error_code ec;
  if (!fs::is_directory(submissions_dir, ec))
    throw framework::input_error(where, "is not a folder of submissions");
  std::vector<fs::path> teams;
  for (const auto& entry : fs::directory_iterator(submissions_dir)) {
    const auto name = entry.path().filename().string();
    if (name.starts_with(".") || !entry.is_directory()) continue;
    teams.push_back(entry.path());
  }
  std::sort(teams.begin(), teams.end());
  if (teams.empty()) {
    throw framework::input_error(
        where, "holds no team folder (each team is a sub-folder with team.yaml and exercises/)");
  }
  return teams;
}

std::vector<fs::path> teams_to_grade(const class_options& options, const std::vector<problem_plan>& plans) {
  const auto teams = team_folders(options.submissions_dir);
  if (!options.shard) return teams;
  return shard_of(teams, options.shard, expected_shard_costs(teams, plans, options.out_dir));
}

std::string case_set_fingerprint(const std::vector<problem_plan>& plans) {
  std::vector<std::string> lines;
  for (const auto& plan : plans) {
    for (const auto& tc : plan.cases) {
      lines.push_back(std::string(plan.driver->name()) + "/" + tc.id + " " + tc.fingerprint + " " +
                      std::to_string(tc.points) + " " + std::string(to_string(tc.vis)));
    }
  }
  // Sorted: the order cases were planned in is not part of what they are.
  std::sort(lines.begin(), lines.end());
  std::string all;
  for (const auto& line : lines) all += line + "\n";
  return "sha256:" + sha256_hex(all);
}

std::map<std::string, report::case_count> count_cases(const std::vector<problem_plan>& plans) {
  std::map<std::string, report::case_count> counts;
  for (const auto& plan : plans) {
    auto& count = counts[std::string(plan.driver->name())];
    for (const auto& tc : plan.cases)
      ++(tc.vis == visibility::hidden ? count.hidden_cases : count.public_cases);
  }
  return counts;
}

std::string describe_cases_in_force(const fs::path& kit_root, const fs::path& cases_dir,
                                    const std::vector<problem_plan>& plans, bool with_hidden) {
  std::string text = "kit " + kit_root.string() + ", cases " + cases_dir.string() + ":";
  const char* separator = " ";
  for (const auto& [problem, count] : count_cases(plans)) {
    text += separator + problem + " " + std::to_string(count.public_cases) + " public";
    if (with_hidden) text += " + " + std::to_string(count.hidden_cases) + " hidden";
    separator = ", ";
  }
  return text;
}

namespace {

bool has_hidden_cases(const std::vector<problem_plan>& plans) {
  return std::any_of(plans.begin(), plans.end(), [](const problem_plan& plan) {
    return std::any_of(plan.cases.begin(), plan.cases.end(),
                       [](const test_case& tc) { return tc.vis == visibility::hidden; });
  });
}

// The class's result before any team is graded: what is planned, and every
// team pending.
report::class_result planned_class(const grading_context& ctx, const std::vector<problem_plan>& plans,
                                   const class_options& options, const std::vector<fs::path>& teams) {
  report::class_result result;
  for (const auto& plan : plans) {
    const std::string name(plan.driver->name());
    result.problems.push_back(name);
    double points = 0.0;
    for (const auto& tc : plan.cases) points += tc.points;
    result.planned_max[name] = report::tidy(points);
  }
  result.shard = options.shard;
  result.case_set = case_set_fingerprint(plans);
  result.isolation = describe_isolation(ctx.sandbox);
  result.kit_root = ctx.k.root.string();
  result.cases_dir = options.cases_dir.string();
  result.cases_in_force = count_cases(plans);
  if (options.late) {
    result.due = utc_iso(options.late->due);
    result.late_penalty = options.late->text;
  }
  result.lms = options.lms;
  if (ctx.cost) result.search_cost = describe(*ctx.cost);
  result.teams.resize(teams.size());
  for (std::size_t i = 0; i < teams.size(); ++i) {
    result.teams[i].id = teams[i].filename().string();
    result.teams[i].error = "not graded: the run was interrupted before this team";
  }
  return result;
}

// One team of a class graded and its files written, for any worker.
class class_grader {
 public:
  class_grader(const grading_context& ctx, const std::vector<problem_plan>& plans,
               const class_options& options, class_observer* observer)
      : ctx_(ctx),
        plans_(plans),
        options_(options),
        observer_(observer),
        layout_{options.out_dir, options.shard} {
    writers_ = report::default_writers();
    // The HTML pages draw each case's boards, so they need the planned cases.
    std::vector<report::drawable_problem> drawable;
    for (const auto& plan : plans) drawable.push_back({plan.driver, &plan.cases});
    writers_.push_back(std::make_unique<report::html_report_writer>(std::move(drawable)));
  }

  [[nodiscard]] const report::out_layout& layout() const { return layout_; }
  [[nodiscard]] const auto& writers() const { return writers_; }

  void grade(const fs::path& team, int slot, report::team_entry& entry) {
    const auto start = clock_type::now();
    try {
      grade_loaded(team, slot, entry);
    } catch (const std::exception& e) {
      entry.status = report::team_status::judge_error;
      entry.error = std::string("judge error: ") + e.what();
    }
    entry.seconds = seconds_since(start);
  }

  void team_done(const report::team_entry& entry) {
    if (observer_ == nullptr) return;
    const std::scoped_lock guard(observer_lock_);
    observer_->team_done(entry);
  }

 private:
  void grade_loaded(const fs::path& team, int slot, report::team_entry& entry) {
    submission s;
    try {
      s = load_submission(team, true);
    } catch (const framework::input_error& e) {
      entry.status = report::team_status::skipped;
      entry.error = e.what();
      entry.team = read_team(fs::absolute(team), true);
      return;
    }
    std::optional<report::lateness> late;
    if (options_.late) late = assess(*options_.late, submitted_at(s.dir, s.team));
    std::optional<report::team_report> previous;
    if (options_.resume) previous = read_previous_report(layout_.team_report(entry.id));
    checkpoint_writer checkpoints(writers_, layout_, [&](const report::case_result& c) {
      if (observer_ == nullptr) return;
      const std::scoped_lock guard(observer_lock_);
      observer_->case_done(c);
    });
    auto outcome = grade_submission(ctx_, s, plans_, slot, previous ? &*previous : nullptr, &checkpoints);
    std::error_code ec;
    const bool files_there =
        fs::exists(layout_.team_report(entry.id), ec) && fs::exists(layout_.team_feedback(entry.id), ec);
    outcome.report.late = late;
    if (outcome.unchanged && files_there && previous->late == late) {
      // Not regraded at all: keep the previous report byte for byte.
      outcome.report = std::move(*previous);
    } else {
      for (const auto& w : writers_) w->write_team(outcome.report, layout_);
    }
    entry.status = report::team_status::graded;
    entry.error.clear();
    entry.report = std::move(outcome.report);
    entry.cases_graded = outcome.graded;
    entry.cases_reused = outcome.reused;
  }

  const grading_context& ctx_;
  const std::vector<problem_plan>& plans_;
  const class_options& options_;
  class_observer* observer_;
  const report::out_layout layout_;
  std::vector<std::unique_ptr<report::output_writer>> writers_;
  std::mutex observer_lock_;
};

}  // namespace

report::class_result grade_class(const grading_context& ctx, const std::vector<problem_plan>& plans,
                                 const class_options& options, class_observer* observer) {
  check_isolation_for_hidden_cases(ctx.sandbox, has_hidden_cases(plans));
  const auto teams = teams_to_grade(options, plans);
  report::class_result result = planned_class(ctx, plans, options, teams);
  fs::create_directories(options.out_dir);
  class_grader grader(ctx, plans, options, observer);

  const auto order = longest_first(expected_costs(teams, plans, grader.layout()));
  std::atomic<std::size_t> next{0};
  std::mutex lease_lock;
  std::string lease_error;
  const auto worker = [&](int preferred_slot) {
    std::optional<slot_lease> lease;
    try {
      lease.emplace(preferred_slot);
    } catch (const std::exception& e) {
      const std::scoped_lock guard(lease_lock);
      lease_error = e.what();
      return;
    }
    for (;;) {
      if (ctx.cancelled()) return;
      const std::size_t position = next.fetch_add(1);
      if (position >= order.size()) return;
      const std::size_t index = order[position];
      grader.grade(teams[index], lease->slot(), result.teams[index]);
      grader.team_done(result.teams[index]);
    }
  };

  // A shard can be empty (3 teams, --shard 4/4): it still writes its class files.
  const unsigned jobs =
      teams.empty() ? 0 : std::clamp<unsigned>(options.jobs, 1, static_cast<unsigned>(teams.size()));
  ctx.gate->set_workers(jobs);
  if (jobs == 1) {
    worker(0);
  } else {
    std::vector<std::jthread> pool;
    for (unsigned j = 0; j < jobs; ++j) pool.emplace_back(worker, static_cast<int>(j));
  }
  result.interrupted = ctx.cancelled();
  if (!result.interrupted) {
    // Teams no worker reached (no free sandbox slot): the grader's failure.
    for (auto& t : result.teams) {
      if (t.status != report::team_status::pending) continue;
      t.status = report::team_status::judge_error;
      t.error = "judge error: not graded: " +
                (lease_error.empty() ? std::string("no worker reached it") : lease_error);
    }
  }
  for (const auto& w : grader.writers()) w->write_class(result, grader.layout(), ctx.k.grader_version);
  return result;
}

}  // namespace grader::pipeline
