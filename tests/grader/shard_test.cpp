// Shards of a class (`grade --shard`): the shard's number from the command
// line or from the engine that started the task (Slurm job arrays, plain or
// stepped or a chosen few; Kubernetes Indexed Jobs), refused clearly when the
// engine does not say or two disagree; and the deal: every team in exactly
// one shard whatever N is, the shards balanced by what the teams cost.

#include "grader/pipeline/shard.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/grade.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;
using pipeline::parse_shard;
using pipeline::shard_choice;

// An environment of the given variables only.
pipeline::environment_lookup environment(std::map<std::string, std::string> variables) {
  return [variables = std::move(variables)](const std::string& name) -> std::optional<std::string> {
    const auto it = variables.find(name);
    if (it == variables.end()) return std::nullopt;
    return it->second;
  };
}

const auto nothing_set = environment({});

// What parse_shard throws, or "" when it does not.
std::string refusal(const std::string& text, const pipeline::environment_lookup& env) {
  try {
    (void)parse_shard(text, env);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

std::string shard(const std::string& text, const pipeline::environment_lookup& env) {
  const shard_choice s = parse_shard(text, env);
  return std::to_string(s.index) + "/" + std::to_string(s.count);
}

// sbatch --array=MIN-MAX:STEP, the task with index `id`.
pipeline::environment_lookup slurm_task(int id, int count, int min, int max, int step = 1) {
  return environment({{"SLURM_ARRAY_TASK_ID", std::to_string(id)},
                      {"SLURM_ARRAY_TASK_COUNT", std::to_string(count)},
                      {"SLURM_ARRAY_TASK_MIN", std::to_string(min)},
                      {"SLURM_ARRAY_TASK_MAX", std::to_string(max)},
                      {"SLURM_ARRAY_TASK_STEP", std::to_string(step)}});
}

TEST(Shard, KOfNFromTheCommandLine) {
  EXPECT_EQ(shard("3/4", nothing_set), "3/4");
  EXPECT_EQ(shard("1/1", nothing_set), "1/1");
  for (const char* bad : {"0/4", "5/4", "2", "a/b", "2/0", "-1/3", "1/", "/3", "auto/0", "auto/x", "2/4/6"})
    EXPECT_NE(refusal(bad, nothing_set), "") << bad;
  EXPECT_NE(refusal("a/b", nothing_set).find("K/N with 1 <= K <= N"), std::string::npos);
}

TEST(Shard, AutoTakesASlurmArrayTasksPlaceAmongItsTasks) {
  EXPECT_EQ(shard("auto", slurm_task(0, 4, 0, 3)), "1/4");  // --array=0-3
  EXPECT_EQ(shard("auto", slurm_task(3, 4, 0, 3)), "4/4");
  EXPECT_EQ(shard("auto", slurm_task(1, 3, 1, 3)), "1/3");     // --array=1-3
  EXPECT_EQ(shard("auto", slurm_task(5, 4, 1, 7, 2)), "3/4");  // --array=1-7:2: 1, 3, 5, 7
  // No step variable (an older Slurm): a step of one.
  EXPECT_EQ(shard("auto", environment({{"SLURM_ARRAY_TASK_ID", "12"},
                                       {"SLURM_ARRAY_TASK_COUNT", "3"},
                                       {"SLURM_ARRAY_TASK_MIN", "10"},
                                       {"SLURM_ARRAY_TASK_MAX", "12"}})),
            "3/3");
}

TEST(Shard, ASparseSlurmArrayNeedsTheNumberOfShards) {
  // --array=1,3,7: three tasks, but which of them is this one's place?
  const auto sparse = slurm_task(3, 3, 1, 7);
  const auto why = refusal("auto", sparse);
  EXPECT_NE(why.find("not MIN, MIN+STEP, ..., MAX"), std::string::npos) << why;
  EXPECT_NE(why.find("--shard auto/N"), std::string::npos) << why;
  // Given the count, the index is the shard's number from 0: shards 2, 4 and
  // 8 of 8 run again as --array=1,3,7.
  EXPECT_EQ(shard("auto/8", sparse), "4/8");
  EXPECT_EQ(shard("auto/8", slurm_task(7, 3, 1, 7)), "8/8");
  EXPECT_NE(refusal("auto/7", slurm_task(7, 3, 1, 7)).find("not below the number of shards"),
            std::string::npos);
}

TEST(Shard, AutoTakesAKubernetesIndexedJobsCompletionIndexWithTheCount) {
  const auto pod = environment({{"JOB_COMPLETION_INDEX", "2"}});
  EXPECT_EQ(shard("auto/4", pod), "3/4");
  EXPECT_NE(refusal("auto", pod).find("does not say how many shards"), std::string::npos);
  EXPECT_NE(refusal("auto/2", pod).find("JOB_COMPLETION_INDEX=2 is not below"), std::string::npos);
  EXPECT_NE(refusal("auto/4", environment({{"JOB_COMPLETION_INDEX", "two"}})).find("is not a whole number"),
            std::string::npos);
}

TEST(Shard, AutoWithoutAnEngineOrWithEnginesThatDisagreeIsRefused) {
  const auto none = refusal("auto", nothing_set);
  EXPECT_NE(none.find("SLURM_ARRAY_TASK_ID"), std::string::npos) << none;
  EXPECT_NE(none.find("JOB_COMPLETION_INDEX"), std::string::npos) << none;
  EXPECT_NE(none.find("--shard K/N"), std::string::npos) << none;
  // A Slurm task missing a variable says which.
  EXPECT_NE(
      refusal("auto", environment({{"SLURM_ARRAY_TASK_ID", "1"}})).find("SLURM_ARRAY_TASK_COUNT is not set"),
      std::string::npos);

  const auto both = environment({{"SLURM_ARRAY_TASK_ID", "0"}, {"JOB_COMPLETION_INDEX", "2"}});
  const auto why = refusal("auto/4", both);
  EXPECT_NE(why.find("the engines disagree: Slurm says shard 1/4, Kubernetes says 3/4"), std::string::npos)
      << why;
  EXPECT_EQ(shard("auto/4", environment({{"SLURM_ARRAY_TASK_ID", "2"}, {"JOB_COMPLETION_INDEX", "2"}})),
            "3/4");
}

std::vector<fs::path> team_names(int n) {
  std::vector<fs::path> teams;
  for (int i = 0; i < n; ++i) teams.emplace_back("team-" + std::to_string(100 + i));
  return teams;
}

TEST(Shard, EveryTeamLandsInExactlyOneShardWhateverN) {
  const auto teams = team_names(23);
  std::vector<double> costs;
  for (std::size_t i = 0; i < teams.size(); ++i) costs.push_back(static_cast<double>((i * 37) % 11));
  for (int n = 1; n <= 30; ++n) {
    std::multiset<fs::path> dealt;
    for (int k = 1; k <= n; ++k) {
      for (const auto& t : pipeline::shard_of(teams, report::shard_spec{k, n}, costs)) dealt.insert(t);
    }
    EXPECT_EQ(dealt, std::multiset<fs::path>(teams.begin(), teams.end())) << "N = " << n;
  }
  EXPECT_EQ(pipeline::shard_of(teams, std::nullopt, costs), teams);
}

TEST(Shard, TeamsAreDealtSoThatShardsCostAlike) {
  // One team that took 10 s last time and ten of 1 s: by index, one shard
  // would hold the heavy team and four others (14 s) and the other six (6 s).
  const auto teams = team_names(11);
  std::vector<double> costs(11, 1.0);
  costs[0] = 10.0;
  const auto first = pipeline::shard_of(teams, report::shard_spec{1, 2}, costs);
  const auto second = pipeline::shard_of(teams, report::shard_spec{2, 2}, costs);
  EXPECT_EQ(first, std::vector<fs::path>{teams[0]});
  EXPECT_EQ(second.size(), 10u);
  // Alike costs: the teams in folder order, round-robin.
  const std::vector<fs::path> five{"a", "b", "c", "d", "e"};
  EXPECT_EQ(pipeline::shard_of(five, report::shard_spec{1, 2}), (std::vector<fs::path>{"a", "c", "e"}));
  EXPECT_EQ(pipeline::shard_of(five, report::shard_spec{2, 2}), (std::vector<fs::path>{"b", "d"}));
}

TEST(Shard, CostsComeFromTheLastCompleteRunsSummaryWhichNoShardWrites) {
  const temp_dir dir;
  const auto& driver = *all_drivers().front();
  const pipeline::problem_plan plan{&driver, std::vector<test_case>(4)};
  const std::vector<fs::path> teams{dir.path() / "class/fresh", dir.path() / "class/seen"};
  for (const auto& t : teams) fs::create_directories(t / "exercises" / std::string(driver.name()));
  const auto out = dir.path() / "out";
  fs::create_directories(out);
  EXPECT_EQ(pipeline::expected_shard_costs(teams, {plan}, out), (std::vector<double>{4.0, 4.0}));

  // "seen" took 2 s for its 4 cases: a case of "fresh" is half a second.
  write_text(out / "summary.json", R"({"interrupted": false, "teams": [{"id": "seen", "seconds": 2.0}]})");
  EXPECT_EQ(pipeline::expected_shard_costs(teams, {plan}, out), (std::vector<double>{2.0, 2.0}));
  // A shard's own summary, or an interrupted run's, is not a measure of the class.
  write_text(out / "summary.json", R"({"interrupted": true, "teams": [{"id": "seen", "seconds": 2.0}]})");
  write_text(out / "summary.shard-1-of-2.json",
             R"({"interrupted": false, "teams": [{"id": "seen", "seconds": 9}]})");
  EXPECT_EQ(pipeline::expected_shard_costs(teams, {plan}, out), (std::vector<double>{4.0, 4.0}));
  for (const char* unreadable :
       {"not json", "[]", R"({"interrupted": "no", "teams": []})", R"({"interrupted": false, "teams": {}})",
        R"({"interrupted": false, "teams": [{"id": "seen", "seconds": "2"}, {"id": 7, "seconds": 2}, 3]})"}) {
    write_text(out / "summary.json", unreadable);
    EXPECT_EQ(pipeline::expected_shard_costs(teams, {plan}, out), (std::vector<double>{4.0, 4.0}))
        << unreadable;
  }
}

}  // namespace
}  // namespace grader::testing
