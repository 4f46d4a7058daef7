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
#include <string_view>
#include <vector>

namespace grader {

// Per-case resource limits; defaults come from the suite file's `defaults`.
struct limits_spec {
  double cpu_seconds = 2.0;
  double wall_seconds = 5.0;
  std::uint64_t memory_mb = 512;   // address space
  std::uint64_t output_kb = 1024;  // stdout + stderr
  std::uint64_t file_kb = 1024;    // largest file the student may write
  // The suite's own factor for Python's CPU and wall limits; none: the kit's
  // (grader/core/language.hpp).
  std::optional<double> python_factor;
};

enum class node_mode { record, exact, budget };

// The ways of reading the lecture that a faithful port may take, each with a
// count of its own for an `exact` case: the moves tried front to back (a for
// loop over valid_moves) or back to front (the lecture's possible_moves.pop());
// and, for a branch and bound, a branch cut when its bound is not below the
// best found, or only when it exceeds it, as the deck says ("cut off a branch
// if its lb exceeds the cost of a found solution"), so that ties with the best
// are searched too.
enum class reading { front_to_back, back_to_front, ties_front_to_back, ties_back_to_front };

struct accepted_count {
  reading how = reading::front_to_back;
  std::uint64_t nodes = 0;
};

// How the nodes the student's search explores are judged.
//   record  reported (and put on the leaderboard), never judged
//   exact   must equal the count of one reading: `reference` (the model
//           answer's count, front to back), `reversed`, `ties` or
//           `ties_reversed`, those given
//   budget  must not exceed `budget`
struct node_expectation {
  node_mode mode = node_mode::record;
  std::optional<std::uint64_t> reference;      // front to back: the model answer's count, when known
  std::optional<std::uint64_t> reversed;       // back to front: the lecture's pop() order, when known
  std::optional<std::uint64_t> ties;           // front to back, ties with the best searched
  std::optional<std::uint64_t> ties_reversed;  // back to front, ties with the best searched
  std::optional<std::uint64_t> budget;

  [[nodiscard]] const std::optional<std::uint64_t>& count_of(reading how) const noexcept;
  // Every reading's count the case gives, in the order of `reading`; a count
  // equal to an earlier reading's is left out (the earlier one names it).
  [[nodiscard]] std::vector<accepted_count> accepted() const;
  // The first reading whose count is `nodes`.
  [[nodiscard]] std::optional<reading> reading_of(std::uint64_t nodes) const;
  // The largest count that earns the points (an exact case's cap).
  [[nodiscard]] std::optional<std::uint64_t> largest() const;
  // Whether the case gives a count for the deck's own cut (a branch and bound).
  [[nodiscard]] bool names_cuts() const noexcept { return ties.has_value() || ties_reversed.has_value(); }
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
  // The case's own `limits:` field, when it has one: where `grader validate`
  // points when the model answer cannot meet them. None: the limits come from
  // the suite's defaults or the built-in ones, and the case's line is named.
  std::optional<framework::source_location> limits_where;
  node_expectation nodes;
  // The languages the case is graded in (`languages: [cpp]`); empty: every
  // one. A case no reasonable search in a slower language finishes within
  // its scaled limits is left out of such a team's score, and its report says so.
  std::vector<std::string> languages;
  framework::source_location where;  // the case's file and line
  nlohmann::json input;              // the runner's input for the hook
  nlohmann::json expected;           // the driver's expectations
  // Hash of the case's YAML (suite defaults merged in): what a resolution
  // recorded for the student handout is valid for (`grader handout`).
  std::string source_hash;
  // Hash of everything above that can change a verdict: a change of case
  // invalidates cached results for this case only.
  std::string fingerprint;
};

[[nodiscard]] std::string_view to_string(visibility v) noexcept;
[[nodiscard]] std::string_view to_string(node_mode m) noexcept;
// "back_to_front", as reports name a reading
[[nodiscard]] std::string_view to_string(reading r) noexcept;
[[nodiscard]] std::optional<reading> reading_from_string(std::string_view name) noexcept;
// The YAML field of a reading's count under `nodes`: "reference", "reversed", "ties", "ties_reversed".
[[nodiscard]] std::string_view field_of(reading r) noexcept;
// For people: "the lecture's pop() order", short enough for a table cell.
[[nodiscard]] std::string_view short_label(reading r) noexcept;
// For feedback: "back to front, as the lecture's pop() takes them"; for a
// branch and bound the cut is named too, the two cuts being its readings.
[[nodiscard]] std::string_view long_label(reading r, bool branch_and_bound) noexcept;

inline constexpr reading all_readings[] = {reading::front_to_back, reading::back_to_front,
                                           reading::ties_front_to_back, reading::ties_back_to_front};

}  // namespace grader
