#include "grader/report/class_analytics.hpp"

#include <algorithm>
#include <map>

namespace grader::report {

namespace {

double median_of(std::vector<double> values) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const auto mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

std::size_t bin_of(double points, double max_points) {
  if (max_points <= 0.0) return 0;
  const auto bin = static_cast<std::size_t>(points / max_points * static_cast<double>(kHistogramBins));
  return std::min(bin, kHistogramBins - 1);  // full marks share the top bin
}

}  // namespace

class_analytics analyse(const class_result& c) {
  class_analytics a;
  std::map<std::string, std::vector<double>> points;  // problem -> each graded team's points
  std::map<std::string, double> max_points;
  struct tally {
    std::size_t teams = 0;
    std::size_t passed = 0;
    std::map<std::string, std::size_t> failures;       // verdict -> teams
    std::map<std::string, std::string> first_failure;  // verdict -> the first team by id
  };
  std::map<std::pair<std::string, std::string>, tally> cases;
  std::vector<const team_entry*> teams;
  for (const auto& t : c.teams) {
    if (t.report && t.report->complete) teams.push_back(&t);
  }
  std::sort(teams.begin(), teams.end(),
            [](const team_entry* x, const team_entry* y) { return x->id < y->id; });
  for (const auto* t : teams) {
    for (const auto& p : t->report->problems) {
      points[p.problem].push_back(p.points);
      max_points[p.problem] = std::max(max_points[p.problem], p.max_points);
      for (const auto& k : p.cases) {
        if (k.result == verdict::judge_error) continue;
        auto& entry = cases[{p.problem, k.id}];
        ++entry.teams;
        if (k.result == verdict::accepted) {
          ++entry.passed;
          continue;
        }
        const std::string v(to_string(k.result));
        if (entry.failures[v]++ == 0) entry.first_failure[v] = t->id;
      }
    }
  }
  for (const auto& problem : c.problems) {
    problem_analytics pa;
    pa.problem = problem;
    const auto& values = points[problem];
    pa.teams = values.size();
    pa.max_points = max_points.count(problem) ? max_points[problem] : 0.0;
    if (const auto it = c.planned_max.find(problem); it != c.planned_max.end())
      pa.max_points = std::max(pa.max_points, it->second);
    double sum = 0.0;
    for (const double v : values) {
      sum += v;
      ++pa.histogram[bin_of(v, pa.max_points)];
    }
    pa.mean = values.empty() ? 0.0 : tidy(sum / static_cast<double>(values.size()));
    pa.median = tidy(median_of(values));
    a.problems.push_back(pa);
  }
  for (const auto& [key, entry] : cases) {
    case_analytics ca;
    ca.problem = key.first;
    ca.id = key.second;
    ca.teams = entry.teams;
    ca.passed = entry.passed;
    ca.share = entry.teams == 0 ? 0.0 : static_cast<double>(entry.passed) / static_cast<double>(entry.teams);
    std::size_t most = 0;
    for (const auto& [v, n] : entry.failures) {
      if (n > most) {  // ties: the verdict first in name order
        most = n;
        ca.most_common_failure = v;
        ca.example_team = entry.first_failure.at(v);
      }
    }
    a.cases.push_back(std::move(ca));
  }
  std::stable_sort(a.cases.begin(), a.cases.end(), [](const case_analytics& x, const case_analytics& y) {
    if (x.share != y.share) return x.share < y.share;
    if (x.problem != y.problem) return x.problem < y.problem;
    return x.id < y.id;
  });
  return a;
}

nlohmann::json to_json(const class_analytics& a) {
  nlohmann::json problems = nlohmann::json::array();
  for (const auto& p : a.problems) {
    problems.push_back({{"problem", p.problem},
                        {"teams", p.teams},
                        {"max_points", p.max_points},
                        {"mean", p.mean},
                        {"median", p.median},
                        {"histogram", p.histogram}});
  }
  nlohmann::json cases = nlohmann::json::array();
  for (const auto& k : a.cases) {
    nlohmann::json entry = {{"problem", k.problem},
                            {"case", k.id},
                            {"teams", k.teams},
                            {"passed", k.passed},
                            {"share", tidy(k.share)}};
    if (!k.most_common_failure.empty()) {
      entry["most_common_failure"] = k.most_common_failure;
      entry["example_team"] = k.example_team;
    }
    cases.push_back(std::move(entry));
  }
  return {{"histogram_bins", kHistogramBins}, {"problems", std::move(problems)}, {"cases", std::move(cases)}};
}

}  // namespace grader::report
