// Scoring: points per case, totals per problem and team, verdict counts,
// judge errors flagged, --min-score, the leaderboard order and sharding.

#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/report.hpp"

#include <gtest/gtest.h>

#include <fstream>

#include <unistd.h>

namespace grader::report {
namespace {

case_result make(verdict v, double max_points, std::string hook = "solve", std::uint64_t nodes = 0,
                 double cpu = 0) {
  case_result c;
  c.id = "s/" + std::to_string(max_points) + std::string(to_string(v));
  // What the drivers declare: solve is a search, the hooks are not.
  c.search = hook == "solve";
  c.measured = measurement::verified;
  c.proof = c.search ? proof_status::ranked : proof_status::none;
  c.hook = std::move(hook);
  c.result = v;
  c.max_points = max_points;
  c.nodes = nodes;
  c.cpu_seconds = cpu;
  return c;
}

team_report team(std::vector<std::vector<case_result>> problems) {
  team_report r;
  int i = 0;
  for (auto& cases : problems) {
    problem_result p;
    p.problem = "p" + std::to_string(i++);
    p.cases = std::move(cases);
    r.problems.push_back(std::move(p));
  }
  score(r);
  return r;
}

TEST(Scoring, OnlyAcceptedCasesEarnTheirPoints) {
  for (const verdict v : all_verdicts) {
    EXPECT_EQ(case_points(v, 2.5), v == verdict::accepted ? 2.5 : 0.0) << to_string(v);
  }
}

TEST(Scoring, TotalsPerProblemAndTeam) {
  const auto r =
      team({{make(verdict::accepted, 1), make(verdict::wrong_answer, 2), make(verdict::accepted, 0.5)},
            {make(verdict::time_limit, 3), make(verdict::accepted, 4)}});
  EXPECT_EQ(r.problems[0].points, 1.5);
  EXPECT_EQ(r.problems[0].max_points, 3.5);
  EXPECT_EQ(r.problems[1].points, 4.0);
  EXPECT_EQ(r.problems[1].max_points, 7.0);
  EXPECT_EQ(r.points, 5.5);
  EXPECT_EQ(r.max_points, 10.5);
  EXPECT_EQ(r.problems[0].cases[1].points, 0.0);
}

TEST(Scoring, FractionalPointsAddUpExactly) {
  const auto r = team({{make(verdict::accepted, 0.1), make(verdict::accepted, 0.2)}});
  EXPECT_EQ(r.points, 0.3);
}

TEST(Scoring, JudgeErrorsScoreNothingAndAreCounted) {
  auto r = team({{make(verdict::judge_error, 5), make(verdict::accepted, 1)}});
  EXPECT_EQ(r.points, 1.0);
  EXPECT_EQ(r.max_points, 6.0);
  EXPECT_EQ(judge_errors(r), 1u);
  const auto counts = count_verdicts(r);
  EXPECT_EQ(counts[static_cast<std::size_t>(verdict::judge_error)], 1u);
  EXPECT_EQ(counts[static_cast<std::size_t>(verdict::accepted)], 1u);
  const auto j = to_json(counts);
  EXPECT_EQ(j.size(), std::size(all_verdicts)) << "every verdict is listed, zeros too";

  // A compile the grader failed on, in a problem without cases, still flags the run.
  r.problems.push_back({});
  r.problems.back().compile.status = compile_status::judge_error;
  EXPECT_EQ(judge_errors(r), 2u);
}

TEST(MinScore, PointsOrPercent) {
  const auto points = pipeline::parse_min_score("12");
  EXPECT_TRUE(points.below(11.5, 20));
  EXPECT_FALSE(points.below(12, 20));
  const auto percent = pipeline::parse_min_score("60%");
  EXPECT_TRUE(percent.below(11.9, 20));
  EXPECT_FALSE(percent.below(12, 20));
  EXPECT_THROW((void)pipeline::parse_min_score("lots"), std::invalid_argument);
  EXPECT_THROW((void)pipeline::parse_min_score("-1"), std::invalid_argument);
  EXPECT_THROW((void)pipeline::parse_min_score(""), std::invalid_argument);
}

TEST(Leaderboard, MostSolvedThenFewestNodesThenLeastTime) {
  class_result c;
  const auto add = [&](std::string id, std::vector<case_result> cases) {
    team_entry e;
    e.id = std::move(id);
    e.status = team_status::graded;
    e.report = team({std::move(cases)});
    c.teams.push_back(std::move(e));
  };
  add("slow", {make(verdict::accepted, 1, "solve", 100, 2.0), make(verdict::accepted, 1, "solve", 100, 2.0)});
  add("lean", {make(verdict::accepted, 1, "solve", 50, 3.0), make(verdict::accepted, 1, "solve", 100, 3.0)});
  add("fast", {make(verdict::accepted, 1, "solve", 100, 1.0), make(verdict::accepted, 1, "solve", 100, 1.0)});
  // Hook tests and failed searches do not count.
  add("few", {make(verdict::accepted, 1, "solve", 1, 0.1), make(verdict::wrong_answer, 1, "solve", 1, 0.1),
              make(verdict::accepted, 1, "valid_moves", 0, 0)});
  // A search outside the framework (CPU time, no nodes) earns no place.
  auto outside = make(verdict::accepted, 1, "solve", 2, 4.0);
  outside.measured = measurement::implausible;
  add("outside", {outside, outside, outside});
  // A count the replay could not prove, or proved in an order of the
  // search's own (a smallest proof, found off the board), earns no place.
  auto unproven = make(verdict::accepted, 1, "solve", 3, 0.1);
  unproven.proof = proof_status::unproven;
  auto own_order = make(verdict::accepted, 1, "solve", 3, 0.1);
  own_order.proof = proof_status::proven;
  add("unproven", {unproven, own_order});
  const auto rows = leaderboard(c);
  ASSERT_EQ(rows.size(), 6u);
  EXPECT_EQ(rows[0].team, "lean");
  EXPECT_EQ(rows[1].team, "fast");
  EXPECT_EQ(rows[2].team, "slow");
  EXPECT_EQ(rows[3].team, "few");
  EXPECT_EQ(rows[3].solved, 1u);
  EXPECT_EQ(rows[4].team, "outside");
  EXPECT_EQ(rows[4].solved, 0u);
  EXPECT_EQ(rows[5].team, "unproven");
  EXPECT_EQ(rows[5].solved, 0u);
  EXPECT_EQ(leaderboard_csv(c).substr(0, 41), "rank,team,solved,nodes,cpu_seconds\n1,lean");
}

TEST(Csv, QuotesOnlyWhatNeedsIt) {
  EXPECT_EQ(csv_field("plain"), "plain");
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  // Formula injection: what a spreadsheet would run stays text.
  EXPECT_EQ(csv_field("=HYPERLINK(\"http://x\")"), "\"'=HYPERLINK(\"\"http://x\"\")\"");
  EXPECT_EQ(csv_field("+1"), "'+1");
  EXPECT_EQ(csv_field("-2+3"), "'-2+3");
  EXPECT_EQ(csv_field("@SUM(A1)"), "'@SUM(A1)");
  EXPECT_EQ(csv_field("Ada; Alan-Turing"), "Ada; Alan-Turing") << "only a leading character matters";
}

TEST(Schedule, TeamsAreGradedDearestFirstByTheirLastRunElseByTheirCases) {
  EXPECT_EQ(pipeline::longest_first({1.0, 5.0, 3.0, 5.0}), (std::vector<std::size_t>{1, 3, 2, 0}))
      << "ties keep folder order";

  const auto root = std::filesystem::temp_directory_path() / ("bt-schedule-" + std::to_string(::getpid()));
  std::filesystem::remove_all(root);
  const auto& driver = *grader::all_drivers().front();
  const std::string problem(driver.name());
  pipeline::problem_plan plan{&driver, std::vector<grader::test_case>(4)};
  const std::vector<std::filesystem::path> teams{root / "class" / "empty", root / "class" / "fresh",
                                                 root / "class" / "seen"};
  std::filesystem::create_directories(teams[0]);
  for (std::size_t i = 1; i < 3; ++i) std::filesystem::create_directories(teams[i] / "exercises" / problem);
  const out_layout out{root / "out", std::nullopt};
  std::filesystem::create_directories(out.team_report("seen").parent_path());

  // No team graded before: a case is a unit.
  EXPECT_EQ(pipeline::expected_costs(teams, {plan}, out), (std::vector<double>{0.0, 4.0, 4.0}));

  // "seen" took 2 s for its 4 cases last time, so a case of "fresh" is half a second.
  team_report seen = team({{make(verdict::accepted, 1), make(verdict::accepted, 1)}});
  seen.team.id = "seen";
  seen.problems[0].compile.seconds = 1.0;
  seen.problems[0].cases[0].wall_seconds = 0.75;
  seen.problems[0].cases[1].wall_seconds = 0.25;
  json_report_writer().write_team(seen, out);
  const auto costs = pipeline::expected_costs(teams, {plan}, out);
  EXPECT_DOUBLE_EQ(costs[2], 2.0);
  EXPECT_DOUBLE_EQ(costs[1], 2.0);
  EXPECT_DOUBLE_EQ(costs[0], 0.0);

  // A report that does not read back is no measurement.
  std::ofstream(out.team_report("seen")) << "{ not json";
  EXPECT_EQ(pipeline::expected_costs(teams, {plan}, out), (std::vector<double>{0.0, 4.0, 4.0}));
  std::filesystem::remove_all(root);
}

}  // namespace
}  // namespace grader::report
