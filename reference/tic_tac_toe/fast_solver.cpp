#include "reference/tic_tac_toe/fast_solver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tic_tac_toe::fast {

namespace {

using mask = std::uint64_t;

[[nodiscard]] constexpr mask bit_of(int cell) noexcept { return mask{1} << cell; }
[[nodiscard]] int popcount(mask m) noexcept { return std::popcount(m); }
[[nodiscard]] int lowest_cell(mask m) noexcept { return std::countr_zero(m); }

constexpr std::size_t max_cells = static_cast<std::size_t>(max_side * max_side);
using cell_list = std::array<int, max_cells>;

// Everything about the board that does not change during a search, built
// once per call so that concurrent calls share nothing.
struct geometry {
  int rows = 0;
  int cols = 0;
  int k = 0;
  int cells = 0;
  mask board = 0;
  // Every line of k cells: rows, columns and both diagonal directions.
  std::vector<mask> lines;
  // The images of each cell under the symmetries that map the board onto
  // itself (8 for a square, 4 for a rectangle); symmetry 0 is the identity.
  int symmetries = 0;
  std::array<std::array<mask, 8>, max_cells> image{};
  // Cells by how many lines pass through them, most first, centre first among
  // equals: in m,n,k games the cells on many lines are the strong ones, so
  // trying them first finds the refutations alpha-beta cuts with.
  std::vector<int> order;
};

[[nodiscard]] geometry make_geometry(int rows, int cols, int k) {
  geometry g;
  g.rows = rows;
  g.cols = cols;
  g.k = k;
  g.cells = rows * cols;
  g.board = bit_of(g.cells) - 1;

  const auto cell = [cols](int r, int c) { return r * cols + c; };
  constexpr std::array<std::pair<int, int>, 4> directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
  for (const auto& [dr, dc] : directions) {
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        const int end_r = r + dr * (k - 1);
        const int end_c = c + dc * (k - 1);
        if (end_r >= rows || end_c < 0 || end_c >= cols) continue;
        mask line = 0;
        for (int i = 0; i < k; ++i) line |= bit_of(cell(r + dr * i, c + dc * i));
        // With k = 1 every direction gives the same single cells.
        if (std::find(g.lines.begin(), g.lines.end(), line) == g.lines.end()) g.lines.push_back(line);
      }
    }
  }

  g.symmetries = rows == cols ? 8 : 4;
  const int last_r = rows - 1;
  const int last_c = cols - 1;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      auto& images = g.image[static_cast<std::size_t>(cell(r, c))];
      images[0] = bit_of(cell(r, c));
      images[1] = bit_of(cell(r, last_c - c));
      images[2] = bit_of(cell(last_r - r, c));
      images[3] = bit_of(cell(last_r - r, last_c - c));
      if (g.symmetries == 8) {  // the transposes exist only when rows == cols
        images[4] = bit_of(cell(c, r));
        images[5] = bit_of(cell(c, last_r - r));
        images[6] = bit_of(cell(last_c - c, r));
        images[7] = bit_of(cell(last_c - c, last_r - r));
      }
    }
  }

  std::vector<int> lines_through(static_cast<std::size_t>(g.cells), 0);
  for (const mask line : g.lines) {
    for (mask m = line; m != 0; m &= m - 1) ++lines_through[static_cast<std::size_t>(lowest_cell(m))];
  }
  // Twice the distance from the centre, squared, keeps it integral.
  const auto off_centre = [&](int i) {
    const int dr = 2 * (i / cols) - last_r;
    const int dc = 2 * (i % cols) - last_c;
    return dr * dr + dc * dc;
  };
  g.order.resize(static_cast<std::size_t>(g.cells));
  for (int i = 0; i < g.cells; ++i) g.order[static_cast<std::size_t>(i)] = i;
  std::stable_sort(g.order.begin(), g.order.end(), [&](int a, int b) {
    const int la = lines_through[static_cast<std::size_t>(a)];
    const int lb = lines_through[static_cast<std::size_t>(b)];
    if (la != lb) return la > lb;
    return off_centre(a) < off_centre(b);
  });
  return g;
}

[[nodiscard]] bool has_line(const geometry& g, mask marks) noexcept {
  return std::any_of(g.lines.begin(), g.lines.end(), [marks](mask line) { return (marks & line) == line; });
}

// A position as the side to move sees it, with its images under every
// symmetry kept up to date move by move (cheaper than transforming the
// board at each probe of the table).
struct node {
  mask me = 0;
  mask opp = 0;
  std::array<mask, 8> sym_me{};
  std::array<mask, 8> sym_opp{};
};

[[nodiscard]] std::array<mask, 8> images_of(const geometry& g, mask marks) noexcept {
  std::array<mask, 8> images{};
  for (mask m = marks; m != 0; m &= m - 1) {
    const auto& of_cell = g.image[static_cast<std::size_t>(lowest_cell(m))];
    for (std::size_t s = 0; s < static_cast<std::size_t>(g.symmetries); ++s) images[s] |= of_cell[s];
  }
  return images;
}

[[nodiscard]] node make_node(const geometry& g, mask me, mask opp) {
  return {.me = me, .opp = opp, .sym_me = images_of(g, me), .sym_opp = images_of(g, opp)};
}

// The mover plays `cell`; the child is seen from the other side.
[[nodiscard]] node play(const geometry& g, const node& n, int cell) noexcept {
  node child;
  child.me = n.opp;
  child.opp = n.me | bit_of(cell);
  child.sym_me = n.sym_opp;
  const auto& images = g.image[static_cast<std::size_t>(cell)];
  for (std::size_t s = 0; s < static_cast<std::size_t>(g.symmetries); ++s) {
    child.sym_opp[s] = n.sym_me[s] | images[s];
  }
  return child;
}

// The least image of the position (as a pair) under the symmetries: the key
// of the position's whole class.
[[nodiscard]] std::pair<mask, mask> canonical(const geometry& g, const node& n) noexcept {
  std::pair<mask, mask> best{n.sym_me[0], n.sym_opp[0]};
  for (std::size_t s = 1; s < static_cast<std::size_t>(g.symmetries); ++s) {
    const std::pair<mask, mask> candidate{n.sym_me[s], n.sym_opp[s]};
    if (candidate < best) best = candidate;
  }
  return best;
}

// The transposition table: open addressing over a power-of-two array that
// grows with what the search stores, up to a cap beyond which old entries are
// overwritten. It is a cache: a lost entry costs time, never correctness,
// because every hit compares the whole position, not a hash of it.
class transposition_table {
 public:
  enum class bound : std::uint8_t { exact, lower, upper };

  struct entry {
    mask me = 0;  // top bits: used flag, value + 1, bound
    mask opp = 0;
  };

  struct hit {
    int value = 0;
    bound kind = bound::exact;
  };

  transposition_table() : slots_(std::size_t{1} << initial_bits) {}

  [[nodiscard]] bool find(mask me, mask opp, hit& out) const noexcept {
    const std::size_t home = slot_of(me, opp);
    for (std::size_t i = 0; i < probes; ++i) {
      const entry& e = slots_[(home + i) & (slots_.size() - 1)];
      if ((e.me & used_bit) == 0) return false;
      if ((e.me & cell_bits) == me && e.opp == opp) {
        out.value = static_cast<int>((e.me >> value_shift) & 3) - 1;
        out.kind = static_cast<bound>((e.me >> bound_shift) & 3);
        return true;
      }
    }
    return false;
  }

  void store(mask me, mask opp, int value, bound kind) {
    if (stored_ * 2 >= slots_.size() && slots_.size() < max_slots) grow();
    put(me, opp, value, kind);
  }

 private:
  static constexpr int initial_bits = 10;  // 16 KiB: the deck's positions need a few entries
  // 2^22 entries of 16 bytes: 64 MiB at most, for the largest searches only.
  static constexpr std::size_t max_slots = std::size_t{1} << 22;
  static constexpr std::size_t probes = 4;
  static constexpr mask cell_bits = (mask{1} << 36) - 1;
  static constexpr int value_shift = 40;
  static constexpr int bound_shift = 42;
  static constexpr mask used_bit = mask{1} << 63;

  [[nodiscard]] std::size_t slot_of(mask me, mask opp) const noexcept {
    // splitmix64's finaliser over both boards.
    mask h = me * 0x9E3779B97F4A7C15ULL ^ opp;
    h ^= h >> 30;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 27;
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 31;
    return static_cast<std::size_t>(h) & (slots_.size() - 1);
  }

  void put(mask me, mask opp, int value, bound kind) noexcept {
    const entry fresh{me | used_bit | (static_cast<mask>(value + 1) << value_shift) |
                          (static_cast<mask>(kind) << bound_shift),
                      opp};
    const std::size_t home = slot_of(me, opp);
    for (std::size_t i = 0; i < probes; ++i) {
      entry& e = slots_[(home + i) & (slots_.size() - 1)];
      if ((e.me & used_bit) == 0) {
        e = fresh;
        ++stored_;
        return;
      }
      if ((e.me & cell_bits) == me && e.opp == opp) {
        e = fresh;
        return;
      }
    }
    slots_[home] = fresh;  // the neighbourhood is full: replace
  }

  void grow() {
    std::vector<entry> old(slots_.size() * 2);
    old.swap(slots_);
    stored_ = 0;
    for (const entry& e : old) {
      if ((e.me & used_bit) == 0) continue;
      put(e.me & cell_bits, e.opp, static_cast<int>((e.me >> value_shift) & 3) - 1,
          static_cast<bound>((e.me >> bound_shift) & 3));
    }
  }

  std::vector<entry> slots_;
  std::size_t stored_ = 0;
};

// One call's search: the geometry, the table and the node count.
class searcher {
 public:
  searcher(const geometry& g, std::uint64_t max_positions) : g_(g), max_positions_(max_positions) {}

  // The value of `n` for the side to move (+1 it wins, -1 it loses), exact
  // when strictly inside (alpha, beta); otherwise a bound on the far side of
  // the window (fail-soft). The previous move did not end the game and the
  // board is not full.
  [[nodiscard]] int search(const node& n, int alpha, int beta) {
    if (++nodes_ > max_positions_)
      throw too_many_positions("more than " + std::to_string(max_positions_) + " positions");
    const mask empty = g_.board & ~(n.me | n.opp);
    const int empties = popcount(empty);
    // One pass over the lines: the cells that complete a line for either
    // side, and the lines either side can still complete in the moves it has
    // left (the mover gets the odd one). A line that is blocked or too far
    // from complete stays so for the rest of the game.
    const int my_moves = (empties + 1) / 2;
    const int opp_moves = empties / 2;
    mask my_wins = 0;
    mask opp_wins = 0;
    bool i_can = false;
    bool opp_can = false;
    mask relevant = 0;  // empty cells on a line someone can still complete
    for (const mask line : g_.lines) {
      const mask mine = line & n.me;
      const mask theirs = line & n.opp;
      if (theirs == 0) {
        const int missing = g_.k - popcount(mine);
        if (missing == 1) my_wins |= line & ~mine;
        if (missing <= my_moves) {
          i_can = true;
          relevant |= line & empty;
        }
      } else if (mine == 0) {
        const int missing = g_.k - popcount(theirs);
        if (missing == 1) opp_wins |= line & ~theirs;
        if (missing <= opp_moves) {
          opp_can = true;
          relevant |= line & empty;
        }
      }
    }
    if (my_wins != 0) return 1;
    // Two cells that each complete a line for the opponent: one block, one win.
    if (popcount(opp_wins) >= 2) return -1;
    const int low = opp_can ? -1 : 0;
    const int high = i_can ? 1 : 0;
    if (low == high) return low;
    if (low >= beta) return low;
    if (high <= alpha) return high;
    alpha = std::max(alpha, low);
    beta = std::min(beta, high);

    const auto [key_me, key_opp] = canonical(g_, n);
    transposition_table::hit hit;
    if (table_.find(key_me, key_opp, hit)) {
      switch (hit.kind) {
        case transposition_table::bound::exact:
          return hit.value;
        case transposition_table::bound::lower:
          if (hit.value >= beta) return hit.value;
          alpha = std::max(alpha, hit.value);
          break;
        case transposition_table::bound::upper:
          if (hit.value <= alpha) return hit.value;
          beta = std::min(beta, hit.value);
          break;
      }
    }

    const int alpha_in = alpha;
    int best = -2;
    // A single threat must be blocked: any other move loses at once. A cell
    // on no line that either side can still complete is a pass, and a pass
    // is never better than a stone on a live line (an extra stone never hurts
    // its owner), so those are tried only when nothing else is left: never,
    // since then nobody can win and the bounds above have returned the draw.
    const mask candidates = opp_wins != 0 ? opp_wins : relevant;
    cell_list moves;  // filled up to the count before it is read
    const int count = ordered_moves(n, candidates, empty, moves);
    for (int i = 0; i < count; ++i) {
      const int cell = moves[static_cast<std::size_t>(i)];
      const int v = empties == 1 ? 0 : -search(play(g_, n, cell), -beta, -alpha);
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }

    const auto kind = best <= alpha_in ? transposition_table::bound::upper
                      : best >= beta   ? transposition_table::bound::lower
                                       : transposition_table::bound::exact;
    table_.store(key_me, key_opp, best, kind);
    return best;
  }

  [[nodiscard]] std::uint64_t nodes() const noexcept { return nodes_; }

 private:
  // The candidates, strongest first: a cell scores for every line through it
  // that is still open to one side, doubled for each stone already on it
  // (where the next stone makes or stops a threat); the static order breaks
  // ties. Doubling beat counting lines (14 times fewer nodes on 5x5, k=4)
  // and quadrupling (3 times fewer).
  int ordered_moves(const node& n, mask candidates, mask empty, cell_list& moves) const noexcept {
    int count = 0;
    if (popcount(candidates) == 1) {
      moves[0] = lowest_cell(candidates);
      return 1;
    }
    cell_list score{};
    for (const mask line : g_.lines) {
      const mask mine = line & n.me;
      const mask theirs = line & n.opp;
      if (mine != 0 && theirs != 0) continue;
      const int stones = popcount(mine | theirs);
      const int weight = 1 << stones;
      for (mask m = line & empty & candidates; m != 0; m &= m - 1) {
        score[static_cast<std::size_t>(lowest_cell(m))] += weight;
      }
    }
    for (const int cell : g_.order) {
      if ((candidates & bit_of(cell)) == 0) continue;
      // Insertion sort: at most 36 cells, mostly in order already.
      int i = count++;
      const int s = score[static_cast<std::size_t>(cell)];
      while (i > 0 && score[static_cast<std::size_t>(moves[static_cast<std::size_t>(i - 1)])] < s) {
        moves[static_cast<std::size_t>(i)] = moves[static_cast<std::size_t>(i - 1)];
        --i;
      }
      moves[static_cast<std::size_t>(i)] = cell;
    }
    return count;
  }

  const geometry& g_;
  transposition_table table_;
  std::uint64_t max_positions_;
  std::uint64_t nodes_ = 0;
};

void validate(const position& p) {
  const auto fail = [](const std::string& why) { throw std::invalid_argument("tic_tac_toe::fast: " + why); };
  if (p.rows < 1 || p.rows > max_side || p.cols < 1 || p.cols > max_side) {
    fail("the board is " + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
         "; rows and cols must be 1.." + std::to_string(max_side));
  }
  if (p.k < 1 || p.k > std::max(p.rows, p.cols)) {
    fail("k = " + std::to_string(p.k) + " on a " + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
         " board; it must be 1.." + std::to_string(std::max(p.rows, p.cols)));
  }
  if ((p.x & p.o) != 0) fail("cell " + std::to_string(lowest_cell(p.x & p.o)) + " holds both X and O");
  const mask board = bit_of(p.rows * p.cols) - 1;
  if (((p.x | p.o) & ~board) != 0) {
    fail("cell " + std::to_string(lowest_cell((p.x | p.o) & ~board)) + " is off the " +
         std::to_string(p.rows) + "x" + std::to_string(p.cols) + " board");
  }
}

// The result of a decided position from X's side, or nothing when play goes on.
[[nodiscard]] std::optional<int> decided(const geometry& g, const position& p) {
  const bool x_line = has_line(g, p.x);
  const bool o_line = has_line(g, p.o);
  if (x_line && o_line) {
    throw std::invalid_argument("tic_tac_toe::fast: both X and O have a line of " + std::to_string(p.k) +
                                "; no game reaches that position");
  }
  if (x_line) return 1;
  if (o_line) return -1;
  if (((p.x | p.o) & g.board) == g.board) return 0;
  return std::nullopt;
}

[[nodiscard]] node root_of(const geometry& g, const position& p) {
  return p.x_to_move ? make_node(g, p.x, p.o) : make_node(g, p.o, p.x);
}

// The lines no O blocks less the lines no X blocks.
[[nodiscard]] int open_lines(const geometry& g, mask x, mask o) noexcept {
  int open = 0;
  for (const mask line : g.lines)
    open += static_cast<int>((line & o) == 0) - static_cast<int>((line & x) == 0);
  return open;
}

// The deck's evaluation: a line decides (+1000 X's, -1000 O's), else the open lines.
[[nodiscard]] int deck_evaluation(const geometry& g, mask x, mask o) noexcept {
  if (has_line(g, x)) return 1000;
  if (has_line(g, o)) return -1000;
  return open_lines(g, x, o);
}

[[nodiscard]] std::uint64_t saturating_sum(std::uint64_t a, std::uint64_t b) noexcept {
  return a > no_limit - b ? no_limit : a + b;
}

// The deck's depth-limited minimax below one root. Within it a position's
// marks say whose move it is and how many plies are left, so a position met
// again by another order of the same moves has the value and the plain tree
// already found: each is searched once, and its tree's size added up.
class horizon_search {
 public:
  struct found {
    int value = 0;
    std::uint64_t positions = 0;  // the marks the plain search places below
  };

  horizon_search(const geometry& g, const position& root, int depth, std::uint64_t max_positions)
      : g_(g), root_marks_(popcount(root.x | root.o)), depth_(depth), max_positions_(max_positions) {}

  // Throws too_many_positions once it has met more positions than the plain
  // search may place: each was placed at least once.
  found search(mask x, mask o, bool x_to_move) {
    if (has_line(g_, x)) return {1000, 0};
    if (has_line(g_, o)) return {-1000, 0};
    const mask empty = g_.board & ~(x | o);
    if (popcount(x | o) - root_marks_ >= depth_ || empty == 0) return {open_lines(g_, x, o), 0};
    const std::pair key{x, o};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    found best{x_to_move ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max(), 0};
    for (mask m = empty; m != 0; m &= m - 1) {
      const mask b = bit_of(lowest_cell(m));
      const found below = x_to_move ? search(x | b, o, false) : search(x, o | b, true);
      best.value = x_to_move ? std::max(best.value, below.value) : std::min(best.value, below.value);
      best.positions = saturating_sum(best.positions, saturating_sum(below.positions, 1));
    }
    if (memo_.size() >= max_positions_) throw too_many_positions("the plain search places too many marks");
    memo_.emplace(key, best);
    return best;
  }

 private:
  struct key_hash {
    std::size_t operator()(const std::pair<mask, mask>& k) const noexcept {
      return static_cast<std::size_t>((k.first * 0x9E3779B97F4A7C15ULL) ^ k.second);
    }
  };

  const geometry& g_;
  int root_marks_;
  int depth_;
  std::uint64_t max_positions_;
  std::unordered_map<std::pair<mask, mask>, found, key_hash> memo_;
};

}  // namespace

solution solve(const position& p, std::uint64_t max_positions) {
  validate(p);
  const geometry g = make_geometry(p.rows, p.cols, p.k);
  solution result;
  if (const auto done = decided(g, p)) {
    result.value = *done;
    return result;
  }
  searcher s(g, max_positions);
  const node root = root_of(g, p);
  const int best = s.search(root, -1, 1);
  const mask empty = g.board & ~(p.x | p.o);
  // Moves whose positions are images of each other under a symmetry have one
  // value: the empty 4x4 board has 3 classes of first moves, not 16.
  std::vector<std::pair<std::pair<mask, mask>, bool>> classes;
  for (mask m = empty; m != 0; m &= m - 1) {
    const int cell = lowest_cell(m);
    const node child = play(g, root, cell);
    const auto key = canonical(g, child);
    const auto known =
        std::find_if(classes.begin(), classes.end(), [&](const auto& c) { return c.first == key; });
    bool is_best = false;
    if (known != classes.end()) {
      is_best = known->second;
    } else if (best == -1 || has_line(g, child.opp)) {
      is_best = true;  // every move loses, or this one wins at once
    } else if (empty == bit_of(cell)) {
      is_best = best == 0;  // the last cell: a draw
    } else {
      // Only "the child is no better for the opponent than -best" matters.
      is_best = -s.search(child, -best, -best + 1) >= best;
    }
    if (known == classes.end()) classes.emplace_back(key, is_best);
    if (is_best) result.best_moves.push_back(cell);
  }
  result.value = p.x_to_move ? best : -best;
  result.nodes = s.nodes();
  return result;
}

int value(const position& p, std::uint64_t max_positions) {
  validate(p);
  const geometry g = make_geometry(p.rows, p.cols, p.k);
  if (const auto done = decided(g, p)) return *done;
  searcher s(g, max_positions);
  const int v = s.search(root_of(g, p), -1, 1);
  return p.x_to_move ? v : -v;
}

std::optional<horizon_values> depth_limited(const position& p, int depth, std::uint64_t max_positions) {
  validate(p);
  const geometry g = make_geometry(p.rows, p.cols, p.k);
  horizon_values out;
  out.value = deck_evaluation(g, p.x, p.o);
  if (depth <= 0 || decided(g, p)) return out;
  horizon_search s(g, p, depth, max_positions);
  out.value = p.x_to_move ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  try {
    for (mask m = g.board & ~(p.x | p.o); m != 0; m &= m - 1) {
      const int cell = lowest_cell(m);
      const auto below =
          p.x_to_move ? s.search(p.x | bit_of(cell), p.o, false) : s.search(p.x, p.o | bit_of(cell), true);
      out.moves.emplace_back(cell, below.value);
      out.value = p.x_to_move ? std::max(out.value, below.value) : std::min(out.value, below.value);
      out.positions = saturating_sum(out.positions, saturating_sum(below.positions, 1));
    }
  } catch (const too_many_positions&) {
    return std::nullopt;
  }
  if (out.positions > max_positions) return std::nullopt;
  return out;
}

}  // namespace tic_tac_toe::fast
