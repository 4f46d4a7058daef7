#pragma once
// The closed set of verdicts. Every one but judge_error is the student's; a
// judge_error is the grader's own failure and is never charged to a team.

#include <optional>
#include <string_view>

namespace grader {

enum class verdict {
  accepted,
  wrong_answer,
  illegal_move,
  invalid_solution,
  node_budget_exceeded,
  time_limit,
  memory_limit,
  runtime_error,
  output_limit,
  compile_error,
  not_implemented,
  judge_error,
};

inline constexpr verdict all_verdicts[] = {
    verdict::accepted,         verdict::wrong_answer,         verdict::illegal_move,
    verdict::invalid_solution, verdict::node_budget_exceeded, verdict::time_limit,
    verdict::memory_limit,     verdict::runtime_error,        verdict::output_limit,
    verdict::compile_error,    verdict::not_implemented,      verdict::judge_error,
};

// "accepted", "wrong_answer", ... as written in reports.
[[nodiscard]] std::string_view to_string(verdict v) noexcept;
[[nodiscard]] std::optional<verdict> parse_verdict(std::string_view text) noexcept;

}  // namespace grader
