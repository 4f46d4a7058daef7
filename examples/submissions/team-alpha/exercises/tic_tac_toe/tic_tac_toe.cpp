// Team Alpha: the deck's game trees as the slides draw them. minimax takes the
// maximum at X's (MAX) levels and the minimum at O's (MIN) levels; alphabeta
// passes alpha and beta down and stops a loop as soon as alpha >= beta;
// depth_limited is minimax with a depth, evaluate at the pseudo-leaves;
// iterative deepening watches b.marks_placed() against its budget. Moves are
// tried in valid_moves' order, so our node counts are the lecture's.

#include "framework/tic_tac_toe/hooks.hpp"

#include <algorithm>

namespace tic_tac_toe {

namespace {

int result_of(const board& b) {
  if (b.winner() == mark::x) return 1;
  if (b.winner() == mark::o) return -1;
  return 0;
}

// Every length-k window of the board: along rows, columns and both diagonals.
template <typename Visit>
void for_each_line(const board& b, Visit visit) {
  const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (const auto& d : directions) {
    for (int r = 0; r < b.rows(); ++r) {
      for (int c = 0; c < b.cols(); ++c) {
        const int end_r = r + d[0] * (b.k() - 1);
        const int end_c = c + d[1] * (b.k() - 1);
        if (end_r < 0 || end_r >= b.rows() || end_c < 0 || end_c >= b.cols()) continue;
        bool has_x = false;
        bool has_o = false;
        for (int i = 0; i < b.k(); ++i) {
          const mark m = b.at({r + d[0] * i, c + d[1] * i});
          has_x = has_x || m == mark::x;
          has_o = has_o || m == mark::o;
        }
        visit(has_x, has_o);
      }
    }
  }
}

// depth_limited that gives up (nullopt) once the budget is spent.
std::optional<scored_move> limited(board& b, int depth, std::uint64_t budget_end) {
  const auto moves = valid_moves(b);
  if (depth == 0 || moves.empty()) return scored_move{evaluate(b), std::nullopt};
  const bool max_level = b.to_move() == mark::x;
  scored_move best{max_level ? -infinity : infinity, std::nullopt};
  for (const auto s : moves) {
    if (b.marks_placed() >= budget_end) return std::nullopt;
    apply_move(b, s);
    const auto below = limited(b, depth - 1, budget_end);
    undo_move(b, s);
    if (!below) return std::nullopt;
    if (max_level ? below->value > best.value : below->value < best.value) best = {below->value, s};
  }
  return best;
}

}  // namespace

std::vector<square> valid_moves(const board& b) {
  std::vector<square> moves;
  if (b.winner() != mark::none) return moves;
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      if (b.is_empty({r, c})) moves.push_back({r, c});
    }
  }
  return moves;
}

void apply_move(board& b, square s) { b.place_mark(s); }

void undo_move(board& b, square s) { b.clear(s); }

int evaluate(const board& b) {
  if (b.winner() == mark::x) return win_score;
  if (b.winner() == mark::o) return -win_score;
  int open_for_x = 0;
  int open_for_o = 0;
  for_each_line(b, [&](bool has_x, bool has_o) {
    if (!has_o) ++open_for_x;
    if (!has_x) ++open_for_o;
  });
  return open_for_x - open_for_o;
}

int minimax(board& b) {
  const auto moves = valid_moves(b);
  if (moves.empty()) return result_of(b);
  const bool max_level = b.to_move() == mark::x;
  int best = max_level ? -infinity : infinity;
  for (const auto s : moves) {
    apply_move(b, s);
    const int value = minimax(b);
    undo_move(b, s);
    best = max_level ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

int alphabeta(board& b, int alpha, int beta) {
  const auto moves = valid_moves(b);
  if (moves.empty()) return result_of(b);
  const bool max_level = b.to_move() == mark::x;
  for (const auto s : moves) {
    apply_move(b, s);
    const int value = alphabeta(b, alpha, beta);
    undo_move(b, s);
    if (max_level) {
      alpha = std::max(alpha, value);
    } else {
      beta = std::min(beta, value);
    }
    if (alpha >= beta) break;  // an ancestor will never let the game come here
  }
  return max_level ? alpha : beta;
}

scored_move depth_limited(board& b, int depth) { return *limited(b, depth, UINT64_MAX); }

deepening_result iterative_deepening(board& b, std::uint64_t node_budget) {
  const std::uint64_t budget_end = b.marks_placed() + node_budget;
  deepening_result last;
  for (int depth = 1; depth <= b.empty_count(); ++depth) {
    const auto found = limited(b, depth, budget_end);
    if (!found) break;  // out of budget: the last complete depth stands
    last = {found->move, found->value, depth};
  }
  return last;
}

square best_move(board& b) {
  const bool max_level = b.to_move() == mark::x;
  std::optional<square> best;
  int best_value = 0;
  for (const auto s : valid_moves(b)) {
    apply_move(b, s);
    const int value = alphabeta(b, -infinity, infinity);
    undo_move(b, s);
    if (!best || (max_level ? value > best_value : value < best_value)) {
      best = s;
      best_value = value;
    }
  }
  return *best;
}

}  // namespace tic_tac_toe
