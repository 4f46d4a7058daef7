// The verdict suite: every submission under
// tests/submissions/<problem>/<verdict>/<name>/ is graded by the real grader
// binary, and must earn what its expected.yaml says on its problem's cases. This is where the grader's
// verdicts are proven, end to end: compile, sandbox, runner protocol, judging, reports.
//
// One grading run serves every test. ctest starts a process per test, so the
// run is kept on disk (BT_SUBMISSIONS_WORK_DIR/<fingerprint>/) under a lock:
// the first process grades, the others wait and read the same reports. The
// fingerprint covers the submissions, the cases and the grader binary, so any
// change to them grades afresh.
//
// expected.yaml:
//   # why the submission exists, in one line
//   verdicts:                 # case id (of its problem) -> the verdict it must get
//     solve/lecture: time_limit
//   others: any               # or a verdict: what every other case must get
//   feedback:                 # optional: case id -> phrases its feedback must contain
//     solve/lecture: ["a branch that failed was not undone", "first fix hooks/undo"]
//   cases: testcases          # optional: grade this one alone, on its own case
//   exit_code: 3              #   set (relative to its folder), expecting this exit code
//   full_marks_on: [solve_lecture/*]  # an accepted port that earns only these of the kit's
//                             #   cases (tests/shipped_cases/; default: every case)
//
// Three variables narrow a run, for the ctest entries that prove the verdicts
// under another sandbox, or a sample of them in the fast tier
// (tests/submissions/CMakeLists.txt):
//   BT_SUBMISSIONS_SANDBOX=landlock  every grader run gets --sandbox landlock
//                                    and a compile cache of this run's own (so
//                                    the compiler really runs in that sandbox,
//                                    and the calibration is measured once);
//                                    its runs are kept apart from the default
//                                    ones
//   BT_SUBMISSIONS_ONLY=A|^B|C$      only the submissions whose team id
//                                    holds A, begins with B or ends with C;
//                                    the suite-wide coverage tests skip
//   BT_SUBMISSIONS_SAMPLE=1          one submission of each verdict per
//                                    problem (the first in C++ by name) and
//                                    each problem's first accepted Python
//                                    port, each graded apart on one case its
//                                    expected.yaml names (grade --case), the
//                                    one it exists for; the class-wide tests
//                                    skip

#include "grader/core/problem_driver.hpp"
#include "grader/core/verdict.hpp"
#include "tests/support/class_run.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>
#include <nlohmann/json.hpp>

#include <sys/syscall.h>
#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

namespace fs = std::filesystem;
using bt::testing::run_process;
using bt::testing::slurp;
using bt::testing::spit;
using bt::testing::tail;
using nlohmann::json;

const fs::path kSource = BT_SOURCE_DIR;
const fs::path kSuite = kSource / "tests" / "submissions";
const fs::path kCases = kSuite / "testcases";
const fs::path kGrader = BT_GRADER;
std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? std::string() : std::string(value);
}
const std::string kSandbox = environment("BT_SUBMISSIONS_SANDBOX");
const std::string kOnly = environment("BT_SUBMISSIONS_ONLY");
const bool kSample = environment("BT_SUBMISSIONS_SAMPLE") == "1";
// Runs of another sandbox live apart: each folder keeps only its latest run.
const fs::path kWork = !kSandbox.empty() ? fs::path(BT_SUBMISSIONS_WORK_DIR) / ("sandbox-" + kSandbox)
                       : kSample         ? fs::path(BT_SUBMISSIONS_WORK_DIR) / "sample"
                                         : fs::path(BT_SUBMISSIONS_WORK_DIR);

// The options every grader run in `dir` gets for the sandbox chosen. The runs
// of one fingerprint (dir's parent) share a cache no other sandbox wrote.
std::vector<std::string> sandbox_options(const fs::path& dir) {
  if (kSandbox.empty()) return {};
  return {"--sandbox", kSandbox, "--cache-dir", (dir.parent_path() / "cache").string()};
}
// The grader, its sandbox helper and the runner archives, comma-separated.
constexpr std::string_view kGradedWith = BT_GRADED_WITH;

// The first line of testcases/peg_solitaire/hidden/secret.yaml: the hostile
// submissions try to read that file, and this text must appear in no output.
constexpr std::string_view kHiddenMarker = "BT-HIDDEN-CASE-MARKER-5e1f";
// The submission `grader test` is run on.
constexpr std::string_view kTestCommandSubmission = "peg_solitaire/accepted/iterative-stack";
// A hung grader must fail the suite, not hang ctest. The class run grades
// about 220 teams, a third of them Python teams whose misbehaviour runs into
// Python's scaled limits: 8 minutes on two cores beside the rest of the
// suite, so twice that before it counts as hung.
constexpr auto kGradeTimeout = std::chrono::minutes(20);

// ------------------------------------------------------------ submissions

struct expectation {
  std::map<std::string, std::string> verdicts;               // case id -> verdict
  std::map<std::string, std::vector<std::string>> feedback;  // case id -> phrases of its feedback
  std::string others = "any";
  std::optional<fs::path> cases;  // its own case set: graded in a run of its own
  int exit_code = 0;              // of that run
  std::string error;              // expected.yaml could not be read: the test says why
};

struct submission {
  std::string problem;  // the folder above: the problem it is written for
  std::string verdict;  // the folder it sits in: the verdict it exists to earn
  std::string name;
  fs::path dir;
  expectation expected;
  // BT_SUBMISSIONS_SAMPLE: the one case it is graded on (empty: its problem's every case).
  std::string sample_case;

  // Team ids are folder names; "<problem>--<verdict>--<name>" keeps them
  // unique and says in every report line what the team is for.
  [[nodiscard]] std::string team_id() const { return problem + "--" + verdict + "--" + name; }
  [[nodiscard]] bool graded_alone() const { return kSample || expected.cases.has_value(); }
};

// gtest prints parameters in test lists and failures: the team id says it all.
void PrintTo(const submission& s, std::ostream* os) { *os << s.team_id(); }

// Never throws: this runs while gtest registers the tests (and while the
// build lists them), where an exception would abort the whole executable.
expectation read_expectation(const fs::path& file) {
  expectation e;
  try {
    const YAML::Node root = YAML::LoadFile(file.string());
    for (const auto& entry : root) {
      const auto key = entry.first.as<std::string>();
      if (key == "verdicts") {
        for (const auto& v : entry.second) e.verdicts[v.first.as<std::string>()] = v.second.as<std::string>();
      } else if (key == "feedback") {
        for (const auto& f : entry.second) {
          auto& phrases = e.feedback[f.first.as<std::string>()];
          if (f.second.IsSequence()) {
            for (const auto& phrase : f.second) phrases.push_back(phrase.as<std::string>());
          } else {
            phrases.push_back(f.second.as<std::string>());
          }
        }
      } else if (key == "others") {
        e.others = entry.second.as<std::string>();
      } else if (key == "cases") {
        e.cases = file.parent_path() / entry.second.as<std::string>();
      } else if (key == "exit_code") {
        e.exit_code = entry.second.as<int>();
      } else if (key == "full_marks_on") {
        // Read by tests/shipped_cases/: the kit's cases a port earns.
      } else {
        e.error = file.string() + ": unknown key '" + key +
                  "' (verdicts, others, feedback, cases, exit_code, full_marks_on)";
      }
    }
  } catch (const std::exception& ex) {
    e.error = file.string() + ": " + ex.what();
  }
  return e;
}

// Whether BT_SUBMISSIONS_ONLY selects a team: alternatives separated by '|',
// each a piece of the id, or with '^' and '$' anchored at its start and end.
bool selected(const std::string& team) {
  if (kOnly.empty()) return true;
  std::size_t from = 0;
  while (from <= kOnly.size()) {
    const auto bar = std::min(kOnly.find('|', from), kOnly.size());
    std::string_view piece(kOnly.data() + from, bar - from);
    const bool at_start = piece.starts_with('^');
    if (at_start) piece.remove_prefix(1);
    const bool at_end = piece.ends_with('$');
    if (at_end) piece.remove_suffix(1);
    const bool match = at_start && at_end ? team == piece
                       : at_start         ? std::string_view(team).starts_with(piece)
                       : at_end           ? std::string_view(team).ends_with(piece)
                                          : team.find(piece) != std::string::npos;
    if (match) return true;
    from = bar + 1;
  }
  return false;
}

// The ids of a problem's cases in a case set (suite file name / case name).
std::vector<std::string> case_ids(const fs::path& cases, const std::string& problem) {
  std::vector<std::string> ids;
  for (const char* visibility : {"public", "hidden"}) {
    const auto folder = cases / problem / visibility;
    if (!fs::is_directory(folder)) continue;
    for (const auto& file : fs::directory_iterator(folder)) {
      if (file.path().extension() != ".yaml") continue;
      for (const auto& c : YAML::LoadFile(file.path().string())["cases"])
        ids.push_back(file.path().stem().string() + "/" + c["name"].as<std::string>());
    }
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

// The case a sampled submission is graded on: the first it names for the
// verdict it exists for, else the first its `others` gives that verdict.
std::string sample_case_of(const submission& s) {
  const auto& named = s.expected.verdicts;
  for (const auto& [id, verdict] : named) {
    if (verdict == s.verdict) return id;
  }
  if (s.expected.others == s.verdict) {
    for (const auto& id : case_ids(s.expected.cases.value_or(kCases), s.problem)) {
      if (!named.contains(id)) return id;
    }
  }
  return "";  // every case of its problem
}

// The fast tier's sample of the suite (BT_SUBMISSIONS_SAMPLE): per problem,
// one submission of each verdict, the first in C++ by name (in Python where
// a verdict has no C++ one), and the first accepted Python port; each on one
// case that shows its verdict.
std::vector<submission> sample_of(std::vector<submission> all) {
  const auto is_python = [](const submission& s) { return s.name.starts_with("python-"); };
  std::vector<submission> chosen;
  std::set<std::string> taken;
  const auto take = [&](submission s, const std::string& kind) {
    if (!taken.insert(kind).second) return;
    s.sample_case = sample_case_of(s);
    chosen.push_back(std::move(s));
  };
  for (const auto& s : all) {
    if (!is_python(s)) take(s, s.problem + "/" + s.verdict);
  }
  for (const auto& s : all) {
    if (is_python(s)) take(s, s.problem + "/" + s.verdict);
    if (is_python(s) && s.verdict == "accepted") take(s, s.problem + "/python");
  }
  return chosen;
}

// Every folder tests/submissions/<problem>/<verdict>/<name>/ with an expected.yaml.
const std::vector<submission>& all_submissions() {
  static const std::vector<submission> found = [] {
    std::vector<submission> out;
    for (const auto& problem : fs::directory_iterator(kSuite)) {
      if (!problem.is_directory() || problem.path() == kCases) continue;
      for (const auto& group : fs::directory_iterator(problem.path())) {
        if (!group.is_directory()) continue;
        for (const auto& entry : fs::directory_iterator(group.path())) {
          if (!fs::exists(entry.path() / "expected.yaml")) continue;
          submission s{problem.path().filename().string(),
                       group.path().filename().string(),
                       entry.path().filename().string(),
                       entry.path(),
                       read_expectation(entry.path() / "expected.yaml"),
                       ""};
          if (selected(s.team_id())) out.push_back(std::move(s));
        }
      }
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.team_id() < b.team_id(); });
    if (kSample) {
      out = sample_of(std::move(out));
      std::sort(out.begin(), out.end(),
                [](const auto& a, const auto& b) { return a.team_id() < b.team_id(); });
    }
    return out;
  }();
  return found;
}

// The verdict names, from the grader itself: a verdict added there without a
// submission here fails the coverage test.
std::vector<std::string> verdicts_of_the_grader() {
  std::vector<std::string> names;
  for (const auto v : grader::all_verdicts) names.emplace_back(grader::to_string(v));
  return names;
}

// ------------------------------------------------------------ the grading runs

// One invocation of the grader and what it left behind.
struct grader_run {
  fs::path dir;  // holds out/ (for grade), stdout.txt, stderr.txt, result.json
  int exit_code = -1;
  bool timed_out = false;
  double seconds = 0;

  [[nodiscard]] fs::path out() const { return dir / "out"; }
  [[nodiscard]] std::string stdout_text() const { return slurp(dir / "stdout.txt"); }
  [[nodiscard]] std::string stderr_text() const { return slurp(dir / "stderr.txt"); }
  [[nodiscard]] std::string describe() const {
    return "grader run in " + dir.string() + ": exit code " + std::to_string(exit_code) +
           (timed_out ? " (timed out)" : "") + "\n--- stderr ---\n" + tail(stderr_text()) +
           "\n--- stdout ---\n" + tail(stdout_text());
  }
};

struct graded_runs {
  grader_run main;                          // every submission graded on tests/submissions/testcases
  std::map<std::string, grader_run> alone;  // team id -> its own run (expected.cases)
  grader_run test_command;                  // `grader test` on kTestCommandSubmission
  std::string error;                        // set when the runs could not be made at all
};

// Everything a verdict here depends on that can change without this test
// being rebuilt: the submissions, the cases, and the binaries of the grader
// (their size and mtime).
std::string fingerprint() {
  bt::testing::fingerprint fp;
  fp.files(kSuite);
  // A run of some submissions is not the run of all of them.
  fp.text("only:" + kOnly + (kSample ? " sample" : ""));
  fp.binaries(kGradedWith);
  return fp.hex();
}

// A class folder for the grader: one team per submission, named by team id.
// Copies, not links: the grader names a team after its folder's real name.
void make_class(const fs::path& class_dir, const std::vector<const submission*>& teams) {
  fs::create_directories(class_dir);
  for (const auto* s : teams) {
    const auto team = class_dir / s->team_id();
    fs::create_directories(team);
    fs::copy_file(s->dir / "team.yaml", team / "team.yaml");
    fs::copy(s->dir / "exercises", team / "exercises", fs::copy_options::recursive);
  }
}

grader_run grade(const fs::path& dir, const std::vector<const submission*>& teams, const fs::path& cases,
                 const std::vector<std::string>& options = {}, const std::string& jobs = "2") {
  grader_run r;
  r.dir = dir;
  fs::create_directories(dir);
  make_class(dir / "class", teams);
  std::vector<std::string> argv{kGrader.string(),
                                "grade",
                                (dir / "class").string(),
                                "--out",
                                r.out().string(),
                                "--cases",
                                cases.string(),
                                "--format",
                                "json",
                                "-j",
                                jobs};
  for (const auto& option : sandbox_options(dir)) argv.push_back(option);
  argv.insert(argv.end(), options.begin(), options.end());
  const auto p = run_process(argv, dir / "stdout.txt", dir / "stderr.txt", kGradeTimeout);
  r.exit_code = p.exit_code;
  r.timed_out = p.timed_out;
  r.seconds = p.seconds;
  return r;
}

void save(const grader_run& r) {
  spit(r.dir / "result.json",
       json{{"exit_code", r.exit_code}, {"timed_out", r.timed_out}, {"seconds", r.seconds}}.dump());
}

grader_run load(const fs::path& dir) {
  grader_run r;
  r.dir = dir;
  const auto j = json::parse(slurp(dir / "result.json"));
  r.exit_code = j.at("exit_code").get<int>();
  r.timed_out = j.at("timed_out").get<bool>();
  r.seconds = j.at("seconds").get<double>();
  return r;
}

// The sample's runs, each submission apart on its one case, two at a time.
void grade_sample(const fs::path& run_dir, graded_runs& runs) {
  std::vector<const submission*> queue;
  for (const auto& s : all_submissions()) queue.push_back(&s);
  std::map<std::string, grader_run> done;
  std::mutex lock;
  std::size_t next = 0;
  const auto worker = [&] {
    for (;;) {
      const submission* s = nullptr;
      {
        const std::lock_guard hold(lock);
        if (next == queue.size()) return;
        s = queue[next++];
      }
      std::vector<std::string> options{"--problem", s->problem};
      if (!s->sample_case.empty()) options.insert(options.end(), {"--case", s->sample_case});
      auto r =
          grade(run_dir / ("alone-" + s->team_id()), {s}, s->expected.cases.value_or(kCases), options, "1");
      const std::lock_guard hold(lock);
      done[s->team_id()] = std::move(r);
    }
  };
  {
    std::vector<std::jthread> workers;
    for (int i = 0; i < 2; ++i) workers.emplace_back(worker);
  }
  runs.alone = std::move(done);
}

graded_runs make_runs(const fs::path& run_dir) {
  graded_runs runs;
  if (kSample) {
    grade_sample(run_dir, runs);
  } else {
    std::vector<const submission*> together;
    for (const auto& s : all_submissions()) {
      if (s.graded_alone()) {
        runs.alone[s.team_id()] = grade(run_dir / ("alone-" + s.team_id()), {&s}, *s.expected.cases);
      } else {
        together.push_back(&s);
      }
    }
    runs.main = grade(run_dir / "main", together, kCases);
  }

  auto& t = runs.test_command;
  t.dir = run_dir / "test-command";
  fs::create_directories(t.dir);
  std::vector<std::string> argv{kGrader.string(), "test",
                                "--submission",   (kSuite / kTestCommandSubmission).string(),
                                "--cases",        kCases.string()};
  for (const auto& option : sandbox_options(t.dir)) argv.push_back(option);
  const auto p = run_process(argv, t.dir / "stdout.txt", t.dir / "stderr.txt", kGradeTimeout);
  t.exit_code = p.exit_code;
  t.timed_out = p.timed_out;
  t.seconds = p.seconds;
  return runs;
}

// The runs, made once per fingerprint and shared by every test process.
const graded_runs& runs() {
  static const graded_runs shared = []() -> graded_runs {
    graded_runs runs;
    try {
      if (!fs::exists(kGrader)) {
        runs.error = "the grader " + kGrader.string() + " does not exist (build the `grader` target)";
        return runs;
      }
      bool made = false;
      const auto run_dir = bt::testing::run_once(kWork, fingerprint(), [&](const fs::path& dir) {
        runs = make_runs(dir);
        if (!kSample) save(runs.main);
        save(runs.test_command);
        for (const auto& [id, r] : runs.alone) save(r);
        made = true;
      });
      if (!made) {
        if (!kSample) runs.main = load(run_dir / "main");
        runs.test_command = load(run_dir / "test-command");
        for (const auto& s : all_submissions()) {
          if (s.graded_alone()) runs.alone[s.team_id()] = load(run_dir / ("alone-" + s.team_id()));
        }
      }
    } catch (const std::exception& e) {
      runs.error = e.what();
    }
    return runs;
  }();
  return shared;
}

const grader_run& run_of(const submission& s) {
  return s.graded_alone() ? runs().alone.at(s.team_id()) : runs().main;
}

std::optional<json> read_json(const fs::path& file) {
  if (!fs::exists(file)) return std::nullopt;
  try {
    return json::parse(slurp(file));
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

// case id -> the case's JSON, over one problem of a report.
std::map<std::string, json> cases_of(const json& report, const std::string& problem) {
  std::map<std::string, json> cases;
  for (const auto& p : report.at("problems")) {
    if (p.value("problem", "") != problem) continue;
    for (const auto& c : p.at("cases")) cases[c.at("id").get<std::string>()] = c;
  }
  return cases;
}

std::string describe_case(const json& c) {
  std::string text = c.value("id", "?") + ": " + c.value("verdict", "?");
  text += "\n  feedback: " + tail(c.value("feedback", ""), 1200);
  if (!c.value("stderr", "").empty()) text += "\n  stderr: " + tail(c.value("stderr", ""), 400);
  return text;
}

// ------------------------------------------------------------------- tests

// A sandbox this machine lacks skips the whole run instead of failing it.
class sandbox_environment : public ::testing::Environment {
 public:
  void SetUp() override {
    // landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION)
    if (kSandbox == "landlock" && ::syscall(SYS_landlock_create_ruleset, nullptr, 0, 1u) <= 0) {
      GTEST_SKIP() << "BT_SUBMISSIONS_SANDBOX=landlock, and this kernel has no Landlock";
    }
  }
};
const auto* const kSandboxEnvironment = ::testing::AddGlobalTestEnvironment(new sandbox_environment);

class submission_earns_its_verdicts : public ::testing::TestWithParam<submission> {};

TEST_P(submission_earns_its_verdicts, in_the_grader_report) {
  const submission& s = GetParam();
  ASSERT_TRUE(s.expected.error.empty()) << s.expected.error;
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  const grader_run& run = run_of(s);
  ASSERT_FALSE(run.timed_out) << run.describe();

  const auto report_file = run.out() / "reports" / (s.team_id() + ".json");
  const auto report = read_json(report_file);
  ASSERT_TRUE(report.has_value()) << "no readable report " << report_file << "\n" << run.describe();
  EXPECT_TRUE(report->value("complete", false)) << report_file;
  const auto cases = cases_of(*report, s.problem);
  ASSERT_FALSE(cases.empty()) << report_file << " has no cases of " << s.problem;

  std::string all;
  for (const auto& [id, c] : cases) all += "\n" + describe_case(c);

  // The sample grades one case: what expected.yaml says of the others waits
  // for the whole suite.
  const auto missing = [&](const std::string& id) {
    if (!kSample)
      ADD_FAILURE() << "expected.yaml names the case " << id << ", which the report does not have:" << all;
  };
  for (const auto& [id, want] : s.expected.verdicts) {
    const auto it = cases.find(id);
    if (it == cases.end()) {
      missing(id);
      continue;
    }
    EXPECT_EQ(it->second.value("verdict", ""), want) << s.team_id() << ", case " << describe_case(it->second);
  }
  for (const auto& [id, phrases] : s.expected.feedback) {
    const auto it = cases.find(id);
    if (it == cases.end()) {
      missing(id);
      continue;
    }
    const std::string text = it->second.value("feedback", "");
    for (const auto& phrase : phrases) {
      EXPECT_NE(text.find(phrase), std::string::npos)
          << s.team_id() << ", case " << id << ": the feedback lacks \"" << phrase << "\":\n"
          << text;
    }
  }
  if (s.expected.others != "any") {
    for (const auto& [id, c] : cases) {
      if (s.expected.verdicts.contains(id)) continue;
      EXPECT_EQ(c.value("verdict", ""), s.expected.others) << s.team_id() << ", case " << describe_case(c);
    }
  }
  // The folder says which verdict the submission exists for: it must earn it.
  const bool earned = std::any_of(cases.begin(), cases.end(),
                                  [&](const auto& c) { return c.second.value("verdict", "") == s.verdict; });
  EXPECT_TRUE(earned) << s.team_id() << " sits in " << s.verdict << "/ but no case got that verdict:" << all;
  // A compile error is the problem's, not a case's: the compile log says so too.
  if (s.verdict == "compile_error") {
    for (const auto& p : report->at("problems")) {
      if (p.value("problem", "") != s.problem) continue;
      EXPECT_EQ(p.at("compile").value("status", ""), "compile_error") << p.at("compile").dump(2);
    }
  }
}

std::string parameter_name(const ::testing::TestParamInfo<submission>& info) {
  std::string name = info.param.problem + "__" + info.param.verdict + "__" + info.param.name;
  std::replace_if(
      name.begin(), name.end(), [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(all, submission_earns_its_verdicts, ::testing::ValuesIn(all_submissions()),
                         parameter_name);

TEST(submissions_suite, every_verdict_has_a_submission_that_earns_it) {
  if (!kOnly.empty() || kSample) GTEST_SKIP() << "a part of the suite is graded";
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  const auto verdicts = verdicts_of_the_grader();
  ASSERT_EQ(verdicts.size(), std::size(grader::all_verdicts));
  std::set<std::string> earned;
  for (const auto& s : all_submissions()) {
    const auto report = read_json(run_of(s).out() / "reports" / (s.team_id() + ".json"));
    if (!report) continue;
    for (const auto& [id, c] : cases_of(*report, s.problem)) {
      if (c.value("verdict", "") == s.verdict) earned.insert(s.verdict);
    }
  }
  for (const auto& v : verdicts) {
    EXPECT_TRUE(earned.contains(v)) << "no submission under tests/submissions/<problem>/" << v << "/ earned "
                                    << v;
  }
}

TEST(submissions_suite, every_problem_has_an_accepted_submission_and_its_skeleton) {
  if (!kOnly.empty() || kSample) GTEST_SKIP() << "a part of the suite is graded";
  for (const auto* driver : grader::all_drivers()) {
    const std::string problem(driver->name());
    SCOPED_TRACE(problem);
    const auto ok =
        std::count_if(all_submissions().begin(), all_submissions().end(), [&](const submission& s) {
          return s.problem == problem && s.verdict == "accepted" && s.expected.others == "accepted";
        });
    EXPECT_GE(ok, 1) << "tests/submissions/" << problem
                     << "/accepted/ needs a submission accepted on every case";
    // not_implemented/skeleton stands for "the team handed in the kit's
    // skeleton": it is only that while the files are identical. The Python
    // skeleton has its own, python-skeleton (a team hands in one language).
    const fs::path kit = kSource / "exercises" / problem;
    for (const auto& entry : fs::directory_iterator(kit)) {
      const bool python = entry.path().extension() == ".py";
      const fs::path copy = kSuite / problem / "not_implemented" / (python ? "python-skeleton" : "skeleton") /
                            "exercises" / problem;
      ASSERT_TRUE(fs::is_directory(copy)) << "no " << copy;
      const auto real = slurp(entry.path());
      EXPECT_EQ(slurp(copy / entry.path().filename()), real)
          << "copy " << entry.path() << " over " << (copy / entry.path().filename());
    }
  }
}

TEST(submissions_suite, grader_exit_codes) {
  if (kSample) GTEST_SKIP() << "the sample grades its submissions apart: the class run is the whole suite's";
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  // No judge error among the teams graded together: every verdict there is
  // the student's, so the run is "graded" (0).
  EXPECT_EQ(runs().main.exit_code, 0) << runs().main.describe();
  std::cout << "[ info     ] the class run graded " << all_submissions().size() - runs().alone.size()
            << " teams in " << runs().main.seconds << " s\n";
  for (const auto& s : all_submissions()) {
    if (!s.graded_alone()) continue;
    const auto& r = runs().alone.at(s.team_id());
    EXPECT_EQ(r.exit_code, s.expected.exit_code) << s.team_id() << "\n" << r.describe();
  }
}

// Checks one team report (instructor or student view) against its team.yaml
// and the scoring rules; a void function so ASSERTs end this report only.
void check_report(const submission& s, const grader_run& run, const std::string& view,
                  const std::set<std::string>& verdicts) {
  const auto file = run.out() / view / (s.team_id() + ".json");
  const auto report = read_json(file);
  ASSERT_TRUE(report.has_value()) << "no readable " << file << "\n" << run.describe();
  const auto& r = *report;
  EXPECT_EQ(r.value("schema_version", 0), 3) << file;
  EXPECT_EQ(r.value("audience", ""), view == "reports" ? "instructor" : "student") << file;
  EXPECT_FALSE(r.value("grader_version", "").empty()) << file;
  EXPECT_TRUE(r.value("submission", json::object()).value("content_hash", "").starts_with("sha256:")) << file;

  const YAML::Node team = YAML::LoadFile((s.dir / "team.yaml").string());
  ASSERT_TRUE(r.contains("team")) << file;
  EXPECT_EQ(r["team"].value("id", ""), s.team_id()) << file;
  EXPECT_EQ(r["team"].value("name", ""), team["name"].as<std::string>()) << file;
  EXPECT_EQ(r["team"].value("members", std::vector<std::string>{}),
            team["members"].as<std::vector<std::string>>())
      << file;

  ASSERT_TRUE(r.contains("problems") && r["problems"].is_array() && !r["problems"].empty()) << file;
  double points = 0;
  double max_points = 0;
  for (const auto& p : r["problems"]) {
    EXPECT_TRUE(p.contains("compile") && p["compile"].contains("status")) << file;
    for (const auto& c : p.at("cases")) {
      const auto v = c.value("verdict", "");
      EXPECT_TRUE(verdicts.contains(v)) << file << ": unknown verdict '" << v << "'";
      const double got = c.value("points", -1.0);
      const double max = c.value("max_points", -1.0);
      // 0 is allowed: a documented case that carries no points (blob_count's stack-limit case).
      EXPECT_GE(max, 0.0) << file << " " << c.value("id", "");
      // A case earns its points when accepted, and only then.
      EXPECT_EQ(got, v == "accepted" ? max : 0.0) << file << " " << describe_case(c);
      EXPECT_FALSE(c.value("feedback", "").empty()) << file << " " << c.value("id", "");
      EXPECT_EQ(c.value("id", ""), c.value("suite", "") + "/" + c.value("name", "")) << file;
      points += got;
      max_points += max;
    }
  }
  EXPECT_NEAR(r.at("score").value("points", -1.0), points, 1e-9) << file;
  EXPECT_NEAR(r.at("score").value("max_points", -1.0), max_points, 1e-9) << file;
}

TEST(submissions_suite, reports_are_well_formed) {
  if (kSample) GTEST_SKIP() << "the sample grades its submissions apart: the class run is the whole suite's";
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  const auto verdict_list = verdicts_of_the_grader();
  const std::set<std::string> verdicts(verdict_list.begin(), verdict_list.end());
  for (const auto& s : all_submissions()) {
    SCOPED_TRACE(s.team_id());
    for (const std::string view : {"reports", "feedback"}) check_report(s, run_of(s), view, verdicts);
  }
  // The class files of the run every team was graded in together.
  const auto& main = runs().main;
  const auto summary = read_json(main.out() / "summary.json");
  ASSERT_TRUE(summary.has_value()) << main.describe();
  const std::string gradebook = slurp(main.out() / "gradebook.csv");
  EXPECT_FALSE(gradebook.empty()) << main.describe();
  std::map<std::string, json> listed;
  for (const auto& t : summary->value("teams", json::array())) listed[t.value("id", "")] = t;
  for (const auto& s : all_submissions()) {
    if (s.graded_alone()) continue;
    const auto it = listed.find(s.team_id());
    if (it == listed.end()) {
      ADD_FAILURE() << "summary.json lacks " << s.team_id();
      continue;
    }
    // Whatever a team's code does, grading it must not fail as a whole.
    EXPECT_EQ(it->second.value("status", ""), "graded") << s.team_id() << ": " << it->second.dump(2);
    EXPECT_NE(gradebook.find(s.team_id()), std::string::npos) << "gradebook.csv lacks " << s.team_id();
  }
}

// The search drawn beside the lecture's (report "search_drawing"): never for
// a hook not yet written, always from a search that made nodes, and on every
// problem whose searches are drawn some accepted port's search is the
// lecture's edit for edit: the grader's own run of the lecture is the one
// the students port.
TEST(submissions_suite, the_search_is_drawn_only_for_a_search_that_ran) {
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  std::set<std::string> drawn;
  std::set<std::string> same;
  for (const auto& s : all_submissions()) {
    const auto report = read_json(run_of(s).out() / "reports" / (s.team_id() + ".json"));
    if (!report) continue;
    for (const auto& [id, c] : cases_of(*report, s.problem)) {
      if (!c.contains("search_drawing")) continue;
      drawn.insert(s.problem);
      EXPECT_NE(s.verdict, "not_implemented") << s.team_id() << ", case " << id << ": a hook not yet written";
      EXPECT_TRUE(c.value("search", false)) << s.team_id() << ", case " << id;
      const auto& d = c.at("search_drawing");
      EXPECT_FALSE(d.at("per_depth").empty()) << s.team_id() << ", case " << id << ": no node to draw";
      if (s.verdict == "accepted" && d.contains("same_as")) same.insert(s.problem);
    }
  }
  if (!kOnly.empty() || kSample) GTEST_SKIP() << "a part of the suite is graded";
  EXPECT_GE(drawn.size(), 7u) << "every problem but blob counting draws its searches";
  for (const auto& problem : drawn)
    EXPECT_TRUE(same.contains(problem))
        << problem << ": no accepted port's search was the lecture's, edit for edit";
}

TEST(submissions_suite, hidden_cases_never_leak) {
  // The hostile submissions read, #include or print the hidden case file if
  // they can reach it; its first line must then show up somewhere in what the
  // grader wrote or printed. The sandbox must keep it out of their reach.
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  std::vector<fs::path> dirs{runs().test_command.dir};
  if (!kSample) dirs.push_back(runs().main.dir);
  for (const auto& [id, r] : runs().alone) dirs.push_back(r.dir);
  std::size_t files = 0;
  for (const auto& dir : dirs) {
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
      if (!entry.is_regular_file()) continue;
      ++files;
      EXPECT_EQ(slurp(entry.path()).find(kHiddenMarker), std::string::npos)
          << "the hidden case's marker leaked into " << entry.path();
    }
  }
  EXPECT_GT(files, 0U);
}

TEST(submissions_suite, every_run_says_which_isolation_was_in_force) {
  if (kSample) GTEST_SKIP() << "the sample grades its submissions apart: the class run is the whole suite's";
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  const auto& t = runs().test_command;
  const std::string out = t.stdout_text();
  const std::string first_line = out.substr(0, out.find('\n'));
  EXPECT_NE(first_line.find(", isolation: " + kSandbox), std::string::npos) << t.describe();
  const auto summary = read_json(runs().main.out() / "summary.json");
  ASSERT_TRUE(summary.has_value()) << runs().main.describe();
  EXPECT_TRUE(summary->value("isolation", "").starts_with(kSandbox)) << summary->value("isolation", "");
  EXPECT_FALSE(summary->value("isolation", "").starts_with("none"));
}

// Plausibility is judged against what an honest search costs on the grading
// machine in its sandbox, measured at the start of the run.
TEST(submissions_suite, every_run_measures_what_an_honest_search_costs_there) {
  if (kSample) GTEST_SKIP() << "the sample grades its submissions apart: the class run is the whole suite's";
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  const auto summary = read_json(runs().main.out() / "summary.json");
  ASSERT_TRUE(summary.has_value()) << runs().main.describe();
  const std::string cost = summary->value("search_cost", "");
  EXPECT_TRUE(cost.starts_with("start-up ")) << cost;
  EXPECT_TRUE(cost.ends_with(" a node (calibrated here)")) << cost;
}

TEST(submissions_suite, grader_test_command_scores_a_submission) {
  ASSERT_TRUE(runs().error.empty()) << runs().error;
  const auto& t = runs().test_command;
  EXPECT_EQ(t.exit_code, 0) << t.describe();
  const auto score = t.stdout_text().find("Score: ");
  ASSERT_NE(score, std::string::npos) << "no score line in\n" << t.describe();
  const auto line = t.stdout_text().substr(score + 7, t.stdout_text().find('\n', score) - score - 7);
  EXPECT_NE(line.find('/'), std::string::npos) << "no points/max on the score line\n" << t.describe();
  // `grader test` is the student's command: public cases only.
  EXPECT_EQ(t.stdout_text().find("secret/small"), std::string::npos) << t.describe();
}

}  // namespace
