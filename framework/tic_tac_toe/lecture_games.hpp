#pragma once
// The deck's game-tree searches (seed 003, slides 20-29) written through the
// rules, in valid_moves' order front to back or back to front: the grader's
// own runs of the lecture, heard by a probe as a student's search is, so that
// a student's can be drawn beside them and told where the two parted
// (grader/core/hooks/lecture_readings.hpp). They are the deck's pseudocode
// and nothing cleverer: minimax visits every position, alpha-beta leaves a
// node's loop once alpha >= beta (fail-hard), depth_limited evaluates at its
// depth and at decided positions, iterative deepening abandons the depth its
// budget does not cover. Part of the framework, so the student handout's
// grader has them too.

#include "framework/core/lecture_search.hpp"
#include "framework/tic_tac_toe/board.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace tic_tac_toe::lecture {

[[nodiscard]] inline std::vector<square> moves_in(const board& b, framework::move_order order) {
  auto moves = rules::legal_moves(b);
  if (order == framework::move_order::reversed) std::reverse(moves.begin(), moves.end());
  return moves;
}

// +1 / 0 / -1 from X's side, full depth.
inline int minimax(board& b, framework::move_order order) {
  if (b.is_over()) return rules::outcome(b);
  const bool max_level = rules::maximizing(b);
  int best = max_level ? -infinity : infinity;
  for (const auto& m : moves_in(b, order)) {
    rules::apply(b, m);
    const int v = minimax(b, order);
    rules::undo(b, m);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The deck's alpha-beta, fail-hard: the value inside (alpha, beta), else the bound passed.
inline int alphabeta(board& b, int alpha, int beta, framework::move_order order) {
  if (b.is_over()) return rules::outcome(b);
  const bool max_level = rules::maximizing(b);
  for (const auto& m : moves_in(b, order)) {
    rules::apply(b, m);
    const int v = alphabeta(b, alpha, beta, order);
    rules::undo(b, m);
    if (max_level) {
      alpha = std::max(alpha, v);
    } else {
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return max_level ? alpha : beta;
}

// Minimax to `depth` plies, the deck's evaluate at depth 0 and at decided positions.
inline int depth_limited(board& b, int depth, framework::move_order order) {
  if (depth == 0 || b.is_over()) return rules::heuristic(b);
  const bool max_level = rules::maximizing(b);
  int best = max_level ? -infinity : infinity;
  for (const auto& m : moves_in(b, order)) {
    rules::apply(b, m);
    const int v = depth_limited(b, depth - 1, order);
    rules::undo(b, m);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

namespace detail {

struct over_budget {};

// depth_limited that gives up once the marks placed pass `last`.
inline int bounded_depth_limited(board& b, int depth, std::uint64_t last, framework::move_order order) {
  if (depth == 0 || b.is_over()) return rules::heuristic(b);
  const bool max_level = rules::maximizing(b);
  int best = max_level ? -infinity : infinity;
  for (const auto& m : moves_in(b, order)) {
    if (b.marks_placed() >= last) throw over_budget{};
    rules::apply(b, m);
    int v = 0;
    try {
      v = bounded_depth_limited(b, depth - 1, last, order);
    } catch (const over_budget&) {
      rules::undo(b, m);
      throw;
    }
    rules::undo(b, m);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

}  // namespace detail

// Depth 1, 2, 3, ... each a complete depth_limited, until a depth would
// place more than `budget` marks in all, or covers every empty square.
inline void iterative_deepening(board& b, std::uint64_t budget, framework::move_order order) {
  const std::uint64_t last = b.marks_placed() + budget;
  for (int depth = 1; depth <= b.empty_count(); ++depth) {
    try {
      (void)detail::bounded_depth_limited(b, depth, last, order);
    } catch (const detail::over_budget&) {
      return;
    }
  }
}

// A best move, the model answer's way: each root move's value by alpha-beta
// with the whole window. The deck names the goal, not the search; minimax on
// each move finds the same move with more nodes.
inline void best_move(board& b, framework::move_order order) {
  for (const auto& m : moves_in(b, order)) {
    rules::apply(b, m);
    (void)alphabeta(b, -infinity, infinity, order);
    rules::undo(b, m);
  }
}

}  // namespace tic_tac_toe::lecture
