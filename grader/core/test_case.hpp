#pragma once
// One test case as loaded from a YAML suite file. The generic fields (name,
// points, limits, node expectation, visibility) are parsed by the suite loader;
// the problem's driver parses the rest into `input` (what the runner receives)
// and `expected` (what the driver checks the runner's output against).

#include "framework/core/errors.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace grader {

// Per-case resource limits; defaults come from the suite file's `defaults`.
struct limits_spec {
  double cpu_seconds = 2.0;
  double wall_seconds = 5.0;
  std::uint64_t memory_mb = 512;   // address space
  std::uint64_t output_kb = 1024;  // stdout + stderr
  std::uint64_t file_kb = 1024;    // largest file the student may write
};

enum class node_mode { record, exact, budget };

// How the nodes the student's search explores are judged.
//   record  reported (and put on the leaderboard), never judged
//   exact   must equal `reference`, the model answer's count trying moves
//           front to back, or `reversed`, the count of the lecture's search
//           taking them from the back (its possible_moves.pop()), when given
//   budget  must not exceed `budget`
struct node_expectation {
  node_mode mode = node_mode::record;
  std::optional<std::uint64_t> reference;  // the model answer's count, when known
  std::optional<std::uint64_t> reversed;   // the lecture's pop() order, when known
  std::optional<std::uint64_t> budget;
};

enum class visibility { visible, hidden };

struct test_case {
  std::string problem;  // "peg_solitaire"
  std::string suite;    // the file's stem: "hooks_lecture"
  std::string name;     // unique within the suite: "start-moves"
  std::string id;       // "<suite>/<name>", unique within the problem
  std::string hook;     // the hook under test: "valid_moves", "solve", ...
  std::string description;
  visibility vis = visibility::visible;
  double points = 1.0;
  // The suite's `extension`: one sentence naming what the case asks beyond
  // the lecture and how to meet it ("4-connectivity, beyond the lecture: use
  // img.neighbours()"); empty for the lecture's own cases. Such a case is
  // worth 0 points unless its YAML gives points, so a faithful port of the
  // lecture never loses points on it, and its feedback names the extension.
  std::string extension;
  limits_spec limits;
  node_expectation nodes;
  framework::source_location where;  // the case's file and line
  nlohmann::json input;              // the runner's input for the hook
  nlohmann::json expected;           // the driver's expectations
  // Hash of the case's YAML (suite defaults merged in): what a resolution
  // recorded for the student handout is valid for (docs/handout.md).
  std::string source_hash;
  // Hash of everything above that can change a verdict: a change of case
  // invalidates cached results for this case only.
  std::string fingerprint;
};

[[nodiscard]] std::string_view to_string(visibility v) noexcept;
[[nodiscard]] std::string_view to_string(node_mode m) noexcept;

}  // namespace grader
