// What the tree a game search explored must prove for each game hook's
// accepted answer (grader/core/game_tree_witness.hpp), and that answer's
// claim in the words of the feedback.

#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/game_tree_witness.hpp"
#include "grader/problems/tic_tac_toe_judge.hpp"

#include <algorithm>

namespace grader::problems::ttt_judge {

namespace {

using ttt::rules;

// The value of `b` searched to `horizon` is exactly v.
std::vector<std::string> exactly(std::optional<int> horizon, const ttt::board& b, int v) {
  const auto key = rules::position_key(b);
  return {game_tree_fact(horizon, key, true, v), game_tree_fact(horizon, key, false, v)};
}

// The move m from `b` is worth v to the player to move (at least v for MAX,
// at most v for MIN): the position's value, when v is it and m a best move.
std::string worth(std::optional<int> horizon, const ttt::board& b, ttt::square m, int v) {
  ttt::board after = b;
  after.place_mark(m);
  return game_tree_fact(horizon, rules::position_key(after), rules::maximizing(b), v);
}

std::string value_claim(int v) { return "the value " + std::to_string(v); }

// A value and its move at a depth.
proof_needed at_depth(int depth, const ttt::board& b, const json& output) {
  const int got = int_field(output, "value");
  proof_needed p{exactly(depth, b, got), value_claim(got) + " at depth " + std::to_string(depth)};
  if (const auto move = move_field(output, "move"); move && !b.is_over()) {
    p.facts.push_back(worth(depth, b, *move, got));
    p.claim += " and the move " + ttt::to_string(*move);
  }
  return p;
}

}  // namespace

proof_needed minimax_proof(const ttt::board& b, const json& output) {
  const int got = int_field(output, "value");
  return {exactly(std::nullopt, b, got), value_claim(got)};
}

// Values lie in [-1, 1]: a bound beyond is no claim at all.
proof_needed alphabeta_proof(const test_case& tc, const ttt::board& b, const json& output) {
  const int got = int_field(output, "value");
  const int alpha = tc.input.at("alpha").get<int>();
  const int beta = tc.input.at("beta").get<int>();
  const auto key = rules::position_key(b);
  if (got <= alpha) {
    return {{game_tree_fact(std::nullopt, key, false, std::min(alpha, 1))},
            "that the value is at most alpha = " + std::to_string(alpha)};
  }
  if (got >= beta) {
    return {{game_tree_fact(std::nullopt, key, true, std::max(beta, -1))},
            "that the value is at least beta = " + std::to_string(beta)};
  }
  return {exactly(std::nullopt, b, got), value_claim(got)};
}

proof_needed depth_limited_proof(const test_case& tc, const ttt::board& b, const json& output) {
  return at_depth(tc.input.at("depth").get<int>(), b, output);
}

proof_needed deepening_proof(const ttt::board& b, const json& output) {
  return at_depth(int_field(output, "depth"), b, output);
}

std::vector<std::optional<int>> deepening_horizons(const test_case& tc) {
  const int least = tc.expected.at("depth").get<int>();
  const int most = rules::state_from_json(tc.input.at("state")).empty_count();
  std::vector<std::optional<int>> out;
  for (int d = least; d <= std::min(least + 2, most); ++d) out.emplace_back(d);
  return out;
}

proof_needed best_move_proof(const test_case& tc, const ttt::board& b, const json& output) {
  const auto move = move_field(output, "move");
  if (!move) return {};
  return {{worth(std::nullopt, b, *move, tc.expected.at("value").get<int>())},
          "that " + ttt::to_string(*move) + " is a best move"};
}

}  // namespace grader::problems::ttt_judge
