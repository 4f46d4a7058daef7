// Sudoku's hooks as the runner calls them: the shared ones through the
// standard entries, the blog's find_empty, check_validity and solve through
// entries of their own. Linked only into runners.

#include "framework/harness/standard_hooks.hpp"
#include "framework/sudoku/hooks.hpp"
#include "framework/sudoku/rules.hpp"

namespace framework::harness {

namespace {

using sudoku::rules;

// {state} -> {cell: [r, c] or null}
nlohmann::json find_empty_entry(const request& r) {
  const sudoku::grid g = input_state<rules>(r);
  begin_search({&g.identity()});
  const auto found = sudoku::find_empty(g);
  return {{"cell", found ? nlohmann::json::array({found->row, found->col}) : nlohmann::json(nullptr)}};
}

// {state, queries: [[r, c, num], ...]} -> {valid: [bool, ...]}, one call per query.
nlohmann::json check_validity_entry(const request& r) {
  const sudoku::grid g = input_state<rules>(r);
  const std::vector<sudoku::placement> queries = input_moves<rules>(r, "queries");
  begin_search({&g.identity()});
  nlohmann::json valid = nlohmann::json::array();
  for (const auto& q : queries) valid.push_back(sudoku::check_validity(g, q.digit, q.at));
  return {{"valid", valid}};
}

// {state} -> {solution: the digits the grid holds afterwards in its empty
// cells, as placements in reading order, or null}. The blog's solve fills the
// board in place; the grader replays what it wrote.
nlohmann::json solve_in_place_entry(const request& r) {
  sudoku::grid g = input_state<rules>(r);
  const std::vector<sudoku::cell> empty = rules::empty_cells(g);
  begin_search({&g.identity()});
  if (!sudoku::solve(g)) return {{"solution", nullptr}};
  return {{"solution", moves_json<rules>(rules::filling(empty, g))}};
}

}  // namespace

const runner_problem& this_problem() {
  return table_of<rules>({
      {sudoku::hook_name::find_empty, &find_empty_entry},
      {sudoku::hook_name::check_validity, &check_validity_entry},
      {sudoku::hook_name::valid_moves, &valid_moves_entry<rules, &sudoku::valid_moves>},
      {sudoku::hook_name::apply_move, &edit_entry<rules, &sudoku::apply_move>},
      {sudoku::hook_name::undo_move, &edit_entry<rules, &sudoku::undo_move>},
      {sudoku::hook_name::solve, &solve_in_place_entry},
      {sudoku::hook_name::count_solutions, &count_entry<rules, &sudoku::count_solutions>},
  });
}

}  // namespace framework::harness
