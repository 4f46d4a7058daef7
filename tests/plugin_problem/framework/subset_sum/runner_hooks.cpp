// Subset sum's hooks as the runner calls them: the standard entries only.

#include "framework/harness/standard_hooks.hpp"
#include "framework/subset_sum/hooks.hpp"

namespace framework::harness {

const runner_problem& this_problem() {
  using subset_sum::rules;
  return table_of<rules>({
      {subset_sum::hook_name::valid_moves, &valid_moves_entry<rules, &subset_sum::valid_moves>},
      {subset_sum::hook_name::apply_move, &edit_entry<rules, &subset_sum::apply_move>},
      {subset_sum::hook_name::undo_move, &edit_entry<rules, &subset_sum::undo_move>},
      {subset_sum::hook_name::solve, &solve_entry<rules, &subset_sum::solve>},
  });
}

}  // namespace framework::harness
