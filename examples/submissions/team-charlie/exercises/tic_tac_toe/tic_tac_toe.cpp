// Team Charlie: minimax and alpha-beta in negamax form (one function, the
// value from the mover's side, negated on the way up). Our depth_limited
// counts its depth down to -1, one ply deeper than asked; our iterative
// deepening checks its budget only between depths; and best_move plays a
// win, else a block, else the first free square.

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
  if (depth < 0 || moves.empty()) return scored_move{evaluate(b), std::nullopt};
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

namespace {

// The value for the player to move: +1 a win, 0 a draw, -1 a loss.
int negamax(board& b, int alpha, int beta, bool prune) {
  const auto moves = valid_moves(b);
  const int sign = b.to_move() == mark::x ? 1 : -1;
  if (moves.empty()) return sign * result_of(b);
  int best = -infinity;
  for (const auto s : moves) {
    apply_move(b, s);
    const int value = -negamax(b, -beta, -alpha, prune);
    undo_move(b, s);
    best = std::max(best, value);
    alpha = std::max(alpha, value);
    if (prune && alpha >= beta) break;
  }
  return best;
}

}  // namespace

int minimax(board& b) {
  const int sign = b.to_move() == mark::x ? 1 : -1;
  return sign * negamax(b, -infinity, infinity, false);
}

int alphabeta(board& b, int alpha, int beta) {
  const int sign = b.to_move() == mark::x ? 1 : -1;
  return sign > 0 ? negamax(b, alpha, beta, true) : -negamax(b, -beta, -alpha, true);
}

scored_move depth_limited(board& b, int depth) { return *limited(b, depth, UINT64_MAX); }

deepening_result iterative_deepening(board& b, std::uint64_t node_budget) {
  const std::uint64_t start = b.marks_placed();
  deepening_result last;
  for (int depth = 1; depth <= b.empty_count() && b.marks_placed() - start < node_budget; ++depth) {
    const auto found = depth_limited(b, depth);
    last = {found.move, found.value, depth};
  }
  return last;
}

// Whether a mark of `m` on the empty square s would make k in a row.
bool would_complete(const board& b, square s, mark m) {
  const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (const auto& d : directions) {
    int run = 1;
    for (square t{s.row + d[0], s.col + d[1]}; b.at(t) == m; t = {t.row + d[0], t.col + d[1]}) ++run;
    for (square t{s.row - d[0], s.col - d[1]}; b.at(t) == m; t = {t.row - d[0], t.col - d[1]}) ++run;
    if (run >= b.k()) return true;
  }
  return false;
}

// A square that completes a line of `m`'s, if any.
std::optional<square> completing(const board& b, mark m) {
  for (const auto s : valid_moves(b)) {
    if (would_complete(b, s, m)) return s;
  }
  return std::nullopt;
}

square best_move(board& b) {
  const mark me = b.to_move();
  if (const auto win = completing(b, me)) return *win;
  if (const auto block = completing(b, me == mark::x ? mark::o : mark::x)) return *block;
  return valid_moves(b).front();
}

}  // namespace tic_tac_toe
