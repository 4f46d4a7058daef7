#include "grader/cases/validate.hpp"

#include "grader/core/feedback.hpp"
#include "grader/report/number_text.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <tuple>

namespace grader {

namespace fs = std::filesystem;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool in_visibility_folder(const fs::path& file) {
  const auto folder = fs::absolute(file).lexically_normal().parent_path().filename();
  return folder == "public" || folder == "hidden";
}

nlohmann::json location_json(const framework::source_location& where) {
  return {{"file", where.file}, {"line", where.line}, {"column", where.column}, {"field", where.field}};
}

// "2", "0.05": a limit as the case file writes it.
std::string limit_text(double seconds) { return report::general(seconds); }

// Where a refusal points: the case's own `limits:` when it has one, else the case.
std::string refusal_prefix(const test_case& tc) {
  const int line = tc.limits_where ? tc.limits_where->line : tc.where.line;
  return tc.where.file + ":" + std::to_string(line) + ": case " + tc.name + ": ";
}

// "2.0", "0.05": time used, to a tenth of a second, or a hundredth under one.
std::string used_text(double seconds) { return report::fixed(seconds, seconds < 1 ? 2 : 1); }

// " at 11,385,528 nodes", when the trace measured them.
std::string at_nodes(const model_run& run) {
  return run.nodes ? " at " + feedback::thousands(*run.nodes) + " nodes" : std::string();
}

// The first line of a grading feedback: the verdict's reason, without the advice to students.
std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// A limit the model answer ran into, in the words of the case file's fields.
std::string exceeded_message(const test_case& tc, const model_run& run) {
  const auto& l = tc.limits;
  const std::string prefix = refusal_prefix(tc) + "the model answer needs more than the case's ";
  const std::string smaller = " or make the case smaller";
  if (run.result == verdict::memory_limit) {
    return prefix + std::to_string(l.memory_mb) + " MB memory limit (killed after using " +
           std::to_string(run.peak_memory_kb / 1024) + " MB); raise limits.memory_mb" + smaller;
  }
  if (run.result == verdict::output_limit) {
    return prefix + "output limits (" + first_line(run.feedback) +
           "); raise limits.output_kb or limits.file_kb" + smaller;
  }
  // The box stops a run at its CPU limit or at its wall limit, whichever
  // comes first. Stopped by the CPU timer, the run used at least the limit,
  // whatever the CPU time read back afterwards says.
  if (run.cpu_limit_hit) {
    return prefix + limit_text(l.cpu_seconds) + " s CPU limit (stopped after " +
           used_text(std::max(run.cpu_seconds, l.cpu_seconds)) + " s" + at_nodes(run) +
           "); raise limits.cpu_seconds" + smaller;
  }
  return prefix + limit_text(l.wall_seconds) + " s wall-clock limit (stopped after " +
         used_text(run.wall_seconds) + " s of wall-clock time" + at_nodes(run) + ", with " +
         used_text(run.cpu_seconds) +
         " s of CPU: the machine was busy, or the run waited); raise limits.wall_seconds" + smaller;
}

// The model answer run as grading runs it; a refusal joins the case's
// disagreements, so it counts, prints and exits like any other.
void check_case_limits(const test_case& tc, const model_runner& run_model, case_validation& result) {
  model_run run;
  try {
    run = run_model(tc);
  } catch (const std::exception& e) {
    run.unavailable = std::string("running it failed: ") + e.what();
  }
  result.limits = check_limits(tc, run);
  if (!result.limits->message.empty()) result.reference.disagreements.push_back(result.limits->message);
}

}  // namespace

std::string_view to_string(limit_outcome o) noexcept {
  switch (o) {
    case limit_outcome::met:
      return "met";
    case limit_outcome::exceeded:
      return "exceeded";
    case limit_outcome::failed:
      return "failed";
    case limit_outcome::unconfirmed:
      return "unconfirmed";
  }
  return "unconfirmed";
}

limit_check check_limits(const test_case& tc, const model_run& run) {
  limit_check check;
  check.limits = tc.limits;
  check.run = run;
  const auto& l = tc.limits;
  if (run.unavailable) {
    check.outcome = limit_outcome::unconfirmed;
    check.message = refusal_prefix(tc) + "could not confirm that the model answer meets the case's limits (" +
                    limit_text(l.cpu_seconds) + " s CPU, " + limit_text(l.wall_seconds) + " s wall-clock, " +
                    std::to_string(l.memory_mb) + " MB): " + *run.unavailable;
    return check;
  }
  switch (run.result) {
    case verdict::accepted:
      check.outcome = limit_outcome::met;
      return check;
    case verdict::time_limit:
    case verdict::memory_limit:
    case verdict::output_limit:
      check.outcome = limit_outcome::exceeded;
      check.message = exceeded_message(tc, run);
      return check;
    case verdict::judge_error:
      check.outcome = limit_outcome::unconfirmed;
      check.message = refusal_prefix(tc) +
                      "could not confirm that the model answer meets the case's limits: the grader failed "
                      "running it (" +
                      first_line(run.feedback) + ")";
      return check;
    default:
      check.outcome = limit_outcome::failed;
      check.message = refusal_prefix(tc) +
                      "the model answer, run as a team's runner under the case's limits, gets " +
                      std::string(to_string(run.result)) + ": " + first_line(run.feedback);
      return check;
  }
}

std::size_t validation_report::case_count() const {
  std::size_t n = 0;
  for (const auto& f : files) n += f.cases.size();
  return n;
}

std::size_t validation_report::error_count() const {
  return static_cast<std::size_t>(
      std::count_if(files.begin(), files.end(), [](const auto& f) { return f.error_where.has_value(); }));
}

std::size_t validation_report::disagreement_count() const {
  std::size_t n = 0;
  for (const auto& f : files) {
    for (const auto& c : f.cases) n += c.reference.disagreements.empty() ? 0U : 1U;
  }
  return n;
}

std::vector<validation_target> collect_validation_targets(const std::vector<fs::path>& paths) {
  std::vector<validation_target> targets;
  for (const auto& path : paths) {
    if (!fs::is_directory(path)) {
      // A missing path is reported by validate_files as that file's error.
      targets.push_back({path, true});
      continue;
    }
    std::vector<fs::path> found;
    for (auto it = fs::recursive_directory_iterator(path); it != fs::recursive_directory_iterator(); ++it) {
      const auto name = it->path().filename().string();
      if (it->is_directory() && (name == "boards" || name.starts_with('.'))) {
        it.disable_recursion_pending();  // shared data, not suites
        continue;
      }
      const auto ext = it->path().extension();
      if (it->is_regular_file() && (ext == ".yaml" || ext == ".yml")) found.push_back(it->path());
    }
    // Public before hidden, as the grader loads them, so a suite defined
    // twice is blamed on its hidden copy.
    const auto order_key = [](const fs::path& file) {
      const auto folder = file.parent_path();
      const auto name = folder.filename();
      const int rank = name == "public" ? 0 : name == "hidden" ? 1 : 2;
      return std::make_tuple(rank < 2 ? folder.parent_path() : folder, rank, file.filename());
    };
    std::sort(found.begin(), found.end(),
              [&](const fs::path& a, const fs::path& b) { return order_key(a) < order_key(b); });
    for (auto& file : found) targets.push_back({std::move(file), false});
  }
  return targets;
}

validation_report validate_files(const std::vector<validation_target>& targets,
                                 const validate_options& options) {
  const auto started = std::chrono::steady_clock::now();
  validation_report report;
  std::map<std::pair<std::string, std::string>, fs::path> suites_seen;
  for (const auto& target : targets) {
    file_validation file;
    file.path = target.path;
    file.vis = visibility_of(target.path);
    try {
      if (!target.explicit_file && !in_visibility_folder(target.path)) {
        throw framework::input_error({target.path.string(), 0, 0, {}},
                                     "not in a public/ or hidden/ folder, so the grader never loads it "
                                     "(suites live in testcases/<problem>/public/ or hidden/)");
      }
      const suite_file suite = load_suite_file(target.path, file.vis);
      file.problem = suite.problem;
      const auto [it, fresh] = suites_seen.emplace(std::make_pair(suite.problem, suite.suite), target.path);
      if (!fresh)
        check_unique_suites({suite_file{it->second, suite.problem, suite.suite, {}, {}, {}}, suite});
      const problem_driver* driver = find_driver(suite.problem);
      for (const auto& tc : suite.cases) {
        const auto case_started = std::chrono::steady_clock::now();
        case_validation result{tc.id, tc.hook, tc.where, {}, {}, 0};
        try {
          result.reference = driver->consult_reference(tc, options.node_cap);
        } catch (const std::exception& e) {
          result.reference.disagreements.push_back(std::string("consulting the reference failed: ") +
                                                   e.what());
        }
        if (options.run_model) check_case_limits(tc, options.run_model, result);
        result.seconds = seconds_since(case_started);
        file.cases.push_back(std::move(result));
      }
    } catch (const framework::input_error& e) {
      file.error_where = e.where();
      file.error = e.what();
      file.cases.clear();
    }
    report.files.push_back(std::move(file));
  }
  report.seconds = seconds_since(started);
  return report;
}

namespace {

// The case's limits and the model answer's run under them; "checked": false
// when validate ran without a runner (never a silent "met").
nlohmann::json limits_json(const std::optional<limit_check>& check) {
  if (!check) return {{"checked", false}};
  const auto& l = check->limits;
  nlohmann::json j = {{"checked", true},
                      {"outcome", to_string(check->outcome)},
                      {"cpu_seconds", l.cpu_seconds},
                      {"wall_seconds", l.wall_seconds},
                      {"memory_mb", l.memory_mb}};
  const auto& run = check->run;
  if (run.unavailable) {
    j["model"] = {{"unavailable", *run.unavailable}};
  } else {
    j["model"] = {{"verdict", to_string(run.result)},
                  {"cpu_seconds", run.cpu_seconds},
                  {"wall_seconds", run.wall_seconds},
                  {"cpu_limit_hit", run.cpu_limit_hit},
                  {"peak_memory_kb", run.peak_memory_kb},
                  {"nodes", run.nodes ? nlohmann::json(*run.nodes) : nlohmann::json(nullptr)}};
  }
  if (!check->message.empty()) j["message"] = check->message;
  return j;
}

}  // namespace

nlohmann::json to_json(const validation_report& report) {
  nlohmann::json files = nlohmann::json::array();
  for (const auto& f : report.files) {
    nlohmann::json file = {
        {"path", f.path.string()}, {"problem", f.problem}, {"visibility", to_string(f.vis)}};
    if (f.error_where) {
      file["error"] = {{"message", f.error}, {"where", location_json(*f.error_where)}};
    }
    nlohmann::json cases = nlohmann::json::array();
    for (const auto& c : f.cases) {
      nlohmann::json entry = to_json(c.reference);
      entry["id"] = c.id;
      entry["hook"] = c.hook;
      entry["line"] = c.where.line;
      entry["seconds"] = c.seconds;
      entry["limits"] = limits_json(c.limits);
      cases.push_back(std::move(entry));
    }
    file["cases"] = std::move(cases);
    files.push_back(std::move(file));
  }
  return {{"ok", report.ok()},
          {"files", report.files.size()},
          {"cases", report.case_count()},
          {"errors", report.error_count()},
          {"disagreements", report.disagreement_count()},
          {"seconds", report.seconds},
          {"results", std::move(files)}};
}

}  // namespace grader
