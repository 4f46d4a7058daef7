// The shortest path's hooks as the runner calls them: all four are shared
// ones, through the standard entries. Linked only into runners.

#include "framework/harness/standard_hooks.hpp"
#include "framework/shortest_path/hooks.hpp"
#include "framework/shortest_path/rules.hpp"

namespace framework::harness {

const runner_problem& this_problem() {
  using shortest_path::rules;
  return table_of<rules>({
      {shortest_path::hook_name::valid_moves, &valid_moves_entry<rules, &shortest_path::valid_moves>},
      {shortest_path::hook_name::apply_move, &edit_entry<rules, &shortest_path::apply_move>},
      {shortest_path::hook_name::undo_move, &edit_entry<rules, &shortest_path::undo_move>},
      {shortest_path::hook_name::solve, &solve_entry<rules, &shortest_path::solve>},
  });
}

}  // namespace framework::harness
