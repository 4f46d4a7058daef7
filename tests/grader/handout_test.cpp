// `grader handout`: the student kit holds what a team needs and nothing the
// instructor keeps. The leak test reads the instructor's secrets (the
// references, the hidden cases, the solutions in the verdict suite and the
// demo class) and looks for any of their lines in the handout.

#include "grader/core/problem_driver.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

namespace {

namespace fs = std::filesystem;
using grader::testing::read_text;
using grader::testing::run_grader;
using grader::testing::temp_dir;
using grader::testing::write_text;

const fs::path kit{BT_SOURCE_DIR};

std::string trimmed(const std::string& line) {
  const auto first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return {};
  return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
}

std::vector<fs::path> files_under(const fs::path& root) {
  std::vector<fs::path> out;
  if (!fs::exists(root)) return out;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (e.is_regular_file()) out.push_back(e.path());
  }
  return out;
}

std::set<std::string> lines_of(const std::vector<fs::path>& files) {
  std::set<std::string> lines;
  for (const auto& f : files) {
    std::istringstream in(read_text(f));
    for (std::string line; std::getline(in, line);) lines.insert(trimmed(line));
  }
  return lines;
}

// Written once for the whole suite: a handout is a few thousand files.
const fs::path& handout() {
  static temp_dir dir;
  static const fs::path path = [] {
    const fs::path p = dir.path() / "kit";
    const auto r = run_grader("handout " + p.string() + " --min-score 60%");
    EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
    return p;
  }();
  return path;
}

TEST(handout, holds_what_a_team_builds_and_grades_with) {
  const fs::path h = handout();
  for (const char* file :
       {"CMakeLists.txt", "CMakePresets.json", "README.md", "scripts/setup", "scripts/test",
        ".github/workflows/grade.yml", "docs/testcases.md", "docs/report.schema.json"})
    EXPECT_TRUE(fs::is_regular_file(h / file)) << file;
  EXPECT_NE(fs::status(h / "scripts/test").permissions() & fs::perms::owner_exec, fs::perms::none);
  EXPECT_NE(fs::status(h / "scripts/setup").permissions() & fs::perms::owner_exec, fs::perms::none);
  for (const auto* driver : grader::all_drivers()) {
    const std::string p(driver->name());
    EXPECT_TRUE(fs::is_directory(h / "exercises" / p)) << p;
    EXPECT_TRUE(fs::is_directory(h / "framework" / p)) << p;
    EXPECT_FALSE(files_under(h / "testcases" / p / "public").empty()) << p;
    // Every public suite, byte for byte.
    for (const auto& f : files_under(kit / "testcases" / p / "public"))
      EXPECT_EQ(read_text(h / fs::relative(f, kit)), read_text(f)) << f;
  }
  EXPECT_TRUE(fs::is_regular_file(h / "testcases/peg_solitaire/boards/english.yaml"));
  EXPECT_TRUE(fs::is_regular_file(h / "testcases/boggle/dictionaries/lecture.txt"));
  // The workflow grades with the instructor's minimum.
  const std::string workflow = read_text(h / ".github/workflows/grade.yml");
  EXPECT_NE(workflow.find("MIN_SCORE: \"60%\""), std::string::npos) << workflow;
  EXPECT_NE(workflow.find("grader test"), std::string::npos);
}

// A team hands in one language per problem: a one-language handout holds
// that language's skeletons (C++ where a problem has no Python track yet).
TEST(handout, gives_each_language_its_skeletons) {
  for (const auto& f : files_under(handout() / "exercises")) EXPECT_NE(f.extension(), ".py") << f;
  EXPECT_TRUE(fs::is_regular_file(handout() / "docs/python.md"));

  temp_dir dir;
  const fs::path h = dir.path() / "python-kit";
  const auto r = run_grader("handout " + h.string() + " --language python");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  for (const auto* driver : grader::all_drivers()) {
    const std::string p(driver->name());
    const bool python = fs::exists(kit / "exercises" / p / (p + ".py"));
    EXPECT_EQ(fs::exists(h / "exercises" / p / (p + ".py")), python) << p;
    EXPECT_EQ(fs::exists(h / "exercises" / p / (p + ".cpp")), !python) << p;
  }
  EXPECT_TRUE(fs::is_regular_file(h / "exercises/peg_solitaire/peg_solitaire.py"));

  const auto bad = run_grader("handout " + (dir.path() / "other").string() + " --language java");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE((bad.out + bad.err).find("java"), std::string::npos) << bad.out << bad.err;
}

// Building the handout takes minutes (the kit's CI does it once, from a
// fresh clone); configuring it catches a source the copy left out.
TEST(handout, configures_without_the_reference) {
  const fs::path h = handout();
  const fs::path build = h.parent_path() / "handout-build";
  const std::string command = std::string("\"") + BT_CMAKE_COMMAND + "\" -S " + h.string() + " -B " +
                              build.string() + " > " + (h.parent_path() / "configure.log").string() + " 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << read_text(h.parent_path() / "configure.log");
  const std::string cache = read_text(build / "CMakeCache.txt");
  EXPECT_NE(cache.find("BT_WITH_REFERENCE:BOOL=OFF"), std::string::npos);
}

TEST(handout, holds_nothing_the_instructor_keeps) {
  const fs::path h = handout();
  for (const char* folder : {"reference", "tests", "examples", "benchmarks", "out", "build", ".ci"})
    EXPECT_FALSE(fs::exists(h / folder)) << folder;
  for (const auto& f : files_under(h)) {
    const std::string rel = fs::relative(f, h).string();
    EXPECT_EQ(rel.find("/hidden/"), std::string::npos) << rel;
    EXPECT_EQ(rel.find("model_answer"), std::string::npos) << rel;
    // Each problem's reference part and generator call the references.
    EXPECT_FALSE(rel.starts_with("grader/problems/") &&
                 (rel.ends_with("_reference.cpp") || rel.ends_with("_generator.cpp")))
        << rel;
  }

  // The instructor's secrets, line by line: the references, the hidden cases,
  // and every submission that solves something.
  std::vector<fs::path> secret = files_under(kit / "reference");
  for (const auto& f : files_under(kit / "testcases")) {
    if (f.string().find("/hidden/") != std::string::npos) secret.push_back(f);
  }
  for (const auto& f : files_under(kit / "tests/submissions")) {
    if (f.string().find("/accepted/") != std::string::npos) secret.push_back(f);
  }
  for (const auto& f : files_under(kit / "examples/submissions")) secret.push_back(f);
  ASSERT_GT(secret.size(), 50u);
  // A line that also belongs to what legitimately ships (an include, a brace,
  // a shared comment, a board drawing) is no leak; a line of 40 characters or
  // more found only in the secrets is.
  std::vector<fs::path> shipped_sources;
  for (const char* folder : {"framework", "grader", "exercises", "cmake", "docs", "scripts"}) {
    const auto more = files_under(kit / folder);
    shipped_sources.insert(shipped_sources.end(), more.begin(), more.end());
  }
  for (const auto& f : files_under(kit / "testcases")) {
    if (f.string().find("/hidden/") == std::string::npos) shipped_sources.push_back(f);
  }
  const std::set<std::string> legitimate = lines_of(shipped_sources);
  std::set<std::string> telltale;
  for (const auto& line : lines_of(secret)) {
    if (line.size() >= 40 && !legitimate.contains(line)) telltale.insert(line);
  }
  ASSERT_GT(telltale.size(), 1000u);

  std::vector<std::string> leaked;
  for (const auto& f : files_under(h)) {
    std::istringstream in(read_text(f));
    for (std::string line; std::getline(in, line);) {
      if (telltale.contains(trimmed(line)))
        leaked.push_back(fs::relative(f, h).string() + ": " + trimmed(line));
    }
  }
  EXPECT_TRUE(leaked.empty()) << leaked.size() << " leaked lines, e.g. " << leaked.front();
}

TEST(handout, never_overwrites_a_folder_it_did_not_write) {
  const temp_dir dir;
  const fs::path mine = dir.path() / "notes";
  write_text(mine / "thesis.tex", "precious");
  const auto refused = run_grader("handout " + mine.string());
  EXPECT_EQ(refused.exit_code, 2) << refused.out << refused.err;
  EXPECT_NE(refused.err.find("not an empty folder"), std::string::npos) << refused.err;
  const auto forced = run_grader("handout " + mine.string() + " --force");
  EXPECT_EQ(forced.exit_code, 2);
  EXPECT_EQ(read_text(mine / "thesis.tex"), "precious");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 1)
      << "no staging folder left behind";
}

TEST(handout, replaces_its_own_handout_only_with_force) {
  const temp_dir dir;
  const fs::path h = dir.path() / "kit";
  ASSERT_EQ(run_grader("handout " + h.string()).exit_code, 0);
  write_text(h / "stale.txt", "from last term");
  const auto again = run_grader("handout " + h.string());
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
  const auto forced = run_grader("handout " + h.string() + " --force");
  EXPECT_EQ(forced.exit_code, 0) << forced.err;
  EXPECT_FALSE(fs::exists(h / "stale.txt"));
  EXPECT_TRUE(fs::is_regular_file(h / "README.md"));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 1);
}

TEST(handout, refuses_a_bad_minimum_score) {
  const temp_dir dir;
  const auto r = run_grader("handout " + (dir.path() / "kit").string() + " --min-score lots");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--min-score"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir.path() / "kit"));
}

}  // namespace
