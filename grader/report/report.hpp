#pragma once
// A team's grading result as data, and its JSON form (schema version 1,
// docs/report.schema.json). The pipeline fills a team_report; everything that
// leaves the grader (the JSON files, the human output, the class summary) is
// derived from it, so the formats cannot disagree about a score.
//
// The same JSON is read back on a rerun (resume), which is why from_json
// exists: the instructor report is the grader's memory of what it already did.

#include "grader/core/search_drawing.hpp"
#include "grader/core/test_case.hpp"
#include "grader/core/verdict.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace grader::report {

inline constexpr int kSchemaVersion = 3;

// Who reads a report: the instructor sees everything; the student version
// withholds what hidden cases would reveal.
enum class audience { instructor, student };

inline constexpr const char* kWithheld = "details withheld for hidden cases";

// How far the grader trusts a node count.
//   none         no count: the runner never got to the hook
//   verified     replayed from the trace by the grader's own rules
//   implausible  replayed, but far too few nodes for the CPU time spent: the
//                search ran outside the framework's states (flagged, off the leaderboard)
enum class measurement { none, verified, implausible };
[[nodiscard]] std::string_view to_string(measurement m) noexcept;

// What the replay could check of the search tree behind a count
// (framework/core/proof_tree.hpp).
//   none      nothing to check: the hook's answer claims no tree (or there was no search)
//   ranked    proven, every node trying its moves in valid_moves' order, front to
//             back or back to front: ranked on the leaderboard
//   proven    proven, in an order of the search's own, which could have been chosen
//             knowing the answer: earns its points, not ranked
//   unproven  some node of the tree was left incomplete: the count proves nothing
enum class proof_status { none, ranked, proven, unproven };
[[nodiscard]] std::string_view to_string(proof_status p) noexcept;

// The grader's own seconds on a case, wall time of the thread grading it,
// by what they went to: what a class costs beside its students' code.
struct grader_time {
  // The sandbox runs, start to end: the box, the student's run and the
  // replay of its trace as it arrived. Both measurements, when there were two.
  double runs = 0.0;
  // Of `runs`, the measurements whose figures the case does not report: the
  // other of two runs (the second, or the first when the second stands),
  // the other two of three, a run ended at its probe.
  double second_run = 0.0;
  double replay = 0.0;   // of `runs` and after it: the replay, its witness and proof check
  double judge = 0.0;    // the answer judged, the count checked, the feedback written
  double lecture = 0.0;  // the lecture's search beside the student's: the parting told, the drawing
  // Before its runs: waiting while another case was measured a second time alone.
  double gate_wait = 0.0;

  grader_time& operator+=(const grader_time& other) noexcept {
    runs += other.runs;
    second_run += other.second_run;
    replay += other.replay;
    judge += other.judge;
    lecture += other.lecture;
    gate_wait += other.gate_wait;
    return *this;
  }
};

struct case_result {
  std::string id;  // "<suite>/<name>"
  std::string suite;
  std::string name;
  std::string hook;
  bool search = false;  // the hook is a search: its nodes are ranked
  visibility vis = visibility::visible;
  verdict result = verdict::judge_error;
  double points = 0.0;
  double max_points = 0.0;
  // The case's suite goes beyond the lecture (test_case::extension): what it
  // asks, in one sentence; empty for the lecture's own cases.
  std::string extension;
  double cpu_seconds = 0.0;
  double wall_seconds = 0.0;
  std::uint64_t peak_memory_kb = 0;
  std::optional<std::uint64_t> nodes;            // what the grader measured from the trace
  std::optional<std::uint64_t> nodes_expanded;   // likewise: distinct positions moves were made from
  std::optional<std::uint64_t> reference_nodes;  // the model answer's count, when the case knows it
  std::optional<std::uint64_t> reversed_nodes;   // the lecture's pop() order, when the case knows it
  // Every count an `exact` case accepts, one per reading of the lecture, and
  // the reading the measured count is (nothing when it is none of them).
  std::vector<accepted_count> accepted_nodes;
  std::optional<reading> nodes_reading;
  node_mode mode = node_mode::record;
  measurement measured = measurement::none;
  proof_status proof = proof_status::none;
  // For an implausible measurement: the most CPU its traced search explains
  // on this machine (grader/pipeline/plausibility.hpp).
  std::optional<double> cpu_explained_seconds;
  // A time_limit whose hook waited out its wall limit (sleep, stdin, a lock)
  // without reaching its CPU limit: nothing to measure again. The grader's
  // own note for the run, not part of the report.
  bool waited = false;
  // How long the run waited for a CPU while it could run (the kernel's
  // run_delay): the sign that other work disturbed its measurement.
  // Nothing when the sandbox could not read it.
  std::optional<double> cpu_wait_seconds;
  // How many times the case ran: 2 when its verdict rested on CPU and the
  // first measurement was disturbed, 3 when a second run beside the other
  // cases was disturbed too (grader/pipeline/run_case.hpp).
  int measurements = 1;
  grader_time grader;
  // The search by depth beside the lecture's, and where they parted
  // (grader/core/search_drawing.hpp): for a search case the grader can
  // follow, whatever its verdict, when the runner got as far as searching.
  std::optional<search_drawing> drawing;
  std::string feedback;
  std::string stdout_text;  // heads only: the sandbox keeps the first few KiB
  std::string stderr_text;
  // The runner's output for the hook (what the judge read), so reports can
  // draw the student's board; null when there was none or it was larger than
  // kMaxAnswerBytes (answer_capped).
  nlohmann::json answer = nullptr;
  bool answer_capped = false;
  std::string fingerprint;
  bool reused = false;  // taken over from the previous report (resume)
};

// missing: the submission has no exercises/<problem>/ folder (the problem was
// not handed in): every case is not_implemented, nothing is compiled.
enum class compile_status { ok, compile_error, judge_error, missing };

[[nodiscard]] std::string_view to_string(compile_status s) noexcept;

// A report keeps answers up to this size (serialised): a board or a solution
// of a few thousand moves, not a search's dump of every position.
inline constexpr std::size_t kMaxAnswerBytes = 64 * 1024;
// Keeps `output` as c's answer, or drops it (answer_capped) past the cap.
void keep_answer(case_result& c, const nlohmann::json& output);

struct compile_info {
  compile_status status = compile_status::ok;
  double seconds = 0.0;
  std::string log;  // the compiler's messages, trimmed
  bool cached = false;
  std::string language = "cpp";  // "cpp" or "python": the track the team handed in
  // The language's CPU and wall limits factor (grader/core/language.hpp): 1 for C++.
  double limit_factor = 1.0;
  // Before the compile: waiting while another case was measured alone.
  double gate_wait = 0.0;
};

struct problem_result {
  std::string problem;
  double points = 0.0;
  double max_points = 0.0;
  std::string sources_hash;  // "sha256:..." of exercises/<problem>/
  std::string build_key;     // sources + compiler + flags + runner archive: what a compiled runner depends on
  compile_info compile;
  std::vector<case_result> cases;
};

// A student as team.yaml names them: `members: [Ada Lovelace]`, or with what
// an LMS matches a row on, `members: [{name: Ada Lovelace, id: s123456,
// email: ada@uni.example}]`.
struct member_info {
  std::string name;
  std::string id;     // the university's student id, when given
  std::string email;  // when given
  bool operator==(const member_info&) const = default;
};

struct team_info {
  std::string id;  // the submission's folder name
  std::string name;
  std::vector<member_info> members;
  std::string submitted;  // team.yaml's `submitted:` (an ISO 8601 time) when given
  // Why team.yaml could not be read, with its file, line and field: the team
  // is then graded under its folder's name, and every report says why.
  std::string warning;
  bool operator==(const team_info&) const = default;
};

// How late a team handed in, when the class has a due time (grade --due).
struct lateness {
  std::string due;                // UTC ISO 8601
  std::string policy;             // "10%/day": the share of the points taken per day (or hour) begun late
  std::string submitted_at;       // UTC ISO 8601; empty when nothing says
  std::string source;             // where submitted_at comes from: "git" or "team.yaml"; else why unknown
  std::int64_t seconds_late = 0;  // 0 when on time (or unknown)
  double penalty = 0.0;           // the share of the points taken, 0..1
  bool operator==(const lateness&) const = default;
};

struct team_report {
  std::string grader_version;
  std::string generated_at;  // UTC ISO 8601
  team_info team;
  std::string content_hash;  // "sha256:..."
  std::string submission_path;
  bool complete = false;  // false while grading: a partial report written for resume
  std::vector<problem_result> problems;
  double points = 0.0;  // earned by the cases, before any late penalty
  double max_points = 0.0;
  std::optional<lateness> late;  // set when the class has a due time
};

// The points that count: the cases' points less the late penalty.
[[nodiscard]] double final_points(const team_report& r) noexcept;
// "late 26.5 h: -20%", "late 3.2 days: -30%"
[[nodiscard]] std::string late_text(const lateness& late);

// --- scoring ---------------------------------------------------------------

// A case earns its points only when accepted; judge errors earn nothing but
// are counted apart so the run can be flagged and the case regraded.
// Scores are sums of YAML-given points like 0.5 or 1.5; rounding to a
// millionth keeps 0.1 + 0.2 from printing as 0.30000000000000004.
[[nodiscard]] double tidy(double x) noexcept;
[[nodiscard]] double case_points(verdict v, double max_points) noexcept;
// Recomputes every case's points and the problem and team totals.
void score(team_report& r);

using verdict_counts = std::array<std::uint32_t, std::size(all_verdicts)>;
[[nodiscard]] verdict_counts count_verdicts(const team_report& r);
[[nodiscard]] std::uint32_t judge_errors(const team_report& r);
[[nodiscard]] nlohmann::json to_json(const verdict_counts& counts);

// --- JSON ------------------------------------------------------------------

// The case as `who` may see it: for a student, a hidden case keeps its
// verdict and points but loses its feedback, output and node counts. Every
// format (JSON, JUnit, Gradescope) withholds through this one function.
[[nodiscard]] case_result as_seen_by(const case_result& c, audience who);
[[nodiscard]] nlohmann::json to_json(const search_drawing& d);
// Throws nlohmann::json::exception or std::runtime_error on a drawing it cannot read.
[[nodiscard]] search_drawing search_drawing_from_json(const nlohmann::json& j);
[[nodiscard]] nlohmann::json to_json(const case_result& c, audience who);
[[nodiscard]] nlohmann::json to_json(const team_report& r, audience who);
// Reads an instructor report back. Throws std::runtime_error on anything that
// is not a schema-1 report (the caller then simply regrades).
[[nodiscard]] team_report team_report_from_json(const nlohmann::json& j);
// The "team" object of a report (and of summary.json's entries), and back.
// Throws std::runtime_error (nlohmann's errors) on a malformed one.
[[nodiscard]] nlohmann::json to_json(const team_info& t);
[[nodiscard]] team_info team_info_from_json(const nlohmann::json& j);
[[nodiscard]] nlohmann::json to_json(const lateness& l, double points);
[[nodiscard]] lateness lateness_from_json(const nlohmann::json& j);

// Student output is arbitrary bytes (Latin-1, a UTF-8 sequence cut by the
// kept head) but JSON strings are UTF-8: invalid sequences become U+FFFD.
[[nodiscard]] std::string valid_utf8(std::string_view bytes);
// JSON text of any report or summary; never throws on odd strings.
[[nodiscard]] std::string dump(const nlohmann::json& j);

// "2026-11-21T11:45:38Z"
[[nodiscard]] std::string utc_timestamp();

}  // namespace grader::report
