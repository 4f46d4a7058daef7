#include "grader/pipeline/grade.hpp"

#include <algorithm>
#include <numeric>

namespace grader::pipeline {

namespace fs = std::filesystem;

namespace {

// The seconds a team's previous report says its grading took (every case's
// wall time and every compile that was not cached).
std::optional<double> previous_seconds(const fs::path& file) {
  const auto r = read_previous_report(file);
  if (!r) return std::nullopt;
  double seconds = 0.0;
  for (const auto& p : r->problems) {
    seconds += p.compile.cached ? 0.0 : p.compile.seconds;
    for (const auto& c : p.cases) seconds += c.wall_seconds;
  }
  return seconds;
}

}  // namespace

std::vector<double> expected_costs(const std::vector<fs::path>& teams, const std::vector<problem_plan>& plans,
                                   const seconds_measured& measured_by) {
  std::vector<double> cases(teams.size(), 0.0);
  std::vector<std::optional<double>> measured(teams.size());
  double measured_seconds = 0.0;
  double measured_cases = 0.0;
  for (std::size_t i = 0; i < teams.size(); ++i) {
    for (const auto& plan : plans) {
      std::error_code ec;
      if (fs::is_directory(teams[i] / "exercises" / std::string(plan.driver->name()), ec))
        cases[i] += static_cast<double>(plan.cases.size());
    }
    measured[i] = measured_by(teams[i]);
    if (measured[i]) {
      measured_seconds += *measured[i];
      measured_cases += cases[i];
    }
  }
  const double per_case =
      measured_cases > 0.0 && measured_seconds > 0.0 ? measured_seconds / measured_cases : 1.0;
  std::vector<double> costs(teams.size());
  for (std::size_t i = 0; i < teams.size(); ++i) costs[i] = measured[i] ? *measured[i] : cases[i] * per_case;
  return costs;
}

std::vector<double> expected_costs(const std::vector<fs::path>& teams, const std::vector<problem_plan>& plans,
                                   const report::out_layout& out) {
  return expected_costs(teams, plans, [&](const fs::path& team) {
    return previous_seconds(out.team_report(team.filename().string()));
  });
}

std::vector<std::size_t> longest_first(const std::vector<double>& costs) {
  std::vector<std::size_t> order(costs.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return costs[a] > costs[b]; });
  return order;
}

}  // namespace grader::pipeline
