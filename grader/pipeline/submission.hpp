#pragma once
// A submission as the grader reads it: the team (team.yaml) and the source
// files under exercises/<problem>/. Everything else in the folder (a README,
// build output, the e2e tests' expected.yaml) is ignored. Files are read into
// memory once: the hashes, the compile copies and the cache keys all come from
// the same bytes, so a file edited during grading cannot make them disagree.

#include "grader/report/report.hpp"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace grader::pipeline {

struct source_file {
  std::string path;  // relative to exercises/<problem>/, '/'-separated
  std::string content;
};

struct problem_sources {
  std::string problem;
  bool present = false;            // exercises/<problem>/ exists
  std::vector<source_file> files;  // sorted by path
  std::vector<std::string> notes;  // what was skipped and why (symlinks...)
  std::string hash;                // "sha256:..." over paths and contents
};

struct submission {
  std::filesystem::path dir;  // absolute
  report::team_info team;
  std::map<std::string, problem_sources> problems;  // every folder under exercises/
  std::string content_hash;                         // "sha256:..." over every source file of every problem

  // The problem's sources, or an absent one (present == false) with the hash of nothing.
  [[nodiscard]] problem_sources sources_of(const std::string& problem) const;
};

// Reads `dir`. team.yaml is expected when `require_team` (grade) and optional
// otherwise (test). One that is missing (when expected), malformed or not a
// regular file leaves the team named after its folder, with team.warning
// naming the file, line and field. Throws framework::input_error for a
// missing exercises/ folder or a file too big to be source code: there is
// nothing to grade.
[[nodiscard]] submission load_submission(const std::filesystem::path& dir, bool require_team);
// The team.yaml part of load_submission (`dir` absolute): never throws.
[[nodiscard]] report::team_info read_team(const std::filesystem::path& dir, bool require_team);

// The team a team.yaml's text names, as if read from `file` (the fuzz test
// feeds it bytes without a folder). Throws framework::input_error.
[[nodiscard]] report::team_info parse_team(const std::string& text, const std::filesystem::path& file,
                                           const std::string& id);

// Whether a file name is a C++ source or header, or a Python module, that the
// grader copies and hashes.
[[nodiscard]] bool is_source_name(const std::filesystem::path& name);

}  // namespace grader::pipeline
