// Class analytics: each problem's mean, median and histogram of the teams'
// shares, and each case's pass share, hardest first, with the verdict that
// most often failed it and a team to look at. Interrupted reports and judge
// errors count for nothing either way.

#include "grader/report/class_analytics.hpp"
#include "grader/report/html.hpp"

#include <gtest/gtest.h>

namespace grader::report {
namespace {

case_result a_case(const std::string& id, verdict v) {
  case_result c;
  c.id = id;
  c.result = v;
  c.max_points = 1;
  return c;
}

team_entry a_team(const std::string& id, const std::vector<verdict>& verdicts, bool complete = true) {
  team_entry t;
  t.id = id;
  t.status = team_status::graded;
  team_report r;
  r.team.id = id;
  r.complete = complete;
  problem_result p;
  p.problem = "sudoku";
  for (std::size_t i = 0; i < verdicts.size(); ++i)
    p.cases.push_back(a_case("s/c" + std::to_string(i), verdicts[i]));
  r.problems.push_back(p);
  score(r);
  t.report = r;
  return t;
}

TEST(ClassAnalytics, ProblemsHaveMeanMedianAndAHistogramOfShares) {
  class_result c;
  c.problems = {"sudoku"};
  c.planned_max["sudoku"] = 4;
  const auto ok = verdict::accepted;
  const auto wa = verdict::wrong_answer;
  c.teams = {a_team("t1", {ok, ok, ok, ok}), a_team("t2", {ok, wa, wa, wa}), a_team("t3", {ok, ok, wa, wa}),
             a_team("t4", {wa, wa, wa, wa}), a_team("late", {ok, ok, ok, ok}, false)};
  const auto a = analyse(c);
  ASSERT_EQ(a.problems.size(), 1u);
  const auto& p = a.problems[0];
  EXPECT_EQ(p.teams, 4u) << "an interrupted report is left out";
  EXPECT_DOUBLE_EQ(p.max_points, 4);
  EXPECT_DOUBLE_EQ(p.mean, 7.0 / 4.0);
  EXPECT_DOUBLE_EQ(p.median, 1.5);
  // 4/4 in the top bin, 1/4 at 25 %, 2/4 at 50 %, 0/4 at 0 %.
  const std::array<std::size_t, kHistogramBins> expected{1, 0, 1, 0, 0, 1, 0, 0, 0, 1};
  EXPECT_EQ(p.histogram, expected);
}

TEST(ClassAnalytics, CasesHardestFirstWithTheirCommonestFailureAndAnExample) {
  class_result c;
  c.problems = {"sudoku"};
  const auto ok = verdict::accepted;
  const auto wa = verdict::wrong_answer;
  const auto tl = verdict::time_limit;
  const auto je = verdict::judge_error;
  c.teams = {a_team("b", {ok, tl, wa}), a_team("a", {ok, tl, je}), a_team("c", {ok, wa, ok})};
  const auto a = analyse(c);
  ASSERT_EQ(a.cases.size(), 3u);
  EXPECT_EQ(a.cases[0].id, "s/c1");  // nobody passed it
  EXPECT_EQ(a.cases[0].passed, 0u);
  EXPECT_EQ(a.cases[0].most_common_failure, "time_limit");
  EXPECT_EQ(a.cases[0].example_team, "a") << "the first team by id that failed it so";
  EXPECT_EQ(a.cases[1].id, "s/c2");
  EXPECT_EQ(a.cases[1].teams, 2u) << "a judge error is neither a pass nor a fail";
  EXPECT_DOUBLE_EQ(a.cases[1].share, 0.5);
  EXPECT_EQ(a.cases[1].example_team, "b");
  EXPECT_EQ(a.cases[2].id, "s/c0");
  EXPECT_DOUBLE_EQ(a.cases[2].share, 1.0);
  EXPECT_EQ(a.cases[2].most_common_failure, "");
  const auto j = to_json(a);
  EXPECT_EQ(j["cases"][0]["most_common_failure"], "time_limit");
  EXPECT_FALSE(j["cases"][2].contains("example_team"));
  EXPECT_EQ(j["histogram_bins"], kHistogramBins);
}

TEST(ClassAnalytics, AClassWithNoGradedTeamHasEmptyStatistics) {
  class_result c;
  c.problems = {"sudoku"};
  team_entry skipped;
  skipped.id = "x";
  skipped.status = team_status::skipped;
  c.teams = {skipped};
  const auto a = analyse(c);
  ASSERT_EQ(a.problems.size(), 1u);
  EXPECT_EQ(a.problems[0].teams, 0u);
  EXPECT_EQ(a.problems[0].mean, 0.0);
  EXPECT_TRUE(a.cases.empty());
}

// The class page draws them: a section per problem with its histogram, the
// hardest cases linking to a team that failed them, and the leaderboard.
TEST(ClassAnalytics, TheClassPageShowsThemWithLinks) {
  class_result c;
  c.problems = {"sudoku"};
  const auto ok = verdict::accepted;
  const auto wa = verdict::wrong_answer;
  c.teams = {a_team("a", {ok, wa}), a_team("b", {ok, ok})};
  const auto html = class_page(c, "test");
  EXPECT_NE(html.find("<a href=\"#p-sudoku\">sudoku</a>"), std::string::npos);
  EXPECT_NE(html.find("<section id=\"p-sudoku\"><h3>sudoku</h3><p>mean 1.5, median 1.5 of 2"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<svg class=\"histogram\""), std::string::npos);
  EXPECT_NE(html.find("<a href=\"instructor/a.html#sudoku/s/c1\">a</a>"), std::string::npos) << html;
  EXPECT_EQ(html.find("s/c0</td>"), std::string::npos) << "a case every team passed is not among the hardest";
  EXPECT_NE(html.find("<h2 id=\"leaderboard\">Leaderboard</h2>"), std::string::npos);
}

}  // namespace
}  // namespace grader::report
