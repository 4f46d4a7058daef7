#include "grader/report/merge.hpp"
#include "grader/core/file_text.hpp"

#include "grader/report/atomic_file.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string_view>
#include <utility>

namespace grader::report {

namespace fs = std::filesystem;

namespace {

struct shard_file {
  fs::path path;
  int index = 0;
  int count = 0;
  nlohmann::json summary{};
};

nlohmann::json read_json(const fs::path& file) {
  const auto text = read_file_text(file);
  if (!text) throw merge_error("cannot read " + file.string());
  try {
    return nlohmann::json::parse(*text);
  } catch (const nlohmann::json::exception& e) {
    throw merge_error(file.string() + " is not JSON: " + e.what());
  }
}

std::string string_field(const nlohmann::json& j, const char* key, const fs::path& file) {
  if (!j.contains(key) || !j.at(key).is_string())
    throw merge_error(file.string() + ": no string field \"" + key + "\"");
  return j.at(key).get<std::string>();
}

// K and N of "summary.shard-K-of-N.json" (both positive decimal numbers), or nothing.
std::optional<std::pair<int, int>> shard_name(std::string_view file) {
  constexpr std::string_view head = "summary.shard-", middle = "-of-", tail = ".json";
  if (!file.starts_with(head) || !file.ends_with(tail)) return std::nullopt;
  file = file.substr(head.size(), file.size() - head.size() - tail.size());
  const auto split = file.find(middle);
  if (split == std::string_view::npos) return std::nullopt;
  const auto number = [](std::string_view digits) -> std::optional<int> {
    int value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || digits.front() == '-' || ec != std::errc() || end != digits.data() + digits.size())
      return std::nullopt;
    return value;
  };
  const auto k = number(file.substr(0, split));
  const auto n = number(file.substr(split + middle.size()));
  if (!k || !n) return std::nullopt;
  return std::pair{*k, *n};
}

std::vector<shard_file> find_shards(const std::vector<fs::path>& dirs) {
  std::vector<shard_file> shards;
  std::set<fs::path> seen;
  for (const auto& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw merge_error(dir.string() + " is not a folder");
    const auto canonical = fs::canonical(dir, ec);
    if (!seen.insert(ec ? dir : canonical).second) continue;  // the same folder given twice
    std::size_t found = 0;
    for (const auto& entry : fs::directory_iterator(dir)) {
      const auto kn = shard_name(entry.path().filename().string());
      if (!kn) continue;
      ++found;
      shard_file s;
      s.path = entry.path();
      s.index = kn->first;
      s.count = kn->second;
      s.summary = read_json(s.path);
      shards.push_back(std::move(s));
    }
    if (found == 0) throw merge_error(dir.string() + " holds no shard summary (summary.shard-K-of-N.json)");
  }
  std::sort(shards.begin(), shards.end(), [](const shard_file& a, const shard_file& b) {
    return a.index != b.index ? a.index < b.index : a.path < b.path;
  });
  return shards;
}

// Everything about a team that grading decides; the time a run took and
// whether it reused earlier results do not make two gradings different.
nlohmann::json graded_part(nlohmann::json entry) {
  for (const char* key : {"cases_graded", "cases_reused", "seconds", "cpu_seconds", "wall_seconds"})
    entry.erase(std::string(key));
  return entry;
}

void check_shards(const std::vector<shard_file>& shards) {
  const auto& first = shards.front();
  const auto version = string_field(first.summary, "grader_version", first.path);
  for (const auto& s : shards) {
    if (!s.summary.is_object() || s.summary.value("kind", "") != "class_summary")
      throw merge_error(s.path.string() + " is not a class summary");
    if (s.summary.value("schema_version", 0) != kSchemaVersion)
      throw merge_error(s.path.string() + " has schema_version " +
                        s.summary.value("schema_version", nlohmann::json()).dump() + ", this grader writes " +
                        std::to_string(kSchemaVersion));
    const auto& shard = s.summary.value("shard", nlohmann::json());
    if (!shard.is_object() || shard.value("index", 0) != s.index || shard.value("count", 0) != s.count)
      throw merge_error(s.path.string() + ": its \"shard\" field does not match its name");
    if (const auto v = string_field(s.summary, "grader_version", s.path); v != version) {
      throw merge_error("shards of different grader versions: " + first.path.string() + " (" + version +
                        ") and " + s.path.string() + " (" + v + "); regrade with one grader");
    }
    if (s.count != first.count) {
      throw merge_error("shards of different splits: " + first.path.string() + " and " + s.path.string());
    }
  }
  const auto cases = first.summary.value("case_set", std::string());
  for (const auto& s : shards) {
    const auto mine = s.summary.value("case_set", std::string());
    if (mine.empty()) {
      throw merge_error(s.path.string() +
                        " has no case_set fingerprint (written by an older grader): regrade that shard");
    }
    if (mine != cases) {
      throw merge_error("shards graded on different cases: " + first.path.string() + " and " +
                        s.path.string() + " (case_set differs); regrade them on the same cases");
    }
  }
  // Grading options that change what the class files say: one class, one of each.
  for (const char* field : {"due", "late_penalty", "lms"}) {
    const auto wanted = first.summary.value(field, nlohmann::json());
    for (const auto& s : shards) {
      if (s.summary.value(field, nlohmann::json()) != wanted) {
        throw merge_error(std::string("shards graded with different ") + field + ": " + first.path.string() +
                          " and " + s.path.string() + "; regrade them with the same options");
      }
    }
  }
  std::string missing;
  for (int k = 1; k <= first.count; ++k) {
    const auto it =
        std::find_if(shards.begin(), shards.end(), [k](const shard_file& s) { return s.index == k; });
    if (it == shards.end()) {
      missing += (missing.empty() ? "" : ", ") + std::string("summary.shard-") + std::to_string(k) + "-of-" +
                 std::to_string(first.count) + ".json";
    }
  }
  if (!missing.empty()) throw merge_error("missing shard(s): " + missing);
}

team_status parse_status(const std::string& text, const fs::path& file) {
  if (text == "graded" || text == "incomplete") return team_status::graded;
  if (text == "skipped") return team_status::skipped;
  if (text == "judge_error") return team_status::judge_error;
  if (text == "pending") return team_status::pending;
  throw merge_error(file.string() + ": unknown team status \"" + text + "\"");
}

}  // namespace

merged_class merge_shards(const std::vector<fs::path>& dirs) {
  if (dirs.empty()) throw merge_error("no folder to merge");
  const auto shards = find_shards(dirs);
  check_shards(shards);

  merged_class m;
  m.grader_version = shards.front().summary.at("grader_version").get<std::string>();
  m.result.case_set = shards.front().summary.at("case_set").get<std::string>();
  // Shards may run on different machines: each one's isolation, measured
  // costs, kit and case folder are named once.
  const auto name_each_once = [&](const char* field, std::string& merged) {
    for (const auto& s : shards) {
      const auto text = s.summary.value(field, std::string());
      if (text.empty() || merged.find(text) != std::string::npos) continue;
      merged += (merged.empty() ? "" : "; ") + text;
    }
  };
  name_each_once("isolation", m.result.isolation);
  name_each_once("search_cost", m.result.search_cost);
  name_each_once("kit_root", m.result.kit_root);
  name_each_once("cases_dir", m.result.cases_dir);
  const auto text_or_empty = [&](const char* field) {
    const auto value = shards.front().summary.value(field, nlohmann::json());
    return value.is_string() ? value.get<std::string>() : std::string();
  };
  m.result.due = text_or_empty("due");
  m.result.late_penalty = text_or_empty("late_penalty");
  m.result.lms = text_or_empty("lms");
  // The same case_set (checked above) is the same cases in force.
  const auto cases_in_force = shards.front().summary.value("cases_in_force", nlohmann::json::object());
  for (const auto& [problem, count] : cases_in_force.items()) {
    m.result.cases_in_force[problem] = {count.value("public", std::size_t{0}),
                                        count.value("hidden", std::size_t{0})};
  }
  for (const auto& p : shards.front().summary.value("problems", nlohmann::json::array())) {
    const auto name = p.value("problem", std::string());
    m.result.problems.push_back(name);
    m.result.planned_max[name] = p.value("max_points", 0.0);
  }

  std::map<std::string, std::pair<nlohmann::json, fs::path>> seen;  // team -> (summary entry, summary file)
  for (const auto& s : shards) {
    m.summaries.push_back(s.path);
    m.result.interrupted = m.result.interrupted || s.summary.value("interrupted", false);
    for (const auto& entry : s.summary.value("teams", nlohmann::json::array())) {
      const auto id = string_field(entry, "id", s.path);
      // The id names files under reports/: a folder name, never a path.
      if (id.empty() || id == "." || id == ".." || id.find('/') != std::string::npos)
        throw merge_error(s.path.string() + ": \"" + id + "\" is not a team folder name");
      if (const auto it = seen.find(id); it != seen.end()) {
        if (graded_part(it->second.first) != graded_part(entry)) {
          throw merge_error("team " + id + " was graded twice with different results: in " +
                            it->second.second.string() + " and in " + s.path.string());
        }
        continue;
      }
      seen.emplace(id, std::make_pair(entry, s.path));

      team_entry t;
      t.id = id;
      t.status = parse_status(string_field(entry, "status", s.path), s.path);
      t.cases_graded = entry.value("cases_graded", std::size_t{0});
      t.cases_reused = entry.value("cases_reused", std::size_t{0});
      t.seconds = entry.value("seconds", 0.0);
      if (t.status == team_status::graded) {
        const auto dir = s.path.parent_path();
        const auto file = dir / "reports" / (id + ".json");
        try {
          t.report = team_report_from_json(read_json(file));
        } catch (const std::runtime_error& e) {
          throw merge_error("cannot read team " + id + "'s report " + file.string() + " (named by " +
                            s.path.string() + "): " + e.what());
        }
        if (t.report->content_hash != entry.value("content_hash", std::string())) {
          throw merge_error(file.string() + " is not the report " + s.path.string() +
                            " summarises (another content hash): the team was regraded after that shard");
        }
        m.team_dirs[id] = dir;
      } else {
        t.error = entry.value("error", std::string());
        if (entry.contains("team")) {
          try {
            t.team = team_info_from_json(entry.at("team"));
          } catch (const nlohmann::json::exception& e) {
            throw merge_error(s.path.string() + ": team " + id + "'s \"team\" is malformed: " + e.what());
          }
        }
      }
      m.result.teams.push_back(std::move(t));
    }
  }
  std::sort(m.result.teams.begin(), m.result.teams.end(),
            [](const team_entry& a, const team_entry& b) { return a.id < b.id; });
  return m;
}

void write_merged(const merged_class& m, const fs::path& out,
                  const std::vector<std::unique_ptr<output_writer>>& writers) {
  fs::create_directories(out);
  const out_layout layout{out, std::nullopt};
  std::error_code ec;
  for (const auto& [id, dir] : m.team_dirs) {
    const out_layout from{dir, std::nullopt};
    if (fs::equivalent(dir, out, ec)) continue;
    // Copied atomically like every output, so a merge into a folder a
    // reader watches never shows half a report.
    for (const auto& [source, target] : {std::pair{from.team_report(id), layout.team_report(id)},
                                         std::pair{from.team_feedback(id), layout.team_feedback(id)}}) {
      const auto bytes = read_file_text(source);
      if (!bytes) continue;  // a feedback file removed by hand: the summary still names it
      fs::create_directories(target.parent_path());
      write_file_atomically(target, *bytes);
    }
  }
  for (const auto& w : writers) w->write_class(m.result, layout, m.grader_version);
}

}  // namespace grader::report
