#pragma once
// `grader validate` without the command line: checks suite files are well
// formed and that the reference (rules, fast solver, model answer) agrees with
// every expectation in them. Kept in the library so the tests check exactly
// what instructors run.

#include "grader/cases/suite_loader.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader {

struct validate_options {
  // Bounds the model answer's search per case (nodes). The model answer is
  // the lecture's plain DFS, exponential on big boards; a case whose node
  // expectation needs its count must finish within the cap.
  std::uint64_t node_cap = 50'000'000;
};

struct case_validation {
  std::string id;
  std::string hook;
  framework::source_location where;
  reference_report reference;
  double seconds = 0;  // consulting the reference
};

struct file_validation {
  std::filesystem::path path;
  std::string problem;  // empty when the file did not load
  visibility vis = visibility::visible;
  // Set when the file is malformed; then `cases` is empty.
  std::optional<framework::source_location> error_where;
  std::string error;  // the full message, "file:line:col: field 'x': reason"
  std::vector<case_validation> cases;
};

struct validation_report {
  std::vector<file_validation> files;
  double seconds = 0;

  [[nodiscard]] std::size_t case_count() const;
  [[nodiscard]] std::size_t error_count() const;         // malformed files
  [[nodiscard]] std::size_t disagreement_count() const;  // cases the reference contradicts
  [[nodiscard]] bool ok() const { return error_count() == 0 && disagreement_count() == 0; }
};

// The suite files named by `paths`: a file as given (wherever it lives), a
// folder searched recursively for *.yaml / *.yml outside `boards/` folders.
// A file found in a folder that is not in a public/ or hidden/ folder is
// reported as an error by validate_files, since the grader would never load it.
struct validation_target {
  std::filesystem::path path;
  bool explicit_file = false;
};
[[nodiscard]] std::vector<validation_target> collect_validation_targets(
    const std::vector<std::filesystem::path>& paths);

[[nodiscard]] validation_report validate_files(const std::vector<validation_target>& targets,
                                               const validate_options& options = {});

// The report as the JSON `grader validate --format json` prints.
[[nodiscard]] nlohmann::json to_json(const validation_report& report);

}  // namespace grader
