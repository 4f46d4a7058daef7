// N-queens' hooks as the runner calls them: the shared ones through the
// standard entries, seed 003's in_jeopardy and place_queens through entries
// of their own. Linked only into runners.

#include "framework/harness/standard_hooks.hpp"
#include "framework/n_queens/hooks.hpp"
#include "framework/n_queens/rules.hpp"

namespace framework::harness {

namespace {

using n_queens::rules;

// {state, squares: [[r, c], ...]} -> {attacked: [bool, ...]}, one call per square.
nlohmann::json in_jeopardy_entry(const request& r) {
  const n_queens::chessboard b = input_state<rules>(r);
  const std::vector<n_queens::square> squares = input_moves<rules>(r, "squares");
  begin_search({&b.identity()});
  nlohmann::json attacked = nlohmann::json::array();
  for (const auto s : squares) attacked.push_back(n_queens::in_jeopardy(b, s.row, s.col));
  return {{"attacked", attacked}};
}

// {state, row} -> {placed, state}
nlohmann::json place_queens_entry(const request& r) {
  n_queens::chessboard b = input_state<rules>(r);
  const int row = input_value<int>(r, "row");
  begin_search({&b.identity()});
  const bool placed = n_queens::place_queens(b, row);
  return {{"placed", placed}, {"state", rules::state_json(b)}};
}

}  // namespace

const runner_problem& this_problem() {
  return table_of<rules>({
      {n_queens::hook_name::in_jeopardy, &in_jeopardy_entry},
      {n_queens::hook_name::valid_moves, &valid_moves_entry<rules, &n_queens::valid_moves>},
      {n_queens::hook_name::apply_move, &edit_entry<rules, &n_queens::apply_move>},
      {n_queens::hook_name::undo_move, &edit_entry<rules, &n_queens::undo_move>},
      {n_queens::hook_name::place_queens, &place_queens_entry},
      {n_queens::hook_name::solve, &solve_entry<rules, &n_queens::solve>},
      {n_queens::hook_name::count_solutions, &count_entry<rules, &n_queens::count_solutions>},
  });
}

}  // namespace framework::harness
