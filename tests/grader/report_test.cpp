// Report writing: atomic replacement (an interrupted or failing write leaves
// the old report intact), the student view withholding hidden details, and
// the JSON round trip resume depends on.

#include "grader/report/report.hpp"
#include "grader/report/atomic_file.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/human.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <csignal>
#include <sstream>

namespace grader::report {
namespace {

namespace fs = std::filesystem;
using grader::testing::read_text;
using grader::testing::temp_dir;

std::size_t files_in(const fs::path& dir) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
  return n;
}

TEST(AtomicFile, ReplacesTheContent) {
  const temp_dir dir;
  const auto file = dir.path() / "r.json";
  write_file_atomically(file, "old");
  write_file_atomically(file, "new");
  EXPECT_EQ(read_text(file), "new");
  EXPECT_EQ(files_in(dir.path()), 1u);
}

TEST(AtomicFile, AbandonedWriteLeavesTheOldFileAndNoTemporary) {
  const temp_dir dir;
  const auto file = dir.path() / "r.json";
  write_file_atomically(file, "old report");
  try {
    atomic_file pending(file);
    pending.write("{\"half\": ");
    throw std::runtime_error("interrupted mid-write");
  } catch (const std::runtime_error&) {}
  EXPECT_EQ(read_text(file), "old report");
  EXPECT_EQ(files_in(dir.path()), 1u);
}

TEST(AtomicFile, ProcessKilledMidWriteLeavesTheOldFile) {
  const temp_dir dir;
  const auto file = dir.path() / "r.json";
  write_file_atomically(file, "old report");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    atomic_file pending(file);
    pending.write("{\"half\": ");
    ::raise(SIGKILL);  // as a power cut or kill -9 would: no destructor runs
    ::_exit(0);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_EQ(read_text(file), "old report");
  // The next run replaces the file normally despite the stale temporary.
  write_file_atomically(file, "new report");
  EXPECT_EQ(read_text(file), "new report");
}

TEST(AtomicFile, FailingWriteThrowsAndLeavesTheOldFile) {
  const temp_dir dir;
  const auto file = dir.path() / "r.json";
  write_file_atomically(file, "old report");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // A disk that fills up after 4 KiB: the write fails halfway.
    ::signal(SIGXFSZ, SIG_IGN);
    const rlimit small{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &small);
    try {
      write_file_atomically(file, std::string(100000, 'x'));
    } catch (const std::system_error&) {
      ::_exit(42);
    }
    ::_exit(0);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 42) << "the failed write must throw";
  EXPECT_EQ(read_text(file), "old report");
  EXPECT_EQ(files_in(dir.path()), 1u) << "the failed write must remove its temporary file";
}

team_report sample_report() {
  team_report r;
  r.grader_version = "9.9.9";
  r.generated_at = "2026-01-02T03:04:05Z";
  r.team.id = "team-a";
  r.team.name = "Team A";
  r.team.members = {{"Ada", "", ""}, {"Alan", "", ""}};
  r.content_hash = "sha256:" + std::string(64, 'a');
  r.submission_path = "/sub/team-a";
  r.complete = true;
  problem_result p;
  p.problem = "peg_solitaire";
  p.sources_hash = "sha256:" + std::string(64, 'b');
  p.build_key = "sha256:" + std::string(64, 'c');
  p.compile = {compile_status::ok, 1.5, "warning: unused variable", false};
  case_result visible;
  visible.id = "hooks/start";
  visible.suite = "hooks";
  visible.name = "start";
  visible.hook = "valid_moves";
  visible.result = verdict::wrong_answer;
  visible.max_points = 1;
  visible.nodes = 12;
  visible.reference_nodes = 10;
  visible.mode = node_mode::exact;
  visible.feedback = "valid_moves misses the jump (3,1)->(1,1)";
  visible.stdout_text = "debug";
  visible.stderr_text = "oops";
  visible.fingerprint = "f1";
  case_result hidden = visible;
  hidden.id = "secret/big";
  hidden.suite = "secret";
  hidden.name = "big";
  hidden.vis = visibility::hidden;
  hidden.result = verdict::accepted;
  hidden.max_points = 2;
  hidden.feedback = "the solution's 31 moves reach the goal from (3,3)";
  hidden.stdout_text = "board dump";
  hidden.fingerprint = "f2";
  p.cases = {visible, hidden};
  r.problems.push_back(p);
  score(r);
  return r;
}

TEST(StudentView, WithholdsHiddenCaseDetailsButKeepsVerdictAndPoints) {
  const auto j = to_json(sample_report(), audience::student);
  EXPECT_EQ(j["audience"], "student");
  const auto& hidden = j["problems"][0]["cases"][1];
  EXPECT_EQ(hidden["visibility"], "hidden");
  EXPECT_EQ(hidden["feedback"], kWithheld);
  EXPECT_EQ(hidden["stdout"], "");
  EXPECT_EQ(hidden["stderr"], "");
  EXPECT_TRUE(hidden["nodes"].is_null());
  EXPECT_TRUE(hidden["reference_nodes"].is_null());
  EXPECT_EQ(hidden["verdict"], "accepted");
  EXPECT_EQ(hidden["points"], 2.0);
  EXPECT_EQ(hidden["max_points"], 2.0);
  // Public cases keep every detail.
  const auto& visible = j["problems"][0]["cases"][0];
  EXPECT_EQ(visible["feedback"], "valid_moves misses the jump (3,1)->(1,1)");
  EXPECT_EQ(visible["nodes"], 12);
  EXPECT_EQ(visible["stdout"], "debug");
  // Nothing of the hidden feedback leaks anywhere in the document.
  EXPECT_EQ(j.dump().find("31 moves"), std::string::npos);
  EXPECT_EQ(j.dump().find("board dump"), std::string::npos);
}

TEST(StudentView, HumanOutputWithholdsHiddenDetailsToo) {
  auto r = sample_report();
  r.problems[0].cases[1].result = verdict::wrong_answer;
  std::ostringstream out;
  print_team(out, r, audience::student, {false, true});
  EXPECT_NE(out.str().find("misses the jump"), std::string::npos);
  EXPECT_EQ(out.str().find("31 moves"), std::string::npos);
  EXPECT_NE(out.str().find(kWithheld), std::string::npos);
}

TEST(InstructorView, KeepsEverythingAndRoundTrips) {
  const auto r = sample_report();
  const auto j = to_json(r, audience::instructor);
  EXPECT_EQ(j["schema_version"], kSchemaVersion);
  EXPECT_EQ(j["problems"][0]["cases"][1]["feedback"], "the solution's 31 moves reach the goal from (3,3)");
  const auto back = team_report_from_json(j);
  EXPECT_EQ(to_json(back, audience::instructor), j);
}

TEST(InstructorView, StudentReportIsNotReadBackForResume) {
  EXPECT_THROW((void)team_report_from_json(to_json(sample_report(), audience::student)), std::runtime_error);
  EXPECT_THROW((void)team_report_from_json(nlohmann::json::parse(R"({"schema_version": 1})")),
               std::runtime_error);
}

TEST(HumanOutput, NoEscapesWithoutColourAndEscapesWithIt) {
  const auto r = sample_report();
  std::ostringstream plain;
  std::ostringstream coloured;
  print_team(plain, r, audience::instructor, {false, false});
  print_team(coloured, r, audience::instructor, {true, false});
  EXPECT_EQ(plain.str().find('\033'), std::string::npos);
  EXPECT_NE(coloured.str().find("\033[31m"), std::string::npos);
  EXPECT_NE(plain.str().find("Score: 2/3 (67%)"), std::string::npos);
  EXPECT_NE(plain.str().find("nodes 12 (ref 10)"), std::string::npos);
  // Feedback is indented under the failure.
  EXPECT_NE(plain.str().find("\n      valid_moves misses the jump"), std::string::npos);
}

TEST(HumanOutput, AFailedCaseShowsTheHeadOfWhatTheCodePrinted) {
  auto r = sample_report();
  r.problems[0].cases[0].stdout_text = "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8";
  std::ostringstream out;
  print_team(out, r, audience::student, {false, false});  // without -v
  EXPECT_NE(out.str().find("your code printed (stdout):\n        line 1\n"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("line 6\n"), std::string::npos) << out.str();
  EXPECT_EQ(out.str().find("line 7"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("your code printed (stderr):\n        oops"), std::string::npos) << out.str();
  // An accepted case prints nothing of it without -v.
  r.problems[0].cases[0].result = verdict::accepted;
  std::ostringstream quiet;
  print_team(quiet, r, audience::student, {false, false});
  EXPECT_EQ(quiet.str().find("your code printed"), std::string::npos) << quiet.str();
}

TEST(HumanOutput, AnImplausibleMeasurementIsSaidBesideTheCount) {
  auto r = sample_report();
  auto& c = r.problems[0].cases[0];
  c.search = true;
  c.measured = measurement::implausible;
  c.cpu_seconds = 2.5;
  c.nodes = 18;
  std::ostringstream out;
  print_team(out, r, audience::instructor, {false, false});
  EXPECT_NE(out.str().find("implausible measurement: 2.50 s of CPU for 18 nodes counted"), std::string::npos)
      << out.str();
  const auto j = to_json(r, audience::instructor);
  EXPECT_EQ(j["problems"][0]["cases"][0]["measurement"], "implausible");
  EXPECT_EQ(team_report_from_json(j).problems[0].cases[0].measured, measurement::implausible);
}

TEST(HumanOutput, ACountOfAnotherReadingOfTheLectureSaysWhichOne) {
  auto r = sample_report();
  auto& c = r.problems[0].cases[0];
  c.search = true;
  c.result = verdict::accepted;
  c.nodes = 36;
  c.reference_nodes = 210;
  c.reversed_nodes = 36;
  c.accepted_nodes = {{reading::front_to_back, 210}, {reading::back_to_front, 36}};
  c.nodes_reading = reading::back_to_front;
  score(r);
  std::ostringstream out;
  print_team(out, r, audience::student, {false, false});
  EXPECT_NE(out.str().find("nodes 36 = the lecture's pop() order"), std::string::npos) << out.str();
  EXPECT_EQ(out.str().find("(ref 210)"), std::string::npos) << out.str();
  const auto j = to_json(r, audience::instructor);
  EXPECT_EQ(j["problems"][0]["cases"][0]["nodes_reading"], "back_to_front");
  EXPECT_EQ(j["problems"][0]["cases"][0]["accepted_nodes"][1]["nodes"], 36);
  const auto back = team_report_from_json(j);
  EXPECT_EQ(back.problems[0].cases[0].nodes_reading, reading::back_to_front);
  EXPECT_EQ(to_json(back, audience::instructor), j);
  // The student view of a hidden case names no count, and no reading.
  const auto seen = to_json(r, audience::student)["problems"][0]["cases"][1];
  EXPECT_TRUE(seen["nodes_reading"].is_null());
  EXPECT_TRUE(seen["accepted_nodes"].empty());
}

TEST(SearchDrawing, RoundTripsAndIsWithheldFromTheStudentForAHiddenCase) {
  auto r = sample_report();
  grader::search_drawing d;
  d.per_depth = {0, 2, 5, 3};
  d.lecture = {{reading::front_to_back, {0, 2, 4, 6}}, {reading::back_to_front, {0, 2, 5, 3}}};
  d.same_as = "back to front, as the lecture's pop() takes them";
  for (auto& c : r.problems[0].cases) {
    c.search = true;
    c.drawing = d;
  }
  const auto j = to_json(r, audience::instructor);
  EXPECT_EQ(j["problems"][0]["cases"][0]["search_drawing"]["lecture"][1]["reading"], "back_to_front");
  EXPECT_FALSE(j["problems"][0]["cases"][0]["search_drawing"].contains("parting"));
  const auto back = team_report_from_json(j);
  ASSERT_TRUE(back.problems[0].cases[0].drawing.has_value());
  EXPECT_EQ(back.problems[0].cases[0].drawing->lecture[0].per_depth, d.lecture[0].per_depth);
  EXPECT_EQ(to_json(back, audience::instructor), j);
  const auto seen = to_json(r, audience::student)["problems"][0]["cases"];
  EXPECT_TRUE(seen[0].contains("search_drawing")) << "a public case's drawing is the student's";
  EXPECT_FALSE(seen[1].contains("search_drawing")) << "a hidden case's search is withheld";
}

TEST(HumanOutput, TheFirstCompilerWarningsAreShownWithoutVerbose) {
  auto r = sample_report();
  std::string log;
  for (int i = 1; i <= 5; ++i) {
    log += "exercises/peg_solitaire/peg_solitaire.cpp:" + std::to_string(i) +
           ":3: warning: comparison of integer expressions of different signedness [-Wsign-compare]\n"
           "    3 |   for (int i = 0; i < v.size(); ++i)\n      |                   ~~^~~~~~~~~~\n";
  }
  r.problems[0].compile.log = log;
  std::ostringstream out;
  print_team(out, r, audience::student, {false, false});
  const std::string text = out.str();
  EXPECT_NE(text.find("5 compiler warnings, the first 3"), std::string::npos) << text;
  EXPECT_NE(text.find("peg_solitaire.cpp:3:3: warning"), std::string::npos) << text;
  EXPECT_EQ(text.find("peg_solitaire.cpp:4:3: warning"), std::string::npos) << text;
  EXPECT_EQ(text.find("~~^~~"), std::string::npos) << "only the warning lines, not the carets\n" << text;
}

TEST(Extension, SaidInTheJsonOnlyForACaseBeyondTheLectureAndMarkedInTheHumanOutput) {
  auto r = sample_report();
  auto& c = r.problems[0].cases[0];
  c.extension = "4-connectivity, beyond the lecture: use img.neighbours()";
  c.max_points = 0;
  score(r);
  for (const auto who : {audience::instructor, audience::student}) {
    const auto j = to_json(r, who);
    EXPECT_EQ(j["problems"][0]["cases"][0]["extension"], c.extension);
    EXPECT_FALSE(j["problems"][0]["cases"][1].contains("extension"));
  }
  const auto j = to_json(r, audience::instructor);
  const auto back = team_report_from_json(j);
  EXPECT_EQ(back.problems[0].cases[0].extension, c.extension);
  EXPECT_TRUE(back.problems[0].cases[1].extension.empty());
  EXPECT_EQ(to_json(back, audience::instructor), j);

  std::ostringstream out;
  print_team(out, r, audience::student, {false, false});
  const std::string text = out.str();
  const auto line_of = [&](const std::string& id) {
    const auto at = text.rfind('\n', text.find(id)) + 1;
    return text.substr(at, text.find('\n', at) - at);
  };
  EXPECT_NE(line_of("hooks/start").find("0/0"), std::string::npos) << text;
  EXPECT_NE(line_of("hooks/start").find("[extension]"), std::string::npos) << text;
  EXPECT_EQ(line_of("secret/big").find("[extension]"), std::string::npos) << text;
  EXPECT_NE(text.find("Score: 2/2 (100%)"), std::string::npos) << text;
}

TEST(ClassFiles, WritesReportsFeedbackSummaryGradebookAndLeaderboard) {
  const temp_dir dir;
  class_result c;
  c.problems = {"peg_solitaire"};
  team_entry a;
  a.id = "team-a";
  a.status = team_status::graded;
  a.report = sample_report();
  team_entry b;
  b.id = "team-b";
  b.status = team_status::skipped;
  b.error = "exercises: is missing";
  b.team = team_info{"team-b", "B", {{"Bea", "s7", "bea@uni.example"}}, {}, {}};
  c.teams = {a, b};
  const out_layout layout{dir.path(), std::nullopt};
  for (const auto& w : default_writers()) {
    w->write_team(*a.report, layout);
    w->write_class(c, layout, "9.9.9");
  }
  EXPECT_TRUE(fs::exists(dir.path() / "reports/team-a.json"));
  EXPECT_TRUE(fs::exists(dir.path() / "feedback/team-a.json"));
  const auto summary = nlohmann::json::parse(read_text(dir.path() / "summary.json"));
  EXPECT_EQ(summary["teams"][0]["points"], 2.0);
  EXPECT_EQ(summary["teams"][1]["status"], "skipped");
  EXPECT_EQ(summary["skipped_teams"], 1);
  EXPECT_EQ(read_text(dir.path() / "gradebook.csv"),
            "team,name,members,peg_solitaire,total,max,percent,status,note\n"
            "team-a,Team A,Ada; Alan,2,2,3,66.67,graded,\n"
            "team-b,B,Bea,,,3,,skipped,exercises: is missing\n");
  EXPECT_EQ(read_text(dir.path() / "gradebook-students.csv"),
            "student_id,name,email,team,peg_solitaire,total,max,percent,status,note\n"
            ",Ada,,team-a,2,2,3,66.67,graded,\n"
            ",Alan,,team-a,2,2,3,66.67,graded,\n"
            "s7,Bea,bea@uni.example,team-b,,,3,,skipped,exercises: is missing\n");
  EXPECT_FALSE(fs::exists(dir.path() / "gradebook-canvas.csv")) << "only with --lms";
  EXPECT_TRUE(fs::exists(dir.path() / "leaderboard.csv"));

  const out_layout shard{dir.path(), shard_spec{2, 3}};
  EXPECT_EQ(shard.class_file("summary", ".json"), dir.path() / "summary.shard-2-of-3.json");
}

}  // namespace
}  // namespace grader::report
