// `grader handout DIR`: the student kit, as nbgrader's release step makes it.
// Everything a team needs to build the kit and run `grader test` on the
// public cases: the rules (framework/), the grader, the skeletons, the public
// cases with their boards and word lists, the documentation a student reads,
// a README for students and a CI workflow for their repository. Nothing of
// reference/ (model answers, fast solvers), no hidden case, no test or demo
// submission (they hold solutions), no instructor output. The handout's CMake
// sees no reference/ folder and builds a grader without the references
// (grader/core/rules_reference.hpp).

#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"
#include "grader/core/file_text.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/report/report.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <system_error>

namespace grader::cli {

namespace {

namespace fs = std::filesystem;

// What ships, relative to the kit's root. Folders are copied whole, minus
// `excluded`; a problem's testcases/ folder minus its hidden/ cases.
constexpr const char* kShippedFolders[] = {"cmake", "framework", "grader", "exercises"};
constexpr const char* kShippedFiles[] = {
    "CMakeLists.txt", "CMakePresets.json",       ".clang-format",
    ".gitignore",     "scripts/setup",           "docs/testcases.md",
    "docs/grader.md", "docs/report.schema.json", "docs/peg_solitaire.md",
};
// Generated from templates in scripts/handout/: the student's own README,
// test script and CI workflow.
struct generated_file {
  const char* from;  // under scripts/handout/
  const char* to;    // in the handout
};
constexpr generated_file kGenerated[] = {
    {"student-README.md", "README.md"},
    {"test", "scripts/test"},
    {"grade.yml", ".github/workflows/grade.yml"},
};
// Says "this folder is a handout": only such a folder is replaced by --force.
constexpr const char* kMarker = ".bt-handout";

struct handout_options {
  std::string dir;
  std::string min_score = "0";
  bool force = false;
  std::string language = "cpp";
};

// Which skeletons a handout of `language` ships (docs/python.md): a team
// hands in one language per problem, so a one-language handout leaves the
// other's skeleton out. A problem without a Python skeleton keeps its C++ one
// in a Python handout.
bool other_language(const fs::path& kit, const fs::path& relative, const std::string& language) {
  if (language == "both" || relative.begin() == relative.end() || *relative.begin() != "exercises")
    return false;
  const std::string ext = relative.extension().string();
  if (language == "cpp") return ext == ".py";
  if (ext == ".py") return false;
  const fs::path folder = relative.parent_path();
  return fs::exists(kit / folder / (folder.filename().string() + ".py"));
}

// Files under the shipped folders that stay with the instructor: each
// problem's reference part and case generator (they call the model answers
// and the fast references; the handout's CMake leaves them out too), and the
// calibration runner, whose N-queens count is a hook the students write (a
// handout's `grader test` judges plausibility with fixed figures instead).
bool excluded(const fs::path& relative) {
  const std::string name = relative.filename().string();
  if (relative == fs::path("grader") / "calibration") return true;
  return relative.parent_path() == fs::path("grader") / "problems" &&
         (name.ends_with("_generator.cpp") || name.ends_with("_reference.cpp"));
}

std::string read_text(const fs::path& file) {
  auto text = read_file_text(file);
  if (!text) throw exit_error(bad_input, "cannot read " + file.string());
  return std::move(*text);
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

  return [&global, opts]() -> int {
    const fs::path kit = global.kit_root;
    const fs::path target = fs::absolute(opts->dir).lexically_normal();
    if (!fs::is_directory(kit / "reference"))
      throw exit_error(bad_input,
                       kit.string() + " is not the instructor's kit (it has no reference/ folder)");
    if (target == kit || kit.string().starts_with(target.string() + "/") ||
        target.string().starts_with(kit.string() + "/"))
      throw exit_error(bad_input, "the handout cannot go inside the kit or hold it: " + target.string());
    std::error_code ec;
    const bool exists = fs::exists(target, ec);
    if (exists) {
      const bool empty = fs::is_directory(target, ec) && fs::is_empty(target, ec);
      const bool previous = fs::is_regular_file(target / kMarker, ec);
      if (!empty && !(opts->force && previous)) {
        throw exit_error(bad_input,
                         target.string() + (previous ? " holds a handout already: add --force to replace it"
                                                     : " exists and is not an empty folder (nor a handout "
                                                       "written by grader handout): choose a new folder"));
      }
    }
    if (opts->min_score.find_first_not_of("0123456789.%") != std::string::npos || opts->min_score.empty())
      throw exit_error(bad_input,
                       "--min-score '" + opts->min_score + "': write points (12) or a percent (60%)");
    fs::create_directories(target.parent_path());

    staging_folder staging(target);
    handout_writer w(kit, staging.path());
    for (const char* file : kShippedFiles) w.copy_file(file);
    for (const char* folder : kShippedFolders)
      w.copy_folder(folder, [&](const fs::path& rel, bool is_dir) {
        return excluded(rel) || (!is_dir && other_language(kit, rel, opts->language));
      });
    w.copy_file("docs/python.md");
    w.copy_folder("testcases",
                  [](const fs::path& rel, bool is_dir) { return is_dir && rel.filename() == "hidden"; });
    // What the handout's grader cannot resolve without the references: each
    // public case of such a problem, as the instructor's grader read it.
    for (const auto* driver : all_drivers()) {
      if (!driver->parse_needs_reference()) continue;
      for (const auto& suite : load_suites(kit / "testcases", {std::string(driver->name())}, false)) {
        w.write(
            fs::relative(recorded_resolutions_file(suite.path), kit),
            report::dump(recorded_resolutions(suite)) + "\n",
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
      }
    }
    for (const auto& g : kGenerated) {
      std::string text = read_text(kit / "scripts/handout" / g.from);
      if (const auto at = text.find("@MIN_SCORE@"); at != std::string::npos)
        text.replace(at, std::string_view("@MIN_SCORE@").size(), opts->min_score);
      const auto perms = fs::status(kit / "scripts/handout" / g.from).permissions();
      w.write(g.to, text, perms);
    }
    const std::string version = pipeline::configured_kit(kit).grader_version;
    w.write(kMarker,
            "grader handout " + version + " " + report::utc_timestamp() + " from " + kit.string() + "\n",
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);

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
    if (exists) fs::rename(target, old);
    fs::rename(staging.path(), target);
    staging.release();
    if (exists) fs::remove_all(old, ec);

    if (global.format == output_format::json) {
      std::cout << report::dump({{"handout", target.string()},
                                 {"files", w.files()},
                                 {"min_score", opts->min_score},
                                 {"language", opts->language}})
                << '\n';
    } else {
      std::cout
          << "handout: " << target.string() << " (" << w.files() << " files: " << opts->language
          << " skeletons, public cases, the grader without the references)\n"
          << "next: put it in the students' repository template; there `./scripts/test` builds it and grades "
             "exercises/ on the public cases, and .github/workflows/grade.yml does the same on every push "
             "(minimum score "
          << opts->min_score << ")\n";
    }
    return graded;
  };
}

}  // namespace grader::cli
