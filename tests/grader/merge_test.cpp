// `grader merge`: shards of one class joined into exactly the class files an
// unsharded run writes, and every combination that cannot be joined refused
// with the files named.

#include "test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

// What differs between two runs of the same grading: when and how long.
nlohmann::json without_run_details(nlohmann::json summary) {
  summary.erase("generated_at");
  summary.erase("search_cost");  // measured anew by every run
  for (auto& t : summary["teams"]) {
    for (const char* key : {"cases_graded", "cases_reused", "seconds"}) t.erase(key);
  }
  return summary;
}

struct graded_class {
  temp_dir dir;
  fs::path cases;
  fs::path teams;
  fs::path out;

  graded_class() {
    cases = make_small_cases(dir.path() / "cases");
    teams = dir.path() / "class";
    (void)make_model_submission(teams / "team-a", "A");
    (void)make_skeleton_submission(teams / "team-b");
    (void)make_model_submission(teams / "team-c", "C");
    out = dir.path() / "out";
  }

  [[nodiscard]] command_result grade(const fs::path& where, const std::string& extra = "") const {
    return run_grader("--cases " + quoted(cases) + " grade " + quoted(teams) + " --out " + quoted(where) +
                      " -j 1 " + extra);
  }
};

TEST(Merge, TwoShardsMergeToTheFilesAnUnshardedRunWrites) {
  const graded_class c;
  const auto whole = c.grade(c.out);
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  // The shards in the same folder reuse the unsharded run's reports byte for
  // byte, so the merged files must equal the unsharded ones exactly.
  ASSERT_EQ(c.grade(c.out, "--shard 1/2").exit_code, 0);
  ASSERT_EQ(c.grade(c.out, "--shard 2/2").exit_code, 0);
  ASSERT_TRUE(fs::exists(c.out / "junit.shard-2-of-2.xml"));

  const auto merged = c.dir.path() / "merged";
  const auto r = run_grader("merge " + quoted(c.out) + " --out " + quoted(merged));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("merged 2 shard(s), 3 team(s)"), std::string::npos) << r.out;
  for (const char* file : {"gradebook.csv", "gradebook-students.csv", "leaderboard.csv", "junit.xml"})
    EXPECT_EQ(read_text(merged / file), read_text(c.out / file)) << file;
  const auto a = nlohmann::json::parse(read_text(merged / "summary.json"));
  const auto b = nlohmann::json::parse(read_text(c.out / "summary.json"));
  EXPECT_EQ(without_run_details(a), without_run_details(b));
  EXPECT_EQ(read_text(merged / "reports/team-b.json"), read_text(c.out / "reports/team-b.json"));
  EXPECT_TRUE(fs::exists(merged / "feedback/team-c.json"));
  EXPECT_TRUE(a["case_set"].get<std::string>().starts_with("sha256:"));
  // The HTML too: every team's pages, boards drawn from the cases the shards
  // recorded, byte for byte the unsharded run's, and one class page.
  for (const char* page : {"team-a.html", "team-b.html", "instructor/team-a.html", "instructor/team-c.html"})
    EXPECT_EQ(read_text(merged / "html" / page), read_text(c.out / "html" / page)) << page;
  EXPECT_NE(read_text(merged / "html/team-a.html").find("<svg class=\"board"), std::string::npos);
  const auto index = read_text(merged / "html/index.html");
  for (const char* team : {"team-a", "team-b", "team-c"})
    EXPECT_NE(index.find("href=\"" + std::string(team) + ".html\""), std::string::npos) << team;
  EXPECT_EQ(r.err, "");
}

// Cases edited after the shards were graded are not the ones graded: the
// pages are written without boards rather than with boards the teams never
// saw, and the merge says so.
TEST(Merge, PagesAreWrittenWithoutBoardsWhenTheGradedCasesAreGone) {
  const graded_class c;
  ASSERT_EQ(c.grade(c.out, "--shard 1/2").exit_code, 0);
  ASSERT_EQ(c.grade(c.out, "--shard 2/2").exit_code, 0);
  fs::remove_all(c.cases);
  const auto r = run_grader("merge " + quoted(c.out));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("written without boards: no case folder holds the cases the shards were graded on (" +
                       c.cases.string()),
            std::string::npos)
      << r.err;
  const auto page = read_text(c.out / "html/instructor/team-a.html");
  EXPECT_NE(page.find("<h1>A</h1>"), std::string::npos);
  EXPECT_EQ(page.find("data-figs="), std::string::npos);
}

// The per-student and LMS gradebooks, and late penalties, come out of a
// merge as out of one run: the shards record --lms and --due.
TEST(Merge, GradebooksForAnLmsAndLatenessSurviveAMerge) {
  const graded_class c;
  write_text(c.teams / "team-a/team.yaml",
             "name: A\nmembers: [{name: Ada, id: s1}]\nsubmitted: 2025-12-03T00:00Z\n");
  const std::string options = "--lms canvas --due 2025-12-01T23:59Z --late-penalty 10%/day ";
  ASSERT_EQ(c.grade(c.out, options).exit_code, 0);
  ASSERT_EQ(c.grade(c.out, options + "--shard 1/2").exit_code, 0);
  ASSERT_EQ(c.grade(c.out, options + "--shard 2/2").exit_code, 0);
  const auto merged = c.dir.path() / "merged";
  const auto r = run_grader("merge " + quoted(c.out) + " --out " + quoted(merged));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* file : {"gradebook.csv", "gradebook-students.csv", "gradebook-canvas.csv"})
    EXPECT_EQ(read_text(merged / file), read_text(c.out / file)) << file;
  EXPECT_NE(read_text(merged / "gradebook-canvas.csv").find("\nAda,,s1,,,"), std::string::npos);
  EXPECT_NE(read_text(merged / "html/instructor/team-a.html").find("-20%"), std::string::npos);
}

TEST(Merge, ShardsInSeparateFoldersMergeIntoTheFirst) {
  const graded_class c;
  const auto one = c.dir.path() / "one";
  const auto two = c.dir.path() / "two";
  ASSERT_EQ(c.grade(one, "--shard 1/2").exit_code, 0);
  ASSERT_EQ(c.grade(two, "--shard 2/2").exit_code, 0);
  const auto r = run_grader("--format json merge " + quoted(one) + " " + quoted(two));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto summary = nlohmann::json::parse(read_text(one / "summary.json"));
  EXPECT_EQ(nlohmann::json::parse(r.out)["teams"].size(), 3u);
  EXPECT_EQ(summary["teams"].size(), 3u);
  EXPECT_TRUE(summary["shard"].is_null());
  EXPECT_TRUE(fs::exists(one / "reports/team-b.json")) << "team-b was graded by shard 2";
  EXPECT_NE(read_text(one / "gradebook.csv").find("\nteam-b,Skeleton,Bob,0,"), std::string::npos);
}

class MergeRefusal : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(c.grade(c.out, "--shard 1/2").exit_code, 0);
    ASSERT_EQ(c.grade(c.out, "--shard 2/2").exit_code, 0);
  }
  void edit(const std::string& file, const std::function<void(nlohmann::json&)>& change) const {
    auto j = nlohmann::json::parse(read_text(c.out / file));
    change(j);
    write_text(c.out / file, j.dump());
  }
  [[nodiscard]] command_result merge() const { return run_grader("merge " + quoted(c.out)); }

  graded_class c;
};

TEST_F(MergeRefusal, DifferentGraderVersions) {
  edit("summary.shard-2-of-2.json", [](nlohmann::json& j) { j["grader_version"] = "0.0.1-old"; });
  const auto r = merge();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("different grader versions"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("summary.shard-2-of-2.json (0.0.1-old)"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(c.out / "summary.json"));
}

TEST_F(MergeRefusal, DifferentCaseSets) {
  edit("summary.shard-1-of-2.json", [](nlohmann::json& j) { j["case_set"] = "sha256:0000"; });
  const auto r = merge();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("graded on different cases"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("summary.shard-1-of-2.json"), std::string::npos) << r.err;
}

TEST_F(MergeRefusal, DifferentDueTimes) {
  edit("summary.shard-2-of-2.json", [](nlohmann::json& j) { j["due"] = "2025-12-01T23:59:00Z"; });
  const auto r = merge();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("shards graded with different due"), std::string::npos) << r.err;
}

TEST_F(MergeRefusal, MissingShard) {
  fs::remove(c.out / "summary.shard-2-of-2.json");
  const auto r = merge();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("missing shard(s): summary.shard-2-of-2.json"), std::string::npos) << r.err;
}

TEST_F(MergeRefusal, TeamGradedTwiceDifferently) {
  // Shard 2 claims team-a too, with another score.
  nlohmann::json team_a;
  edit("summary.shard-1-of-2.json", [&](nlohmann::json& j) { team_a = j["teams"][0]; });
  ASSERT_EQ(team_a["id"], "team-a");
  team_a["points"] = 0;
  edit("summary.shard-2-of-2.json", [&](nlohmann::json& j) { j["teams"].push_back(team_a); });
  const auto r = merge();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("team team-a was graded twice with different results"), std::string::npos) << r.err;
}

TEST_F(MergeRefusal, ATeamIdIsQuotedWithItsControlCharactersEscaped) {
  edit("summary.shard-1-of-2.json", [](nlohmann::json& j) { j["teams"][0]["id"] = "x/\x1b[2J\x07"; });
  const auto r = merge();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.find('\x1b'), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\x07'), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("\"x/\\x1b[2J\\x07\" is not a team folder name"), std::string::npos) << r.err;
}

TEST_F(MergeRefusal, NoShardsAtAll) {
  const temp_dir empty;
  const auto r = run_grader("merge " + quoted(empty.path()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("holds no shard summary"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace grader::testing
