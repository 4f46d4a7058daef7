#pragma once
// Gradescope's results.json (the autograder specification,
// https://gradescope-autograders.readthedocs.io/en/latest/specs/): one test
// per case with its score, status and output, the submission's score, and a
// leaderboard from the node counts the grader verified.

#include "grader/report/report.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace grader::report {

struct gradescope_options {
  // When students see hidden cases: Gradescope's "hidden", "after_due_date",
  // "after_published" or "visible". Public cases are always "visible".
  std::string hidden_visibility = "after_published";
  // What hidden cases show once visible; the student view withholds their
  // details, as the student JSON report does.
  audience who = audience::student;
};

// The values Gradescope accepts for a test's or the submission's visibility.
[[nodiscard]] bool is_gradescope_visibility(std::string_view v) noexcept;

[[nodiscard]] nlohmann::json gradescope_results(const team_report& r, const gradescope_options& options);

}  // namespace grader::report
