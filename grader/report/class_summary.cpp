#include "grader/report/class_summary.hpp"

#include "grader/report/atomic_file.hpp"
#include "grader/report/junit.hpp"
#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <algorithm>
#include <map>

namespace grader::report {

namespace {

std::string shard_suffix(const std::optional<shard_spec>& shard) {
  if (!shard) return {};
  return ".shard-" + std::to_string(shard->index) + "-of-" + std::to_string(shard->count);
}

struct team_totals {
  std::uint64_t nodes = 0;
  double cpu_seconds = 0.0;
  double wall_seconds = 0.0;
};

team_totals totals(const team_report& r) {
  team_totals t;
  for (const auto& p : r.problems) {
    for (const auto& c : p.cases) {
      t.nodes += c.nodes.value_or(0);
      t.cpu_seconds += c.cpu_seconds;
      t.wall_seconds += c.wall_seconds;
    }
  }
  return t;
}

// Max points per problem as the class's reports say; every graded team has
// the same cases, but a problem a team skipped entirely still shows up.
std::map<std::string, double> max_points_by_problem(const class_result& c) {
  std::map<std::string, double> max;
  for (const auto& p : c.problems) max[p] = 0.0;
  for (const auto& [p, points] : c.planned_max) max[p] = std::max(max[p], points);
  for (const auto& t : c.teams) {
    if (!t.report) continue;
    for (const auto& p : t.report->problems) max[p.problem] = std::max(max[p.problem], p.max_points);
  }
  return max;
}

}  // namespace

double team_max_points(const class_result& c, const team_report& r) {
  if (r.complete) return r.max_points;
  double total = 0.0;
  for (const auto& [name, points] : max_points_by_problem(c)) total += points;
  return std::max(total, r.max_points);
}

std::string_view to_string(team_status s) noexcept {
  switch (s) {
    case team_status::graded:
      return "graded";
    case team_status::skipped:
      return "skipped";
    case team_status::judge_error:
      return "judge_error";
    case team_status::pending:
      return "pending";
  }
  return "pending";
}

bool is_leaderboard_case(const case_result& c) {
  return c.search && c.result == verdict::accepted && c.measured == measurement::verified;
}

std::vector<leaderboard_row> leaderboard(const class_result& c) {
  std::vector<leaderboard_row> rows;
  for (const auto& t : c.teams) {
    if (!t.report) continue;
    leaderboard_row row{t.id, 0, 0, 0.0};
    for (const auto& p : t.report->problems) {
      for (const auto& k : p.cases) {
        if (!is_leaderboard_case(k)) continue;
        ++row.solved;
        row.nodes += k.nodes.value_or(0);
        row.cpu_seconds += k.cpu_seconds;
      }
    }
    rows.push_back(std::move(row));
  }
  std::stable_sort(rows.begin(), rows.end(), [](const leaderboard_row& a, const leaderboard_row& b) {
    if (a.solved != b.solved) return a.solved > b.solved;
    if (a.nodes != b.nodes) return a.nodes < b.nodes;
    if (a.cpu_seconds != b.cpu_seconds) return a.cpu_seconds < b.cpu_seconds;
    return a.team < b.team;
  });
  return rows;
}

nlohmann::json summary_json(const class_result& c, const std::string& grader_version) {
  const auto max = max_points_by_problem(c);
  nlohmann::json problems = nlohmann::json::array();
  double class_max = 0.0;
  for (const auto& [name, points] : max) {
    problems.push_back({{"problem", name}, {"max_points", points}});
    class_max += points;
  }

  nlohmann::json teams = nlohmann::json::array();
  std::uint32_t judge_error_total = 0;
  std::size_t skipped = 0;
  for (const auto& t : c.teams) {
    nlohmann::json entry = {{"id", t.id},
                            {"cases_graded", t.cases_graded},
                            {"cases_reused", t.cases_reused},
                            {"seconds", t.seconds}};
    if (!t.report) {
      if (t.status == team_status::skipped) ++skipped;
      if (t.status == team_status::judge_error) ++judge_error_total;
      entry["status"] = to_string(t.status);
      entry["error"] = t.error;
      teams.push_back(std::move(entry));
      continue;
    }
    const auto& r = *t.report;
    const auto sums = totals(r);
    const auto je = judge_errors(r);
    judge_error_total += je;
    nlohmann::json per_problem = nlohmann::json::object();
    for (const auto& p : r.problems) per_problem[p.problem] = p.points;
    entry.update({
        {"status", r.complete ? "graded" : "incomplete"},
        {"name", r.team.name},
        {"members", r.team.members},
        {"content_hash", r.content_hash},
        {"points", r.points},
        {"max_points", team_max_points(c, r)},
        {"problems", std::move(per_problem)},
        {"verdict_counts", to_json(count_verdicts(r))},
        {"judge_errors", je},
        {"nodes_total", sums.nodes},
        {"cpu_seconds", sums.cpu_seconds},
        {"wall_seconds", sums.wall_seconds},
        {"report", "reports/" + t.id + ".json"},
        {"feedback", "feedback/" + t.id + ".json"},
    });
    teams.push_back(std::move(entry));
  }

  nlohmann::json board = nlohmann::json::array();
  std::size_t rank = 0;
  for (const auto& row : leaderboard(c)) {
    board.push_back({{"rank", ++rank},
                     {"team", row.team},
                     {"solved", row.solved},
                     {"nodes", row.nodes},
                     {"cpu_seconds", row.cpu_seconds}});
  }

  // Per search case: who solved it with how few nodes, for the lecture's
  // "whose pruning is best" discussion.
  std::map<std::string, nlohmann::json> by_case;
  for (const auto& t : c.teams) {
    if (!t.report) continue;
    for (const auto& p : t.report->problems) {
      for (const auto& k : p.cases) {
        if (!is_leaderboard_case(k)) continue;
        auto& entries = by_case[p.problem + "/" + k.id];
        if (entries.is_null()) entries = nlohmann::json::array();
        entries.push_back({{"team", t.id}, {"nodes", k.nodes.value_or(0)}, {"cpu_seconds", k.cpu_seconds}});
      }
    }
  }
  nlohmann::json cases = nlohmann::json::array();
  for (auto& [key, entries] : by_case) {
    auto list = entries.get<std::vector<nlohmann::json>>();
    std::stable_sort(list.begin(), list.end(), [](const nlohmann::json& a, const nlohmann::json& b) {
      if (a["nodes"] != b["nodes"]) return a["nodes"].get<std::uint64_t>() < b["nodes"].get<std::uint64_t>();
      return a["cpu_seconds"].get<double>() < b["cpu_seconds"].get<double>();
    });
    const auto slash = key.find('/');
    cases.push_back({{"problem", key.substr(0, slash)}, {"case", key.substr(slash + 1)}, {"entries", list}});
  }

  nlohmann::json shard = nullptr;
  if (c.shard) shard = {{"index", c.shard->index}, {"count", c.shard->count}};
  nlohmann::json cases_in_force = nlohmann::json::object();
  for (const auto& [problem, count] : c.cases_in_force)
    cases_in_force[problem] = {{"public", count.public_cases}, {"hidden", count.hidden_cases}};
  return {
      {"schema_version", kSchemaVersion},
      {"kind", "class_summary"},
      {"grader_version", grader_version},
      {"generated_at", utc_timestamp()},
      {"shard", shard},
      {"case_set", c.case_set},
      {"kit_root", c.kit_root},
      {"cases_dir", c.cases_dir},
      {"cases_in_force", std::move(cases_in_force)},
      {"interrupted", c.interrupted},
      {"problems", std::move(problems)},
      {"max_points", class_max},
      {"teams", std::move(teams)},
      {"judge_errors", judge_error_total},
      {"skipped_teams", skipped},
      {"leaderboard", std::move(board)},
      {"leaderboard_cases", std::move(cases)},
      {"isolation", c.isolation},
      {"search_cost", c.search_cost},
  };
}

std::string csv_field(const std::string& raw) {
  // A spreadsheet runs a cell that begins with =, +, -, @ (or a tab or
  // carriage return before one) as a formula: a team named
  // "=HYPERLINK(...)" must stay text. A leading apostrophe is what
  // spreadsheets themselves use to say "text".
  const bool formula =
      !raw.empty() && std::string_view("=+-@\t\r").find(raw.front()) != std::string_view::npos;
  const std::string text = formula ? "'" + raw : raw;
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char ch : text) {
    if (ch == '"') quoted += '"';
    quoted += ch;
  }
  return quoted + '"';
}

std::string gradebook_csv(const class_result& c) {
  const auto max = max_points_by_problem(c);
  std::string csv = "team,name,members";
  for (const auto& [name, points] : max) csv += "," + csv_field(name);
  csv += ",total,max,status\n";
  for (const auto& t : c.teams) {
    // Names are the teams' own text: a control character in a cell would act
    // on whoever prints or `cat`s the gradebook (see visible_name).
    std::string members;
    if (t.report) {
      for (const auto& m : t.report->team.members) members += (members.empty() ? "" : "; ") + visible_name(m);
    }
    csv += csv_field(visible_name(t.id)) + "," +
           csv_field(t.report ? visible_name(t.report->team.name) : "") + "," + csv_field(members);
    double total_max = 0.0;
    for (const auto& [name, points] : max) {
      total_max += points;
      std::string cell;
      if (t.report) {
        const auto& ps = t.report->problems;
        const auto it = std::find_if(
            ps.begin(), ps.end(), [&wanted = name](const problem_result& p) { return p.problem == wanted; });
        cell = it == ps.end() ? "0" : general(it->points);
      }
      csv += "," + cell;
    }
    if (t.report) {
      const char* status = !t.report->complete           ? "incomplete"
                           : judge_errors(*t.report) > 0 ? "judge_error"
                                                         : "graded";
      csv += "," + general(t.report->points) + "," + general(team_max_points(c, *t.report)) + "," + status +
             "\n";
    } else {
      csv += ",," + general(total_max) + "," + std::string(to_string(t.status)) + "\n";
    }
  }
  return csv;
}

std::string leaderboard_csv(const class_result& c) {
  std::string csv = "rank,team,solved,nodes,cpu_seconds\n";
  std::size_t rank = 0;
  for (const auto& row : leaderboard(c)) {
    csv += std::to_string(++rank) + "," + csv_field(visible_name(row.team)) + "," +
           std::to_string(row.solved) + "," + std::to_string(row.nodes) + "," + general(row.cpu_seconds) +
           "\n";
  }
  return csv;
}

std::filesystem::path out_layout::team_report(const std::string& team) const {
  return root / "reports" / (team + ".json");
}

std::filesystem::path out_layout::team_feedback(const std::string& team) const {
  return root / "feedback" / (team + ".json");
}

std::filesystem::path out_layout::class_file(const std::string& stem, const std::string& extension) const {
  return root / (stem + shard_suffix(shard) + extension);
}

void json_report_writer::write_team(const team_report& r, const out_layout& out) const {
  const auto report_path = out.team_report(r.team.id);
  const auto feedback_path = out.team_feedback(r.team.id);
  std::filesystem::create_directories(report_path.parent_path());
  std::filesystem::create_directories(feedback_path.parent_path());
  write_file_atomically(report_path, dump(to_json(r, audience::instructor)) + "\n");
  write_file_atomically(feedback_path, dump(to_json(r, audience::student)) + "\n");
}

void class_files_writer::write_class(const class_result& c, const out_layout& out,
                                     const std::string& grader_version) const {
  std::filesystem::create_directories(out.root);
  write_file_atomically(out.class_file("summary", ".json"), dump(summary_json(c, grader_version)) + "\n");
  write_file_atomically(out.class_file("gradebook", ".csv"), gradebook_csv(c));
  write_file_atomically(out.class_file("leaderboard", ".csv"), leaderboard_csv(c));
}

std::vector<std::unique_ptr<output_writer>> default_writers() {
  std::vector<std::unique_ptr<output_writer>> writers;
  writers.push_back(std::make_unique<json_report_writer>());
  writers.push_back(std::make_unique<class_files_writer>());
  writers.push_back(std::make_unique<junit_writer>());
  return writers;
}

}  // namespace grader::report
