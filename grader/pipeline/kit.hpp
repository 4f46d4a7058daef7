#pragma once
// The kit as the pipeline sees it: where the framework headers are, which
// compiler and flags build a student's runner, and the prebuilt runner archive
// of each problem. The defaults come from the build (kit_config.hpp, and the
// executable's problem registry), so the grader finds everything by absolute
// path, from any working directory.

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace grader::pipeline {

struct kit {
  std::filesystem::path root;      // framework/ lives here (-I root)
  std::filesystem::path compiler;  // resolved: the cache key must change when it does
  std::vector<std::string> flags;  // the student compile flags
  std::map<std::string, std::filesystem::path> runner_archives;  // problem -> libbt_runner_<problem>.a
  // problem -> bt_python_runner_<problem>, for problems with a Python track
  std::map<std::string, std::filesystem::path> python_runners;
  // problem -> the root of its framework/<problem>/ (and its model answer's),
  // for a problem registered with a root of its own (a test-only one).
  std::map<std::string, std::filesystem::path> problem_roots;
  // problem -> student_pch/<problem>/hooks_pch.hpp (a .gch beside it): the
  // headers a student's file includes, precompiled with the student flags.
  // Only for the kit's own problems, and only when the framework headers are
  // the ones the build precompiled (no --kit-root elsewhere).
  std::map<std::string, std::filesystem::path> student_pchs;
  std::vector<std::filesystem::path> link_libraries;  // after the archive (yaml-cpp)
  // "<problem>/<file>" -> SHA-256 of the skeleton handed out, from each
  // root's exercises/skeletons.sha256 (grader/pipeline/hand_in.hpp).
  std::map<std::string, std::string> skeletons;
  std::filesystem::path default_cache_dir;
  std::string grader_version;

  // What a compiled runner depends on besides the student's sources: compiler
  // (path, size, mtime), flags, kit root, the archive's content, the libraries.
  // Throws std::runtime_error when the problem has no runner archive.
  [[nodiscard]] std::string toolchain_key(const std::string& problem) const;
  [[nodiscard]] const std::filesystem::path& archive(const std::string& problem) const;
  // The problem's Python runner; empty when it has no Python track.
  [[nodiscard]] std::filesystem::path python_runner(const std::string& problem) const;
  // What a Python submission's runner depends on besides its sources: the
  // Python runner's content. Throws std::runtime_error when it is missing.
  [[nodiscard]] std::string python_key(const std::string& problem) const;
  // The problem's precompiled student header, if it has one that is built
  // (both the header and its .gch there); empty otherwise.
  [[nodiscard]] std::filesystem::path student_pch(const std::string& problem) const;
  // Where the problem's own files are: its root, or the kit's.
  [[nodiscard]] const std::filesystem::path& root_of(const std::string& problem) const;
};

// The kit this grader was built with. `root_override` (--kit-root) replaces
// the source tree; the archives and the compiler stay this build's.
[[nodiscard]] kit configured_kit(const std::filesystem::path& root_override = {});

}  // namespace grader::pipeline
