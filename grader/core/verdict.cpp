#include "grader/core/verdict.hpp"

namespace grader {

std::string_view to_string(verdict v) noexcept {
  switch (v) {
    case verdict::accepted:
      return "accepted";
    case verdict::wrong_answer:
      return "wrong_answer";
    case verdict::illegal_move:
      return "illegal_move";
    case verdict::invalid_solution:
      return "invalid_solution";
    case verdict::node_budget_exceeded:
      return "node_budget_exceeded";
    case verdict::time_limit:
      return "time_limit";
    case verdict::memory_limit:
      return "memory_limit";
    case verdict::runtime_error:
      return "runtime_error";
    case verdict::output_limit:
      return "output_limit";
    case verdict::compile_error:
      return "compile_error";
    case verdict::not_implemented:
      return "not_implemented";
    case verdict::judge_error:
      return "judge_error";
  }
  return "judge_error";
}

std::optional<verdict> parse_verdict(std::string_view text) noexcept {
  for (const verdict v : all_verdicts) {
    if (to_string(v) == text) return v;
  }
  return std::nullopt;
}

}  // namespace grader
