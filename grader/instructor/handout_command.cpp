// `grader handout DIR`: the student kit, as nbgrader's release step makes it.
// Everything a team needs to build its grader and run `grader test` on the
// public cases, and nothing else: the rules (framework/), the grader with the
// subcommands a student runs, the skeletons of the handout's language(s), the
// public cases with their boards and word lists, and, written from templates,
// the build's top-level files, a README and a set-up and test script for
// students and a CI workflow for their repository. Nothing of reference/
// (model answers, fast solvers), no hidden case, no test or demo submission
// (they hold solutions), no instructor subcommand, document or output. The
// handout's CMakeLists.txt builds cmake/kit.cmake alone: a grader without the
// references (grader/core/rules_reference.hpp) and the instructor's
// subcommands, and Python runners only when it holds Python skeletons.

#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"
#include "grader/core/file_text.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/report/report.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>
#include <system_error>
#include <utility>

namespace grader::cli {

namespace {

namespace fs = std::filesystem;

// What ships, relative to the kit's root. Folders are copied whole, minus
// what `instructor_only` and `other_language` reject; a problem's testcases/
// folder minus its hidden/ cases.
constexpr const char* kShippedFolders[] = {"cmake", "framework", "grader", "exercises"};
constexpr const char* kShippedFiles[] = {".clang-format", ".gitignore", "docs/report.schema.json"};
// Generated from templates in scripts/handout/ (expand_template): the
// handout's own top-level build, README, set-up and test scripts and CI
// workflow.
struct generated_file {
  const char* from;  // under scripts/handout/
  const char* to;    // in the handout
};
constexpr generated_file kGenerated[] = {
    {"CMakeLists.txt", "CMakeLists.txt"},
    {"student-README.md", "README.md"},
    {"setup", "scripts/setup"},
    {"test", "scripts/test"},
    {"grade.yml", ".github/workflows/grade.yml"},
};
// Says "this folder is a handout": only such a folder is replaced by --force.
constexpr const char* kMarker = ".bt-handout";
// The skeletons' hashes (grader/pipeline/hand_in.hpp): the handout's lists
// the skeletons it holds.
constexpr const char* kSkeletonHashes = "exercises/skeletons.sha256";

struct handout_options {
  std::string dir;
  std::string min_score = "0";
  bool force = false;
  std::string language = "cpp";
};

// The Python track's own files: its runners' sources and their CMake. A
// handout without Python skeletons builds no Python runner, so it has no use
// for them (nor for pybind11 and libpython, which its set-up then leaves out).
bool python_track(const fs::path& relative) {
  const std::string name = relative.filename().string();
  const fs::path folder = relative.parent_path();
  if (relative == fs::path("cmake") / "python.cmake") return true;
  if (folder == fs::path("framework") / "harness")
    return name.starts_with("python_host.") || name == "python_main.cpp" || name == "python_entries.hpp";
  return *relative.begin() == "framework" && name == "python_hooks.cpp";
}

// Whether the kit has a Python skeleton of `problem`.
bool has_python_skeleton(const fs::path& kit, const std::string& problem) {
  return fs::exists(kit / "exercises" / problem / (problem + ".py"));
}

// Whether a handout of `language` holds a C++ skeleton: a C++ or both
// handout, or a Python one with a problem that has no Python skeleton.
bool holds_cpp(const fs::path& kit, const std::string& language) {
  if (language != "python") return true;
  for (const auto* driver : all_drivers()) {
    if (!has_python_skeleton(kit, std::string(driver->name()))) return true;
  }
  return false;
}

// The C++ track's own files of the problems a Python handout gives Python
// skeletons: each one's runner table (a C++ runner's, beside its archive and
// precompiled headers, which the handout's CMake then does not build) and,
// when every problem is in Python, the C++ runners' main and CMake.
bool cpp_track_of_python_problem(const fs::path& kit, const fs::path& relative) {
  if (relative == fs::path("framework") / "harness" / "cpp_main.cpp" ||
      relative == fs::path("cmake") / "cpp.cmake")
    return !holds_cpp(kit, "python");
  return relative.filename() == "runner_hooks.cpp" && *relative.begin() == "framework" &&
         has_python_skeleton(kit, relative.parent_path().filename().string());
}

// Which skeletons and runners a handout of `language` ships (docs/python.md):
// a team hands in one language per problem, so a one-language handout leaves
// the other's skeleton and runner out. A problem without a Python skeleton
// keeps its C++ one in a Python handout.
bool other_language(const fs::path& kit, const fs::path& relative, const std::string& language) {
  if (language == "both" || relative.begin() == relative.end()) return false;
  if (language == "cpp" && python_track(relative)) return true;
  if (language == "python" && cpp_track_of_python_problem(kit, relative)) return true;
  if (*relative.begin() != "exercises") return false;
  const std::string ext = relative.extension().string();
  if (language == "cpp") return ext == ".py";
  if (ext == ".py") return false;
  return has_python_skeleton(kit, relative.parent_path().filename().string());
}

// Files under the shipped folders that stay with the instructor: the
// instructor's subcommands and the similarity module (the handout's grader has
// the student's subcommands alone, grader/cli), the CMake of the references
// and of the test tiers, each problem's reference part and case generator
// (they call the model answers and the fast references; the handout's CMake
// leaves them out too), the calibration runner, whose N-queens count is a hook
// the students write (a handout's `grader test` judges plausibility with fixed
// figures instead), and the skeletons' hashes, which the handout writes for
// the skeletons it holds.
bool instructor_only(const fs::path& relative) {
  const std::string name = relative.filename().string();
  for (const char* folder : {"instructor", "similarity", "calibration"}) {
    if (relative == fs::path("grader") / folder) return true;
  }
  for (const char* file : {"test_tiers.cmake", "reference.cmake"}) {
    if (relative == fs::path("cmake") / file) return true;
  }
  if (relative == kSkeletonHashes) return true;
  return relative.parent_path() == fs::path("grader") / "problems" &&
         (name.ends_with("_generator.cpp") || name.ends_with("_reference.cpp"));
}

std::string read_text(const fs::path& file) {
  auto text = read_file_text(file);
  if (!text) throw exit_error(bad_input, "cannot read " + file.string());
  return std::move(*text);
}

// A template of scripts/handout/ made the handout's: @MIN_SCORE@ and
// @VERSION@ replaced, and each block from a line `@if WORD...@` to a line
// `@end@` kept (without those two lines) only when one of the words listed
// is true of the handout: its --language (cpp, python, both), cpp-track when
// it holds a C++ skeleton, python-track when it holds a Python one. So a
// handout speaks only of the language(s) it holds, and builds their runners
// alone.
std::string expand_template(const std::string& text, const std::string& name,
                            const std::set<std::string>& words, const std::string& min_score,
                            const std::string& version) {
  std::string out;
  std::istringstream in(text);
  bool in_block = false;
  bool keep = true;
  std::size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.starts_with("@if ") && line.ends_with("@")) {
      if (in_block)
        throw exit_error(bad_input, name + ":" + std::to_string(number) + ": @if inside an @if block");
      std::istringstream languages(line.substr(4, line.size() - 5));
      keep = false;
      for (std::string word; languages >> word;) keep = keep || words.contains(word);
      in_block = true;
      continue;
    }
    if (line == "@end@") {
      if (!in_block) throw exit_error(bad_input, name + ":" + std::to_string(number) + ": @end@ without @if");
      in_block = false;
      keep = true;
      continue;
    }
    if (keep) out += line + "\n";
  }
  if (in_block) throw exit_error(bad_input, name + ": an @if block without its @end@");
  for (const auto& [key, value] : {std::pair<std::string, std::string>{"@MIN_SCORE@", min_score},
                                   std::pair<std::string, std::string>{"@VERSION@", version}}) {
    for (auto at = out.find(key); at != std::string::npos; at = out.find(key, at + value.size()))
      out.replace(at, key.size(), value);
  }
  return out;
}

// The kit's CMakePresets.json with what a handout builds: the dev preset and
// the presets it inherits from, its build preset, no test preset (the
// handout has no tests) and none of the instructor's builds.
std::string handout_presets(const fs::path& kit) {
  nlohmann::ordered_json presets = nlohmann::ordered_json::parse(read_text(kit / "CMakePresets.json"));
  std::set<std::string> wanted;
  for (std::string name = "dev"; !name.empty();) {
    wanted.insert(name);
    std::string parent;
    for (const auto& p : presets["configurePresets"]) {
      if (p.value("name", "") == name && p.contains("inherits")) parent = p["inherits"].get<std::string>();
    }
    name = parent;
  }
  nlohmann::ordered_json configure = nlohmann::ordered_json::array();
  for (const auto& p : presets["configurePresets"]) {
    if (wanted.contains(p.value("name", ""))) configure.push_back(p);
  }
  nlohmann::ordered_json build = nlohmann::ordered_json::array();
  for (const auto& p : presets["buildPresets"]) {
    if (wanted.contains(p.value("configurePreset", ""))) build.push_back(p);
  }
  presets["configurePresets"] = configure;
  presets["buildPresets"] = build;
  presets.erase("testPresets");
  return presets.dump(2) + "\n";
}

// The kit's skeleton hashes of the skeletons the handout holds.
std::string handout_skeleton_hashes(const fs::path& kit, const fs::path& handout) {
  std::istringstream in(read_text(kit / kSkeletonHashes));
  std::string out;
  for (std::string line; std::getline(in, line);) {
    const auto gap = line.find("  ");
    if (gap == std::string::npos || fs::exists(handout / "exercises" / line.substr(gap + 2)))
      out += line + "\n";
  }
  return out;
}

class handout_writer {
 public:
  handout_writer(fs::path kit, fs::path staging) : kit_(std::move(kit)), out_(std::move(staging)) {}

  void copy_file(const fs::path& relative) {
    const fs::path from = kit_ / relative;
    const auto status = fs::symlink_status(from);
    if (fs::is_symlink(status))
      throw exit_error(bad_input,
                       from.string() + " is a symbolic link: the handout copies regular files only");
    if (!fs::is_regular_file(status)) throw exit_error(bad_input, "the kit has no file " + from.string());
    const fs::path to = out_ / relative;
    fs::create_directories(to.parent_path());
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
    fs::permissions(to, status.permissions(), fs::perm_options::replace);
    ++files_;
  }

  // Every regular file under `relative`, except what `skip` rejects.
  template <class Skip>
  void copy_folder(const fs::path& relative, Skip skip) {
    const fs::path root = kit_ / relative;
    if (!fs::is_directory(root)) throw exit_error(bad_input, "the kit has no folder " + root.string());
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
      const fs::path rel = fs::relative(it->path(), kit_);
      if (it->is_directory() && skip(rel, true)) {
        it.disable_recursion_pending();
        continue;
      }
      if (it->is_directory()) continue;
      if (!skip(rel, false)) files.push_back(rel);
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) copy_file(f);
  }

  void write(const fs::path& relative, const std::string& text, fs::perms perms) {
    const fs::path to = out_ / relative;
    fs::create_directories(to.parent_path());
    std::ofstream out(to, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) throw std::runtime_error("cannot write " + to.string());
    fs::permissions(to, perms, fs::perm_options::replace);
    ++files_;
  }

  [[nodiscard]] std::size_t files() const { return files_; }

 private:
  fs::path kit_;
  fs::path out_;
  std::size_t files_ = 0;
};

// A folder next to the target, removed on every way out unless released.
class staging_folder {
 public:
  explicit staging_folder(const fs::path& target)
      : path_(target.parent_path() /
              ("." + target.filename().string() + ".partial-" + std::to_string(::getpid()))) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~staging_folder() {
    std::error_code ec;
    if (!released_) fs::remove_all(path_, ec);
  }
  staging_folder(const staging_folder&) = delete;
  staging_folder& operator=(const staging_folder&) = delete;

  [[nodiscard]] const fs::path& path() const { return path_; }
  void release() { released_ = true; }

 private:
  fs::path path_;
  bool released_ = false;
};

// What must never be in a handout, found by walking it: the last line of
// defence behind the manifest above.
std::vector<std::string> leaks(const fs::path& handout) {
  std::vector<std::string> found;
  for (const auto& entry : fs::recursive_directory_iterator(handout)) {
    const fs::path rel = fs::relative(entry.path(), handout);
    const std::string first = rel.begin()->string();
    if (first == "reference" || first == "tests" || first == "examples" || first == "benchmarks")
      found.push_back(rel.string());
    else if (first == "testcases" && entry.is_directory() && rel.filename() == "hidden")
      found.push_back(rel.string());
    else if (rel.filename() == "model_answer.cpp" || rel.filename() == "model_answer.py")
      found.push_back(rel.string());
  }
  return found;
}

// The kit and the target checked before anything is written; whether the
// target exists (a handout --force replaces).
bool check_handout_target(const fs::path& kit, const fs::path& target, const handout_options& opts) {
  if (!fs::is_directory(kit / "reference"))
    throw exit_error(bad_input, kit.string() + " is not the instructor's kit (it has no reference/ folder)");
  if (target == kit || kit.string().starts_with(target.string() + "/") ||
      target.string().starts_with(kit.string() + "/"))
    throw exit_error(bad_input, "the handout cannot go inside the kit or hold it: " + target.string());
  std::error_code ec;
  const bool exists = fs::exists(target, ec);
  if (exists) {
    const bool empty = fs::is_directory(target, ec) && fs::is_empty(target, ec);
    const bool previous = fs::is_regular_file(target / kMarker, ec);
    if (!empty && !(opts.force && previous)) {
      throw exit_error(bad_input,
                       target.string() + (previous ? " holds a handout already: add --force to replace it"
                                                   : " exists and is not an empty folder (nor a handout "
                                                     "written by grader handout): choose a new folder"));
    }
  }
  if (opts.min_score.find_first_not_of("0123456789.%") != std::string::npos || opts.min_score.empty())
    throw exit_error(bad_input, "--min-score '" + opts.min_score + "': write points (12) or a percent (60%)");
  return exists;
}

// Everything the handout holds, written by `w`.
void write_handout(const fs::path& kit, const fs::path& staging, const handout_options& opts,
                   handout_writer& w) {
  const auto readable =
      fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read;
  for (const char* file : kShippedFiles) w.copy_file(file);
  // The Python student's guide: what the lecture's Python gets, and how it is graded.
  if (opts.language != "cpp") w.copy_file("docs/python.md");
  for (const char* folder : kShippedFolders)
    w.copy_folder(folder, [&](const fs::path& rel, bool is_dir) {
      return instructor_only(rel) || (!is_dir && other_language(kit, rel, opts.language));
    });
  w.write(kSkeletonHashes, handout_skeleton_hashes(kit, staging), readable);
  w.copy_folder("testcases",
                [](const fs::path& rel, bool is_dir) { return is_dir && rel.filename() == "hidden"; });
  // What the handout's grader cannot resolve without the references: each
  // public case of such a problem, as the instructor's grader read it.
  for (const auto* driver : all_drivers()) {
    if (!driver->parse_needs_reference()) continue;
    for (const auto& suite : load_suites(kit / "testcases", {std::string(driver->name())}, false)) {
      w.write(fs::relative(recorded_resolutions_file(suite.path), kit),
              report::dump(recorded_resolutions(suite)) + "\n", readable);
    }
  }
  const std::string version = pipeline::configured_kit(kit).grader_version;
  std::set<std::string> words{opts.language};
  if (holds_cpp(kit, opts.language)) words.insert("cpp-track");
  if (opts.language != "cpp") words.insert("python-track");
  for (const auto& g : kGenerated) {
    const fs::path from = kit / "scripts/handout" / g.from;
    w.write(g.to, expand_template(read_text(from), from.string(), words, opts.min_score, version),
            fs::status(from).permissions());
  }
  w.write("CMakePresets.json", handout_presets(kit), readable);
  w.write(kMarker,
          "grader handout " + version + " " + report::utc_timestamp() + " from " + kit.string() + "\n",
          readable);
}

void say_handout_written(const global_options& global, const handout_options& opts, const fs::path& target,
                         const handout_writer& w) {
  if (global.format == output_format::json) {
    std::cout << report::dump({{"handout", target.string()},
                               {"files", w.files()},
                               {"min_score", opts.min_score},
                               {"language", opts.language}})
              << '\n';
    return;
  }
  std::cout
      << "handout: " << target.string() << " (" << w.files() << " files: " << opts.language
      << " skeletons, public cases, the grader without the references and the instructor's commands)\n"
      << "next: put it in the students' repository template; there `./scripts/test` builds it and grades "
         "exercises/ on the public cases, and .github/workflows/grade.yml does the same on every push "
         "(minimum score "
      << opts.min_score << ")\n";
}

int handout(const global_options& global, const handout_options& opts) {
  const fs::path kit = global.kit_root;
  const fs::path target = fs::absolute(opts.dir).lexically_normal();
  const bool exists = check_handout_target(kit, target, opts);
  fs::create_directories(target.parent_path());

  staging_folder staging(target);
  handout_writer w(kit, staging.path());
  write_handout(kit, staging.path(), opts, w);
  if (const auto found = leaks(staging.path()); !found.empty()) {
    std::string list;
    for (const auto& f : found) list += "\n  " + f;
    throw exit_error(judge_failure,
                     "the handout would hold what students must not see; nothing written:" + list);
  }

  // Into place in one rename; a handout replaced by --force goes only once
  // the new one is complete.
  const fs::path old =
      target.parent_path() / ("." + target.filename().string() + ".old-" + std::to_string(::getpid()));
  std::error_code ec;
  if (exists) fs::rename(target, old);
  fs::rename(staging.path(), target);
  staging.release();
  if (exists) fs::remove_all(old, ec);
  say_handout_written(global, opts, target, w);
  return graded;
}

}  // namespace

action add_handout_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<handout_options>();
  auto* cmd = &app.add(
      "handout",
      "Write the student kit: skeletons, public cases, the grader without the references, a CI workflow");
  cmd->option("dir", opts->dir, "Where the handout goes (a new or empty folder)").required();
  cmd->option("--min-score", opts->min_score,
              "The score the handout's CI workflow requires: points (12) or percent (60%)")
      .show_default();
  cmd->flag("--force", opts->force, "Replace a handout written there before (never any other folder)");
  cmd->option(
         "--language", opts->language,
         "The skeletons it holds: cpp, python (a problem without a Python track keeps its C++ one) or both "
         "(a team deletes the one it does not use)")
      .one_of({"cpp", "python", "both"})
      .show_default();
  return [&global, opts]() -> int { return handout(global, *opts); };
}

}  // namespace grader::cli
