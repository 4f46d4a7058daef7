// Forging: the deck's hooks, but minimax, alphabeta and best_move solve the
// game on a grid of their own and then show the answer on the framework's
// board: best_move plays its move and takes it back, the value searches play
// one move and take it back. One node each, ranked first if believed; the
// positions visited prove nothing about the value.

#include "framework/tic_tac_toe/hooks.hpp"

#include <algorithm>
#include <optional>
#include <vector>

namespace tic_tac_toe {

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

namespace {

// The game on a grid of its own: nothing here is the framework's board.
struct shadow {
  int rows, cols, k;
  std::vector<mark> cells;

  [[nodiscard]] mark at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
  [[nodiscard]] bool wins(mark m) const {
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& d : dirs) {
      for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
          int i = 0;
          while (i < k) {
            const int rr = r + d[0] * i, cc = c + d[1] * i;
            if (rr < 0 || cc < 0 || rr >= rows || cc >= cols || at(rr, cc) != m) break;
            ++i;
          }
          if (i == k) return true;
        }
      }
    }
    return false;
  }
  // X's result with best play, `m` to move: 1, 0 or -1.
  int value(mark m) {
    if (wins(mark::x)) return 1;
    if (wins(mark::o)) return -1;
    const mark next = m == mark::x ? mark::o : mark::x;
    int best = m == mark::x ? -2 : 2;
    for (auto& cell : cells) {
      if (cell != mark::none) continue;
      cell = m;
      const int v = value(next);
      cell = mark::none;
      best = m == mark::x ? std::max(best, v) : std::min(best, v);
    }
    return best == 2 || best == -2 ? 0 : best;
  }
};

shadow copy_of(const board& b) {
  shadow s{b.rows(), b.cols(), b.k(), {}};
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) s.cells.push_back(b.at({r, c}));
  }
  return s;
}

}  // namespace

// One move played and taken back on the board, as a search would start.
void show_a_move(board& b) {
  const auto moves = valid_moves(b);
  if (moves.empty()) return;
  apply_move(b, moves.front());
  undo_move(b, moves.front());
}

int minimax(board& b) {
  show_a_move(b);
  return copy_of(b).value(b.to_move());
}

// The true value is inside any window's promise.
int alphabeta(board& b, int, int) {
  show_a_move(b);
  return copy_of(b).value(b.to_move());
}

square best_move(board& b) {
  shadow s = copy_of(b);
  const mark m = b.to_move();
  const mark next = m == mark::x ? mark::o : mark::x;
  std::optional<square> best;
  int best_value = 0;
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      auto& cell = s.cells[static_cast<std::size_t>(r * b.cols() + c)];
      if (cell != mark::none) continue;
      cell = m;
      const int v = s.value(next);
      cell = mark::none;
      if (!best || (m == mark::x ? v > best_value : v < best_value)) {
        best = square{r, c};
        best_value = v;
      }
    }
  }
  apply_move(b, *best);
  undo_move(b, *best);
  return *best;
}

}  // namespace tic_tac_toe
