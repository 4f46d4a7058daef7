// Job assignment's hooks as the runner calls them: the shared ones through
// the standard entries, the deck's lower_bound through an entry of its own.
// Linked only into runners.

#include "framework/harness/standard_hooks.hpp"
#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"

namespace framework::harness {

namespace {

using job_assignment::rules;

// {state} -> {bound}
nlohmann::json lower_bound_entry(const request& r) {
  const job_assignment::assignment s = input_state<rules>(r);
  begin_search({&s.identity()});
  return {{"bound", job_assignment::lower_bound(s)}};
}

}  // namespace

const runner_problem& this_problem() {
  return table_of<rules>({
      {job_assignment::hook_name::lower_bound, &lower_bound_entry},
      {job_assignment::hook_name::valid_moves, &valid_moves_entry<rules, &job_assignment::valid_moves>},
      {job_assignment::hook_name::apply_move, &edit_entry<rules, &job_assignment::apply_move>},
      {job_assignment::hook_name::undo_move, &edit_entry<rules, &job_assignment::undo_move>},
      {job_assignment::hook_name::solve, &solve_entry<rules, &job_assignment::solve>},
      {job_assignment::hook_name::solve_depth_first, &solve_entry<rules, &job_assignment::solve_depth_first>},
  });
}

}  // namespace framework::harness
