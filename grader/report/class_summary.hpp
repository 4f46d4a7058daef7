#pragma once
// A class run as data (every team's report, or why a team was skipped), and
// the class-level outputs derived from it: summary.json, gradebook.csv,
// leaderboard.csv. The writers are behind one small interface so that more
// formats (JUnit XML for CI, Gradescope's results.json) are one class each.

#include "grader/report/report.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace grader::report {

// graded: `report` is set (complete, or partial after an interruption);
// skipped: the team's folder is bad input (its error says why);
// judge_error: the grader failed on the team as a whole; pending: never reached.
enum class team_status { graded, skipped, judge_error, pending };
[[nodiscard]] std::string_view to_string(team_status s) noexcept;

struct team_entry {
  std::string id;  // the submission's folder name
  team_status status = team_status::pending;
  std::optional<team_report> report;  // set when graded
  // Who the team is when it has no report (a skipped team): its team.yaml as
  // far as it reads, for the per-student gradebooks.
  std::optional<team_info> team;
  std::string error;             // why it was not graded
  std::size_t cases_graded = 0;  // run this time
  std::size_t cases_reused = 0;  // taken over from the previous report
  double seconds = 0.0;          // wall time spent on this team in this run
};

struct shard_spec {
  int index = 1;  // 1-based: K of --shard K/N
  int count = 1;
};

// How many of a problem's cases a run graded, by visibility.
struct case_count {
  std::size_t public_cases = 0;
  std::size_t hidden_cases = 0;
};

struct class_result {
  std::vector<std::string> problems;
  // The points every team can earn per problem: the sum over the planned
  // cases, so a team whose grading was interrupted is still out of the whole.
  std::map<std::string, double> planned_max;
  std::vector<team_entry> teams;  // sorted by id
  std::optional<shard_spec> shard;
  bool interrupted = false;
  // "sha256:..." of every planned case's id, fingerprint, points and
  // visibility: shards graded on different case files must not be merged.
  std::string case_set;
  std::string isolation;  // what confined the teams' code (pipeline::describe_isolation)
  // Which kit and which case files were in force: a grader built in one
  // clone reads its cases from there unless --kit-root or --cases says
  // otherwise, so summary.json names them.
  std::string kit_root;
  std::string cases_dir;
  std::map<std::string, case_count> cases_in_force;  // problem -> its cases graded
  // What an honest search cost where the class was graded, against which
  // plausibility was judged (pipeline::describe(search_cost)).
  std::string search_cost;
  // The due time and penalty, when late submissions lose points (grade
  // --due, --late-penalty): "2026-12-01T22:59:00Z", "10%/day".
  std::string due;
  std::string late_penalty;
  // The LMS whose import layout is also written (grade --lms): "canvas",
  // "moodle" or empty (the grader's documentation, Gradebooks for an LMS).
  std::string lms;
};

// points out of max_points in percent, to the hundredth.
[[nodiscard]] double percent(double points, double max_points) noexcept;
// The LMS import layouts the kit writes (lms_gradebook_csv).
[[nodiscard]] bool is_known_lms(std::string_view name) noexcept;

// What a team's points are out of: its report's maximum when the report is
// complete, else the class's (an interrupted team's report only sums the cases
// it reached).
[[nodiscard]] double team_max_points(const class_result& c, const team_report& r);

// What the leaderboard ranks: accepted searches (hooks the problem's driver
// declares as searches) whose node count the grader verified; an implausible
// measurement earns no place.
[[nodiscard]] bool is_leaderboard_case(const case_result& c);

struct leaderboard_row {
  std::string team;
  std::size_t solved = 0;    // leaderboard cases (accepted, measured)
  std::uint64_t nodes = 0;   // over the accepted ones
  double cpu_seconds = 0.0;  // over the accepted ones
};
// Most solved first, then fewest nodes, then least CPU time.
[[nodiscard]] std::vector<leaderboard_row> leaderboard(const class_result& c);

[[nodiscard]] nlohmann::json summary_json(const class_result& c, const std::string& grader_version);
[[nodiscard]] std::string gradebook_csv(const class_result& c);
// One row per student (team.yaml's members): id, name, e-mail, team, points
// per problem, total (after any late penalty), max, percent.
[[nodiscard]] std::string student_gradebook_csv(const class_result& c);
// The same rows in the columns `lms` ("canvas", "moodle") imports.
[[nodiscard]] std::string lms_gradebook_csv(const class_result& c, std::string_view lms);
[[nodiscard]] std::string leaderboard_csv(const class_result& c);
// RFC 4180 quoting for a field that may hold commas, quotes or newlines, and
// a leading apostrophe on text a spreadsheet would run as a formula.
[[nodiscard]] std::string csv_field(const std::string& text);

// Where the class outputs go; a shard writes its own class files so that
// shards sharing one --out folder never overwrite each other.
struct out_layout {
  std::filesystem::path root;
  std::optional<shard_spec> shard;

  [[nodiscard]] std::filesystem::path team_report(const std::string& team) const;
  [[nodiscard]] std::filesystem::path team_feedback(const std::string& team) const;
  [[nodiscard]] std::filesystem::path class_file(const std::string& stem, const std::string& extension) const;
};

// One output format. write_team runs as each team finishes (possibly from
// several threads at once, for different teams); write_class once at the end.
class output_writer {
 public:
  virtual ~output_writer() = default;
  virtual void write_team(const team_report& r, const out_layout& out) const = 0;
  virtual void write_class(const class_result& c, const out_layout& out,
                           const std::string& grader_version) const = 0;
};

// reports/<team>.json (instructor) and feedback/<team>.json (student).
class json_report_writer final : public output_writer {
 public:
  void write_team(const team_report& r, const out_layout& out) const override;
  void write_class(const class_result&, const out_layout&, const std::string&) const override {}
};

// summary.json, gradebook.csv, leaderboard.csv.
class class_files_writer final : public output_writer {
 public:
  void write_team(const team_report&, const out_layout&) const override {}
  void write_class(const class_result& c, const out_layout& out,
                   const std::string& grader_version) const override;
};

[[nodiscard]] std::vector<std::unique_ptr<output_writer>> default_writers();

}  // namespace grader::report
