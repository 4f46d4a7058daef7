#pragma once
// Loading YAML suite files (testcases/<problem>/{public,hidden}/<suite>.yaml)
// into test cases. The loader owns the generic part of a case (name, hook,
// points, limits, node expectation, per-file defaults) and hands the rest to
// the problem's driver. Every mistake in a file is a framework::input_error
// naming the file, the line and the field, because instructors write these by
// hand and a silently ignored typo would drop an expectation. The format is
// documented in the instructor's kit, beside the cases' tools.

#include "grader/core/problem_driver.hpp"
#include "grader/core/test_case.hpp"

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

struct suite_file {
  std::filesystem::path path;
  std::string problem;      // "peg_solitaire"
  std::string suite;        // the file's stem: "hooks_lecture"
  std::string description;  // the file's `description`, may be empty
  visibility vis = visibility::visible;
  std::vector<test_case> cases;
  // The file's `extension` (test_case::extension), may be empty. Last, and
  // with an initializer, so that braced lists of the fields above still compile.
  std::string extension{};
};

// A suite file found on disk, before it is parsed.
struct suite_location {
  std::filesystem::path path;
  std::string problem;
  visibility vis = visibility::visible;
};

// Visibility comes from the folder, as Kattis's sample/secret: a file directly
// in a folder named `hidden` is hidden, every other file is public.
[[nodiscard]] visibility visibility_of(const std::filesystem::path& file);

// The folder holding a problem's shared data (boards/...): testcases/<problem>/
// for a file in its public/ or hidden/ folder, else the file's own folder.
[[nodiscard]] std::filesystem::path problem_dir_of(const std::filesystem::path& file);

// The suite files of `problems` (empty = every problem folder) under
// `cases_root`, public before hidden, each sorted by name. A folder of
// `cases_root` that names no known problem, or a requested problem that does
// not exist, is an input_error listing the known ones.
[[nodiscard]] std::vector<suite_location> find_suite_files(const std::filesystem::path& cases_root,
                                                           const std::vector<std::string>& problems,
                                                           bool include_hidden);

// Parses and validates one file completely (the reference is not consulted:
// that is `grader validate`). Throws framework::input_error (file, line, field).
[[nodiscard]] suite_file load_suite_file(const std::filesystem::path& file, visibility vis);
// The same with an explicit folder for shared data, for files outside the
// testcases/<problem>/<visibility>/ layout.
[[nodiscard]] suite_file load_suite_file(const std::filesystem::path& file, visibility vis,
                                         const std::filesystem::path& problem_dir);
// Parses a suite from text, as if read from `file` (tests, editors).
[[nodiscard]] suite_file load_suite_text(const std::string& text, const std::filesystem::path& file,
                                         visibility vis, const std::filesystem::path& problem_dir);

// Case ids are "<suite>/<name>" and must be unique within a problem, so two
// files with the same stem (one public, one hidden) are an error.
void check_unique_suites(const std::vector<suite_file>& suites);

// find_suite_files + load_suite_file + check_unique_suites.
[[nodiscard]] std::vector<suite_file> load_suites(const std::filesystem::path& cases_root,
                                                  const std::vector<std::string>& problems,
                                                  bool include_hidden);

// Looks a case up by "suite/name", or by "name" alone when exactly one suite
// has it. Returns nullptr when there is none; throws std::invalid_argument
// listing the candidates when a bare name is ambiguous.
[[nodiscard]] const test_case* find_case(const std::vector<suite_file>& suites, std::string_view id_or_name);

// The student handout's recorded resolutions (`grader handout`): a driver
// whose parse_case needs a reference (parse_needs_reference) cannot resolve
// its cases in the handout's grader, so `grader handout` records what the
// instructor's grader resolved (input, expectations, node expectation), per
// suite, in <suite folder>/.recorded/<suite>.json, and the handout's loader
// takes a case from there when its YAML is still what was recorded.
[[nodiscard]] std::filesystem::path recorded_resolutions_file(const std::filesystem::path& suite_file);
[[nodiscard]] nlohmann::json recorded_resolutions(const suite_file& suite);

// 64-bit FNV-1a: simple, and unlike std::hash the same on every build and machine.
[[nodiscard]] std::uint64_t fnv1a_64(std::string_view bytes) noexcept;

// The JSON whose dump is hashed into test_case::fingerprint: everything that can
// change a verdict (problem, hook, limits, node expectation, input, expected)
// and nothing that cannot (name, description, points).
[[nodiscard]] nlohmann::json fingerprint_source(const test_case& tc);
// 16 lowercase hex digits of fnv1a_64(fingerprint_source(tc).dump()).
[[nodiscard]] std::string compute_fingerprint(const test_case& tc);

}  // namespace grader
