// End to end through the built `grader` binary: exit codes, JSON output,
// running from another folder, choosing cases and rerunning the failures,
// stepping through a solution, and the sandbox hiding hidden cases from a
// student's #include.

#include "grader/report/number_text.hpp"
#include "grader/sandbox/sandbox.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>
#include <unistd.h>
#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

TEST(Cli, UnknownProblemIsBadUsageListingTheKnownOnes) {
  const auto r = run_grader("test no_such_problem");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("unknown problem 'no_such_problem'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("peg_solitaire"), std::string::npos) << r.err;
}

TEST(Cli, ParseErrorsAreExitCode2) {
  EXPECT_EQ(run_grader("").exit_code, 2);
  EXPECT_EQ(run_grader("frobnicate").exit_code, 2);
  EXPECT_EQ(run_grader("grade").exit_code, 2) << "SUBMISSIONS_DIR and --out are required";
  EXPECT_EQ(run_grader("test --format xml").exit_code, 2);
  EXPECT_EQ(run_grader("--help").exit_code, 0);
}

TEST(Cli, BadCaseFolderIsAnInputError) {
  const temp_dir cases;
  write_text(cases.path() / "peg_solitaire/public/broken.yaml",
             "problem: peg_solitaire\ncases: [ {name: x, hook: }\n");
  const auto r = run_grader("--cases " + quoted(cases.path()) + " test");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("broken.yaml"), std::string::npos) << r.err;
}

TEST(Cli, TestGradesTheModelAnswerFromAnyFolderAsJson) {
  const temp_dir dir;
  const auto sub = make_model_submission(dir.path() / "mine");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto report = dir.path() / "report.json";
  const auto r = run_grader("--cases " + quoted(cases) + " --format json test peg_solitaire --submission " +
                            quoted(sub) + " --report " + quoted(report));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["audience"], "student");
  EXPECT_EQ(j["team"]["name"], "Model");
  EXPECT_GT(j["score"]["max_points"].get<double>(), 0.0);
  EXPECT_EQ(j["score"]["points"], j["score"]["max_points"]);
  EXPECT_EQ(nlohmann::json::parse(read_text(report)), j);
}

TEST(Cli, ShowPlaysASubmissionsOwnAnswerWithItsVerdict) {
  const temp_dir dir;
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto model =
      run_grader("--cases " + quoted(cases) + " show peg_solitaire strip-of-four --submission " +
                 quoted(make_model_submission(dir.path() / "model")));
  ASSERT_EQ(model.exit_code, 0) << model.err;
  EXPECT_NE(model.out.find("move 1: "), std::string::npos) << model.out;
  EXPECT_NE(model.out.find("verdict: accepted, nodes 2 (reference 2)\n"), std::string::npos) << model.out;

  const auto skeleton =
      run_grader("--cases " + quoted(cases) + " show peg_solitaire strip-of-four --submission " +
                 quoted(make_skeleton_submission(dir.path() / "skeleton")));
  ASSERT_EQ(skeleton.exit_code, 0) << skeleton.err;
  EXPECT_NE(skeleton.out.find("verdict: not_implemented, nodes 0 (reference 2)\n"), std::string::npos)
      << skeleton.out;

  // A case without the reference's count: the reference is asked.
  write_text(cases / "peg_solitaire/public/record.yaml", R"yaml(problem: peg_solitaire
cases:
  - { name: recorded, hook: solve, board: "o o . o o", goal: { pegs: ["(2,0)"] }, expect: { solvable: false } }
)yaml");
  const auto recorded = run_grader("--cases " + quoted(cases) + " show peg_solitaire recorded --submission " +
                                   quoted(dir.path() / "model"));
  ASSERT_EQ(recorded.exit_code, 0) << recorded.err;
  EXPECT_NE(recorded.out.find("verdict: accepted, nodes 4 (reference 4)\n"), std::string::npos)
      << recorded.out;

  // show takes the runner cache and the sandbox as test does.
  const auto cache = dir.path() / "show-cache";
  const auto cached =
      run_grader("--cases " + quoted(cases) + " show peg_solitaire recorded --submission " +
                 quoted(dir.path() / "model") + " --cache-dir " + quoted(cache) + " --sandbox auto");
  ASSERT_EQ(cached.exit_code, 0) << cached.err;
  EXPECT_FALSE(fs::is_empty(cache)) << "no runner cached in " << cache;
}

// A suite the model answer passes in part: two cases expect a node count
// the model answer does not make.
fs::path add_mixed_suite(const fs::path& cases) {
  std::string yaml = "problem: peg_solitaire\ndefaults: { hook: solve, board: \"o o . o\" }\ncases:\n";
  const std::vector<std::pair<std::string, int>> counts{
      {"right-count", 2}, {"wrong-count", 3}, {"also-wrong", 5}};
  for (const auto& [name, count] : counts) {
    yaml += "  - name: " + name + "\n    goal: { pegs: [\"(1,0)\"] }\n" +
            "    expect: { solvable: true }\n    nodes: { mode: exact, reference: " + std::to_string(count) +
            " }\n";
  }
  write_text(cases / "peg_solitaire/public/mixed.yaml", yaml);
  return cases;
}

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Cli, TestRunsTheChosenCasesAndPrintsACommandRerunningTheFailures) {
  const temp_dir dir;
  const auto sub = make_model_submission(dir.path() / "model");
  const auto cases = add_mixed_suite(make_small_cases(dir.path() / "cases"));
  const auto base = "--cases " + quoted(cases) + " test peg_solitaire --submission " + quoted(sub);

  // A pattern, and a bare name, repeatable; the problem after them is not a case.
  const auto r =
      run_grader("--cases " + quoted(cases) + " test --case 'mixed/*' --case strip-of-five peg_solitaire" +
                 " --submission " + quoted(sub));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("right-count"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("wrong-count"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("strip-of-five"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("strip-of-four"), std::string::npos) << "not chosen:\n" << r.out;
  EXPECT_EQ(r.out.find("already-solved"), std::string::npos) << "not chosen:\n" << r.out;

  // The last line is a command that reruns exactly the failures, other options kept.
  const std::string prefix = "rerun the failures: ";
  const auto at = r.out.rfind(prefix);
  ASSERT_NE(at, std::string::npos) << r.out;
  const auto line = r.out.substr(at + prefix.size(), r.out.find('\n', at) - at - prefix.size());
  EXPECT_NE(line.find(" --case 'mixed/wrong-count' --case 'mixed/also-wrong'"), std::string::npos) << line;
  EXPECT_EQ(line.find("right-count"), std::string::npos) << line;
  EXPECT_EQ(line.find("strip-of-five"), std::string::npos) << line;
  EXPECT_NE(line.find("--submission " + sub.string()), std::string::npos) << line;

  const auto rerun = run_shell(line);
  ASSERT_EQ(rerun.exit_code, 0) << line << "\n" << rerun.err;
  EXPECT_NE(rerun.out.find("wrong-count"), std::string::npos) << rerun.out;
  EXPECT_NE(rerun.out.find("also-wrong"), std::string::npos) << rerun.out;
  EXPECT_EQ(rerun.out.find("right-count"), std::string::npos) << rerun.out;
  EXPECT_EQ(rerun.out.find("strip-of-five"), std::string::npos) << rerun.out;
  EXPECT_EQ(count_of(rerun.out, prefix), 1U) << rerun.out;
  EXPECT_NE(rerun.out.find(prefix + line + "\n"), std::string::npos)
      << "the same failures, the same command\n"
      << rerun.out;

  // A whole suite failing is rerun as suite/*; no failure, no hint.
  const auto skeleton =
      run_grader("--cases " + quoted(cases) + " test peg_solitaire --submission " +
                 quoted(make_skeleton_submission(dir.path() / "skeleton")) + " --case 'mixed/*'");
  ASSERT_EQ(skeleton.exit_code, 0) << skeleton.err;
  EXPECT_NE(skeleton.out.find(" --case 'mixed/*'\n"), std::string::npos) << skeleton.out;
  const auto passing = run_grader(base + " --case '*/right-count'");
  ASSERT_EQ(passing.exit_code, 0) << passing.err;
  EXPECT_EQ(passing.out.find(prefix), std::string::npos) << passing.out;

  // A failed case worth no points (an extension) leaves a full score: no
  // "rerun the failures" after 100%, but its own command, apart.
  write_text(
      cases / "peg_solitaire/public/extension.yaml",
      "problem: peg_solitaire\ncases:\n  - { name: zero-point, points: 0, hook: solve, board: \"o o . o\", "
      "goal: { pegs: [\"(1,0)\"] }, expect: { solvable: true }, nodes: { mode: exact, reference: 3 } }\n");
  const auto extension = run_grader(base + " --case '*/right-count' --case 'extension/*'");
  ASSERT_EQ(extension.exit_code, 0) << extension.err;
  EXPECT_NE(extension.out.find("(100%)"), std::string::npos) << extension.out;
  EXPECT_EQ(extension.out.find(prefix), std::string::npos) << extension.out;
  EXPECT_NE(extension.out.find("every case with points passes; to work on the 0-point cases that do not"),
            std::string::npos)
      << extension.out;
  EXPECT_NE(extension.out.find(" --case 'extension/*'\n"), std::string::npos) << extension.out;
}

// --fast grades the cases an honest search answers within a second, and
// names the others with the command that grades them (without --fast).
TEST(Cli, TestFastLeavesTheSlowCasesForLaterAndSaysHowToGradeThem) {
  const temp_dir dir;
  const auto sub = make_model_submission(dir.path() / "model");
  const auto cases = dir.path() / "cases";
  write_text(cases / "peg_solitaire/public/speed.yaml", R"yaml(problem: peg_solitaire
defaults: { hook: solve, board: "o o . o", goal: { pegs: ["(1,0)"] }, expect: { solvable: true } }
cases:
  - { name: bounded, nodes: { mode: exact, reference: 2 } }
  - { name: unbounded }
)yaml");
  const auto r =
      run_grader("--cases " + quoted(cases) + " test peg_solitaire --fast --submission " + quoted(sub));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("speed/bounded"), std::string::npos) << r.out;
  const std::string left = "--fast left out 1 slower case (speed/unbounded (no node bound)); grade them: ";
  const auto at = r.out.find(left);
  ASSERT_NE(at, std::string::npos) << r.out;
  const auto command = r.out.substr(at + left.size(), r.out.find('\n', at) - at - left.size());
  EXPECT_EQ(command.find("--fast"), std::string::npos) << command;
  EXPECT_NE(command.find("--case 'speed/unbounded'"), std::string::npos) << command;
  const auto rest = run_shell(command);
  ASSERT_EQ(rest.exit_code, 0) << command << "\n" << rest.err;
  EXPECT_NE(rest.out.find("speed/unbounded"), std::string::npos) << rest.out;
}

// A Python team's total leaves out the cases graded in C++ only: the score
// line says so, so that 44 of 44 is not read against a C++ team's 45.
TEST(Cli, APythonScoreSaysWhichCasesItsTotalLeavesOut) {
  const temp_dir dir;
  const auto team = dir.path() / "python";
  fs::create_directories(team / "exercises/peg_solitaire");
  fs::copy_file(fs::path(BT_SOURCE_DIR) / "reference/peg_solitaire/model_answer.py",
                team / "exercises/peg_solitaire/peg_solitaire.py");
  const auto r = run_grader("test peg_solitaire --submission " + quoted(team) +
                            " --case solve_english/centre-game --case 'solve_small/*'");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("(in Python: 1 case is graded in C++ only and not part of this total"),
            std::string::npos)
      << r.out;
}

TEST(Cli, ACasePatternMatchingNothingIsBadInputListingSomeIds) {
  const temp_dir dir;
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto r = run_grader("--cases " + quoted(cases) + " test peg_solitaire --submission " +
                            quoted(make_model_submission(dir.path() / "model")) +
                            " --case 'solve_small/*' --case 'nope/*'");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("--case 'nope/*' matches no case"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("solve_small/strip-of-four"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("grading"), std::string::npos) << "nothing is graded on bad input\n" << r.out;
}

TEST(Cli, ShowStepsThroughTheMovesWithKeysFromAPipe) {
  // Keys: next, back, go to move 2, last (already there), a move too far, an
  // unknown key, quit; the rest is never read.
  const auto r =
      run_grader("show peg_solitaire solve_small/strip-of-four --step", "/", "n\np\n2\nG\n9\nx\nq\nn\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> expected{"o o . o",  // the start
                                    "[start, 2 moves]",
                                    "move 1: ",
                                    "[move 1 of 2]",
                                    "[start, 2 moves]",
                                    "move 2: ",
                                    "the goal is reached after 2 moves",
                                    "[move 2 of 2]",
                                    "[move 2 of 2]",
                                    "[move 2 of 2] n/Enter next, p back, NUMBER Enter go to move, g start, G "
                                    "last, q quit (there are 2 moves)",
                                    "(unknown key)"};
  std::size_t at = 0;
  for (const auto& e : expected) {
    const auto found = r.out.find(e, at);
    ASSERT_NE(found, std::string::npos) << "'" << e << "' after offset " << at << " in:\n" << r.out;
    at = found + e.size();
  }
  EXPECT_EQ(count_of(r.out, "move 1: "), 1U) << "quit stops reading:\n" << r.out;
  EXPECT_EQ(count_of(r.out, "move 2: "), 1U) << "G on the last move does not redraw it:\n" << r.out;
  EXPECT_EQ(count_of(r.out, "\n["), 7U) << "the first status line, then one per key read:\n" << r.out;

  // A longer solution: straight to a move, and the end of the input quits.
  const auto lecture = run_grader("show peg_solitaire solve_lecture/lecture-problem --step", "/", "5\n");
  ASSERT_EQ(lecture.exit_code, 0) << lecture.err;
  EXPECT_NE(lecture.out.find("move 5: "), std::string::npos) << lecture.out;
  EXPECT_NE(lecture.out.find("[move 5 of 18]"), std::string::npos) << lecture.out;
  EXPECT_EQ(lecture.out.find("move 4: "), std::string::npos) << lecture.out;

  // Without --step nothing is read and everything is printed, as before.
  const auto plain = run_grader("show peg_solitaire solve_small/strip-of-four", "/", "q\n");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_NE(plain.out.find("the goal is reached after 2 moves"), std::string::npos) << plain.out;
  EXPECT_EQ(plain.out.find("[start"), std::string::npos) << plain.out;

  EXPECT_EQ(run_grader("--format json show peg_solitaire strip-of-four --step").exit_code, 2);
}

TEST(Cli, SolveExitsWith2WhenTheReferenceDisagreesWithACase) {
  const temp_dir dir;
  const auto file = dir.path() / "wrong.yaml";
  write_text(file, R"yaml(problem: peg_solitaire
cases:
  - name: claims-no-solution
    hook: solve
    board: "o o . o"
    goal: { pegs: ["(1,0)"] }
    expect: { solvable: false }
)yaml");
  const auto r = run_grader("solve peg_solitaire --case " + quoted(file));
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.out.find("DISAGREES"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("the reference disagrees with 1 case: wrong/claims-no-solution"), std::string::npos)
      << r.err;
  const auto json = run_grader("solve peg_solitaire --json --case " + quoted(file));
  EXPECT_EQ(json.exit_code, 2) << json.err;
  EXPECT_FALSE(nlohmann::json::parse(json.out).at(0).at("disagreements").empty()) << json.out;

  const auto agrees = run_grader("solve peg_solitaire --case solve_small.yaml");
  EXPECT_EQ(agrees.exit_code, 0) << agrees.err;
  EXPECT_NE(agrees.out.find("the case's expectations agree"), std::string::npos) << agrees.out;
}

// Twelve queens: 856,188 placements, a fraction of a second in process, but
// not within 0.05 s of CPU as a traced runner in the sandbox.
std::string twelve_queens(const std::string& limits) {
  return "problem: n_queens\ncases:\n  - name: twelve-queens\n    hook: count_solutions\n    n: 12\n"
         "    expect: { count: 14200 }\n    limits: " +
         limits + "\n";
}

TEST(Cli, ValidateRefusesACaseTheModelAnswerCannotMeetWithinItsCpuLimit) {
  const temp_dir dir;
  const auto file = dir.path() / "tight.yaml";
  write_text(file, twelve_queens("{ cpu_seconds: 0.05, wall_seconds: 5 }"));
  const auto r = run_grader("validate " + quoted(file));
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  // The file, the line of the case's limits, the case and the limit.
  EXPECT_NE(r.out.find(file.string() +
                       ":7: case twelve-queens: the model answer needs more than the case's 0.05 s CPU limit "
                       "(stopped after "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("raise limits.cpu_seconds or make the case smaller"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("1 case disagrees"), std::string::npos) << r.err;

  const auto json = run_grader("--format json validate " + quoted(file));
  EXPECT_EQ(json.exit_code, 2) << json.err;
  const auto limits = nlohmann::json::parse(json.out).at("results").at(0).at("cases").at(0).at("limits");
  EXPECT_EQ(limits.at("outcome"), "exceeded") << json.out;
  EXPECT_EQ(limits.at("model").at("verdict"), "time_limit") << json.out;
}

TEST(Cli, ValidateAcceptsTheSameCaseWithAGenerousLimit) {
  const temp_dir dir;
  const auto file = dir.path() / "generous.yaml";
  write_text(file, twelve_queens("{ cpu_seconds: 30, wall_seconds: 60 }"));
  const auto r = run_grader("validate -v " + quoted(file));
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("as a runner "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" s CPU of 30 s, 856,188 nodes"), std::string::npos) << r.out;
}

TEST(Cli, TestFindsExercisesInTheCurrentFolder) {
  const temp_dir dir;
  make_skeleton_submission(dir.path());
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto r = run_grader("--cases " + quoted(cases) + " test", dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("grading " + fs::canonical(dir.path()).string()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("not_implemented"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Score: 0/"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find('\033'), std::string::npos) << "no colour when NO_COLOR is set or stdout is a file";
}

TEST(Cli, MinScoreFailsBelowIt) {
  const temp_dir dir;
  make_skeleton_submission(dir.path() / "sub");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto base = "--cases " + quoted(cases) + " test --submission " + quoted(dir.path() / "sub");
  EXPECT_EQ(run_grader(base + " --min-score 1").exit_code, 1);
  EXPECT_EQ(run_grader(base + " --min-score 0").exit_code, 0);
  EXPECT_EQ(run_grader(base + " --min-score 10%").exit_code, 1);
  EXPECT_EQ(run_grader(base + " --min-score lots").exit_code, 2);
}

TEST(Cli, CompileErrorIsReportedWithTheCompilersMessage) {
  const temp_dir dir;
  write_text(dir.path() / "sub/exercises/peg_solitaire/broken.cpp", "int main( {\n");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto r = run_grader("--cases " + quoted(cases) + " --format json test --submission " +
                            quoted(dir.path() / "sub"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  const auto& p = j["problems"][0];
  EXPECT_EQ(p["compile"]["status"], "compile_error");
  EXPECT_NE(p["compile"]["log"].get<std::string>().find("exercises/peg_solitaire/broken.cpp:1"),
            std::string::npos)
      << p["compile"]["log"];
  for (const auto& c : p["cases"]) EXPECT_EQ(c["verdict"], "compile_error");
}

// A kit the slot uids cannot read (a private home, a mktemp -d folder) fails
// every compile: the grader's fault, said once with the folder to open.
TEST(Cli, AKitTheSandboxCannotReadIsAJudgeErrorNamingTheFolder) {
  if (::geteuid() != 0) GTEST_SKIP() << "slot uids exist only when the grader runs as root";
  const temp_dir dir;
  fs::permissions(dir.path(), fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
  const fs::path kit = dir.path() / "private";
  fs::create_directories(kit);
  for (const char* part : {"framework", "exercises"})
    fs::create_directory_symlink(fs::path(BT_SOURCE_DIR) / part, kit / part);
  fs::permissions(kit, fs::perms::owner_all);
  make_skeleton_submission(dir.path() / "sub");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto r = run_grader("--kit-root " + quoted(kit) + " --cases " + quoted(cases) +
                            " --format json test --submission " + quoted(dir.path() / "sub"));
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  const auto& compile = j["problems"][0]["compile"];
  EXPECT_EQ(compile["status"], "judge_error");
  EXPECT_NE(compile["log"].get<std::string>().find("chmod o+rx " + fs::canonical(kit).string()),
            std::string::npos)
      << compile;
}

// A team.yaml typo costs a warning, not a grade: the team's code is graded
// under its folder's name, and the report, both gradebooks and the class
// page say what to fix. Only a folder with nothing to grade is skipped, and
// labelled so everywhere.
TEST(Cli, GradeGradesATeamWithABadTeamYamlAndSkipsOnlyOneWithNoCode) {
  const temp_dir dir;
  make_model_submission(dir.path() / "class/good");
  make_model_submission(dir.path() / "class/typo");
  write_text(dir.path() / "class/typo/team.yaml", "name: Typo\nmembrs: [X]\n");
  write_text(dir.path() / "class/good/expected.yaml", "verdict: accepted\n");  // extra files are fine
  write_text(dir.path() / "class/empty/team.yaml", "name: Empty\nmembers: [{name: Zoe, id: s9}]\n");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto out = dir.path() / "out";
  const auto r = run_grader("--cases " + quoted(cases) + " grade " + quoted(dir.path() / "class") +
                            " --out " + quoted(out) + " --format json -j 2");
  EXPECT_EQ(r.exit_code, 2) << "a skipped team is still bad input: " << r.err;
  EXPECT_NE(
      r.err.find("grader: warning: team typo: " + (dir.path() / "class/typo/team.yaml").string() + ":2"),
      std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("grader: skipped team empty"), std::string::npos) << r.err;
  const auto summary = nlohmann::json::parse(r.out);
  ASSERT_EQ(summary["teams"].size(), 3u);
  const auto& empty = summary["teams"][0];
  EXPECT_EQ(empty["id"], "empty");
  EXPECT_EQ(empty["status"], "skipped");
  EXPECT_NE(empty["error"].get<std::string>().find("exercises"), std::string::npos);
  EXPECT_EQ(empty["team"]["roster"][0]["id"], "s9");
  EXPECT_EQ(summary["teams"][1]["status"], "graded");
  const auto& typo = summary["teams"][2];
  EXPECT_EQ(typo["status"], "graded");
  EXPECT_EQ(typo["name"], "typo");
  EXPECT_EQ(typo["points"], typo["max_points"]);
  EXPECT_NE(typo["team"]["warning"].get<std::string>().find("membrs"), std::string::npos) << typo;
  const auto feedback = nlohmann::json::parse(read_text(out / "feedback/typo.json"));
  EXPECT_NE(feedback["team"]["warning"].get<std::string>().find("team.yaml:2"), std::string::npos);

  const auto gradebook = read_text(out / "gradebook.csv");
  EXPECT_NE(gradebook.find("\nempty,Empty,Zoe,,,"), std::string::npos) << gradebook;
  EXPECT_NE(gradebook.find(",skipped,"), std::string::npos) << gradebook;
  EXPECT_NE(gradebook.find("\ntypo,typo,,"), std::string::npos) << gradebook;
  EXPECT_NE(gradebook.find("membrs"), std::string::npos) << gradebook;
  const auto students = read_text(out / "gradebook-students.csv");
  EXPECT_NE(students.find("\ns9,Zoe,,empty,"), std::string::npos) << students;
  EXPECT_NE(students.find("\n,,,typo,"), std::string::npos) << "a team nobody is known in still has a row";
  const auto index = read_text(out / "html/index.html");
  EXPECT_NE(index.find(">skipped</span>"), std::string::npos);
  EXPECT_EQ(index.find("not_implemented"), std::string::npos) << "a skipped team is not a verdict";
  EXPECT_NE(index.find("membrs"), std::string::npos);
  EXPECT_NE(read_text(out / "html/typo.html").find("class=\"warning\""), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(read_text(out / "summary.json"))["teams"].size(), 3u);
}

// The gradebooks an LMS imports, and late penalties: one row per student
// with id and e-mail; Canvas's and Moodle's columns; a team's submission
// time from its folder's last commit, else team.yaml's `submitted:`.
TEST(Cli, GradeWritesStudentGradebooksAndChargesLateTeams) {
  const temp_dir dir;
  const auto on_time = make_model_submission(dir.path() / "class/on-time");
  write_text(on_time / "team.yaml",
             "name: On Time\nmembers: [{name: Ada Lovelace, id: s1, email: ada@uni.example}, Alan Turing]\n"
             "submitted: 2025-12-01T20:00Z\n");
  const auto late = make_model_submission(dir.path() / "class/late");
  write_text(late / "team.yaml",
             "name: Late\nmembers: [{name: Grace Hopper, id: s2, email: grace@uni.example}]\n"
             "submitted: 2025-12-01T20:00Z\n");
  const auto git = "cd '" + late.string() +
                   "' && git init -q && git add -A && GIT_COMMITTER_DATE=2025-12-03T12:00:00Z "
                   "git -c user.name=t -c user.email=t@example.org commit -qm work";
  ASSERT_EQ(run_shell(git).exit_code, 0);
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto out = dir.path() / "out";
  const auto grade = [&](const std::string& extra) {
    return run_grader("--cases " + quoted(cases) + " grade " + quoted(dir.path() / "class") + " --out " +
                      quoted(out) + " -j 1 " + extra);
  };
  const auto r = grade("--due 2025-12-01T23:59Z --late-penalty 10%/day --lms canvas");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("late 36.0 h: -20%"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("1 student(s) have no id in team.yaml, so canvas cannot match their rows: Alan Turing "
                       "(on-time)"),
            std::string::npos)
      << r.err;
  const auto summary = nlohmann::json::parse(read_text(out / "summary.json"));
  EXPECT_EQ(summary["due"], "2025-12-01T23:59:00Z");
  EXPECT_EQ(summary["late_penalty"], "10%/day");
  const auto& late_team = summary["teams"][0];
  ASSERT_EQ(late_team["id"], "late");
  const double max = late_team["max_points"].get<double>();
  EXPECT_EQ(late_team["late"]["source"], "git");
  EXPECT_EQ(late_team["late"]["penalty"], 0.2);
  EXPECT_DOUBLE_EQ(late_team["final_points"].get<double>(), max * 0.8);
  EXPECT_EQ(summary["teams"][1]["late"]["source"], "team.yaml");
  EXPECT_EQ(summary["teams"][1]["late"]["seconds_late"], 0);
  const auto report = nlohmann::json::parse(read_text(out / "reports/late.json"));
  EXPECT_EQ(report["late"]["submitted_at"], "2025-12-03T12:00:00Z");
  EXPECT_NE(read_text(out / "html/late.html").find("late 36.0 h: -20%"), std::string::npos);

  const auto m = report::general(max);
  const auto p = report::general(max * 0.8);
  const auto students = read_text(out / "gradebook-students.csv");
  EXPECT_EQ(students.substr(0, students.find('\n')),
            "student_id,name,email,team,peg_solitaire,total,max,percent,status,submitted_at,days_late,"
            "penalty_percent,points_before_penalty,note");
  EXPECT_NE(students.find("\ns2,Grace Hopper,grace@uni.example,late," + m + "," + p + "," + m +
                          ",80,graded,2025-12-03T12:00:00Z,1.50,20," + m + ","),
            std::string::npos)
      << students;
  EXPECT_NE(students.find("\n,Alan Turing,,on-time,"), std::string::npos) << students;
  const auto canvas = read_text(out / "gradebook-canvas.csv");
  EXPECT_EQ(canvas,
            "Student,ID,SIS User ID,SIS Login ID,Section,peg_solitaire,total\n"
            "Points Possible,,,,," +
                m + "," + m +
                "\n"
                "Grace Hopper,,s2,,," +
                m + "," + p +
                "\n"
                "Ada Lovelace,,s1,,," +
                m + "," + m +
                "\n"
                "Alan Turing,,,,," +
                m + "," + m + "\n");

  // Moodle's columns; the late team's report rewritten without a penalty
  // once the class has no due time.
  ASSERT_EQ(grade("--lms moodle").exit_code, 0);
  EXPECT_NE(
      read_text(out / "gradebook-moodle.csv")
          .find("ID number,Email address,Full name,peg_solitaire,total\ns2,grace@uni.example,Grace Hopper," +
                m + "," + m + "\n"),
      std::string::npos)
      << read_text(out / "gradebook-moodle.csv");
  EXPECT_FALSE(nlohmann::json::parse(read_text(out / "reports/late.json")).contains("late"));

  // Bad options: exit 2 with what was wrong, before anything is written.
  const auto untouched = read_text(out / "summary.json");
  for (const auto& [args, says] : std::vector<std::pair<std::string, std::string>>{
           {"--lms blackboard", "--lms: \"blackboard\" is none of canvas, moodle"},
           {"--due soon --late-penalty 10%/day", "--due \"soon\" is not a time"},
           {"--due 2025-12-01 --late-penalty 10", "--late-penalty \"10\" is not a penalty"},
           {"--due 2025-12-01", "--due needs --late-penalty"}}) {
    const auto bad = grade(args);
    EXPECT_EQ(bad.exit_code, 2) << args;
    EXPECT_NE(bad.err.find(says), std::string::npos) << bad.err;
  }
  EXPECT_EQ(read_text(out / "summary.json"), untouched);
}

// A grader reads the cases of the clone it was built in unless told
// otherwise: its first lines, and summary.json, say which kit and how many
// cases of each problem were in force.
TEST(Cli, GradeAndTestSayWhichKitAndHowManyCasesAreInForce) {
  const temp_dir dir;
  make_model_submission(dir.path() / "class/model");
  const auto cases = make_small_cases(dir.path() / "cases");
  fs::create_directories(cases / "peg_solitaire/hidden");
  fs::copy_file(fs::path(BT_SOURCE_DIR) / "testcases/peg_solitaire/hidden/hooks_more.yaml",
                cases / "peg_solitaire/hidden/hooks_more.yaml");
  const auto in_force =
      "kit " + std::string(BT_SOURCE_DIR) + ", cases " + cases.string() + ": peg_solitaire ";

  const auto out = dir.path() / "out";
  const auto graded = run_grader("--cases " + quoted(cases) + " grade " + quoted(dir.path() / "class") +
                                 " --out " + quoted(out) + " -j 1");
  ASSERT_EQ(graded.exit_code, 0) << graded.err;
  EXPECT_NE(graded.out.find("\n" + in_force + "5 public + 10 hidden\n"), std::string::npos) << graded.out;
  const auto summary = nlohmann::json::parse(read_text(out / "summary.json"));
  EXPECT_EQ(summary["kit_root"], BT_SOURCE_DIR);
  EXPECT_EQ(summary["cases_dir"], cases.string());
  EXPECT_EQ(summary["cases_in_force"],
            nlohmann::json::parse(R"({"peg_solitaire": {"public": 5, "hidden": 10}})"));

  const auto tested =
      run_grader("--cases " + quoted(cases) + " test --submission " + quoted(dir.path() / "class/model"));
  ASSERT_EQ(tested.exit_code, 0) << tested.err;
  EXPECT_NE(tested.out.find("\n" + in_force + "5 public\n"), std::string::npos) << tested.out;
}

TEST(Cli, GradeWithAShardWritesItsOwnClassFiles) {
  const temp_dir dir;
  for (const auto* t : {"a", "b", "c"}) make_model_submission(dir.path() / "class" / t);
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto out = dir.path() / "out";
  const auto r = run_grader("--cases " + quoted(cases) + " grade " + quoted(dir.path() / "class") +
                            " --out " + quoted(out) + " --shard 2/2 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto summary = nlohmann::json::parse(read_text(out / "summary.shard-2-of-2.json"));
  ASSERT_EQ(summary["teams"].size(), 1u);
  EXPECT_EQ(summary["teams"][0]["id"], "b");
  EXPECT_EQ(run_grader("grade x --out y --shard 3/2").exit_code, 2);
  // --shard auto: the shard an engine's task is; none set here.
  const auto no_engine = run_grader("grade x --out y --shard auto");
  EXPECT_EQ(no_engine.exit_code, 2);
  EXPECT_NE(no_engine.err.find("no engine says which shard this is"), std::string::npos) << no_engine.err;
  const auto pod = run_shell("JOB_COMPLETION_INDEX=1 '" + std::string(BT_GRADER_EXE) + "' --cases " +
                             quoted(cases) + " grade " + quoted(dir.path() / "class") + " --out " +
                             quoted(out) + " --shard auto/2 --format json");
  ASSERT_EQ(pod.exit_code, 0) << pod.err;
  EXPECT_EQ(nlohmann::json::parse(read_text(out / "summary.shard-2-of-2.json"))["teams"].size(), 1u);
  // More shards than teams: an empty shard is not an error.
  const auto empty = run_grader("--cases " + quoted(cases) + " grade " + quoted(dir.path() / "class") +
                                " --out " + quoted(out) + " --shard 4/4 --format json");
  ASSERT_EQ(empty.exit_code, 0) << empty.err;
  EXPECT_TRUE(nlohmann::json::parse(read_text(out / "summary.shard-4-of-4.json"))["teams"].empty());
}

// The brief: a student's #include of a hidden case file must fail. Only
// bubblewrap hides the kit's files from the compiler; without it the grader
// cannot promise this, and the test says so instead of passing vacuously.
TEST(Sandbox, HiddenCasesAndReferenceAreInvisibleToTheCompiler) {
  if (!sandbox::bwrap_available()) GTEST_SKIP() << "bubblewrap does not work here";
  const temp_dir dir;
  const fs::path kit = BT_SOURCE_DIR;
  const auto hidden = fs::directory_iterator(kit / "testcases/peg_solitaire/hidden")->path();
  for (const auto& include :
       {hidden.string(), (kit / "reference/peg_solitaire/model_answer.cpp").string(),
        std::string("../../testcases/peg_solitaire/hidden/") + hidden.filename().string()}) {
    const auto sub = make_model_submission(dir.path() / "sub");
    write_text(sub / "exercises/peg_solitaire/peek.cpp", "#include \"" + include + "\"\n");
    const auto r = run_grader("--cases " + quoted(make_small_cases(dir.path() / "cases")) +
                              " --format json test --sandbox bwrap --submission " + quoted(sub));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["problems"][0]["compile"]["status"], "compile_error") << include;
    EXPECT_NE(j["problems"][0]["compile"]["log"].get<std::string>().find("No such file"), std::string::npos)
        << j["problems"][0]["compile"]["log"];
    fs::remove_all(dir.path() / "cases");
  }
}

}  // namespace
}  // namespace grader::testing
