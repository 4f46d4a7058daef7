#include "grader/report/class_summary.hpp"

#include "grader/report/atomic_file.hpp"
#include "grader/report/class_analytics.hpp"
#include "grader/report/junit.hpp"
#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <algorithm>
#include <cmath>
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
  // A count ranks only as the size of a tree the replay checked, searched in
  // the order the case names: any other could be a smallest proof found off
  // the board, or no proof at all.
  return c.search && c.result == verdict::accepted && c.measured == measurement::verified &&
         c.proof == proof_status::ranked;
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

namespace {

// A team's line of the summary; counts the class's judge errors and skipped teams.
nlohmann::json team_summary(const class_result& c, const team_entry& t, std::uint32_t& judge_error_total,
                            std::size_t& skipped) {
  nlohmann::json entry = {{"id", t.id},
                          {"cases_graded", t.cases_graded},
                          {"cases_reused", t.cases_reused},
                          {"seconds", t.seconds}};
  if (!t.report) {
    if (t.status == team_status::skipped) ++skipped;
    if (t.status == team_status::judge_error) ++judge_error_total;
    entry["status"] = to_string(t.status);
    entry["error"] = t.error;
    if (t.team) entry["team"] = to_json(*t.team);
    return entry;
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
      {"members", to_json(r.team).at("members")},
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
      {"team", to_json(r.team)},
      {"final_points", final_points(r)},
      {"percent", percent(final_points(r), team_max_points(c, r))},
  });
  if (r.late) entry["late"] = to_json(*r.late, r.points);
  return entry;
}

nlohmann::json leaderboard_json(const class_result& c) {
  nlohmann::json board = nlohmann::json::array();
  std::size_t rank = 0;
  for (const auto& row : leaderboard(c)) {
    board.push_back({{"rank", ++rank},
                     {"team", row.team},
                     {"solved", row.solved},
                     {"nodes", row.nodes},
                     {"cpu_seconds", row.cpu_seconds}});
  }
  return board;
}

// Per search case: who solved it with how few nodes, for the lecture's
// "whose pruning is best" discussion.
nlohmann::json leaderboard_cases_json(const class_result& c) {
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
  return cases;
}

nlohmann::json text_or_null(const std::string& text) {
  return text.empty() ? nlohmann::json() : nlohmann::json(text);
}

}  // namespace

nlohmann::json summary_json(const class_result& c, const std::string& grader_version) {
  nlohmann::json problems = nlohmann::json::array();
  double class_max = 0.0;
  for (const auto& [name, points] : max_points_by_problem(c)) {
    problems.push_back({{"problem", name}, {"max_points", points}});
    class_max += points;
  }
  nlohmann::json teams = nlohmann::json::array();
  std::uint32_t judge_error_total = 0;
  std::size_t skipped = 0;
  for (const auto& t : c.teams) teams.push_back(team_summary(c, t, judge_error_total, skipped));

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
      {"leaderboard", leaderboard_json(c)},
      {"leaderboard_cases", leaderboard_cases_json(c)},
      {"isolation", c.isolation},
      {"search_cost", c.search_cost},
      {"due", text_or_null(c.due)},
      {"late_penalty", text_or_null(c.late_penalty)},
      {"lms", text_or_null(c.lms)},
      {"analytics", to_json(analyse(c))},
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

namespace {

// A team's line of the gradebooks, every cell as text; the teams' own text
// made visible (see visible_name): a control character in a cell would act
// on whoever prints or `cat`s the gradebook.
struct gradebook_line {
  const team_info* team = nullptr;          // nothing known when null
  std::vector<std::string> problem_points;  // per problem of max_points_by_problem, "" when not graded
  std::string total;                        // after any late penalty
  std::string max;
  std::string percent;
  std::string status;
  std::vector<std::string> late;  // submitted_at, days late, penalty %, points before: with --due only
  std::string note;               // why not graded, or what its team.yaml lacks, or why lateness is unknown
};

std::vector<std::string> late_columns(const class_result& c) {
  if (c.due.empty()) return {};
  return {"submitted_at", "days_late", "penalty_percent", "points_before_penalty"};
}

gradebook_line line_of(const class_result& c, const team_entry& t, const std::map<std::string, double>& max) {
  gradebook_line line;
  line.team = t.report ? &t.report->team : t.team ? &*t.team : nullptr;
  double total_max = 0.0;
  for (const auto& [name, points] : max) {
    total_max += points;
    std::string cell;
    if (t.report) {
      const auto& ps = t.report->problems;
      const auto it = std::find_if(ps.begin(), ps.end(),
                                   [&wanted = name](const problem_result& p) { return p.problem == wanted; });
      cell = it == ps.end() ? "0" : general(it->points);
    }
    line.problem_points.push_back(cell);
  }
  std::vector<std::string> notes;
  if (line.team != nullptr && !line.team->warning.empty()) notes.push_back(line.team->warning);
  if (t.report) {
    const auto& r = *t.report;
    line.status = !r.complete ? "incomplete" : judge_errors(r) > 0 ? "judge_error" : "graded";
    line.total = general(final_points(r));
    line.max = general(team_max_points(c, r));
    line.percent = general(percent(final_points(r), team_max_points(c, r)));
    if (!c.due.empty()) {
      if (r.late && !r.late->submitted_at.empty()) {
        line.late = {r.late->submitted_at, fixed(static_cast<double>(r.late->seconds_late) / 86400.0, 2),
                     general(r.late->penalty * 100.0), general(r.points)};
      } else {
        line.late = {"", "", "0", general(r.points)};
        if (r.late) notes.push_back("submission time unknown (" + r.late->source + "): no late penalty");
      }
    }
  } else {
    line.status = std::string(to_string(t.status));
    line.max = general(total_max);
    line.late.resize(late_columns(c).size());
    notes.push_back(t.error);
  }
  for (const auto& n : notes) line.note += (line.note.empty() ? "" : "; ") + n;
  return line;
}

// The gradebooks' columns after those saying whom a row is about.
std::vector<std::string> score_header(std::vector<std::string> who, const class_result& c,
                                      const std::map<std::string, double>& max) {
  for (const auto& [name, points] : max) who.push_back(name);
  for (const char* column : {"total", "max", "percent", "status"}) who.emplace_back(column);
  for (const auto& column : late_columns(c)) who.push_back(column);
  who.emplace_back("note");
  return who;
}

std::vector<std::string> score_cells(std::vector<std::string> who, const gradebook_line& line) {
  who.insert(who.end(), line.problem_points.begin(), line.problem_points.end());
  for (const auto& cell : {line.total, line.max, line.percent, line.status}) who.push_back(cell);
  who.insert(who.end(), line.late.begin(), line.late.end());
  who.push_back(line.note);
  return who;
}

std::string csv_row(const std::vector<std::string>& cells) {
  std::string row;
  for (std::size_t i = 0; i < cells.size(); ++i) row += (i ? "," : "") + csv_field(visible_name(cells[i]));
  return row + "\n";
}

}  // namespace

double percent(double points, double max_points) noexcept {
  return max_points > 0.0 ? std::round(points / max_points * 10000.0) / 100.0 : 0.0;
}

bool is_known_lms(std::string_view name) noexcept { return name == "canvas" || name == "moodle"; }

std::string gradebook_csv(const class_result& c) {
  const auto max = max_points_by_problem(c);
  std::string csv = csv_row(score_header({"team", "name", "members"}, c, max));
  for (const auto& t : c.teams) {
    const auto line = line_of(c, t, max);
    std::string members;
    if (line.team != nullptr) {
      for (const auto& m : line.team->members) members += (members.empty() ? "" : "; ") + m.name;
    }
    csv += csv_row(score_cells({t.id, line.team != nullptr ? line.team->name : "", members}, line));
  }
  return csv;
}

std::string student_gradebook_csv(const class_result& c) {
  const auto max = max_points_by_problem(c);
  std::string csv = csv_row(score_header({"student_id", "name", "email", "team"}, c, max));
  for (const auto& t : c.teams) {
    const auto line = line_of(c, t, max);
    // A team whose team.yaml does not say who is in it still has a row, so
    // that the gradebook shows it and why.
    std::vector<member_info> members;
    if (line.team != nullptr) members = line.team->members;
    if (members.empty()) members.push_back({});
    for (const auto& m : members) csv += csv_row(score_cells({m.id, m.name, m.email, t.id}, line));
  }
  return csv;
}

std::string lms_gradebook_csv(const class_result& c, std::string_view lms) {
  // Canvas (its Gradebook import): a row is matched on ID, SIS User ID or SIS
  // Login ID; Student and Section are shown; every other column is an
  // assignment (a new name creates one, or is ignored at the import's
  // preview), and a "Points Possible" row gives their maximum. Moodle (its CSV
  // grade import): the teacher maps one column to the user field that
  // identifies a student (ID number or e-mail address) and every other column
  // to a grade item (the grader's documentation gives the sources).
  const auto max = max_points_by_problem(c);
  const bool canvas = lms == "canvas";
  std::vector<std::string> header =
      canvas ? std::vector<std::string>{"Student", "ID", "SIS User ID", "SIS Login ID", "Section"}
             : std::vector<std::string>{"ID number", "Email address", "Full name"};
  for (const auto& [name, points] : max) header.push_back(name);
  header.emplace_back("total");
  std::string csv = csv_row(header);
  if (canvas) {
    std::vector<std::string> possible = {"Points Possible", "", "", "", ""};
    double total = 0.0;
    for (const auto& [name, points] : max) {
      possible.push_back(general(points));
      total += points;
    }
    possible.push_back(general(total));
    csv += csv_row(possible);
  }
  for (const auto& t : c.teams) {
    const auto line = line_of(c, t, max);
    if (line.team == nullptr) continue;
    for (const auto& m : line.team->members) {
      std::vector<std::string> cells = canvas ? std::vector<std::string>{m.name, "", m.id, "", ""}
                                              : std::vector<std::string>{m.id, m.email, m.name};
      // A team not graded has no points: blank cells, which an LMS leaves alone.
      cells.insert(cells.end(), line.problem_points.begin(), line.problem_points.end());
      cells.push_back(line.total);
      csv += csv_row(cells);
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
  write_file_atomically(out.class_file("gradebook-students", ".csv"), student_gradebook_csv(c));
  if (is_known_lms(c.lms))
    write_file_atomically(out.class_file("gradebook-" + c.lms, ".csv"), lms_gradebook_csv(c, c.lms));
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
