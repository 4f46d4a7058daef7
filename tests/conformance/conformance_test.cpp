// Conformance of every registered problem: what the kit promises of any
// problem, checked the same way for each, so a new problem is covered by
// registering it. Per problem:
//   - its shipped suites load, with public and hidden cases, and every hook is
//     exercised by some case;
//   - the driver's self-check holds on every shipped position (random play,
//     exact undo, model answer against the rules, JSON, trace replay);
//   - the reference's own answer to every case is accepted by the judge, and
//     judging from several threads at once gives the same verdicts; shown
//     step by step, it is what `show` prints, one step per move;
//   - graded by the real grader binary, the model answer (handed in as a
//     team's) is accepted on every public and hidden case, and the skeleton
//     earns only not_implemented: here for a test-only problem; the kit's
//     own are graded with every other team of the shipped cases' class
//     (tests/shipped_cases/), in both languages.
// A problem's files are under its registered root: the kit's, or a test-only
// problem's own (tests/plugin_problem/).

#include "grader/cases/suite_loader.hpp"
#include "grader/cases/validate.hpp"
#include "grader/core/file_text.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/core/problem_registry.hpp"
#include "grader/pipeline/hand_in.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sys/wait.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

namespace fs = std::filesystem;
using grader::problem_driver;
using grader::test_case;

const fs::path kKit = BT_SOURCE_DIR;
// A reference's search is capped here; every shipped case's model answer finishes well within it.
constexpr std::uint64_t kNodeCap = 50'000'000;
// Judging every shipped answer from several threads at once, several times
// over. Under the sanitizers two threads once each still race every judge
// path against another; the rounds only repeat what the dev build checks.
#ifdef BT_SANITIZED
constexpr int kJudgingThreads = 2;
constexpr int kJudgingRounds = 1;
#else
constexpr int kJudgingThreads = 4;
constexpr int kJudgingRounds = 3;
#endif

std::vector<const problem_driver*> drivers() { return grader::all_drivers(); }

std::string name_of(const ::testing::TestParamInfo<const problem_driver*>& info) {
  return std::string(info.param->name());
}

// The folder holding the problem's testcases/, reference/ and exercises/.
fs::path root_of(std::string_view problem) {
  for (const auto& p : grader::registered_problems()) {
    if (p.name == problem && !p.root.empty()) return p.root;
  }
  return kKit;
}

std::vector<test_case> shipped_cases(const problem_driver& d) {
  std::vector<test_case> cases;
  for (const auto& suite :
       grader::load_suites(root_of(d.name()) / "testcases", {std::string(d.name())}, true)) {
    cases.insert(cases.end(), suite.cases.begin(), suite.cases.end());
  }
  return cases;
}

class conformance : public ::testing::TestWithParam<const problem_driver*> {};

TEST_P(conformance, shipped_suites_cover_every_hook_in_public_and_hidden_cases) {
  const auto& d = *GetParam();
  const auto cases = shipped_cases(d);
  std::set<std::string> hooks_used;
  std::size_t hidden = 0;
  for (const auto& tc : cases) {
    hooks_used.insert(tc.hook);
    if (tc.vis == grader::visibility::hidden) ++hidden;
  }
  EXPECT_GT(cases.size() - hidden, 0U) << "no public case";
  EXPECT_GT(hidden, 0U) << "no hidden case";
  for (const auto& h : d.hooks())
    EXPECT_TRUE(hooks_used.contains(h.name)) << "no shipped case tests " << h.name;
  EXPECT_TRUE(std::any_of(d.hooks().begin(), d.hooks().end(), [](const auto& h) { return h.search; }))
      << "a problem has at least one search";
}

// The grader tells a skeleton left as handed out from one a student wrote by
// exercises/skeletons.sha256 (grader/pipeline/hand_in.hpp): a stale entry
// would grade an untouched skeleton as an answer, or refuse a folder whose
// one written language is the only answer in it.
TEST_P(conformance, the_skeleton_manifest_names_every_skeleton_as_it_is) {
  const std::string problem(GetParam()->name());
  const fs::path exercises = root_of(problem) / "exercises";
  const auto hashes = grader::pipeline::read_skeleton_hashes(exercises / "skeletons.sha256");
  const std::string fix =
      "; if the skeleton changed on purpose, run in " + exercises.string() +
      ": sha256sum $(find . -mindepth 2 -type f | sed 's|^./||' | sort) > skeletons.sha256";
  std::size_t skeletons = 0;
  for (const auto& f : fs::directory_iterator(exercises / problem)) {
    if (!f.is_regular_file() || !grader::pipeline::is_source_name(f.path())) continue;
    ++skeletons;
    const grader::pipeline::source_file file{f.path().filename().string(),
                                             grader::read_file_text(f.path()).value_or("")};
    EXPECT_TRUE(grader::pipeline::is_untouched_skeleton(hashes, problem, file))
        << f.path().string() << " differs from its entry in skeletons.sha256 (or has none)" << fix;
  }
  EXPECT_GT(skeletons, 0U) << "no skeleton in " << (exercises / problem).string();
  for (const auto& [file, hash] : hashes) {
    if (file.starts_with(problem + "/")) {
      EXPECT_TRUE(fs::exists(exercises / file))
          << "skeletons.sha256 names " << file << ", which is gone" << fix;
    }
  }
}

// A count off the mark is explained in the problem's own words: every case
// that judges a search's nodes has advice from its driver (a blob search is
// never told about first solutions, a sudoku about bounds).
TEST_P(conformance, every_judged_count_has_advice_in_the_problems_own_words) {
  const auto& d = *GetParam();
  std::size_t judged = 0;
  const auto cases = shipped_cases(d);
  // A problem whose goals have a cost (a branch and bound) may speak of bounds.
  const bool optimising = std::any_of(cases.begin(), cases.end(), [](const test_case& tc) {
    return tc.expected.is_object() && tc.expected.contains("cost");
  });
  for (const auto& tc : cases) {
    if (!d.is_search(tc.hook) || tc.nodes.mode == grader::node_mode::record) continue;
    ++judged;
    const std::string advice = d.judge(tc, grader::run_evidence{}).node_advice;
    EXPECT_FALSE(advice.empty()) << tc.id << " (" << tc.hook << ") has no count advice";
    if (!optimising) {
      EXPECT_EQ(advice.find("bound"), std::string::npos) << tc.id << ": " << advice;
    }
  }
  EXPECT_GT(judged, 0U) << "no shipped case judges a search's nodes";
}

TEST_P(conformance, the_drivers_self_check_holds_on_every_shipped_position) {
  const auto& d = *GetParam();
  for (const auto& tc : shipped_cases(d)) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      for (const auto& problem : d.self_check(tc, seed)) ADD_FAILURE() << problem;
    }
  }
}

TEST_P(conformance, the_references_answers_are_accepted_from_any_number_of_threads) {
  const auto& d = *GetParam();
  struct judged {
    const test_case* tc;
    nlohmann::json answer;
    grader::verdict expected;
  };
  const auto cases = shipped_cases(d);
  std::vector<judged> work;
  for (const auto& tc : cases) {
    const auto report = d.consult_reference(tc, kNodeCap);
    EXPECT_TRUE(report.disagreements.empty()) << tc.id << ": " << report.disagreements.front();
    if (!report.answer) continue;
    // `grader show --step` pages through the same text `show` prints, one
    // step per move of a played solution.
    const auto steps = d.show_steps(tc, report.answer);
    std::string joined;
    for (const auto& step : steps) joined += step;
    EXPECT_EQ(joined, d.show(tc, report.answer)) << tc.id;
    const nlohmann::json solution = report.answer->value("solution", nlohmann::json());
    if (solution.is_array()) {
      EXPECT_EQ(steps.size(), solution.size() + 1) << tc.id;
    }
    const auto once = d.judge_answer(tc, *report.answer);
    EXPECT_EQ(grader::to_string(once.result), "accepted") << tc.id << ": " << once.feedback;
    work.push_back({&tc, *report.answer, once.result});
  }
  std::atomic<int> mismatches = 0;
  {
    std::vector<std::jthread> judges;
    for (int t = 0; t < kJudgingThreads; ++t) {
      judges.emplace_back([&] {
        for (int round = 0; round < kJudgingRounds; ++round) {
          for (const auto& w : work) {
            if (d.judge_answer(*w.tc, w.answer).result != w.expected) ++mismatches;
          }
        }
      });
    }
  }
  EXPECT_EQ(mismatches.load(), 0);
  EXPECT_FALSE(work.empty());
}

INSTANTIATE_TEST_SUITE_P(every_problem, conformance, ::testing::ValuesIn(drivers()), name_of);

// `grader validate` over the kit's shipped suites, as an instructor runs it
// before a term: every case's expectations agree with the reference. A check
// of the data, so it is made once, in the dev build (the unit tests of
// validate itself are tests/cases/validate_test.cpp).
TEST(shipped_suites, grader_validate_finds_every_case_agreeing_with_the_reference) {
  // Big enough for every node reference the shipped suites carry (the
  // largest is european-late-game's 298,301), small enough to keep this
  // quick: the model answer stops there on the two full English games.
  constexpr std::uint64_t kValidationNodeCap = 5'000'000;
  const auto report = grader::validate_files(grader::collect_validation_targets({kKit / "testcases"}),
                                             {kValidationNodeCap, {}});
  EXPECT_GE(report.files.size(), 8U);
  EXPECT_GE(report.case_count(), 40U);
  for (const auto& f : report.files) {
    EXPECT_FALSE(f.error_where) << f.error;
    for (const auto& c : f.cases) {
      std::string all;
      for (const auto& d : c.reference.disagreements) all += d + '\n';
      EXPECT_TRUE(c.reference.disagreements.empty()) << c.id << ":\n" << all;
    }
  }
  EXPECT_TRUE(report.ok());
}

// ------------------------------------------------- the grader binary, end to end

std::string slurp(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A class of two teams, graded on one problem: the model answer and the
// skeleton. ctest runs each test in a process of its own, so each problem's
// test grades only its problem.
struct graded_class {
  fs::path root;
  int exit_code = -1;
  std::string log;

  graded_class() = default;
  graded_class(const graded_class&) = delete;
  graded_class& operator=(const graded_class&) = delete;
  ~graded_class() {
    std::error_code ec;
    if (!root.empty()) fs::remove_all(root, ec);
  }
  [[nodiscard]] fs::path out() const { return root / "out"; }
};

void grade_model_and_skeleton(const std::string& problem, graded_class& r) {
  r.root = fs::temp_directory_path() / ("bt-conformance-" + problem + "-" + std::to_string(::getpid()));
  fs::remove_all(r.root);
  const fs::path model = r.root / "class" / "model";
  const fs::path skeleton = r.root / "class" / "skeleton";
  fs::create_directories(model / "exercises" / problem);
  fs::create_directories(skeleton / "exercises");
  const fs::path source = root_of(problem);
  fs::copy_file(source / "reference" / problem / "model_answer.cpp",
                model / "exercises" / problem / "model_answer.cpp");
  // A team hands in one language: the kit's folder holds both skeletons.
  fs::create_directories(skeleton / "exercises" / problem);
  for (const auto& f : fs::directory_iterator(source / "exercises" / problem)) {
    if (f.path().extension() != ".py")
      fs::copy(f.path(), skeleton / "exercises" / problem / f.path().filename());
  }
  std::ofstream(model / "team.yaml") << "name: Model answer\nmembers: [The kit]\n";
  std::ofstream(skeleton / "team.yaml") << "name: Skeleton\nmembers: [The kit]\n";
  // The Python track (docs/python.md), where the problem has one.
  const fs::path python_skeleton = source / "exercises" / problem / (problem + ".py");
  if (fs::exists(python_skeleton)) {
    const fs::path py_model = r.root / "class" / "python-model";
    const fs::path py_skeleton = r.root / "class" / "python-skeleton";
    fs::create_directories(py_model / "exercises" / problem);
    fs::create_directories(py_skeleton / "exercises" / problem);
    fs::copy_file(source / "reference" / problem / "model_answer.py",
                  py_model / "exercises" / problem / (problem + ".py"));
    fs::copy_file(python_skeleton, py_skeleton / "exercises" / problem / (problem + ".py"));
    std::ofstream(py_model / "team.yaml") << "name: Python model answer\nmembers: [The kit]\n";
    std::ofstream(py_skeleton / "team.yaml") << "name: Python skeleton\nmembers: [The kit]\n";
  }
  const std::string command = std::string(BT_GRADER) + " grade " + (r.root / "class").string() +
                              " --problem " + problem + " --cases " + (source / "testcases").string() +
                              " --out " + r.out().string() + " --cache-dir " + BT_TEST_CACHE_DIR +
                              " -j 2 > " + (r.root / "log.txt").string() + " 2>&1 < /dev/null";
  const int status = std::system(command.c_str());
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.log = slurp(r.root / "log.txt");
}

// The problems registered with a root of their own (bt_add_problem's ROOT,
// tests/CMakeLists.txt), which the shipped cases' class does not grade.
std::vector<const problem_driver*> test_only_drivers() {
  std::vector<const problem_driver*> found;
  for (const auto* d : drivers()) {
    if (root_of(d->name()) != kKit) found.push_back(d);
  }
  return found;
}

class test_only_problem : public ::testing::TestWithParam<const problem_driver*> {};

TEST_P(test_only_problem, the_model_answer_is_accepted_and_the_skeleton_not_implemented_everywhere) {
  const auto& d = *GetParam();
  graded_class run;
  grade_model_and_skeleton(std::string(d.name()), run);
  ASSERT_EQ(run.exit_code, 0) << run.log;
  const auto problem_of = [&](const std::string& team) {
    const auto report = nlohmann::json::parse(slurp(run.out() / "reports" / (team + ".json")));
    for (const auto& p : report.at("problems")) {
      if (p.at("problem") == d.name()) return p;
    }
    return nlohmann::json();
  };
  const auto model = problem_of("model");
  const auto skeleton = problem_of("skeleton");
  ASSERT_FALSE(model.is_null()) << run.log;
  const auto shipped = shipped_cases(d).size();
  EXPECT_EQ(model.at("cases").size(), shipped);
  for (const auto& c : model.at("cases")) {
    EXPECT_EQ(c.at("verdict"), "accepted") << c.at("id") << ": " << c.at("feedback");
  }
  EXPECT_EQ(model.at("points"), model.at("max_points"));
  for (const auto& c : skeleton.at("cases")) {
    EXPECT_EQ(c.at("verdict"), "not_implemented") << c.at("id") << ": " << c.at("feedback");
  }

  // The Python model answer earns every case a Python team is graded on
  // (all but those marked languages: [cpp]); the Python skeleton none.
  if (!fs::exists(run.out() / "reports" / "python-model.json")) return;
  const auto py_model = problem_of("python-model");
  const auto py_skeleton = problem_of("python-skeleton");
  std::size_t python_cases = 0;
  for (const auto& tc : shipped_cases(d)) {
    if (tc.languages.empty() ||
        std::find(tc.languages.begin(), tc.languages.end(), "python") != tc.languages.end())
      ++python_cases;
  }
  EXPECT_EQ(py_model.at("compile").at("language"), "python");
  EXPECT_EQ(py_model.at("cases").size(), python_cases);
  for (const auto& c : py_model.at("cases")) {
    EXPECT_EQ(c.at("verdict"), "accepted") << "Python: " << c.at("id") << ": " << c.at("feedback");
  }
  EXPECT_EQ(py_model.at("points"), py_model.at("max_points"));
  for (const auto& c : py_skeleton.at("cases")) {
    EXPECT_EQ(c.at("verdict"), "not_implemented") << "Python: " << c.at("id") << ": " << c.at("feedback");
  }
}

INSTANTIATE_TEST_SUITE_P(every_problem, test_only_problem, ::testing::ValuesIn(test_only_drivers()), name_of);

}  // namespace
