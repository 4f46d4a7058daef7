// The kit's shipped cases (testcases/, public and hidden) graded as one class
// by the built grader, as an instructor grades: the demo's three teams
// (examples/submissions/), the kit's model answers and skeletons in C++ and
// in Python, and every accepted port of the verdict suite
// (tests/submissions/<problem>/accepted/). One grading run serves every test
// here (tests/support/class_run.hpp):
//   kit_answers       per problem, the model answer earns every case in C++
//                     and every case a Python team is graded on in Python;
//                     the skeletons earn nothing but not_implemented (the
//                     C++ one is the folder as cloned, both skeletons in it)
//   accepted_ports    every faithful port, a reading of the lecture it
//                     allows, earns every point of its problem, or of the
//                     cases its expected.yaml names (full_marks_on: shell
//                     patterns of case ids, !pattern leaves cases out)
//   demo_pages        the demo's pages keep to their budget (the
//                     instructor's view 1 MB, the student's 600 kB) and, in
//                     Chromium with every case opened, draw every figure and
//                     search chart without a script error
// Each thing is graded once: a port whose sources are the kit's model answer
// byte for byte is the model answer's team, and a port whose cases are all
// public (the verbatim seed that names its own board) is graded on those
// alone, by `grader test --case`.

#include "grader/cases/case_selection.hpp"
#include "grader/cases/suite_loader.hpp"
#include "grader/core/problem_registry.hpp"
#include "tests/support/browser.hpp"
#include "tests/support/class_run.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace bt::testing;

const fs::path kKit = BT_SOURCE_DIR;
const fs::path kGrader = BT_GRADER;
const fs::path kWork = BT_WORK_DIR;
const fs::path kCacheDir = BT_RUNNER_CACHE;
constexpr std::string_view kGradedWith = BT_GRADED_WITH;
// Twice what the class takes on two cores beside the rest of the suite.
constexpr auto kGradeTimeout = std::chrono::minutes(20);

// The kit's own problems, in the registry's order.
std::vector<std::string> kit_problems() {
  std::vector<std::string> names;
  for (const auto& p : grader::registered_problems()) {
    if (p.root.empty()) names.emplace_back(p.name);
  }
  return names;
}

// --------------------------------------------------------------- the ports

struct port {
  std::string problem;
  std::string name;
  fs::path dir;
  std::vector<std::string> scope = {"*"};  // full_marks_on
  // The kit's model answer byte for byte (the team that grades it), or empty.
  std::string model_team;
  // Every case in scope is public: graded alone with `grader test --case`.
  bool alone = false;

  [[nodiscard]] std::string team_id() const { return problem + "--" + name; }
};

void PrintTo(const port& p, std::ostream* os) { *os << p.team_id(); }

bool in_scope(const std::vector<std::string>& scope, const grader::test_case& tc) {
  bool kept = false;
  for (const auto& pattern : scope) {
    if (pattern.starts_with('!')) {
      if (grader::case_matches(pattern.substr(1), tc)) return false;
    } else if (grader::case_matches(pattern, tc)) {
      kept = true;
    }
  }
  return kept;
}

// The files of a team's problem folder, by name and content.
std::map<std::string, std::string> sources_of(const fs::path& folder) {
  std::map<std::string, std::string> files;
  if (!fs::is_directory(folder)) return files;
  for (const auto& f : fs::directory_iterator(folder)) {
    if (f.is_regular_file()) files[f.path().filename().string()] = slurp(f.path());
  }
  return files;
}

const std::vector<grader::test_case>& shipped_cases(const std::string& problem) {
  static std::map<std::string, std::vector<grader::test_case>> cache;
  auto [it, inserted] = cache.try_emplace(problem);
  if (inserted) {
    for (const auto& suite : grader::load_suites(kKit / "testcases", {problem}, true)) {
      it->second.insert(it->second.end(), suite.cases.begin(), suite.cases.end());
    }
  }
  return it->second;
}

// Never throws: this runs while gtest registers the tests.
std::vector<port> all_ports() {
  std::vector<port> out;
  try {
    for (const auto& problem : kit_problems()) {
      const auto accepted = kKit / "tests/submissions" / problem / "accepted";
      if (!fs::is_directory(accepted)) continue;
      const auto cpp_model = slurp(kKit / "reference" / problem / "model_answer.cpp");
      const auto python_model = slurp(kKit / "reference" / problem / "model_answer.py");
      for (const auto& entry : fs::directory_iterator(accepted)) {
        if (!entry.is_directory()) continue;
        port p;
        p.problem = problem;
        p.name = entry.path().filename().string();
        p.dir = entry.path();
        const auto expected = YAML::LoadFile((entry.path() / "expected.yaml").string());
        if (const auto scope = expected["full_marks_on"]) p.scope = scope.as<std::vector<std::string>>();
        const auto files = sources_of(entry.path() / "exercises" / problem);
        if (files.size() == 1) {
          const auto& content = files.begin()->second;
          if (files.begin()->first.ends_with(".py") && content == python_model)
            p.model_team = "kit--python-model";
          if (files.begin()->first.ends_with(".cpp") && content == cpp_model) p.model_team = "kit--model";
        }
        const bool narrowed = std::none_of(p.scope.begin(), p.scope.end(), [](const std::string& pattern) {
          return pattern == "*" || pattern.starts_with('!');
        });
        if (narrowed && p.model_team.empty()) {
          const auto& cases = shipped_cases(problem);
          p.alone = std::all_of(cases.begin(), cases.end(), [&](const grader::test_case& tc) {
            return !in_scope(p.scope, tc) || tc.vis == grader::visibility::visible;
          });
        }
        out.push_back(std::move(p));
      }
    }
  } catch (const std::exception& e) {
    ADD_FAILURE() << "reading the accepted ports: " << e.what();
  }
  std::sort(out.begin(), out.end(), [](const port& a, const port& b) { return a.team_id() < b.team_id(); });
  return out;
}

// --------------------------------------------------------------- the class

std::string team_yaml(const std::string& name) { return "name: " + name + "\nmembers: [The kit]\n"; }

// The class folder: one team per demo team, kit answer and port graded in it.
void make_class(const fs::path& class_dir) {
  fs::create_directories(class_dir);
  for (const auto& demo : fs::directory_iterator(kKit / "examples/submissions")) {
    if (demo.is_directory())
      fs::copy(demo.path(), class_dir / demo.path().filename(), fs::copy_options::recursive);
  }
  struct kit_team {
    const char* id;
    const char* name;
    bool python;
    bool model;
  };
  for (const auto& t : {kit_team{"kit--model", "Model answer", false, true},
                        kit_team{"kit--skeleton", "Skeleton", false, false},
                        kit_team{"kit--python-model", "Python model answer", true, true},
                        kit_team{"kit--python-skeleton", "Python skeleton", true, false}}) {
    const auto team = class_dir / t.id;
    for (const auto& problem : kit_problems()) {
      const auto folder = team / "exercises" / problem;
      const auto skeleton = kKit / "exercises" / problem;
      if (t.python && !fs::exists(skeleton / (problem + ".py"))) continue;
      fs::create_directories(folder);
      // The kit's folder holds both skeletons; a skeleton left as handed out
      // is not an answer (grader/pipeline/hand_in.hpp). The C++ skeleton team
      // is the folder as cloned (graded in C++, the kit's default); the Python
      // model answer keeps the untouched C++ skeleton beside it, as a student's
      // clone does.
      for (const auto& f : fs::directory_iterator(skeleton)) {
        const bool python_file = f.path().extension() == ".py";
        if (t.model ? !python_file && t.python : !t.python || python_file)
          fs::copy(f.path(), folder / f.path().filename());
      }
      if (t.model) {
        fs::copy_file(kKit / "reference" / problem / (t.python ? "model_answer.py" : "model_answer.cpp"),
                      folder / (t.python ? problem + ".py" : "model_answer.cpp"));
      }
    }
    spit(team / "team.yaml", team_yaml(t.name));
  }
  for (const auto& p : all_ports()) {
    if (!p.model_team.empty() || p.alone) continue;
    const auto team = class_dir / p.team_id();
    fs::create_directories(team);
    fs::copy_file(p.dir / "team.yaml", team / "team.yaml");
    fs::copy(p.dir / "exercises", team / "exercises", fs::copy_options::recursive);
  }
}

struct class_run {
  fs::path dir;
  std::string error;  // set when the run could not be made or read

  [[nodiscard]] fs::path out() const { return dir / "out"; }
  [[nodiscard]] std::string log() const {
    return "grading run in " + dir.string() + "\n--- stderr ---\n" + tail(slurp(dir / "stderr.txt")) +
           "\n--- stdout ---\n" + tail(slurp(dir / "stdout.txt"));
  }
};

std::string fingerprint_of_inputs() {
  fingerprint fp;
  for (const auto* folder : {"testcases", "examples/submissions", "reference", "exercises"})
    fp.files(kKit / folder);
  // The ports and what their expected.yaml says, not the rest of the verdict suite.
  for (const auto& p : all_ports()) fp.files(p.dir);
  fp.binaries(kGradedWith);
  return fp.hex();
}

// Grades the class, and each port graded alone; exit codes in result.json.
void make_run(const fs::path& dir) {
  make_class(dir / "class");
  json result;
  const auto r =
      run_process({kGrader.string(), "grade", (dir / "class").string(), "--out", (dir / "out").string(),
                   "--cache-dir", kCacheDir.string(), "--format", "json", "-j", "2"},
                  dir / "stdout.txt", dir / "stderr.txt", kGradeTimeout);
  result["class"] = {{"exit_code", r.exit_code}, {"timed_out", r.timed_out}, {"seconds", r.seconds}};
  for (const auto& p : all_ports()) {
    if (!p.alone) continue;
    const auto alone = dir / "alone" / p.team_id();
    fs::create_directories(alone);
    std::vector<std::string> argv{kGrader.string(), "test",
                                  "--submission",   p.dir.string(),
                                  "--cache-dir",    kCacheDir.string(),
                                  "--report",       (alone / "report.json").string()};
    for (const auto& pattern : p.scope) {
      argv.push_back("--case");
      argv.push_back(pattern);
    }
    const auto a = run_process(argv, alone / "stdout.txt", alone / "stderr.txt", kGradeTimeout);
    result["alone"][p.team_id()] = {{"exit_code", a.exit_code}, {"timed_out", a.timed_out}};
  }
  spit(dir / "result.json", result.dump(2));
}

const class_run& the_run() {
  static const class_run shared = [] {
    class_run run;
    try {
      if (!fs::exists(kGrader)) {
        run.error = "the grader " + kGrader.string() + " does not exist (build the `grader` target)";
        return run;
      }
      run.dir = run_once(kWork, fingerprint_of_inputs(), make_run);
    } catch (const std::exception& e) {
      run.error = e.what();
    }
    return run;
  }();
  return shared;
}

std::optional<json> read_json(const fs::path& file) {
  if (!fs::exists(file)) return std::nullopt;
  try {
    return json::parse(slurp(file));
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

// The problem's part of a team's report, or null.
json problem_in(const json& report, const std::string& problem) {
  for (const auto& p : report.at("problems")) {
    if (p.value("problem", "") == problem) return p;
  }
  return nullptr;
}

std::optional<json> report_of(const std::string& team) {
  return read_json(the_run().out() / "reports" / (team + ".json"));
}

// ------------------------------------------------------------------- tests

// The fixture of every other test here (ctest runs it first, alone).
TEST(shipped_cases, grading_ends_cleanly) {
  ASSERT_TRUE(the_run().error.empty()) << the_run().error;
  const auto result = read_json(the_run().dir / "result.json");
  ASSERT_TRUE(result.has_value()) << the_run().log();
  EXPECT_FALSE(result->at("class").value("timed_out", true)) << the_run().log();
  // 0: graded; every verdict is a team's doing, none a judge error.
  EXPECT_EQ(result->at("class").value("exit_code", -1), 0) << the_run().log();
  const json alone = result->value("alone", json::object());
  for (const auto& [team, a] : alone.items()) {
    EXPECT_EQ(a.value("exit_code", -1), 0) << team << ": see " << (the_run().dir / "alone" / team);
  }
}

class kit_answers : public ::testing::TestWithParam<std::string> {};

TEST_P(kit_answers, the_model_answer_earns_every_case_and_the_skeleton_none) {
  const std::string problem = GetParam();
  ASSERT_TRUE(the_run().error.empty()) << the_run().error;
  const auto& shipped = shipped_cases(problem);
  std::size_t python_cases = 0;
  for (const auto& tc : shipped) {
    if (tc.languages.empty() ||
        std::find(tc.languages.begin(), tc.languages.end(), "python") != tc.languages.end())
      ++python_cases;
  }
  struct expectation {
    const char* team;
    const char* verdict;
    bool python;
  };
  for (const auto& e :
       {expectation{"kit--model", "accepted", false}, expectation{"kit--skeleton", "not_implemented", false},
        expectation{"kit--python-model", "accepted", true},
        expectation{"kit--python-skeleton", "not_implemented", true}}) {
    if (e.python && !fs::exists(kKit / "exercises" / problem / (problem + ".py"))) continue;
    const auto report = report_of(e.team);
    ASSERT_TRUE(report.has_value()) << e.team << "\n" << the_run().log();
    const auto p = problem_in(*report, problem);
    ASSERT_FALSE(p.is_null()) << e.team << " has no " << problem;
    EXPECT_EQ(p.at("compile").value("language", ""), e.python ? "python" : "cpp") << e.team;
    EXPECT_EQ(p.at("cases").size(), e.python ? python_cases : shipped.size()) << e.team;
    for (const auto& c : p.at("cases")) {
      EXPECT_EQ(c.value("verdict", ""), e.verdict)
          << e.team << ": " << c.value("id", "") << ": " << c.value("feedback", "");
    }
    if (std::string_view(e.verdict) == "accepted") {
      EXPECT_EQ(p.at("points"), p.at("max_points")) << e.team;
    }
  }
}

std::string problem_name(const ::testing::TestParamInfo<std::string>& info) { return info.param; }

INSTANTIATE_TEST_SUITE_P(every_problem, kit_answers, ::testing::ValuesIn(kit_problems()), problem_name);

class accepted_ports : public ::testing::TestWithParam<port> {};

TEST_P(accepted_ports, earn_full_marks_on_the_shipped_cases) {
  const port& p = GetParam();
  ASSERT_TRUE(the_run().error.empty()) << the_run().error;
  const auto where =
      p.alone ? the_run().dir / "alone" / p.team_id() / "report.json"
              : the_run().out() / "reports" / ((p.model_team.empty() ? p.team_id() : p.model_team) + ".json");
  const auto report = read_json(where);
  ASSERT_TRUE(report.has_value()) << "no report " << where << "\n" << the_run().log();
  const auto graded = problem_in(*report, p.problem);
  ASSERT_FALSE(graded.is_null()) << where << " has no " << p.problem;
  const auto& shipped = shipped_cases(p.problem);
  std::size_t in_scope_cases = 0;
  for (const auto& c : graded.at("cases")) {
    const auto id = c.value("id", "");
    const auto tc = std::find_if(shipped.begin(), shipped.end(), [&](const auto& s) { return s.id == id; });
    ASSERT_NE(tc, shipped.end()) << id << " is not a shipped case of " << p.problem;
    if (!in_scope(p.scope, *tc)) continue;
    ++in_scope_cases;
    EXPECT_EQ(c.value("points", -1.0), c.value("max_points", -2.0))
        << p.team_id() << ": " << id << ": " << c.value("verdict", "") << ": " << c.value("feedback", "");
  }
  EXPECT_GT(in_scope_cases, 0u) << p.team_id() << " earned no case in its scope";
}

std::string port_name(const ::testing::TestParamInfo<port>& info) {
  std::string name = info.param.problem + "__" + info.param.name;
  std::replace_if(
      name.begin(), name.end(), [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(all, accepted_ports, ::testing::ValuesIn(all_ports()), port_name);

TEST(demo_pages, keep_to_their_budget_and_draw_every_board) {
  ASSERT_TRUE(the_run().error.empty()) << the_run().error;
  std::vector<fs::path> pages{the_run().out() / "html/index.html"};
  for (const auto& demo : fs::directory_iterator(kKit / "examples/submissions")) {
    if (!demo.is_directory()) continue;
    const auto team = demo.path().filename().string() + ".html";
    pages.push_back(the_run().out() / "html" / team);
    pages.push_back(the_run().out() / "html/instructor" / team);
  }
  ASSERT_GE(pages.size(), 7u);  // the class page and each demo team's two
  const bool browser = !no_browser_to_be_had();
  for (const auto& page : pages) {
    ASSERT_TRUE(fs::exists(page)) << page << "\n" << the_run().log();
    const auto html = slurp(page);
    const bool instructor = page.parent_path().filename() == "instructor";
    const std::size_t budget = instructor ? 1'000'000 : 600'000;
    EXPECT_LE(html.size(), budget) << page;
    if (!browser) continue;
    const auto dom = rendered(with_every_case_open(page));
    expect_loaded_without_errors(dom, page.string());
    const auto named = figures_named(html);
    const auto charts = occurrences(html, "data-chart=\"");
    EXPECT_EQ(occurrences(dom, "<figure class=\"search-chart\""), charts)
        << page << ": a chart was not drawn";
    EXPECT_EQ(occurrences(dom, "<figure"), named + charts) << page << ": a figure was not drawn";
    EXPECT_EQ(occurrences(dom, "data-drawn=\"yes\""), occurrences(html, "data-figs=\"") + charts) << page;
    if (page.filename() != "index.html") {
      EXPECT_GT(named, 0u) << page << ": the demo's cases draw boards";
      EXPECT_GT(charts, 0u) << page << ": the demo's searches are drawn beside the lecture's";
    }
  }
  if (!browser) GTEST_SKIP() << "no browser on this Ubuntu (its Chromium is a snap): sizes checked only";
}

}  // namespace
