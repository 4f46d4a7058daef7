// `grader export gradescope FILE.zip`: the autograder bundle Gradescope's
// "Zip file upload" takes: setup.sh and run_autograder at the top (executable),
// and the kit's source tree beside them, hidden cases and reference included
// (Gradescope keeps the bundle from students). Gradescope unpacks it into
// /autograder/source, where setup.sh builds the kit once per image.

#include "grader/cli/command.hpp"
#include "grader/instructor/zip_writer.hpp"

#include <algorithm>
#include <iostream>
#include <memory>

namespace grader::cli {

namespace fs = std::filesystem;

namespace {

struct export_options {
  std::string target;  // only gradescope today
  std::string file;
};

// Where the two scripts live in the kit; copied to the top of the bundle.
constexpr const char* kScriptDir = "grader/instructor/gradescope";

// Build folders (anything CMake configured), instructor outputs and version
// control are not source: they are large, machine-specific or private. The
// kit's tests, benchmarks and demo class do not grade anything, and without
// tests/ scripts/setup installs only what grading needs (Gradescope's Ubuntu
// image has no `chromium` package, which the tests use).
bool skipped(const fs::path& relative, const fs::directory_entry& entry) {
  const std::string name = entry.path().filename().string();
  if (name == ".git") return true;
  if (relative.has_parent_path()) {
    if (entry.is_directory() && fs::exists(entry.path() / "CMakeCache.txt")) return true;
    return false;
  }
  return name == "build" || name == "out" || name == "tests" || name == "benchmarks" || name == "examples" ||
         (entry.is_directory() && fs::exists(entry.path() / "CMakeCache.txt"));
}

std::size_t add_tree(zip_writer& zip, const fs::path& root, const fs::path& target) {
  std::vector<std::pair<fs::path, fs::path>> files;  // sorted: the same kit gives the same listing
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
    const auto relative = fs::relative(it->path(), root);
    if (skipped(relative, *it)) {
      if (it->is_directory()) it.disable_recursion_pending();
      continue;
    }
    // Links are not followed: the bundle holds the kit, not what a link points at.
    if (it->is_symlink() || !it->is_regular_file()) continue;
    std::error_code ec;
    if (fs::equivalent(it->path(), target, ec)) continue;  // an older bundle inside the kit
    files.emplace_back(it->path(), relative);
  }
  std::sort(files.begin(), files.end());
  for (const auto& [file, relative] : files)
    zip.add_file(file, relative.generic_string(), fs::status(file).permissions());
  return files.size();
}

}  // namespace

action add_export_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<export_options>();
  auto* cmd =
      &app.add("export", "Write an LMS bundle: `export gradescope FILE.zip` (Gradescope's autograder)");
  cmd->option("target", opts->target, "What to export: gradescope").required().one_of({"gradescope"});
  cmd->option("file", opts->file, "The zip file to write").required();

  return [&global, opts]() -> int {
    if (global.format != output_format::human) throw unsupported_format("export", global.format);
    // The bundle grades hidden cases too: a handout has neither them nor the reference.
    require_reference("grader export");
    const fs::path kit = global.kit_root;
    const fs::path scripts = kit / kScriptDir;
    for (const char* script : {"setup.sh", "run_autograder"}) {
      if (!fs::is_regular_file(scripts / script)) {
        throw exit_error(bad_input, "the kit at " + kit.string() + " has no " + (scripts / script).string());
      }
    }
    const fs::path target = fs::absolute(opts->file);
    if (target.has_parent_path() && !fs::is_directory(target.parent_path())) {
      throw exit_error(bad_input,
                       "cannot write " + target.string() + ": no folder " + target.parent_path().string());
    }
    std::size_t files = 0;
    try {
      zip_writer zip(target);
      // Executable whatever the checkout did to the modes: Gradescope runs them directly.
      const auto exec = fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                        fs::perms::others_read | fs::perms::others_exec;
      zip.add_file(scripts / "setup.sh", "setup.sh", exec);
      zip.add_file(scripts / "run_autograder", "run_autograder", exec);
      files = add_tree(zip, kit, target) + 2;
      zip.commit();
    } catch (const std::runtime_error& e) {
      throw exit_error(bad_input, e.what());
    }
    std::cout << "wrote " << target.string() << " (" << files
              << " files): upload it as the autograder of a Gradescope programming assignment\n";
    return graded;
  };
}

}  // namespace grader::cli
