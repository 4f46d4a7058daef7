// Subset sum's reference: the model answers; solve cases are decided by the
// lecture's search itself (no faster solver is needed at this size).

#include "framework/subset_sum/hooks.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const problem_reference* subset_sum_reference() {
  static const rules_reference<subset_sum::rules> instance = [] {
    rules_reference<subset_sum::rules> r;
    r.model_moves_and_edits(&subset_sum::valid_moves, &subset_sum::apply_move, &subset_sum::undo_move);
    r.model_solve(subset_sum::hook_name::solve, &subset_sum::solve);
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
