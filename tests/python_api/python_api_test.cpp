// The Python track's promises, name by name: every name of the kit that
// docs/python.md or a problem's Python skeleton (exercises/<problem>/<problem>.py)
// gives a student is called by a test, through the real Python runner. One
// such name raised TypeError on every read for as long as nothing called it
// (shortest path's p.vertices); a model answer that does not need a name
// never notices it broken.
//
// Per problem with a Python skeleton, a probe (probes/<problem>.py, with the
// shared probes/api_probe.py) is graded by the built grader as a team's
// submission, on a case of its own (testcases/<problem>/): its hook reads
// each name through a spy, checks the answer, prints "called: <name>" for
// each name that worked, and then answers the case as a correct hook does.
// The test asks for:
//   - the case accepted (a name that raises, or answers wrongly, is the
//     probe's runtime_error, with the traceback at the name);
//   - every documented name among those called. A name is documented when
//     the problem's section of docs/python.md (in a code span), the
//     section every problem shares, or the skeleton (anywhere) writes it on
//     one of the names the kit's objects go by there (kReceivers: `p` in
//     `p.vertices`), or imports it (`from kit import QUEEN`). A name newly
//     documented fails here until its probe calls it.
// The probe itself refuses to report while a public name of a kit class it
// spies on, or of the kit module, is never called: a binding no document
// names yet is still a binding a student's dir() finds.

#include "tests/support/class_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace bt::testing;

const fs::path kKit = BT_SOURCE_DIR;
const fs::path kHere = kKit / "tests" / "python_api";
const fs::path kGrader = BT_GRADER;
const fs::path kWork = BT_WORK_DIR;
const fs::path kCacheDir = BT_RUNNER_CACHE;

// The names the kit's objects go by in a problem's section of the docs and
// in its skeleton: the hooks' parameters that are kit objects (not `word`,
// a str, in boggle's `word.startswith`). `self` is n_queens' Board in the
// methods of the team's own subclass. Every problem also has `kit` and a
// lecture `node`.
const std::map<std::string, std::vector<std::string>> kReceivers = {
    {"peg_solitaire", {"pegs", "holes"}},
    {"sudoku", {"board"}},
    {"n_queens", {"b", "self"}},
    {"blob_count", {"img"}},
    {"boggle", {"b", "dictionary"}},
    {"job_assignment", {"s"}},
    {"shortest_path", {"p"}},
    {"tic_tac_toe", {"b"}},
};
const std::vector<std::string> kEveryProblemReceivers = {"kit", "node"};

// The problems with a Python track, from the skeletons the kit hands out.
std::vector<std::string> python_problems() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(kKit / "exercises")) {
    const auto problem = entry.path().filename().string();
    if (fs::exists(entry.path() / (problem + ".py"))) names.push_back(problem);
  }
  std::sort(names.begin(), names.end());
  return names;
}

// "N-queens (seeds 003 and 004)" -> "n_queens".
std::string slug(std::string_view heading) {
  heading = heading.substr(0, heading.find(" ("));
  std::string out;
  for (const char c : heading) {
    out += std::isalnum(static_cast<unsigned char>(c)) != 0 ? static_cast<char>(std::tolower(c)) : '_';
  }
  return out;
}

struct docs_sections {
  std::string shared;                          // the ## section of the problems' ###, before the first
  std::vector<std::string> shared_items;       // its list's items, "- `IllegalMove`: ..."
  std::map<std::string, std::string> problem;  // slug of a ### heading -> its text
};

// Lines joined with spaces: a code span may wrap. The section every problem
// shares is found by what it holds, not by its title ("What your Python
// gets"): the ## section whose ### are the problems' own.
docs_sections read_docs() {
  docs_sections d;
  std::istringstream in(slurp(kKit / "docs" / "python.md"));
  std::string line;
  std::string section;  // the current ## section, up to its first ###
  std::vector<std::string> items;
  std::string* into = nullptr;
  bool in_problems = false;
  while (std::getline(in, line)) {
    if (line.starts_with("## ")) {
      section.clear();
      items.clear();
      into = &section;
      in_problems = false;
      continue;
    }
    if (line.starts_with("### ")) {
      if (!in_problems && d.shared.empty()) {
        d.shared = section;
        d.shared_items = items;
      }
      in_problems = true;
      into = &d.problem[slug(line.substr(4))];
      continue;
    }
    if (into != nullptr) *into += line + ' ';
    if (into == &section && line.starts_with("- ")) items.push_back(line);
  }
  return d;
}

std::vector<std::string> code_spans(const std::string& text) {
  std::vector<std::string> spans;
  static const std::regex span("`([^`]+)`");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), span); it != std::sregex_iterator(); ++it) {
    spans.push_back((*it)[1].str());
  }
  return spans;
}

// Every `<receiver>.<name>` of text, and every name of `from kit import a, b`.
void add_names(const std::string& text, const std::vector<std::string>& receivers,
               std::set<std::string>& out) {
  for (const auto& receiver : receivers) {
    const std::regex use("(^|[^A-Za-z0-9_.])" + receiver + "\\.([A-Za-z_][A-Za-z0-9_]*)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), use); it != std::sregex_iterator(); ++it) {
      out.insert(receiver + "." + (*it)[2].str());
    }
  }
  static const std::regex from_kit("from kit import ([A-Za-z0-9_, ]+)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), from_kit); it != std::sregex_iterator();
       ++it) {
    std::istringstream names((*it)[1].str());
    std::string name;
    while (std::getline(names, name, ',')) {
      name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
      if (!name.empty()) out.insert("kit." + name);
    }
  }
}

struct documented {
  std::set<std::string> in_docs;
  std::set<std::string> in_skeleton;
};

documented documented_names(const std::string& problem) {
  auto receivers = kReceivers.at(problem);
  receivers.insert(receivers.end(), kEveryProblemReceivers.begin(), kEveryProblemReceivers.end());
  const docs_sections docs = read_docs();
  documented d;
  for (const auto& span : code_spans(docs.problem.at(problem))) add_names(span, receivers, d.in_docs);
  for (const auto& span : code_spans(docs.shared)) add_names(span, receivers, d.in_docs);
  // The shared section lists what every kit has: "- `IllegalMove`: ...".
  static const std::regex item("- `([A-Za-z_][A-Za-z0-9_]*)");
  for (const auto& line : docs.shared_items) {
    if (std::smatch m; std::regex_search(line, m, item)) d.in_docs.insert("kit." + m[1].str());
  }
  add_names(slurp(kKit / "exercises" / problem / (problem + ".py")), receivers, d.in_skeleton);
  return d;
}

class python_api : public ::testing::TestWithParam<std::string> {};

// The documents are read as intended: a section per problem, and in it the
// names everybody knows are there. Without this, a heading renamed or a
// pattern gone wrong would make every problem's list empty, and pass.
TEST(python_api_documents, every_problem_has_its_names) {
  const docs_sections docs = read_docs();
  const auto problems = python_problems();
  ASSERT_FALSE(problems.empty());
  for (const auto& problem : problems) {
    ASSERT_TRUE(kReceivers.contains(problem))
        << problem << " has a Python skeleton: give its kit objects' names in kReceivers, and write "
        << "tests/python_api/probes/" << problem << ".py and tests/python_api/testcases/" << problem << "/";
    ASSERT_TRUE(docs.problem.contains(problem)) << "docs/python.md has no ### section for " << problem;
    const auto d = documented_names(problem);
    EXPECT_GE(d.in_docs.size(), 4U) << problem << ": too few names read from docs/python.md";
    EXPECT_TRUE(d.in_docs.contains("kit.Node") && d.in_docs.contains("kit.IllegalMove") &&
                d.in_docs.contains("node.children"))
        << problem << ": the shared section's names were not read";
  }
  EXPECT_TRUE(documented_names("shortest_path").in_docs.contains("p.vertices"));
  EXPECT_TRUE(documented_names("shortest_path").in_skeleton.contains("p.vertices"));
  EXPECT_TRUE(documented_names("n_queens").in_skeleton.contains("kit.QUEEN"));
  EXPECT_TRUE(documented_names("n_queens").in_skeleton.contains("self.queens"));
  EXPECT_FALSE(documented_names("boggle").in_skeleton.contains("word.startswith"));
}

TEST_P(python_api, every_documented_name_is_called) {
  const std::string problem = GetParam();
  ASSERT_TRUE(kReceivers.contains(problem)) << "see python_api_documents";
  const fs::path probe = kHere / "probes" / (problem + ".py");
  ASSERT_TRUE(fs::exists(probe)) << "no probe for " << problem << ": write tests/python_api/probes/"
                                 << problem << ".py";
  ASSERT_TRUE(fs::exists(kGrader)) << kGrader.string() << " does not exist (build the `grader` target)";

  const fs::path dir = kWork / problem;
  fs::remove_all(dir);
  const fs::path exercises = dir / "team" / "exercises" / problem;
  fs::create_directories(exercises);
  fs::copy_file(probe, exercises / (problem + ".py"));
  fs::copy_file(kHere / "probes" / "api_probe.py", exercises / "api_probe.py");
  spit(dir / "team" / "team.yaml", "name: Python API probe\nmembers: [The kit]\n");
  const auto run = run_process({kGrader.string(), "--cases", (kHere / "testcases").string(), "test", problem,
                                "--submission", (dir / "team").string(), "--cache-dir", kCacheDir.string(),
                                "--report", (dir / "report.json").string()},
                               dir / "stdout.txt", dir / "stderr.txt", std::chrono::minutes(2));
  ASSERT_EQ(run.exit_code, 0) << (run.timed_out ? "timed out\n" : "") << tail(slurp(dir / "stdout.txt"))
                              << tail(slurp(dir / "stderr.txt"));

  const json report = json::parse(slurp(dir / "report.json"));
  ASSERT_EQ(report.at("problems").size(), 1U);
  const json& cases = report.at("problems").at(0).at("cases");
  ASSERT_FALSE(cases.empty()) << "no case in tests/python_api/testcases/" << problem;
  std::set<std::string> called;
  bool all_accepted = true;
  for (const auto& c : cases) {
    const auto verdict = c.at("verdict").get<std::string>();
    EXPECT_EQ(verdict, "accepted") << c.at("id").get<std::string>() << ":\n"
                                   << c.at("feedback").get<std::string>();
    all_accepted = all_accepted && verdict == "accepted";
    std::istringstream out(c.at("stdout").get<std::string>());
    std::string line;
    while (std::getline(out, line)) {
      if (line.starts_with("called: ")) called.insert(line.substr(8));
    }
  }
  // The probe reports the names it called only once every check passed.
  if (!all_accepted) return;
  const auto d = documented_names(problem);
  for (const auto& [where, names] :
       {std::pair{"docs/python.md", &d.in_docs}, std::pair{"its skeleton", &d.in_skeleton}}) {
    for (const auto& name : *names) {
      EXPECT_TRUE(called.contains(name))
          << where << " names " << name << " for " << problem
          << ", but the probe never calls it: add a check to tests/python_api/probes/" << problem << ".py";
    }
  }
}

std::string problem_name(const ::testing::TestParamInfo<std::string>& p) { return p.param; }

INSTANTIATE_TEST_SUITE_P(problems, python_api, ::testing::ValuesIn(python_problems()), problem_name);

}  // namespace
