#include "reference/sudoku/fast_solver.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::fast {

namespace {

// Bit d - 1 stands for digit d. A filled cell keeps its digit's bit and
// solved_flag, so one array tells empty cells (candidates) from filled ones.
using mask = std::uint32_t;
constexpr mask solved_flag = mask{1} << max_side;

[[nodiscard]] constexpr mask lowest_bit(mask x) noexcept { return x & (0U - x); }
[[nodiscard]] constexpr bool single(mask x) noexcept { return (x & (x - 1)) == 0; }
[[nodiscard]] std::uint8_t digit_of(mask bit) noexcept {
  return static_cast<std::uint8_t>(__builtin_ctz(bit) + 1);
}

// The popcount instruction is not part of baseline x86-64 (the kit builds for
// any x86-64), so candidates are counted a byte at a time from a table.
constexpr std::array<std::uint8_t, 256> byte_popcount = [] {
  std::array<std::uint8_t, 256> table{};
  for (std::size_t i = 1; i < table.size(); ++i) {
    table[i] = static_cast<std::uint8_t>(table[i / 2] + (i % 2));
  }
  return table;
}();

[[nodiscard]] int count_of(mask x) noexcept {
  return byte_popcount[x & 0xffU] + byte_popcount[(x >> 8) & 0xffU];
}

// ---------------------------------------------------------------------------
// The grid's shape: which cells form each unit and which cells see each other.
// Units 0..n-1 are the rows, n..2n-1 the columns, 2n..3n-1 the boxes (in
// reading order). Cell and unit numbers fit a byte: at most 256 cells, 48 units.

struct geometry {
  std::size_t box_rows = 0;
  std::size_t box_cols = 0;
  std::size_t n = 0;
  std::size_t cells = 0;
  std::size_t units = 0;
  std::size_t peer_count = 0;            // cells sharing a unit with a cell, itself excluded
  std::vector<std::uint8_t> unit_cells;  // the n cells of unit u from u * n
  std::vector<std::uint8_t> cell_units;  // row, column and box of cell c from 3 * c
  std::vector<std::uint8_t> peers;       // the peers of cell c from c * peer_count
  std::vector<std::uint64_t> unit_bits;  // the three units of cell c as bits of a set of units
};

[[nodiscard]] geometry make_geometry(int box_rows, int box_cols) {
  const auto br = static_cast<std::size_t>(box_rows);
  const auto bc = static_cast<std::size_t>(box_cols);
  geometry g;
  g.box_rows = br;
  g.box_cols = bc;
  g.n = br * bc;
  g.cells = g.n * g.n;
  g.units = 3 * g.n;
  g.unit_cells.resize(g.units * g.n);
  g.cell_units.resize(3 * g.cells);
  g.unit_bits.resize(g.cells);
  std::vector<std::size_t> filled(g.units, 0);
  for (std::size_t r = 0; r < g.n; ++r) {
    for (std::size_t c = 0; c < g.n; ++c) {
      const std::size_t cell = r * g.n + c;
      const std::size_t box = (r / br) * br + c / bc;  // n / bc = br boxes side by side
      const std::array<std::size_t, 3> units{r, g.n + c, 2 * g.n + box};
      for (std::size_t k = 0; k < 3; ++k) {
        const std::size_t u = units[k];
        g.cell_units[3 * cell + k] = static_cast<std::uint8_t>(u);
        g.unit_bits[cell] |= std::uint64_t{1} << u;
        g.unit_cells[u * g.n + filled[u]++] = static_cast<std::uint8_t>(cell);
      }
    }
  }
  // Peers: the cells of the three units, each once, the cell itself left out.
  g.peer_count = 2 * (g.n - 1) + (g.n - br - bc + 1);
  g.peers.reserve(g.cells * g.peer_count);
  std::vector<std::size_t> seen(g.cells, g.cells);
  for (std::size_t cell = 0; cell < g.cells; ++cell) {
    seen[cell] = cell;
    for (std::size_t k = 0; k < 3; ++k) {
      const std::size_t u = g.cell_units[3 * cell + k];
      for (std::size_t i = 0; i < g.n; ++i) {
        const std::size_t other = g.unit_cells[u * g.n + i];
        if (seen[other] == cell) continue;
        seen[other] = cell;
        g.peers.push_back(static_cast<std::uint8_t>(other));
      }
    }
  }
  return g;
}

// The common shapes are built once (thread-safe initialisation, never
// changed afterwards); any other shape is built for the call in `own`.
[[nodiscard]] const geometry& geometry_of(int box_rows, int box_cols, geometry& own) {
  if (box_rows == 3 && box_cols == 3) {
    static const geometry g = make_geometry(3, 3);
    return g;
  }
  if (box_rows == 2 && box_cols == 2) {
    static const geometry g = make_geometry(2, 2);
    return g;
  }
  if (box_rows == 2 && box_cols == 3) {
    static const geometry g = make_geometry(2, 3);
    return g;
  }
  if (box_rows == 4 && box_cols == 4) {
    static const geometry g = make_geometry(4, 4);
    return g;
  }
  own = make_geometry(box_rows, box_cols);
  return own;
}

// ---------------------------------------------------------------------------
// The search. A board is a value (copied at each branch, so undoing a branch
// is dropping its copy); its capacity is a template argument so that a 9x9
// copy moves 81 cells, not 256.

// A branching point: the digits of an empty cell (digit == 0; `untried`
// holds digits) or the places of one digit in a unit (`untried` holds
// positions in the unit, bit i for its i-th cell).
struct branch {
  std::size_t at = 0;  // the cell, or the unit
  mask digit = 0;
  mask untried = 0;
};

template <std::size_t MaxCells, std::size_t MaxUnits>
struct board {
  std::array<mask, MaxCells> cand;    // candidates of an empty cell, digit | solved_flag of a filled one
  std::array<mask, MaxUnits> placed;  // digits already in each unit
  std::size_t empty;                  // empty cells
};

// FixedBoxRows and FixedBoxCols, when not 0, give the shape at compile time
// (the 9x9 grid), which lets the compiler unroll the inner loops; 0 reads it
// from the geometry.
template <std::size_t MaxCells, std::size_t MaxUnits, std::size_t FixedBoxRows = 0,
          std::size_t FixedBoxCols = 0>
class solver {
 public:
  using board_type = board<MaxCells, MaxUnits>;

  explicit solver(const geometry& g) : g_(g), full_((mask{1} << g.n) - 1) {}

  // The start position: givens placed, the other cells' candidates what the
  // givens leave them, minus `excluded` at cell `excluded_cell`. False when
  // two equal givens share a unit (contradictory givens).
  bool load(const puzzle& p, board_type& b, std::size_t excluded_cell, mask excluded) {
    b.placed.fill(0);
    for (std::size_t c = 0; c < cells(); ++c) {
      const std::uint8_t d = p.cells[c];
      if (d == 0) continue;
      const mask bit = mask{1} << (d - 1);
      for (std::size_t k = 0; k < 3; ++k) {
        mask& in_unit = b.placed[g_.cell_units[3 * c + k]];
        if ((in_unit & bit) != 0) return false;
        in_unit |= bit;
      }
    }
    b.empty = 0;
    for (std::size_t c = 0; c < cells(); ++c) {
      const std::uint8_t d = p.cells[c];
      if (d != 0) {
        b.cand[c] = (mask{1} << (d - 1)) | solved_flag;
        continue;
      }
      const std::uint8_t* u = &g_.cell_units[3 * c];
      b.cand[c] = full_ & ~(b.placed[u[0]] | b.placed[u[1]] | b.placed[u[2]]);
      ++b.empty;
    }
    if (excluded != 0) b.cand[excluded_cell] &= ~excluded;
    return true;
  }

  // The naked singles of a freshly loaded board go on the queue; false when
  // an empty cell has no candidate at all.
  bool queue_singles(const board_type& b) {
    queue_size_ = 0;
    for (std::size_t c = 0; c < cells(); ++c) {
      const mask m = b.cand[c];
      if ((m & solved_flag) != 0) continue;
      if (m == 0) return false;
      if (single(m)) queue_[queue_size_++] = static_cast<std::uint8_t>(c);
    }
    return true;
  }

  // Places digit `bit` in empty cell c and removes it from c's peers; peers
  // left with one candidate join the queue. False on a contradiction.
  bool place(board_type& b, std::size_t c, mask bit) {
    ++nodes_;
    b.cand[c] = bit | solved_flag;
    --b.empty;
    changed_ |= g_.unit_bits[c];
    const std::uint8_t* units = &g_.cell_units[3 * c];
    for (std::size_t k = 0; k < 3; ++k) {
      mask& in_unit = b.placed[units[k]];
      if ((in_unit & bit) != 0) return false;
      in_unit |= bit;
    }
    // No peer is filled with `bit` (the units above would hold it), so every
    // peer holding the bit is an empty cell that loses a candidate.
    const std::uint8_t* peers = &g_.peers[c * peer_count()];
    for (std::size_t k = 0; k < peer_count(); ++k) {
      const std::size_t p = peers[k];
      mask m = b.cand[p];
      if ((m & bit) == 0) continue;
      m ^= bit;
      if (m == 0) return false;
      b.cand[p] = m;
      changed_ |= g_.unit_bits[p];
      if (single(m)) queue_[queue_size_++] = static_cast<std::uint8_t>(p);
    }
    return true;
  }

  // Singles, then locked candidates, until neither changes anything. False
  // on a contradiction: an empty cell without candidates, or a digit missing
  // from a unit that has no cell left for it. Leaves the queue and the set
  // of changed units empty.
  bool propagate(board_type& b) {
    for (;;) {
      if (!singles(b)) return false;
      bool eliminated = false;
      if (!locked_candidates(b, eliminated)) return false;
      if (!eliminated) return true;
    }
  }

  // Removes `digits` from the candidates of cell c if it is empty; a cell
  // left with one joins the queue. False when none would be left.
  bool remove(board_type& b, std::size_t c, mask digits, bool& eliminated) {
    mask m = b.cand[c];
    if ((m & solved_flag) != 0 || (m & digits) == 0) return true;
    m &= ~digits;
    if (m == 0) return false;
    b.cand[c] = m;
    changed_ |= g_.unit_bits[c];
    if (single(m)) queue_[queue_size_++] = static_cast<std::uint8_t>(c);
    eliminated = true;
    return true;
  }

  // Box-line interactions: a digit whose places in a row lie in one box is
  // removed from that box's other rows (and the same for columns); a digit
  // whose places in a box lie in one row is removed from the rest of that
  // row (and the same for columns). A segment (the cells a line shares with
  // a box) includes the digits of its filled cells: such a digit is in no
  // other cell of that line or box, so it finds nothing to remove.
  bool locked_candidates(board_type& b, bool& eliminated) {
    const std::size_t N = n();
    const std::size_t BR = box_rows();
    const std::size_t BC = box_cols();
    std::array<mask, 256> seg{};
    // Rows: row r meets BR boxes; segment j of row r is its cells in box column j.
    for (std::size_t r = 0; r < N; ++r) {
      for (std::size_t j = 0; j < BR; ++j) {
        mask m = 0;
        for (std::size_t t = 0; t < BC; ++t) m |= b.cand[r * N + j * BC + t];
        seg[r * BR + j] = m & full_;
      }
    }
    for (std::size_t r = 0; r < N; ++r) {
      const std::size_t band = r / BR;
      for (std::size_t j = 0; j < BR; ++j) {
        const mask here = seg[r * BR + j];
        if (here == 0) continue;
        mask row_others = 0;
        for (std::size_t k = 0; k < BR; ++k)
          if (k != j) row_others |= seg[r * BR + k];
        mask box_others = 0;
        for (std::size_t i = 0; i < BR; ++i) {
          const std::size_t rr = band * BR + i;
          if (rr != r) box_others |= seg[rr * BR + j];
        }
        const mask claim = here & ~row_others & box_others;
        if (claim != 0) {
          for (std::size_t i = 0; i < BR; ++i) {
            const std::size_t rr = band * BR + i;
            if (rr == r) continue;
            for (std::size_t t = 0; t < BC; ++t) {
              if (!remove(b, rr * N + j * BC + t, claim, eliminated)) return false;
            }
          }
        }
        const mask point = here & ~box_others & row_others;
        if (point != 0) {
          for (std::size_t k = 0; k < BR; ++k) {
            if (k == j) continue;
            for (std::size_t t = 0; t < BC; ++t) {
              if (!remove(b, r * N + k * BC + t, point, eliminated)) return false;
            }
          }
        }
      }
    }
    // Columns: column c meets BC boxes; segment i of column c is its cells in box row i.
    for (std::size_t c = 0; c < N; ++c) {
      for (std::size_t i = 0; i < BC; ++i) {
        mask m = 0;
        for (std::size_t t = 0; t < BR; ++t) m |= b.cand[(i * BR + t) * N + c];
        seg[c * BC + i] = m & full_;
      }
    }
    for (std::size_t c = 0; c < N; ++c) {
      const std::size_t stack = c / BC;
      for (std::size_t i = 0; i < BC; ++i) {
        const mask here = seg[c * BC + i];
        if (here == 0) continue;
        mask col_others = 0;
        for (std::size_t k = 0; k < BC; ++k)
          if (k != i) col_others |= seg[c * BC + k];
        mask box_others = 0;
        for (std::size_t j = 0; j < BC; ++j) {
          const std::size_t cc = stack * BC + j;
          if (cc != c) box_others |= seg[cc * BC + i];
        }
        const mask claim = here & ~col_others & box_others;
        if (claim != 0) {
          for (std::size_t j = 0; j < BC; ++j) {
            const std::size_t cc = stack * BC + j;
            if (cc == c) continue;
            for (std::size_t t = 0; t < BR; ++t) {
              if (!remove(b, (i * BR + t) * N + cc, claim, eliminated)) return false;
            }
          }
        }
        const mask point = here & ~box_others & col_others;
        if (point != 0) {
          for (std::size_t k = 0; k < BC; ++k) {
            if (k == i) continue;
            for (std::size_t t = 0; t < BR; ++t) {
              if (!remove(b, (k * BR + t) * N + c, point, eliminated)) return false;
            }
          }
        }
      }
    }
    return true;
  }

  // Naked singles (the queue) and hidden singles until neither applies.
  // Only units where a cell lost candidates since the last call are looked
  // at: the others cannot hold a new hidden single or a new missing digit.
  bool singles(board_type& b) {
    if (!drain(b)) return false;
    while (changed_ != 0) {
      const auto u = static_cast<std::size_t>(__builtin_ctzll(changed_));
      changed_ &= changed_ - 1;
      const std::uint8_t* cells = &g_.unit_cells[u * n()];
      // Filled cells count too (no branch to skip them): each holds a digit
      // placed in the unit, which no empty cell of the unit has left.
      mask once = 0;
      mask twice = 0;
      for (std::size_t i = 0; i < n(); ++i) {
        const mask m = b.cand[cells[i]];
        twice |= once & m;
        once |= m;
      }
      if ((once & full_) != full_) return false;
      mask hidden = once & ~twice & ~b.placed[u] & full_;
      while (hidden != 0) {
        const mask bit = lowest_bit(hidden);
        hidden ^= bit;
        // The unit's cells only lost candidates since `once` was taken, so
        // `bit` is in this one cell still, or in none (a dead end), or that
        // cell was filled with it meanwhile.
        std::size_t i = 0;
        while (i < n() && (b.cand[cells[i]] & bit) == 0) ++i;
        if (i == n()) return false;
        const std::size_t c = cells[i];
        if ((b.cand[c] & solved_flag) != 0) continue;
        if (!place(b, c, bit) || !drain(b)) return false;
      }
    }
    return true;
  }

  // Where to branch: the empty cell with the fewest candidates (the first in
  // reading order among equals), unless it has more than two and some digit
  // has only two places left in a row, column or box (the first such unit
  // and digit): then those two places. Either way the branches cover every
  // solution exactly once.
  [[nodiscard]] branch choose(const board_type& b) const {
    branch best{0, 0, 0};
    int best_count = max_side + 1;
    for (std::size_t c = 0; c < cells(); ++c) {
      const mask m = b.cand[c];
      if ((m & solved_flag) != 0) continue;
      const int k = count_of(m);
      if (k < best_count) {
        best_count = k;
        best = {c, 0, m};
        if (k <= 2) return best;
      }
    }
    for (std::size_t u = 0; u < units(); ++u) {
      const std::uint8_t* cells = &g_.unit_cells[u * n()];
      mask once = 0;
      mask twice = 0;
      mask thrice = 0;
      for (std::size_t i = 0; i < n(); ++i) {
        const mask m = b.cand[cells[i]];
        if ((m & solved_flag) != 0) continue;
        thrice |= twice & m;
        twice |= once & m;
        once |= m;
      }
      const mask pairs = twice & ~thrice;
      if (pairs == 0) continue;
      const mask digit = lowest_bit(pairs);
      mask places = 0;
      for (std::size_t i = 0; i < n(); ++i) {
        if ((b.cand[cells[i]] & digit) != 0) places |= mask{1} << i;
      }
      return {u, digit, places};
    }
    return best;
  }

  [[nodiscard]] std::vector<std::uint8_t> digits(const board_type& b) const {
    std::vector<std::uint8_t> out(cells());
    for (std::size_t c = 0; c < cells(); ++c) out[c] = digit_of(b.cand[c] & ~solved_flag);
    return out;
  }

  [[nodiscard]] std::size_t unit_cell(std::size_t u, std::size_t i) const {
    return g_.unit_cells[u * n() + i];
  }
  [[nodiscard]] std::uint64_t nodes() const { return nodes_; }
  // Forgets what a failed propagation left behind.
  void reset() {
    queue_size_ = 0;
    changed_ = 0;
  }
  // Every unit is to be looked at (a freshly loaded board).
  void mark_all_changed() {
    changed_ = units() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << units()) - 1;
  }

 private:
  static constexpr std::size_t fixed_n = FixedBoxRows * FixedBoxCols;

  [[nodiscard]] std::size_t box_rows() const {
    if constexpr (fixed_n != 0) return FixedBoxRows;
    return g_.box_rows;
  }
  [[nodiscard]] std::size_t box_cols() const {
    if constexpr (fixed_n != 0) return FixedBoxCols;
    return g_.box_cols;
  }
  [[nodiscard]] std::size_t n() const {
    if constexpr (fixed_n != 0) return fixed_n;
    return g_.n;
  }
  [[nodiscard]] std::size_t cells() const {
    if constexpr (fixed_n != 0) return fixed_n * fixed_n;
    return g_.cells;
  }
  [[nodiscard]] std::size_t units() const {
    if constexpr (fixed_n != 0) return 3 * fixed_n;
    return g_.units;
  }
  [[nodiscard]] std::size_t peer_count() const {
    if constexpr (fixed_n != 0) return 2 * (fixed_n - 1) + (fixed_n - FixedBoxRows - FixedBoxCols + 1);
    return g_.peer_count;
  }

  bool drain(board_type& b) {
    while (queue_size_ > 0) {
      const std::size_t c = queue_[--queue_size_];
      const mask m = b.cand[c];
      if ((m & solved_flag) != 0) continue;
      if (!place(b, c, m)) return false;
    }
    return true;
  }

  const geometry& g_;
  mask full_;
  std::uint64_t nodes_ = 0;
  // Each cell joins the queue at most once per board (when it drops to one
  // candidate), so MaxCells entries are enough.
  std::array<std::uint8_t, MaxCells> queue_{};
  std::size_t queue_size_ = 0;
  std::uint64_t changed_ = 0;  // units where a cell lost candidates or was filled
};

// The k-th (from 0) set bit of m.
[[nodiscard]] mask nth_bit(mask m, std::uint64_t k) noexcept {
  for (; k > 0; --k) m &= m - 1;
  return lowest_bit(m);
}

template <std::size_t MaxCells, std::size_t MaxUnits, std::size_t FixedBoxRows = 0,
          std::size_t FixedBoxCols = 0>
solve_result run(const geometry& g, const puzzle& p, const detail::search_options& o) {
  using search = solver<MaxCells, MaxUnits, FixedBoxRows, FixedBoxCols>;
  using board_type = typename search::board_type;
  solve_result result;
  search s(g);

  mask excluded = 0;
  const auto excluded_cell = static_cast<std::size_t>(o.excluded_cell);
  if (o.excluded_digit != 0) excluded = mask{1} << (o.excluded_digit - 1);

  board_type root{};  // zeroed: cells beyond a small grid are copied too
  if (!s.load(p, root, excluded_cell, excluded)) {
    result.contradictory_givens = true;
    return result;
  }
  s.mark_all_changed();
  if (!s.queue_singles(root) || !s.propagate(root)) {
    result.nodes = s.nodes();
    return result;
  }
  if (root.empty == 0) {
    result.solutions = 1;
    result.first = s.digits(root);
    result.nodes = s.nodes();
    return result;
  }

  // One frame per branching level: the position before the branch, its cell
  // and the digits not tried there yet. Each level fills at least one more
  // cell, so there are never more levels than empty cells at the root.
  struct frame {
    board_type b;
    branch next;
  };
  std::vector<frame> stack;
  stack.reserve(root.empty + 1);  // + 1: the copy a branch works on
  stack.push_back({root, s.choose(root)});

  while (!stack.empty()) {
    frame& f = stack.back();
    mask& untried = f.next.untried;
    if (untried == 0) {
      stack.pop_back();
      continue;
    }
    mask pick = lowest_bit(untried);
    if (o.random != nullptr) {
      const auto k = detail::uniform_below(*o.random, static_cast<std::uint64_t>(count_of(untried)));
      pick = nth_bit(untried, k);
    }
    untried ^= pick;
    std::size_t cell = f.next.at;
    mask bit = pick;
    if (f.next.digit != 0) {
      cell = s.unit_cell(f.next.at, static_cast<std::size_t>(__builtin_ctz(pick)));
      bit = f.next.digit;
    }
    // The last choice of a level takes over its frame's position; the
    // others work on a copy.
    if (untried != 0) stack.push_back(stack.back());  // capacity reserved: no reallocation
    board_type& b = stack.back().b;
    s.reset();
    if (!s.place(b, cell, bit) || !s.propagate(b)) {
      stack.pop_back();
      continue;
    }
    if (b.empty == 0) {
      if (result.solutions == 0) result.first = s.digits(b);
      stack.pop_back();
      if (++result.solutions >= o.limit) break;
      continue;
    }
    stack.back().next = s.choose(b);
  }
  result.nodes = s.nodes();
  return result;
}

[[nodiscard]] int digit_value(char ch) noexcept {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'G') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'g') return ch - 'a' + 10;
  return -1;
}

}  // namespace

std::optional<std::string> check_shape(const puzzle& p) {
  if (p.box_rows < 1 || p.box_cols < 1 || p.box_rows > max_side || p.box_cols > max_side ||
      p.box_rows * p.box_cols > max_side) {
    return "boxes of " + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) +
           ": box_rows and box_cols must be at least 1 and their product (the side) at most " +
           std::to_string(max_side);
  }
  const int n = p.box_rows * p.box_cols;
  const auto cells = static_cast<std::size_t>(n * n);
  if (p.cells.size() != cells) {
    return "a " + std::to_string(n) + "x" + std::to_string(n) + " grid has " + std::to_string(cells) +
           " cells, not " + std::to_string(p.cells.size());
  }
  for (std::size_t c = 0; c < cells; ++c) {
    if (p.cells[c] > n) {
      return "cell " + std::to_string(c) + " (row " + std::to_string(c / static_cast<std::size_t>(n) + 1) +
             ", column " + std::to_string(c % static_cast<std::size_t>(n) + 1) + ") holds " +
             std::to_string(p.cells[c]) + ", outside 0.." + std::to_string(n);
    }
  }
  return std::nullopt;
}

namespace detail {

solve_result search(const puzzle& p, const search_options& options) {
  if (const auto why = check_shape(p)) throw std::invalid_argument("sudoku: " + *why);
  if (options.limit == 0) throw std::invalid_argument("sudoku: the solution limit must be at least 1");
  if (options.excluded_digit != 0) {
    const int n = p.box_rows * p.box_cols;
    if (options.excluded_cell < 0 || options.excluded_cell >= n * n ||
        p.cells[static_cast<std::size_t>(options.excluded_cell)] != 0 || options.excluded_digit > n) {
      throw std::invalid_argument("sudoku: a digit can only be excluded from an empty cell");
    }
  }
  geometry own;
  const geometry& g = geometry_of(p.box_rows, p.box_cols, own);
  if (p.box_rows == 3 && p.box_cols == 3) return run<81, 27, 3, 3>(g, p, options);
  if (g.cells <= 81) return run<81, 27>(g, p, options);
  return run<256, 48>(g, p, options);
}

}  // namespace detail

solve_result solve(const puzzle& p, std::uint64_t limit) {
  detail::search_options options;
  options.limit = limit;
  return detail::search(p, options);
}

puzzle parse_line(std::string_view line, int box_rows, int box_cols) {
  puzzle p;
  p.box_rows = box_rows;
  p.box_cols = box_cols;
  p.cells.reserve(line.size());
  for (const char ch : line) {
    const int d = digit_value(ch);
    if (d < 0) throw std::invalid_argument("sudoku line: '" + std::string(1, ch) + "' is not a digit or '.'");
    p.cells.push_back(static_cast<std::uint8_t>(d));
  }
  if (const auto why = check_shape(p)) throw std::invalid_argument("sudoku line: " + *why);
  return p;
}

std::string format_line(const puzzle& p) {
  if (const auto why = check_shape(p)) throw std::invalid_argument("sudoku: " + *why);
  std::string line;
  line.reserve(p.cells.size());
  for (const std::uint8_t d : p.cells) {
    line.push_back(d == 0 ? '.' : d <= 9 ? static_cast<char>('0' + d) : static_cast<char>('A' + d - 10));
  }
  return line;
}

}  // namespace sudoku::fast
