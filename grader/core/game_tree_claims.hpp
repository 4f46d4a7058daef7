#pragma once
// What the tree a game search explored must prove for the accepted answer of
// each of the deck's game hooks (the facts game_tree_witness.hpp names), and
// that answer's claim in the feedback's words, written once through a game's
// rules. Values are the deck's scores from MAX's side: a decided game is +1,
// 0 or -1, so a bound beyond them claims nothing.

#include "grader/core/game_tree_witness.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace grader::game_tree_claims {

struct proof_needed {
  std::vector<std::string> facts;
  std::string claim;  // "the value 1", "that (1,1) is a best move"
};

// The value of `s` searched to `horizon` (none: to the end) is exactly v.
template <game_tree_rules G>
[[nodiscard]] std::vector<std::string> exactly(std::optional<int> horizon, const typename G::state& s,
                                               int v) {
  const auto key = G::position_key(s);
  return {game_tree_fact(horizon, key, true, v), game_tree_fact(horizon, key, false, v)};
}

// The move m from `s` is worth v to the player to move (at least v for MAX,
// at most v for MIN): the position's value, when v is it and m a best move.
template <game_tree_rules G>
[[nodiscard]] std::string worth(std::optional<int> horizon, const typename G::state& s,
                                const typename G::move& m, int v) {
  auto after = s;
  G::apply(after, m);
  return game_tree_fact(horizon, G::position_key(after), G::maximizing(s), v);
}

[[nodiscard]] inline std::string value_claim(int v) { return "the value " + std::to_string(v); }

// minimax: the position's value, full depth.
template <game_tree_rules G>
[[nodiscard]] proof_needed full_value(const typename G::state& s, int value) {
  return {exactly<G>(std::nullopt, s, value), value_claim(value)};
}

// The deck's fail-hard alpha-beta: the value inside (alpha, beta), else the bound it returned.
template <game_tree_rules G>
[[nodiscard]] proof_needed window_value(const typename G::state& s, int value, int alpha, int beta) {
  const auto key = G::position_key(s);
  if (value <= alpha) {
    return {{game_tree_fact(std::nullopt, key, false, std::min(alpha, 1))},
            "that the value is at most alpha = " + std::to_string(alpha)};
  }
  if (value >= beta) {
    return {{game_tree_fact(std::nullopt, key, true, std::max(beta, -1))},
            "that the value is at least beta = " + std::to_string(beta)};
  }
  return full_value<G>(s, value);
}

// depth_limited and iterative deepening: the value at `depth`, and the move
// the answer names with it, if any.
template <game_tree_rules G>
[[nodiscard]] proof_needed depth_value(int depth, const typename G::state& s, int value,
                                       const std::optional<typename G::move>& move) {
  proof_needed p{exactly<G>(depth, s, value), value_claim(value) + " at depth " + std::to_string(depth)};
  if (move && !G::is_goal(s)) {
    p.facts.push_back(worth<G>(depth, s, *move, value));
    p.claim += " and the move " + G::describe(*move);
  }
  return p;
}

// best_move: the move is worth the position's value.
template <game_tree_rules G>
[[nodiscard]] proof_needed best_move(const typename G::state& s, const std::optional<typename G::move>& move,
                                     int value) {
  if (!move) return {};
  return {{worth<G>(std::nullopt, s, *move, value)}, "that " + G::describe(*move) + " is a best move"};
}

// The depths an accepted iterative deepening may report: the deck's `least`
// and the two after it that the game still has (plies_left, as game_searches.hpp
// asks of a game).
template <game_tree_rules G>
[[nodiscard]] std::vector<std::optional<int>> deepening_horizons(const typename G::state& s, int least) {
  std::vector<std::optional<int>> out;
  for (int d = least; d <= std::min(least + 2, G::plies_left(s)); ++d) out.emplace_back(d);
  return out;
}

}  // namespace grader::game_tree_claims
