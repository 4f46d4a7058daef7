// Gradescope's results.json: every field of the autograder specification
// with the type Gradescope expects, hidden cases with their visibility and
// withheld details, and the leaderboard from the verified node counts.

#include "grader/report/gradescope.hpp"
#include "output_fixtures.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

namespace grader::report {
namespace {

TEST(Gradescope, TopLevelFieldsHaveTheSpecifiedTypes) {
  const auto j = gradescope_results(testing_fixtures::mixed_report(), {});
  ASSERT_TRUE(j.is_object());
  EXPECT_TRUE(j["score"].is_number());
  EXPECT_EQ(j["score"].get<double>(), 2.0);  // only the accepted case earns
  EXPECT_TRUE(j["execution_time"].is_number_integer());
  EXPECT_EQ(j["execution_time"], 2);  // 5 cases of 0.25 s, rounded up
  EXPECT_TRUE(j["output"].is_string());
  EXPECT_NE(j["output"].get<std::string>().find("judge_error"), std::string::npos) << j["output"];
  EXPECT_EQ(j["visibility"], "visible");
  EXPECT_EQ(j["stdout_visibility"], "hidden");
  ASSERT_TRUE(j["tests"].is_array());
  EXPECT_EQ(j["tests"].size(), 5u);
  ASSERT_TRUE(j["leaderboard"].is_array());
}

TEST(Gradescope, EveryTestHasItsFields) {
  const auto j = gradescope_results(testing_fixtures::mixed_report(), {});
  for (const auto& t : j["tests"]) {
    EXPECT_TRUE(t["name"].is_string()) << t;
    EXPECT_TRUE(t["number"].is_string()) << t;
    EXPECT_TRUE(t["score"].is_number()) << t;
    EXPECT_TRUE(t["max_score"].is_number()) << t;
    EXPECT_TRUE(t["status"] == "passed" || t["status"] == "failed") << t;
    EXPECT_TRUE(t["output"].is_string()) << t;
    EXPECT_TRUE(t["visibility"].is_string()) << t;
    EXPECT_TRUE(t["tags"].is_array()) << t;
  }
  const auto& first = j["tests"][0];
  EXPECT_EQ(first["name"], "n_queens: solve_small/eight");
  EXPECT_EQ(first["number"], "1.1");
  EXPECT_EQ(first["score"], 2.0);
  EXPECT_EQ(first["max_score"], 2.0);
  EXPECT_EQ(first["status"], "passed");
  EXPECT_EQ(first["visibility"], "visible");
  const auto& wrong = j["tests"][1];
  EXPECT_EQ(wrong["status"], "failed");
  EXPECT_EQ(wrong["score"], 0.0);
  EXPECT_EQ(wrong["output"].get<std::string>().rfind("wrong_answer\nqueen (2,3) attacks", 0), 0u) << wrong;
  EXPECT_EQ(j["tests"][4]["number"], "2.1");
  EXPECT_EQ(j["tests"][4]["output"].get<std::string>().rfind("compile_error\n", 0), 0u);
}

TEST(Gradescope, HiddenCasesAreAfterPublishedAndWithheldByDefault) {
  const auto report = testing_fixtures::mixed_report();
  const auto j = gradescope_results(report, {});
  const auto& hidden = j["tests"][3];
  EXPECT_EQ(hidden["visibility"], "after_published");
  EXPECT_EQ(hidden["status"], "failed");
  EXPECT_EQ(hidden["output"], "wrong_answer\n" + std::string(kWithheld));
  EXPECT_EQ(j.dump().find("724 solutions"), std::string::npos);

  gradescope_options options;
  options.hidden_visibility = "hidden";
  options.who = audience::instructor;
  const auto k = gradescope_results(report, options);
  EXPECT_EQ(k["tests"][3]["visibility"], "hidden");
  EXPECT_NE(k["tests"][3]["output"].get<std::string>().find("724 solutions"), std::string::npos);
  EXPECT_TRUE(is_gradescope_visibility("after_due_date"));
  EXPECT_FALSE(is_gradescope_visibility("later"));
}

TEST(Gradescope, LeaderboardRanksVerifiedSearches) {
  const auto j = gradescope_results(testing_fixtures::mixed_report(), {});
  ASSERT_EQ(j["leaderboard"].size(), 3u);
  for (const auto& entry : j["leaderboard"]) {
    EXPECT_TRUE(entry["name"].is_string());
    EXPECT_TRUE(entry["value"].is_number());
    EXPECT_TRUE(entry["order"] == "asc" || entry["order"] == "desc");
  }
  EXPECT_EQ(j["leaderboard"][0]["name"], "Searches solved");
  EXPECT_EQ(j["leaderboard"][0]["value"], 1);  // the hidden case's 999 nodes did not pass
  EXPECT_EQ(j["leaderboard"][0]["order"], "desc");
  EXPECT_EQ(j["leaderboard"][1]["name"], "Nodes");
  EXPECT_EQ(j["leaderboard"][1]["value"], 876);
  EXPECT_EQ(j["leaderboard"][1]["order"], "asc");
}

namespace fs = std::filesystem;
using namespace grader::testing;

TEST(Gradescope, TestPrintsResultsJsonAndOtherCommandsRefuseTheFormat) {
  const temp_dir dir;
  const auto sub = make_model_submission(dir.path() / "mine");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto r = run_grader("--cases '" + cases.string() +
                            "' --format gradescope test peg_solitaire --submission '" + sub.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_GT(j["tests"].size(), 0u);
  EXPECT_EQ(j["score"], static_cast<double>(j["tests"].size()) * 2.0)
      << "solve_small's cases are worth 2 each";
  for (const auto& t : j["tests"]) EXPECT_EQ(t["status"], "passed") << t;

  const auto junit = run_grader("--cases '" + cases.string() +
                                "' test peg_solitaire --format junit --submission '" + sub.string() + "'");
  ASSERT_EQ(junit.exit_code, 0) << junit.err;
  EXPECT_EQ(junit.out.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites", 0), 0u) << junit.out;
  // CI's one run: human text on stdout, the same XML in a file.
  const auto xml = dir.path() / "results.xml";
  const auto both = run_grader("--cases '" + cases.string() + "' --color never test peg_solitaire --junit '" +
                               xml.string() + "' --submission '" + sub.string() + "'");
  ASSERT_EQ(both.exit_code, 0) << both.err;
  EXPECT_NE(both.out.find("Score: "), std::string::npos) << both.out;
  // The two runs differ only in how long each case took.
  const auto without_times = [](std::string text) {
    for (auto at = text.find(" time=\""); at != std::string::npos; at = text.find(" time=\"", at))
      text.erase(at, text.find('"', at + 7) + 1 - at);
    return text;
  };
  EXPECT_EQ(without_times(read_text(xml)), without_times(junit.out));

  const auto refused = run_grader("--cases '" + cases.string() + "' --format junit validate");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--format junit is not an output of `grader validate`"), std::string::npos)
      << refused.err;
  const auto bad = run_grader("grade /nonexistent --out /tmp/x --gradescope-hidden later");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--gradescope-hidden"), std::string::npos) << bad.err;
}

TEST(Gradescope, GradeOfOneTeamPrintsResultsJsonAndRefusesAClass) {
  const temp_dir dir;
  const auto cases = make_small_cases(dir.path() / "cases");
  (void)make_model_submission(dir.path() / "one/team-a");
  const auto r =
      run_grader("--cases '" + cases.string() + "' grade '" + (dir.path() / "one").string() + "' --out '" +
                 (dir.path() / "out").string() + "' --format gradescope --gradescope-hidden after_due_date");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_GT(j["tests"].size(), 0u);
  EXPECT_EQ(j["leaderboard"][0]["value"], j["tests"].size()) << "every case of solve_small is a search";

  (void)make_skeleton_submission(dir.path() / "one/team-b");
  const auto two = run_grader("--cases '" + cases.string() + "' grade '" + (dir.path() / "one").string() +
                              "' --out '" + (dir.path() / "out").string() + "' --format gradescope");
  EXPECT_EQ(two.exit_code, 2);
  EXPECT_NE(two.err.find("has 2 team folders"), std::string::npos) << two.err;

  const auto junit = run_grader("--cases '" + cases.string() + "' grade '" + (dir.path() / "one").string() +
                                "' --out '" + (dir.path() / "out").string() + "' --format junit");
  ASSERT_EQ(junit.exit_code, 0) << junit.err;
  EXPECT_NE(junit.out.find("<testsuite name=\"team-b/peg_solitaire\""), std::string::npos) << junit.out;
  EXPECT_EQ(junit.out, read_text(dir.path() / "out/junit.xml"));
}

}  // namespace
}  // namespace grader::report
