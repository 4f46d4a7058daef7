#pragma once
// What the grader knows about one problem. A driver turns the problem-specific
// part of a YAML case into a runner request, judges the runner's output with
// the framework's rules (never the student's), and asks the reference what it
// says about a case. One driver per problem (grader/problems/<problem>.cpp);
// the pipeline, the CLI and the reports are written once against this.

#include "framework/core/yaml_input.hpp"
#include "grader/core/test_case.hpp"
#include "grader/core/verdict.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

struct judgement {
  verdict result = verdict::accepted;
  std::string feedback;  // what to fix, precise: "valid_moves misses the jump (3,1)->(1,1)"
};

// What the reference says about a case, for `grader validate` and `grader solve`.
struct reference_report {
  std::vector<std::string> disagreements;    // expectations the reference contradicts; empty = agrees
  std::optional<std::uint64_t> model_nodes;  // the model answer's nodes in canonical order, when it finished
  nlohmann::json details;                    // e.g. the fast solver's solution and statistics
};

class problem_driver {
 public:
  virtual ~problem_driver() = default;

  [[nodiscard]] virtual std::string_view name() const = 0;
  [[nodiscard]] virtual std::vector<std::string_view> hooks() const = 0;
  // The source files, relative to a submission's exercises/<problem>/ folder,
  // that make up the student's part. Empty: every *.cpp there.
  [[nodiscard]] virtual std::vector<std::string> sources() const { return {}; }

  // Parses the problem-specific fields of one case into tc.hook, tc.input and
  // tc.expected. `problem_dir` is testcases/<problem>/ (for shared boards and
  // data). Throws framework::input_error naming file, line and field.
  virtual void parse_case(const framework::yaml_cursor& at, const std::filesystem::path& problem_dir,
                          test_case& tc) const = 0;
  // The fields parse_case accepts besides the generic ones.
  [[nodiscard]] virtual std::vector<std::string_view> case_fields() const = 0;

  // Judges the output of a runner that answered "ok". The output is untrusted:
  // malformed output is the student's wrong_answer, not a crash of the grader.
  [[nodiscard]] virtual judgement judge(const test_case& tc, const nlohmann::json& output) const = 0;

  // Runs the reference on the case (in process: the reference is trusted) and
  // compares with every expectation in it. `node_cap` bounds the model answer's
  // search, which can be exponential on big boards.
  [[nodiscard]] virtual reference_report consult_reference(const test_case& tc,
                                                           std::uint64_t node_cap) const = 0;

  // A text rendering of the case's position(s), and, when `moves_output` is a
  // runner output or reference answer with moves, the positions they lead to,
  // board by board (`grader show`).
  [[nodiscard]] virtual std::string show(const test_case& tc,
                                         const std::optional<nlohmann::json>& output) const = 0;
};

// Every problem the kit knows, and lookup by name (nullptr when unknown).
[[nodiscard]] const std::vector<const problem_driver*>& all_drivers();
[[nodiscard]] const problem_driver* find_driver(std::string_view name);

}  // namespace grader
