// Late submissions: the times --due and team.yaml accept, the penalty per day
// or hour begun, where a team's submission time comes from (its folder's last
// git commit, else team.yaml), and that a team's own git config runs nothing.

#include "grader/pipeline/lateness.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <stdexcept>

namespace grader::pipeline {
namespace {

namespace fs = std::filesystem;
using grader::testing::run_shell;
using grader::testing::temp_dir;
using grader::testing::write_text;

constexpr std::int64_t kDue = 1'764'633'540;  // 2025-12-01T23:59:00Z

TEST(Lateness, TimesInTheFormsInstructorsWriteThem) {
  EXPECT_EQ(parse_time("2025-12-01T23:59:00Z"), kDue);
  EXPECT_EQ(parse_time("2025-12-01T23:59Z"), kDue);
  EXPECT_EQ(parse_time("2025-12-02T00:59+01:00"), kDue);
  EXPECT_EQ(parse_time("2025-12-01T20:59-03:00"), kDue);
  EXPECT_EQ(utc_iso(kDue), "2025-12-01T23:59:00Z");
  // Without an offset, the machine's local time (TZ); a day alone is due at its end.
  ::setenv("TZ", "UTC", 1);
  ::tzset();
  EXPECT_EQ(parse_time("2025-12-01 23:59"), kDue);
  EXPECT_EQ(parse_time("2025-12-01"), kDue + 59);
  for (const char* wrong :
       {"", "tomorrow", "2025-02-30", "2025-13-01", "2025-12-01T24:30Z", "2025-12-01T23:59+1",
        "2025-12-01T23:59Z trailing", "2025/12/01", "12/01/2025", "2025-12-01T23"}) {
    EXPECT_FALSE(parse_time(wrong).has_value()) << wrong;
  }
  ::unsetenv("TZ");
  ::tzset();
}

TEST(Lateness, PoliciesAndTheirErrors) {
  const auto daily = parse_late_policy("2025-12-01T23:59Z", "10%/day");
  EXPECT_EQ(daily.due, kDue);
  EXPECT_DOUBLE_EQ(daily.rate, 0.1);
  EXPECT_EQ(daily.unit, 86400);
  const auto hourly = parse_late_policy("2025-12-01T23:59Z", "2.5%/hour");
  EXPECT_DOUBLE_EQ(hourly.rate, 0.025);
  EXPECT_EQ(hourly.unit, 3600);
  const auto message = [](const char* due, const char* penalty) {
    try {
      (void)parse_late_policy(due, penalty);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  EXPECT_NE(message("next week", "10%/day").find("--due \"next week\" is not a time"), std::string::npos);
  for (const char* penalty : {"10%", "10/day", "-5%/day", "101%/day", "10%/week", "ten%/day", "nan%/day"}) {
    EXPECT_NE(message("2025-12-01", penalty).find("--late-penalty"), std::string::npos) << penalty;
  }
}

TEST(Lateness, EachDayBegunLateCostsItsShareUpToAll) {
  const auto policy = parse_late_policy("2025-12-01T23:59Z", "10%/day");
  const auto at = [&](std::int64_t t) { return assess(policy, {t, "team.yaml"}); };
  EXPECT_EQ(at(kDue).penalty, 0.0);
  EXPECT_EQ(at(kDue - 3600).seconds_late, 0);
  EXPECT_DOUBLE_EQ(at(kDue + 1).penalty, 0.1);  // a second into the first day
  EXPECT_DOUBLE_EQ(at(kDue + 86400).penalty, 0.1);
  EXPECT_DOUBLE_EQ(at(kDue + 86401).penalty, 0.2);
  EXPECT_DOUBLE_EQ(at(kDue + 30 * 86400).penalty, 1.0);
  EXPECT_EQ(at(kDue + 1).submitted_at, "2025-12-01T23:59:01Z");
  const auto unknown = assess(policy, {std::nullopt, "no time"});
  EXPECT_EQ(unknown.penalty, 0.0);
  EXPECT_EQ(unknown.submitted_at, "");
  EXPECT_EQ(unknown.source, "no time");
  report::team_report r;
  r.points = 70;
  r.late = at(kDue + 2 * 86400 + 5);
  EXPECT_DOUBLE_EQ(report::final_points(r), 49.0);
}

TEST(Lateness, TheSubmissionTimeIsTheLastCommitElseTeamYaml) {
  const temp_dir dir;
  const auto team = dir.path() / "team";
  write_text(team / "exercises/n_queens/a.cpp", "int a;\n");
  report::team_info info{"team", "Team", {}, "2025-12-02T10:00Z", {}};
  auto when = submitted_at(team, info);
  EXPECT_EQ(when.source, "team.yaml");
  EXPECT_EQ(when.at, kDue + 10 * 3600 + 60);
  info.submitted.clear();
  when = submitted_at(team, info);
  EXPECT_FALSE(when.at.has_value());
  EXPECT_NE(when.source.find("no git repository"), std::string::npos) << when.source;

  // A repository: its last commit's committer time wins over team.yaml.
  const auto git = "cd '" + team.string() +
                   "' && git init -q && git add -A && GIT_COMMITTER_DATE=2025-12-03T12:00:00Z "
                   "git -c user.name=t -c user.email=t@example.org commit -qm work";
  ASSERT_EQ(run_shell(git).exit_code, 0) << run_shell(git).err;
  info.submitted = "2025-12-02T10:00Z";
  when = submitted_at(team, info);
  EXPECT_EQ(when.source, "git");
  EXPECT_EQ(utc_iso(*when.at), "2025-12-03T12:00:00Z");

  // The team wrote that repository's config: a signature check, a pager or
  // an fsmonitor hook it names must never run.
  const auto witness = dir.path() / "ran";
  const auto hook = dir.path() / "hook.sh";
  write_text(hook, "#!/bin/sh\ntouch '" + witness.string() + "'\n");
  ::chmod(hook.c_str(), 0755);
  write_text(team / ".git/config", "[core]\n\tpager = " + hook.string() + "\n\tfsmonitor = " + hook.string() +
                                       "\n[log]\n\tshowSignature = true\n[gpg]\n\tprogram = " +
                                       hook.string() + "\n[user]\n\tname = t\n");
  when = submitted_at(team, info);
  EXPECT_EQ(when.source, "git");
  EXPECT_FALSE(fs::exists(witness)) << "git ran a program the team's config named";

  // A repository without a commit: team.yaml's time, and why not git's.
  const auto empty = dir.path() / "empty";
  fs::create_directories(empty);
  ASSERT_EQ(run_shell("cd '" + empty.string() + "' && git init -q").exit_code, 0);
  when = submitted_at(empty, info);
  EXPECT_EQ(when.source, "team.yaml");
  info.submitted.clear();
  EXPECT_NE(submitted_at(empty, info).source.find("no commit"), std::string::npos);
}

}  // namespace
}  // namespace grader::pipeline
