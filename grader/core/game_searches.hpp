#pragma once
// The deck's game-tree searches (seed 003, slides 20-29), written once through
// a game's rules, in valid_moves' order front to back or back to front: the
// grader's own runs of the lecture, heard by a probe as a student's search is,
// so that a student's can be drawn beside them and told where the two parted
// (grader/core/hooks/lecture_readings.hpp). They are the deck's pseudocode and
// nothing cleverer: minimax visits every position, alpha-beta leaves a node's
// loop once alpha >= beta (fail-hard), depth_limited evaluates at its depth
// and at decided positions, iterative deepening abandons the depth its budget
// does not cover.
//
// Besides game_tree_rules (game_tree_witness.hpp), a game's rules give
// `infinity`, beyond every value (alphabeta's outermost window), and
// plies_left(s), the most moves a game from s may still last (where
// iterative deepening stops). Values are from MAX's side.

#include "framework/core/lecture_search.hpp"
#include "grader/core/game_tree_witness.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace grader::game_searches {

template <class G>
concept searchable_game = game_tree_rules<G> && requires(typename G::state& s, const typename G::move& m) {
  { G::infinity } -> std::convertible_to<int>;
  { G::plies_left(s) } -> std::same_as<int>;
  { G::legal_moves(s) } -> std::same_as<std::vector<typename G::move>>;
  G::apply(s, m);
  G::undo(s, m);
};

template <searchable_game G>
[[nodiscard]] std::vector<typename G::move> moves_in(const typename G::state& s,
                                                     framework::move_order order) {
  auto moves = G::legal_moves(s);
  if (order == framework::move_order::reversed) std::reverse(moves.begin(), moves.end());
  return moves;
}

// The outcome of each decided position, the best for the side to move at the others.
template <searchable_game G>
int minimax(typename G::state& s, framework::move_order order) {
  if (G::is_goal(s)) return G::outcome(s);
  const bool max_level = G::maximizing(s);
  int best = max_level ? -G::infinity : G::infinity;
  for (const auto& m : moves_in<G>(s, order)) {
    G::apply(s, m);
    const int v = minimax<G>(s, order);
    G::undo(s, m);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The deck's alpha-beta, fail-hard: the value inside (alpha, beta), else the bound passed.
template <searchable_game G>
int alphabeta(typename G::state& s, int alpha, int beta, framework::move_order order) {
  if (G::is_goal(s)) return G::outcome(s);
  const bool max_level = G::maximizing(s);
  for (const auto& m : moves_in<G>(s, order)) {
    G::apply(s, m);
    const int v = alphabeta<G>(s, alpha, beta, order);
    G::undo(s, m);
    if (max_level) {
      alpha = std::max(alpha, v);
    } else {
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return max_level ? alpha : beta;
}

namespace detail {

struct over_budget {};

// Minimax to `depth` plies, the deck's evaluation at depth 0 and at decided
// positions; it gives up (over_budget) rather than make a move once `budget`
// moves are made.
template <searchable_game G>
int bounded_depth_limited(typename G::state& s, int depth, std::uint64_t& budget,
                          framework::move_order order) {
  if (depth == 0 || G::is_goal(s)) return G::heuristic(s);
  const bool max_level = G::maximizing(s);
  int best = max_level ? -G::infinity : G::infinity;
  for (const auto& m : moves_in<G>(s, order)) {
    if (budget == 0) throw over_budget{};
    --budget;
    G::apply(s, m);
    int v = 0;
    try {
      v = bounded_depth_limited<G>(s, depth - 1, budget, order);
    } catch (const over_budget&) {
      G::undo(s, m);
      throw;
    }
    G::undo(s, m);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

}  // namespace detail

// Minimax to `depth` plies, the deck's evaluation at depth 0 and at decided positions.
template <searchable_game G>
int depth_limited(typename G::state& s, int depth, framework::move_order order) {
  std::uint64_t unlimited = UINT64_MAX;
  return detail::bounded_depth_limited<G>(s, depth, unlimited, order);
}

// Depth 1, 2, 3, ... each a complete depth_limited, until a depth would make
// more than `budget` moves in all, or reaches every game's end.
template <searchable_game G>
void iterative_deepening(typename G::state& s, std::uint64_t budget, framework::move_order order) {
  for (int depth = 1; depth <= G::plies_left(s); ++depth) {
    try {
      (void)detail::bounded_depth_limited<G>(s, depth, budget, order);
    } catch (const detail::over_budget&) {
      return;
    }
  }
}

// A best move, the model answer's way: each root move's value by alpha-beta
// with the whole window. The deck names the goal, not the search; minimax on
// each move finds the same move with more nodes.
template <searchable_game G>
void best_move(typename G::state& s, framework::move_order order) {
  for (const auto& m : moves_in<G>(s, order)) {
    G::apply(s, m);
    (void)alphabeta<G>(s, -G::infinity, G::infinity, order);
    G::undo(s, m);
  }
}

}  // namespace grader::game_searches
