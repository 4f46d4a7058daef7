// `grader handout`: the student kit holds what a team needs and nothing the
// instructor keeps. The leak test reads the instructor's secrets (the
// references, the hidden cases, the solutions in the verdict suite and the
// demo class) and looks for any of their lines in the handout.

#include "grader/core/problem_driver.hpp"
#include "test_support.hpp"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
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

// Written once for the whole suite, one per --language: a handout is a few
// hundred files.
const fs::path& handout(const std::string& language = "cpp") {
  static temp_dir dir;
  static std::map<std::string, fs::path> written;
  if (const auto it = written.find(language); it != written.end()) return it->second;
  const fs::path p = dir.path() / language;
  const auto r = run_grader("handout " + p.string() + " --min-score 60% --language " + language);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  return written.emplace(language, p).first->second;
}

const char* const kLanguages[] = {"cpp", "python", "both"};

TEST(handout, holds_what_a_team_builds_and_grades_with) {
  const fs::path h = handout();
  for (const char* file :
       {"CMakeLists.txt", "CMakePresets.json", "cmake/kit.cmake", "README.md", "scripts/setup",
        "scripts/test", ".github/workflows/grade.yml", "docs/report.schema.json"})
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
  // The build is the kit's own, without the instructor's: one preset, dev.
  EXPECT_NE(read_text(h / "CMakeLists.txt").find("include(cmake/kit.cmake)"), std::string::npos);
  const auto presets = nlohmann::json::parse(read_text(h / "CMakePresets.json"));
  EXPECT_FALSE(presets.contains("testPresets"));
  for (const auto& preset : presets["configurePresets"]) EXPECT_NE(preset["name"], "release") << preset;
  ASSERT_EQ(presets["buildPresets"].size(), 1u);
  EXPECT_EQ(presets["buildPresets"][0]["name"], "dev");
}

// A team hands in one language per problem: a one-language handout holds
// that language's skeletons (C++ where a problem has no Python track yet).
TEST(handout, gives_each_language_its_skeletons) {
  for (const auto& f : files_under(handout() / "exercises")) EXPECT_NE(f.extension(), ".py") << f;

  const fs::path& h = handout("python");
  for (const auto* driver : grader::all_drivers()) {
    const std::string p(driver->name());
    const bool python = fs::exists(kit / "exercises" / p / (p + ".py"));
    EXPECT_EQ(fs::exists(h / "exercises" / p / (p + ".py")), python) << p;
    EXPECT_EQ(fs::exists(h / "exercises" / p / (p + ".cpp")), !python) << p;
  }
  EXPECT_TRUE(fs::is_regular_file(h / "exercises/peg_solitaire/peg_solitaire.py"));
  // The skeletons' hashes are those of the skeletons it holds.
  for (const char* language : kLanguages) {
    std::istringstream hashes(read_text(handout(language) / "exercises/skeletons.sha256"));
    std::size_t entries = 0;
    for (std::string line; std::getline(hashes, line); ++entries)
      EXPECT_TRUE(fs::is_regular_file(handout(language) / "exercises" / line.substr(line.find("  ") + 2)))
          << line;
    EXPECT_GE(entries, grader::all_drivers().size()) << language;
  }

  temp_dir dir;
  const auto bad = run_grader("handout " + (dir.path() / "other").string() + " --language java");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE((bad.out + bad.err).find("java"), std::string::npos) << bad.out << bad.err;
}

// A handout's README speaks only of the language(s) it holds.
TEST(handout, speaks_only_of_its_languages) {
  const std::string cpp = read_text(handout("cpp") / "README.md");
  for (const char* word : {"Python", ".py", "python"}) EXPECT_EQ(cpp.find(word), std::string::npos) << word;
  const std::string python = read_text(handout("python") / "README.md");
  for (const char* word : {".cpp", ".hpp", "throws"}) EXPECT_EQ(python.find(word), std::string::npos) << word;
  const std::string both = read_text(handout("both") / "README.md");
  for (const char* word : {".py", ".cpp"}) EXPECT_NE(both.find(word), std::string::npos) << word;
  for (const char* language : kLanguages) {
    const std::string readme = read_text(handout(language) / "README.md");
    EXPECT_EQ(readme.find('@'), std::string::npos) << language << ": a template's marker left in:\n"
                                                   << readme;
  }
}

// The set-up installs what the handout's build needs: never an instructor's
// package, Python's only with Python skeletons, and each one the kit's own
// set-up installs too (the kit is where the list is tested).
TEST(handout, sets_up_only_what_its_build_needs) {
  const auto packages_of = [](const std::string& script) {
    std::set<std::string> packages;
    std::istringstream in(script);
    bool in_list = false;
    for (std::string line; std::getline(in, line);) {
      if (line.find("packages=(") != std::string::npos || line.find("packages+=(") != std::string::npos) {
        in_list = true;
        continue;
      }
      if (trimmed(line) == ")") in_list = false;
      if (!in_list) continue;
      std::istringstream words(line.substr(0, line.find('#')));
      for (std::string w; words >> w;) packages.insert(w);
    }
    return packages;
  };
  const auto kit_packages = packages_of(read_text(kit / "scripts/setup"));
  for (const char* language : kLanguages) {
    const auto packages = packages_of(read_text(handout(language) / "scripts/setup"));
    for (const auto& p : packages) EXPECT_TRUE(kit_packages.contains(p)) << language << ": " << p;
    for (const char* instructor : {"similarity-tester", "libzip-dev", "git", "libgtest-dev", "clang"})
      EXPECT_FALSE(packages.contains(instructor)) << language << ": " << instructor;
    EXPECT_EQ(packages.contains("pybind11-dev"), std::string(language) != "cpp") << language;
    EXPECT_EQ(packages.contains("python3-dev"), std::string(language) != "cpp") << language;
    EXPECT_TRUE(packages.contains("libyaml-cpp-dev")) << language;
  }
}

// A handout builds what a student runs and nothing else: configured (a
// build takes minutes; the kit's CI makes one from a fresh clone, and
// scripts/check-handout times it), its `all` holds the grader with the
// student's subcommands, the runners of its skeletons' language(s) (a C++
// runner archive where there is a C++ skeleton, a Python runner where there is
// a Python one), and no model answer, reference, instructor subcommand,
// similarity module or test.
TEST(handout, builds_only_what_a_student_runs) {
  std::string commands;
  for (const char* language : kLanguages) {
    const fs::path h = handout(language);
    const fs::path build = h.parent_path() / (std::string(language) + "-build");
    commands += std::string("(\"") + BT_CMAKE_COMMAND + "\" --preset dev -S " + h.string() + " -B " +
                build.string() + " > " + build.string() + ".log 2>&1; echo $? > " + build.string() +
                ".rc) & ";
  }
  ASSERT_EQ(std::system((commands + "wait").c_str()), 0);
  for (const char* language : kLanguages) {
    const fs::path build = handout(language).parent_path() / (std::string(language) + "-build");
    ASSERT_EQ(read_text(build.string() + ".rc"), "0\n") << read_text(build.string() + ".log");
    // The targets `all` builds, as Ninja has them: `build all: phony <targets>`
    // and each folder's `build <folder>/all: phony <targets>`.
    std::string all;
    std::istringstream ninja(read_text(build / "build.ninja"));
    for (std::string line; std::getline(ninja, line);) {
      const auto colon = line.find("all: phony ");
      if (line.starts_with("build ") && colon != std::string::npos && (colon == 6 || line[colon - 1] == '/'))
        all += line.substr(colon + 10);
    }
    ASSERT_FALSE(all.empty());
    EXPECT_NE(all.find("grader/grader"), std::string::npos) << all;
    for (const char* instructor :
         {"bt_model_", "bt_reference_", "instructor", "similarity", "_test", "benchmark"})
      EXPECT_EQ(all.find(instructor), std::string::npos) << language << ": " << instructor << " in " << all;
    for (const auto* driver : grader::all_drivers()) {
      const std::string p(driver->name());
      const bool python = fs::exists(handout(language) / "exercises" / p / (p + ".py"));
      const bool cpp = fs::exists(handout(language) / "exercises" / p / (p + ".cpp"));
      EXPECT_EQ(all.find("bt_python_runner_" + p) != std::string::npos, python) << language << ": " << p;
      EXPECT_EQ(all.find("libbt_runner_" + p + ".a") != std::string::npos, cpp) << language << ": " << p;
    }
    // `grader --help` lists the subcommands the build compiles: the student's.
    const std::string table = read_text(build / "grader/cli/generated/grader_commands.cpp");
    EXPECT_NE(table.find("commands{add_test_command, add_show_command}"), std::string::npos) << table;
  }
}

TEST(handout, holds_nothing_the_instructor_keeps) {
  const fs::path h = handout();
  for (const char* folder : {"reference", "tests", "examples", "benchmarks", "out", "build", ".ci",
                             "grader/instructor", "grader/similarity", "grader/calibration"})
    EXPECT_FALSE(fs::exists(h / folder)) << folder;
  // The instructor's documents: a student's are the README, the report's
  // schema and, with Python skeletons, the Python track's guide.
  for (const char* language : kLanguages) {
    for (const auto& f : files_under(handout(language) / "docs")) {
      EXPECT_TRUE(f.filename() == "report.schema.json" ||
                  (f.filename() == "python.md" && language != std::string("cpp")))
          << language << ": " << f;
    }
  }
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
