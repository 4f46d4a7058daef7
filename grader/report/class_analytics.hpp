#pragma once
// What an instructor asks of a graded class: how each problem went (mean,
// median, a histogram of the teams' shares of its points) and which cases
// defeated the class (each case's share of teams that passed it, hardest
// first, with the verdict that most often failed it and a team to look at).
// Computed from the teams' instructor reports; summary.json and the class
// page show it.

#include "grader/report/class_summary.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace grader::report {

// Ten bins of a problem's points in percent: [0,10), [10,20), ..., [90,100].
inline constexpr std::size_t kHistogramBins = 10;

struct problem_analytics {
  std::string problem;
  std::size_t teams = 0;  // graded teams (complete reports)
  double max_points = 0.0;
  double mean = 0.0;    // points
  double median = 0.0;  // points
  std::array<std::size_t, kHistogramBins> histogram{};
};

struct case_analytics {
  std::string problem;
  std::string id;                   // suite/name
  std::size_t teams = 0;            // teams whose reports have the case (judge errors left out)
  std::size_t passed = 0;           // accepted
  double share = 0.0;               // passed / teams, 0..1
  std::string most_common_failure;  // the verdict most teams failed it with; empty when none failed
  std::string example_team;         // a team that failed it so (the first by id)
};

struct class_analytics {
  std::vector<problem_analytics> problems;  // in the class's problem order
  std::vector<case_analytics> cases;        // hardest first: lowest share, then problem and id
};

// Only complete reports count: an interrupted team's missing cases are not
// failures. A judge error is the grader's, so it is neither a pass nor a fail.
[[nodiscard]] class_analytics analyse(const class_result& c);
[[nodiscard]] nlohmann::json to_json(const class_analytics& a);

}  // namespace grader::report
