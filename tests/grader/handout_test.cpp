// `grader handout`: the student kit holds what a team needs and nothing the
// instructor keeps. The leak test reads the instructor's secrets (the
// references, the hidden cases, the solutions in the verdict suite and the
// demo class) and looks for any of their lines in the handout.

#include "grader/core/problem_driver.hpp"
#include "test_support.hpp"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string_view>

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

// Every path a handout's text names must be in the handout: a student who
// reads "reference/peg_solitaire/" in a header, "docs/grader.md" in a comment
// or "tests/submissions/..." in a case file is sent to a file they do not
// have. A path counts when it is written from the kit's root (its first
// folder is one of the kit's top-level folders or the handout's: reference/,
// tests/, docs/, scripts/...), or from the folder of the file that names it
// (a CMakeLists.txt's sources, a Markdown link); `<name>`, `${name}` and `*`
// stand for any name, `{a,b}` for either. Not the handout's to hold: a path
// from another variable (`${root}/...`) or an absolute one, what a build
// writes (build/, a generated header the kit has no more than the handout),
// and the team's own files in exercises/, where a team may add either
// language's (the README's words on languages are checked below).
struct mention {
  std::string file;
  std::size_t line = 0;
  std::string path;
};

bool path_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
         std::string_view("_.-/*<>${}+").find(c) != std::string_view::npos;
}

// One name of a path as a regular expression, its wildcards expanded; empty
// when it cannot be a name (an unclosed placeholder).
std::string name_pattern(std::string_view name) {
  std::string out;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    const bool placeholder = c == '<' || (c == '$' && i + 1 < name.size() && name[i + 1] == '{');
    if (placeholder || c == '{') {
      const auto close = name.find(c == '<' ? '>' : '}', i);
      if (close == std::string_view::npos) return {};
      if (placeholder) {
        out += ".+";
      } else {
        std::string alternatives;
        const std::string_view inside = name.substr(i + 1, close - i - 1);
        for (std::size_t from = 0;;) {
          const auto comma = inside.find(',', from);
          alternatives += (alternatives.empty() ? "" : "|") + name_pattern(inside.substr(from, comma - from));
          if (comma == std::string_view::npos) break;
          from = comma + 1;
        }
        out += "(" + alternatives + ")";
      }
      i = close;
    } else if (c == '*') {
      out += ".*";
    } else {
      if (std::string_view("\\^$.|?+()[]").find(c) != std::string_view::npos) out += '\\';
      out += c;
    }
  }
  return out;
}

// Whether `relative` (names separated by '/', wildcards allowed) is under `base`.
bool exists_under(const fs::path& base, std::string_view relative) {
  while (relative.starts_with('/')) relative.remove_prefix(1);
  if (relative.empty()) return fs::exists(base);
  const auto slash = relative.find('/');
  const std::string_view name = relative.substr(0, slash);
  const std::string_view rest =
      slash == std::string_view::npos ? std::string_view() : relative.substr(slash + 1);
  if (name == ".") return exists_under(base, rest);
  if (name.find_first_of("<{*$") == std::string_view::npos)
    return fs::exists(base / name) && exists_under(base / name, rest);
  const std::string pattern = name_pattern(name);
  if (pattern.empty() || !fs::is_directory(base)) return false;
  const std::regex re(pattern);
  for (const auto& entry : fs::directory_iterator(base)) {
    if (std::regex_match(entry.path().filename().string(), re) && exists_under(entry.path(), rest))
      return true;
  }
  return false;
}

std::vector<mention> dangling_mentions(const fs::path& handout) {
  std::set<std::string> top;
  for (const auto& root : {kit, handout}) {
    for (const auto& entry : fs::directory_iterator(root)) {
      const std::string name = entry.path().filename().string();
      if (entry.is_directory() && name != "build" && name != "out" && name != ".git") top.insert(name);
    }
  }
  std::vector<mention> found;
  for (const auto& file : files_under(handout)) {
    const std::string text = read_text(file);
    if (text.find('\0') != std::string::npos) continue;  // not text
    const fs::path rel_file = fs::relative(file, handout);
    const fs::path folder = rel_file.parent_path();
    const auto check = [&](std::string path, std::size_t line, bool local) {
      // Punctuation after a path, and the '>' closing a <...> around it.
      const auto unmatched_close = [&] {
        return std::count(path.begin(), path.end(), '>') > std::count(path.begin(), path.end(), '<');
      };
      while (!path.empty() && (path.back() == '.' || (path.back() == '>' && unmatched_close())))
        path.pop_back();
      bool rooted = false;
      for (const std::string_view root :
           {"${PROJECT_SOURCE_DIR}/", "${CMAKE_SOURCE_DIR}/", "${sourceDir}/"}) {
        if (path.starts_with(root)) {
          path.erase(0, root.size());
          rooted = true;
        }
      }
      for (const std::string_view here : {"${CMAKE_CURRENT_SOURCE_DIR}/", "${CMAKE_CURRENT_LIST_DIR}/"}) {
        if (path.starts_with(here)) {
          path.erase(0, here.size());
          local = true;
        }
      }
      if (path.starts_with("./")) path.erase(0, 2);  // ./scripts/test: a command, from the root
      if (path.empty() || path.starts_with('/') || path.starts_with("${") || path.starts_with("../")) return;
      const std::string first = path.substr(0, path.find('/'));
      if (first == "build" || first == "out") return;  // what a build or a run writes
      if (!rooted && !local) {
        rooted = top.contains(first);
        local = !rooted && path.find('/') != std::string::npos && fs::exists(kit / folder / first);
      }
      if (rooted) {
        if (first == "exercises" || exists_under(handout, path)) return;
        // Generated by the build (grader/pipeline/kit_config.hpp): the kit has it no more than the handout.
        if (fs::exists(handout / first) && !exists_under(kit, path)) return;
        found.push_back({rel_file.string(), line, path});
      } else if (local && !exists_under(handout / folder, path) &&
                 (exists_under(kit / folder, path) || !fs::exists(handout / folder / first))) {
        found.push_back({rel_file.string(), line, path});
      }
    };
    std::size_t line = 1;
    for (std::size_t i = 0; i < text.size();) {
      const char c = text[i];
      if (c == '\n') {
        ++line;
        ++i;
        continue;
      }
      // A Markdown link's target: from the file's folder, with or without a '/'.
      if (c == ']' && i + 1 < text.size() && text[i + 1] == '(' && rel_file.extension() == ".md") {
        const auto close = text.find_first_of(")\n", i + 2);
        const std::string target = text.substr(i + 2, close - i - 2);
        if (!target.empty() && target.find(':') == std::string::npos && !target.starts_with('#'))
          check(target.substr(0, target.find('#')), line, true);
        i += 2;
        continue;
      }
      if (!path_char(c) || (i > 0 && path_char(text[i - 1]))) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < text.size() && path_char(text[end])) {
        // {a,b}: the alternatives are the path's.
        if (text[end] == '{' && (end == 0 || text[end - 1] != '$')) {
          const auto close = text.find_first_of("}\n", end);
          if (close != std::string::npos && text[close] == '}') end = close;
        }
        ++end;
      }
      const std::string token = text.substr(i, end - i);
      if (token.find('/') != std::string::npos) check(token, line, false);
      i = end;
    }
  }
  return found;
}

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

// Nothing in a handout sends a student to a file the handout lacks
// (dangling_mentions above), whatever its language.
TEST(handout, names_no_file_it_lacks) {
  for (const char* language : kLanguages) {
    const auto found = dangling_mentions(handout(language));
    std::string list;
    for (const auto& m : found) list += "\n  " + m.file + ":" + std::to_string(m.line) + ": " + m.path;
    EXPECT_TRUE(found.empty()) << "the " << language << " handout names " << found.size()
                               << " paths it does not hold:" << list;
  }
}

// The check itself: what it must find, and what it must let pass.
TEST(handout, the_path_check_finds_what_a_handout_lacks) {
  const temp_dir dir;
  const fs::path h = dir.path() / "h";
  write_text(h / "framework/peg_solitaire/hooks.hpp",
             "// The model answer (reference/peg_solitaire/) and tests/submissions/x\n"
             "#include \"framework/peg_solitaire/hooks.hpp\"\n");
  write_text(h / "README.md",
             "See docs/grader.md, [the format](docs/testcases.md) and scripts/grade.\n"
             "Fine: framework/<problem>/hooks.hpp, `build/dev/grader/grader`, ${root}/reference/x, "
             "/usr/share/dict, https://example.org/tests/x.\n");
  write_text(h / "grader/CMakeLists.txt", "add_library(x cli/main.cpp)\n");
  std::set<std::string> paths;
  for (const auto& m : dangling_mentions(h)) paths.insert(m.file + ":" + m.path);
  EXPECT_EQ(paths, (std::set<std::string>{"framework/peg_solitaire/hooks.hpp:reference/peg_solitaire/",
                                          "framework/peg_solitaire/hooks.hpp:tests/submissions/x",
                                          "README.md:docs/grader.md", "README.md:docs/testcases.md",
                                          "README.md:scripts/grade", "grader/CMakeLists.txt:cli/main.cpp"}));
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
