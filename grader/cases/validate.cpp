#include "grader/cases/validate.hpp"

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

}  // namespace

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
        case_validation result{tc.id, tc.hook, tc.where, {}, 0};
        try {
          result.reference = driver->consult_reference(tc, options.node_cap);
        } catch (const std::exception& e) {
          result.reference.disagreements.push_back(std::string("consulting the reference failed: ") +
                                                   e.what());
        }
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
