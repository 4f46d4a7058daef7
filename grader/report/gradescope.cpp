#include "grader/report/gradescope.hpp"

#include "grader/report/class_summary.hpp"

#include <cmath>

namespace grader::report {

namespace {

// The test's text: the verdict first (what a student scans for), then the
// feedback. Student output is not included: it is in the JSON report, and
// Gradescope shows `output` to students.
std::string test_output(const case_result& c) {
  std::string text(to_string(c.result));
  if (!c.feedback.empty()) text += "\n" + c.feedback;
  return valid_utf8(text);
}

}  // namespace

bool is_gradescope_visibility(std::string_view v) noexcept {
  return v == "hidden" || v == "after_due_date" || v == "after_published" || v == "visible";
}

nlohmann::json gradescope_results(const team_report& r, const gradescope_options& options) {
  nlohmann::json tests = nlohmann::json::array();
  double wall = 0.0;
  std::size_t problem_number = 0;
  for (const auto& p : r.problems) {
    ++problem_number;
    std::size_t case_number = 0;
    for (const auto& raw : p.cases) {
      ++case_number;
      wall += raw.wall_seconds;
      const case_result c = as_seen_by(raw, options.who);
      tests.push_back({
          {"name", p.problem + ": " + c.id},
          // Gradescope sorts tests by "number" ("1.2" before "1.10").
          {"number", std::to_string(problem_number) + "." + std::to_string(case_number)},
          {"score", c.points},
          {"max_score", c.max_points},
          {"status", c.result == verdict::accepted ? "passed" : "failed"},
          {"output", test_output(c)},
          {"output_format", "text"},
          {"tags", nlohmann::json::array({p.problem, std::string(to_string(c.result))})},
          {"visibility", c.vis == visibility::hidden ? options.hidden_visibility : std::string("visible")},
      });
    }
  }

  // The same ranking as the class leaderboard, for a class of one.
  class_result one;
  team_entry entry;
  entry.id = r.team.id;
  entry.status = team_status::graded;
  entry.report = r;
  one.teams.push_back(std::move(entry));
  const auto row = leaderboard(one).front();

  std::string summary =
      "score " + nlohmann::json(r.points).dump() + " of " + nlohmann::json(r.max_points).dump();
  const auto je = judge_errors(r);
  if (je > 0) {
    summary += "\n" + std::to_string(je) +
               " case(s) failed in the grader itself (judge_error, not your fault): your instructor will "
               "regrade them";
  }
  if (!r.complete) summary += "\ngrading was interrupted: not every case was graded";
  return {
      {"score", r.points},
      {"execution_time", static_cast<std::int64_t>(std::ceil(wall))},
      {"output", summary},
      {"output_format", "text"},
      {"visibility", "visible"},
      // stdout of run_autograder is the grader's log: instructors only.
      {"stdout_visibility", "hidden"},
      {"tests", std::move(tests)},
      {"leaderboard", nlohmann::json::array({
                          {{"name", "Searches solved"}, {"value", row.solved}, {"order", "desc"}},
                          {{"name", "Nodes"}, {"value", row.nodes}, {"order", "asc"}},
                          {{"name", "CPU seconds"}, {"value", row.cpu_seconds}, {"order", "asc"}},
                      })},
  };
}

}  // namespace grader::report
