// Tic-tac-toe's hooks as the runner calls them: valid_moves, apply_move and
// undo_move through the standard entries, the game hooks through entries of
// their own. Every search also answers with the board it leaves, so the
// grader can tell a search that does not undo its moves. Linked only into
// runners.

#include "framework/harness/standard_hooks.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"

namespace framework::harness {

namespace {

using tic_tac_toe::rules;

nlohmann::json optional_move(const std::optional<tic_tac_toe::square>& m) {
  return m ? rules::move_json(*m) : nlohmann::json(nullptr);
}

// {state} -> {value}
nlohmann::json evaluate_entry(const request& r) {
  const tic_tac_toe::board b = input_state<rules>(r);
  begin_search({&b.identity()});
  return {{"value", tic_tac_toe::evaluate(b)}};
}

// {state} -> {value, state}
nlohmann::json minimax_entry(const request& r) {
  tic_tac_toe::board b = input_state<rules>(r);
  begin_search({&b.identity()});
  const int value = tic_tac_toe::minimax(b);
  return {{"value", value}, {"state", rules::state_json(b)}};
}

// {state, alpha, beta} -> {value, state}
nlohmann::json alphabeta_entry(const request& r) {
  tic_tac_toe::board b = input_state<rules>(r);
  const int alpha = input_value<int>(r, "alpha");
  const int beta = input_value<int>(r, "beta");
  begin_search({&b.identity()});
  const int value = tic_tac_toe::alphabeta(b, alpha, beta);
  return {{"value", value}, {"state", rules::state_json(b)}};
}

// {state, depth} -> {value, move, state}
nlohmann::json depth_limited_entry(const request& r) {
  tic_tac_toe::board b = input_state<rules>(r);
  const int depth = input_value<int>(r, "depth");
  begin_search({&b.identity()});
  const auto [value, move] = tic_tac_toe::depth_limited(b, depth);
  return {{"value", value}, {"move", optional_move(move)}, {"state", rules::state_json(b)}};
}

// {state, node_budget} -> {move, value, depth, state}
nlohmann::json iterative_deepening_entry(const request& r) {
  tic_tac_toe::board b = input_state<rules>(r);
  const auto budget = input_value<std::uint64_t>(r, "node_budget");
  begin_search({&b.identity()});
  const auto result = tic_tac_toe::iterative_deepening(b, budget);
  return {{"move", optional_move(result.move)},
          {"value", result.value},
          {"depth", result.depth},
          {"state", rules::state_json(b)}};
}

// {state} -> {move, state}
nlohmann::json best_move_entry(const request& r) {
  tic_tac_toe::board b = input_state<rules>(r);
  begin_search({&b.identity()});
  const auto move = tic_tac_toe::best_move(b);
  return {{"move", rules::move_json(move)}, {"state", rules::state_json(b)}};
}

}  // namespace

const runner_problem& this_problem() {
  return table_of<rules>({
      {tic_tac_toe::hook_name::valid_moves, &valid_moves_entry<rules, &tic_tac_toe::valid_moves>},
      {tic_tac_toe::hook_name::apply_move, &edit_entry<rules, &tic_tac_toe::apply_move>},
      {tic_tac_toe::hook_name::undo_move, &edit_entry<rules, &tic_tac_toe::undo_move>},
      {tic_tac_toe::hook_name::evaluate, &evaluate_entry},
      {tic_tac_toe::hook_name::minimax, &minimax_entry},
      {tic_tac_toe::hook_name::alphabeta, &alphabeta_entry},
      {tic_tac_toe::hook_name::depth_limited, &depth_limited_entry},
      {tic_tac_toe::hook_name::iterative_deepening, &iterative_deepening_entry},
      {tic_tac_toe::hook_name::best_move, &best_move_entry},
  });
}

}  // namespace framework::harness
