// Peg solitaire's hooks as the runner calls them: the lecture's four, each
// through the standard entry of its kind. Linked only into runners.

#include "framework/harness/standard_hooks.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"

namespace framework::harness {

const runner_problem& this_problem() {
  using peg_solitaire::rules;
  return table_of<rules>({
      {peg_solitaire::hook_name::valid_moves, &valid_moves_entry<rules, &peg_solitaire::valid_moves>},
      {peg_solitaire::hook_name::apply_move, &edit_entry<rules, &peg_solitaire::apply_move>},
      {peg_solitaire::hook_name::undo_move, &edit_entry<rules, &peg_solitaire::undo_move>},
      {peg_solitaire::hook_name::solve, &solve_entry<rules, &peg_solitaire::solve>},
  });
}

}  // namespace framework::harness
