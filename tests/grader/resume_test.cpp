// Resume: a second run reuses every unchanged case; a changed case
// fingerprint, source file or judge error regrades exactly what it affects;
// an interrupted team finishes from its partial report. These run the real
// pipeline (compile in the sandbox, run the model answer) on the five small
// public solve cases, with the compile cache shared across the test binary.

#include "grader/cases/suite_loader.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/session.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace grader::pipeline {
namespace {

namespace fs = std::filesystem;
using grader::testing::read_text;
using grader::testing::temp_dir;

class Resume : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::make_small_cases(cases_.path());
    plans_ = plan_problems(load_suites(cases_.path(), {"peg_solitaire"}, false));
    ASSERT_EQ(plans_.size(), 1u);
    ASSERT_GE(plans_[0].cases.size(), 3u);
    testing::make_model_submission(class_.path() / "alpha", "Alpha");
    testing::make_model_submission(class_.path() / "beta", "Beta");
    ctx_.k = configured_kit();
    ctx_.cache_dir = testing::shared_cache_dir();
    ctx_.sandbox = resolve_sandbox(sandbox_choice::automatic);
    ctx_.work = &work_;
    ctx_.cancel = &cancel_;
    options_.submissions_dir = class_.path();
    options_.out_dir = out_.path();
    options_.jobs = 2;
  }

  report::class_result grade() { return grade_class(ctx_, plans_, options_, nullptr); }

  static const report::team_entry& team(const report::class_result& c, const std::string& id) {
    for (const auto& t : c.teams) {
      if (t.id == id) return t;
    }
    throw std::runtime_error("no team " + id);
  }

  std::size_t case_count() const { return plans_[0].cases.size(); }

  temp_dir cases_;
  temp_dir class_;
  temp_dir out_;
  work_area work_;
  std::atomic<bool> cancel_{false};
  std::vector<problem_plan> plans_;
  grading_context ctx_;
  class_options options_;
};

TEST_F(Resume, SecondRunReusesEverythingAndRewritesNothing) {
  const auto first = grade();
  for (const auto* id : {"alpha", "beta"}) {
    const auto& t = team(first, id);
    ASSERT_EQ(t.status, report::team_status::graded) << t.error;
    EXPECT_EQ(t.cases_graded, case_count());
    EXPECT_EQ(t.cases_reused, 0u);
    EXPECT_EQ(t.report->points, t.report->max_points) << "the model answer passes every case";
    EXPECT_TRUE(t.report->complete);
  }
  const auto report_file = out_.path() / "reports/alpha.json";
  const auto before = read_text(report_file);
  const auto mtime = fs::last_write_time(report_file);

  const auto second = grade();
  const auto& alpha = team(second, "alpha");
  EXPECT_EQ(alpha.cases_graded, 0u);
  EXPECT_EQ(alpha.cases_reused, case_count());
  EXPECT_EQ(alpha.report->points, alpha.report->max_points);
  EXPECT_EQ(read_text(report_file), before) << "an unchanged team's report is left as it was";
  EXPECT_EQ(fs::last_write_time(report_file), mtime);
}

TEST_F(Resume, ChangedFingerprintRegradesOnlyThatCase) {
  (void)grade();
  auto& changed = plans_[0].cases[1];
  changed.fingerprint = "changed-" + changed.fingerprint;
  const auto second = grade();
  for (const auto* id : {"alpha", "beta"}) {
    const auto& t = team(second, id);
    EXPECT_EQ(t.cases_graded, 1u) << id;
    EXPECT_EQ(t.cases_reused, case_count() - 1) << id;
    const auto& cases = t.report->problems[0].cases;
    for (std::size_t i = 0; i < cases.size(); ++i) EXPECT_EQ(cases[i].reused, i != 1) << id << " case " << i;
    EXPECT_EQ(cases[1].fingerprint, changed.fingerprint);
  }
  const auto saved = nlohmann::json::parse(read_text(out_.path() / "reports/alpha.json"));
  EXPECT_EQ(saved["problems"][0]["cases"][1]["fingerprint"], changed.fingerprint);
}

TEST_F(Resume, ChangedPointsRescoreWithoutRegrading) {
  (void)grade();
  plans_[0].cases[0].points += 10;
  const auto second = grade();
  const auto& alpha = team(second, "alpha");
  EXPECT_EQ(alpha.cases_graded, 0u);
  EXPECT_EQ(alpha.report->problems[0].cases[0].max_points, plans_[0].cases[0].points);
  const auto saved = nlohmann::json::parse(read_text(out_.path() / "reports/alpha.json"));
  EXPECT_EQ(saved["score"]["max_points"], alpha.report->max_points) << "the new points are written";
}

TEST_F(Resume, ChangedSourcesRegradeOnlyThatTeam) {
  (void)grade();
  std::ofstream(class_.path() / "beta/exercises/peg_solitaire/model_answer.cpp", std::ios::app)
      << "\n// edited\n";
  const auto second = grade();
  EXPECT_EQ(team(second, "alpha").cases_graded, 0u);
  EXPECT_EQ(team(second, "beta").cases_graded, case_count());
  EXPECT_EQ(team(second, "beta").report->points, team(second, "beta").report->max_points);
}

TEST_F(Resume, NoResumeRegradesEverything) {
  (void)grade();
  options_.resume = false;
  const auto second = grade();
  EXPECT_EQ(team(second, "alpha").cases_graded, case_count());
  EXPECT_EQ(team(second, "alpha").cases_reused, 0u);
}

TEST_F(Resume, JudgeErrorsAreRegraded) {
  (void)grade();
  const auto file = out_.path() / "reports/alpha.json";
  auto saved = nlohmann::json::parse(read_text(file));
  saved["problems"][0]["cases"][2]["verdict"] = "judge_error";
  testing::write_text(file, saved.dump());
  const auto second = grade();
  EXPECT_EQ(team(second, "alpha").cases_graded, 1u);
  EXPECT_EQ(team(second, "alpha").report->problems[0].cases[2].result, verdict::accepted);
}

// Cancels the run (as Ctrl-C does) once `after` cases are done.
class cancel_after final : public team_observer {
 public:
  cancel_after(std::atomic<bool>& flag, std::size_t after) : flag_(flag), after_(after) {}
  void case_done(const report::problem_result&, const report::case_result&) override {
    if (++done_ == after_) flag_ = true;
  }

 private:
  std::atomic<bool>& flag_;
  std::size_t after_;
  std::size_t done_ = 0;
};

TEST_F(Resume, InterruptedTeamFinishesFromItsPartialReport) {
  const auto s = load_submission(class_.path() / "alpha", true);
  // Other grader processes (ctest -j) may be using slot 0's uid right now.
  const slot_lease lease(0);
  cancel_after stop(cancel_, 2);
  const auto partial = grade_submission(ctx_, s, plans_, lease.slot(), nullptr, &stop);
  EXPECT_FALSE(partial.report.complete);
  ASSERT_EQ(partial.report.problems.size(), 1u);
  EXPECT_EQ(partial.report.problems[0].cases.size(), 2u);

  cancel_ = false;
  const auto rest = grade_submission(ctx_, s, plans_, lease.slot(), &partial.report, nullptr);
  EXPECT_TRUE(rest.report.complete);
  EXPECT_EQ(rest.reused, 2u);
  EXPECT_EQ(rest.graded, case_count() - 2);
  EXPECT_FALSE(rest.unchanged);
  EXPECT_EQ(rest.report.points, rest.report.max_points);
}

TEST_F(Resume, CancelledClassRunLeavesTeamsPendingAndSaysSo) {
  cancel_ = true;
  const auto c = grade();
  EXPECT_TRUE(c.interrupted);
  for (const auto& t : c.teams) EXPECT_EQ(t.status, report::team_status::pending);
  const auto summary = nlohmann::json::parse(read_text(out_.path() / "summary.json"));
  EXPECT_EQ(summary["interrupted"], true);
}

TEST_F(Resume, ATeamYamlTypoIsAWarningAndOnlyATeamWithoutCodeIsSkipped) {
  testing::write_text(class_.path() / "alpha/team.yaml", "name: Alpha\n");  // no members
  std::filesystem::remove_all(class_.path() / "beta/exercises");
  auto c = grade();
  const auto& alpha = team(c, "alpha");
  EXPECT_EQ(alpha.status, report::team_status::graded);
  ASSERT_TRUE(alpha.report);
  EXPECT_NE(alpha.report->team.warning.find("team.yaml"), std::string::npos) << alpha.report->team.warning;
  EXPECT_NE(alpha.report->team.warning.find("members"), std::string::npos) << alpha.report->team.warning;
  EXPECT_EQ(alpha.report->points, alpha.report->max_points);
  const auto& beta = team(c, "beta");
  EXPECT_EQ(beta.status, report::team_status::skipped);
  EXPECT_NE(beta.error.find("exercises"), std::string::npos) << beta.error;

  // Fixing team.yaml rewrites the report with the names, the code unchanged.
  testing::write_text(class_.path() / "alpha/team.yaml", "name: Alpha\nmembers: [Ada]\n");
  c = grade();
  const auto& fixed = team(c, "alpha");
  ASSERT_TRUE(fixed.report);
  EXPECT_EQ(fixed.report->team.warning, "");
  EXPECT_EQ(fixed.report->team.name, "Alpha");
  EXPECT_EQ(fixed.cases_graded, 0u) << "nothing to regrade";
  const auto saved = nlohmann::json::parse(read_text(out_.path() / "reports/alpha.json"));
  EXPECT_EQ(saved["team"]["name"], "Alpha");
  EXPECT_FALSE(saved["team"].contains("warning"));
}

}  // namespace
}  // namespace grader::pipeline
