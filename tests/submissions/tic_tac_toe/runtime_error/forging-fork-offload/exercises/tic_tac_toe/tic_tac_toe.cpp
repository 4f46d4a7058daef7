// Forging: the search offloaded to a forked child: minimax and best_move fork;
// the child plays out the game tree on the framework's board with its record
// sent to /dev/null and pipes the value or the move back, so the trace holds
// no node. A runner's box is one process, so the fork itself ends the run.

#include "framework/tic_tac_toe/hooks.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <optional>

namespace tic_tac_toe {

int minimax_here(board& b);
square best_move_here(board& b);

std::vector<square> valid_moves(const board& b) {
  std::vector<square> moves;
  if (b.is_over()) return moves;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c)
      if (b.is_empty({r, c})) moves.push_back({r, c});
  return moves;
}

void apply_move(board& b, square s) { b.place_mark(s); }
void undo_move(board& b, square s) { b.clear(s); }

int evaluate(const board& b) {
  if (b.winner() == mark::x) return win_score;
  if (b.winner() == mark::o) return -win_score;
  int open_x = 0, open_o = 0;
  const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (const auto& d : dirs) {
    for (int r = 0; r < b.rows(); ++r) {
      for (int c = 0; c < b.cols(); ++c) {
        if (!b.on_board({r + d[0] * (b.k() - 1), c + d[1] * (b.k() - 1)})) continue;
        bool has_x = false, has_o = false;
        for (int i = 0; i < b.k(); ++i) {
          const mark m = b.at({r + d[0] * i, c + d[1] * i});
          has_x = has_x || m == mark::x;
          has_o = has_o || m == mark::o;
        }
        if (!has_o) ++open_x;
        if (!has_x) ++open_o;
      }
    }
    if (b.k() == 1) break;
  }
  return open_x - open_o;
}

namespace {
int result(const board& b) { return b.winner() == mark::x ? 1 : b.winner() == mark::o ? -1 : 0; }
}  // namespace

// Slide 23: at a MAX level the maximum of all moves, at a MIN level the minimum.
int minimax_here(board& b) {
  if (b.is_over()) return result(b);
  const bool max_level = b.to_move() == mark::x;
  int best = max_level ? -2 : 2;
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    const int v = minimax_here(b);
    undo_move(b, s);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Slide 29: discontinue below a MIN node if beta <= alpha, below a MAX node if alpha >= beta.
int alphabeta(board& b, int alpha, int beta) {
  if (b.is_over()) return result(b);
  const bool max_level = b.to_move() == mark::x;
  for (const square s : valid_moves(b)) {
    if (alpha >= beta) break;
    apply_move(b, s);
    const int v = alphabeta(b, alpha, beta);
    undo_move(b, s);
    if (max_level)
      alpha = std::max(alpha, v);
    else
      beta = std::min(beta, v);
  }
  return max_level ? alpha : beta;
}

namespace {
// Slide 26: minimax to a depth, the heuristic at the pseudo-leaves; nullopt when out of budget.
std::optional<scored_move> look_ahead(board& b, int depth, std::uint64_t stop) {
  if (depth == 0 || b.is_over()) return scored_move{evaluate(b), std::nullopt};
  const bool max_level = b.to_move() == mark::x;
  std::optional<scored_move> best;
  for (const square s : valid_moves(b)) {
    if (b.marks_placed() >= stop) return std::nullopt;
    apply_move(b, s);
    const auto below = look_ahead(b, depth - 1, stop);
    undo_move(b, s);
    if (!below) return std::nullopt;
    if (!best || (max_level ? below->value > best->value : below->value < best->value))
      best = scored_move{below->value, s};
  }
  return best;
}
}  // namespace

scored_move depth_limited(board& b, int depth) { return *look_ahead(b, depth, ~std::uint64_t{0}); }

deepening_result iterative_deepening(board& b, std::uint64_t node_budget) {
  const std::uint64_t stop = b.marks_placed() + node_budget;
  deepening_result last;
  for (int depth = 1; depth <= b.rows() * b.cols() - b.mark_count(); ++depth) {
    const auto found = look_ahead(b, depth, stop);
    if (!found) break;
    last = {found->move, found->value, depth};
  }
  return last;
}

square best_move_here(board& b) {
  const bool max_level = b.to_move() == mark::x;
  std::optional<square> best;
  int best_value = 0;
  for (const square s : valid_moves(b)) {
    apply_move(b, s);
    const int v = alphabeta(b, -infinity, infinity);
    undo_move(b, s);
    if (!best || (max_level ? v > best_value : v < best_value)) {
      best = s;
      best_value = v;
    }
  }
  return *best;
}

namespace {

// The search in a child whose record of edits goes nowhere (the result
// channel, fd 4, pointed at /dev/null); the answer comes back through a pipe.
// The child's CPU is its own, and the parent never waits for it.
template <class T, class Search>
T offloaded(Search search) {
  int channel[2];
  if (::pipe(channel) != 0) return search();
  if (::fork() == 0) {
    ::dup2(::open("/dev/null", O_WRONLY), 4);
    const T answer = search();
    (void)!::write(channel[1], &answer, sizeof answer);
    ::_exit(0);
  }
  ::close(channel[1]);
  T answer{};
  if (::read(channel[0], &answer, sizeof answer) != static_cast<ssize_t>(sizeof answer)) return search();
  return answer;
}

}  // namespace

int minimax(board& b) {
  return offloaded<int>([&] { return minimax_here(b); });
}

square best_move(board& b) {
  return offloaded<square>([&] { return best_move_here(b); });
}

}  // namespace tic_tac_toe
