#include "reference/n_queens/fast_counter.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace n_queens::fast {

namespace {

// Bit c of a row mask stands for column c. 64 bits leave room for everything
// a board of up to 32 columns needs: row masks whose diagonal bits drift past
// column n - 1 before they are cut off, and diagonal sets of 2n - 1 bits.
using mask = std::uint64_t;

struct queen {
  int row = 0;
  int col = 0;
};

[[nodiscard]] constexpr mask bit_of(int index) noexcept { return mask{1} << index; }
[[nodiscard]] constexpr mask full_row(int n) noexcept { return (mask{1} << n) - 1; }
[[nodiscard]] constexpr mask lowest_bit(mask x) noexcept { return x & (0 - x); }
[[nodiscard]] int index_of(mask single_bit) noexcept { return __builtin_ctzll(single_bit); }

[[nodiscard]] bool attack(const queen& a, const queen& b) noexcept {
  return a.row == b.row || a.col == b.col || std::abs(a.row - b.row) == std::abs(a.col - b.col);
}

[[nodiscard]] bool pairwise_safe(std::span<const queen> queens) noexcept {
  for (std::size_t i = 0; i < queens.size(); ++i) {
    for (std::size_t j = i + 1; j < queens.size(); ++j) {
      if (attack(queens[i], queens[j])) return false;
    }
  }
  return true;
}

using clock_type = std::chrono::steady_clock;

[[nodiscard]] double seconds_since(clock_type::time_point start) {
  return std::chrono::duration<double>(clock_type::now() - start).count();
}

// ---------------------------------------------------------------------------
// The lecture's order: empty rows top to bottom, columns ascending. Used for
// the plain count, the mirror count and first_completion, whose placement
// count must be exactly the lecture's.

// What a partial board leaves to search: its empty rows top to bottom, and for
// each the columns no given queen attacks. Folding the given queens into these
// static masks means the search never visits their rows, yet a queen in a low
// row already rules out squares in the rows above it, exactly as `inJeopardy`
// on the full board does in the lecture.
struct layout {
  int free_rows = 0;
  std::array<int, max_board_n> row{};    // board row of free row k
  std::array<mask, max_board_n> open{};  // columns of free row k that no given queen attacks
  std::array<int, max_board_n> gap{};    // rows from free row k down to free row k + 1
};

// Requires the given queens to be on the board and pairwise_safe.
[[nodiscard]] layout make_layout(int n, std::span<const queen> given) noexcept {
  std::array<bool, max_board_n> taken{};
  for (const queen& q : given) taken[static_cast<std::size_t>(q.row)] = true;
  layout lay;
  for (int r = 0; r < n; ++r) {
    if (taken[static_cast<std::size_t>(r)]) continue;
    mask open = full_row(n);
    for (const queen& q : given) {
      const int d = r - q.row;
      open &= ~bit_of(q.col);
      if (q.col + d >= 0 && q.col + d < n) open &= ~bit_of(q.col + d);
      if (q.col - d >= 0 && q.col - d < n) open &= ~bit_of(q.col - d);
    }
    const auto k = static_cast<std::size_t>(lay.free_rows++);
    lay.row[k] = r;
    lay.open[k] = open;
  }
  for (std::size_t k = 0; k + 1 < static_cast<std::size_t>(lay.free_rows); ++k) {
    lay.gap[k] = lay.row[k + 1] - lay.row[k];
  }
  return lay;
}

// Counts the completions of a layout by depth-first search with an explicit
// stack (a call per node would be a sizeable share of a node this cheap).
// `left` holds the squares attacked along down-left diagonals, which move one
// column left per row down (the bits shift right); `right` the down-right ones.
// In the last free row exactly one column is unused, so its queen is either
// forced or impossible; deciding that without pushing a level saves the most
// numerous step. `nodes` grows by the size of the lecture's search tree.
[[nodiscard]] std::uint64_t count_in_row_order(const layout& lay, std::uint64_t& nodes) noexcept {
  const int last = lay.free_rows - 1;
  if (last < 0) return 1;  // every row given: the given queens are the solution
  if (last == 0) {
    const std::uint64_t found = lay.open[0] != 0 ? 1 : 0;
    nodes += found;
    return found;
  }
  std::array<mask, max_board_n> cols{};
  std::array<mask, max_board_n> left{};
  std::array<mask, max_board_n> right{};
  std::array<mask, max_board_n> avail{};
  std::uint64_t solutions = 0;
  std::uint64_t placed = 0;
  const auto last_k = static_cast<std::size_t>(last);
  std::size_t k = 0;
  avail[0] = lay.open[0];
  for (;;) {
    const mask a = avail[k];
    if (a == 0) {
      if (k == 0) break;
      --k;
      continue;
    }
    const mask bit = lowest_bit(a);  // lowest column first, as the lecture's loop
    avail[k] = a ^ bit;
    ++placed;
    const int gap = lay.gap[k];
    const mask c = cols[k] | bit;
    const mask l = (left[k] | bit) >> gap;
    const mask r = (right[k] | bit) << gap;
    const mask next = lay.open[k + 1] & ~(c | l | r);
    if (k + 1 == last_k) {
      const std::uint64_t found = next != 0 ? 1 : 0;
      solutions += found;
      placed += found;
      continue;
    }
    if (next == 0) continue;  // the child would place nothing: skip the push
    ++k;
    cols[k] = c;
    left[k] = l;
    right[k] = r;
    avail[k] = next;
  }
  nodes += placed;
  return solutions;
}

// The same search in the same order, stopping at the first solution and
// remembering the column chosen in every free row. No shortcut at the last
// row here: `placements` must count exactly the queens the lecture places.
[[nodiscard]] std::optional<std::vector<int>> first_in_row_order(int n, std::span<const queen> given,
                                                                 const layout& lay,
                                                                 std::uint64_t& placements) {
  std::vector<int> columns(static_cast<std::size_t>(n), -1);
  for (const queen& q : given) columns[static_cast<std::size_t>(q.row)] = q.col;
  const int last = lay.free_rows - 1;
  if (last < 0) return columns;
  std::array<mask, max_board_n> cols{};
  std::array<mask, max_board_n> left{};
  std::array<mask, max_board_n> right{};
  std::array<mask, max_board_n> avail{};
  std::array<mask, max_board_n> chosen{};
  const auto last_k = static_cast<std::size_t>(last);
  std::size_t k = 0;
  avail[0] = lay.open[0];
  for (;;) {
    const mask a = avail[k];
    if (a == 0) {
      if (k == 0) return std::nullopt;
      --k;
      continue;
    }
    const mask bit = lowest_bit(a);
    avail[k] = a ^ bit;
    chosen[k] = bit;
    ++placements;
    if (k == last_k) break;
    const int gap = lay.gap[k];
    ++k;
    cols[k] = cols[k - 1] | bit;
    left[k] = (left[k - 1] | bit) >> gap;
    right[k] = (right[k - 1] | bit) << gap;
    avail[k] = lay.open[k] & ~(cols[k] | left[k] | right[k]);
  }
  for (std::size_t i = 0; i <= last_k; ++i) {
    columns[static_cast<std::size_t>(lay.row[i])] = index_of(chosen[i]);
  }
  return columns;
}

// ---------------------------------------------------------------------------
// Fewest choices first: the counting search behind count_all and
// count_completions. The order rows are filled in does not change how many
// completions there are, only how much of the tree is visited. Filling next
// the empty row with the fewest free squares, and giving up as soon as a row
// or a column has none, visits a fifth of the nodes the top-down order visits
// on the same constellations (n = 15: 10.7 against 51.8 million), for one pass
// over the empty rows per node: about four times faster overall.

// A position with diagonals stored as sets of diagonal numbers, so that rows
// can be filled in any order: the queen (r, c) occupies the rising diagonal
// r + c and the falling diagonal c - r + n - 1.
struct position {
  mask rows = 0;     // empty rows
  mask cols = 0;     // columns holding a queen
  mask rising = 0;   // diagonals r + c holding a queen
  mask falling = 0;  // diagonals c - r + n - 1 holding a queen
};

[[nodiscard]] position position_of(int n, std::span<const queen> given) noexcept {
  position p{full_row(n), 0, 0, 0};
  for (const queen& q : given) {
    p.rows &= ~bit_of(q.row);
    p.cols |= bit_of(q.col);
    p.rising |= bit_of(q.row + q.col);
    p.falling |= bit_of(q.col - q.row + n - 1);
  }
  return p;
}

// The popcount instruction is not part of baseline x86-64, and the kit builds
// for any x86-64, where __builtin_popcountll becomes a library call; the search
// below is therefore compiled twice and picks the popcnt version at run time
// when the processor has it.
struct portable_popcount {
  [[nodiscard]] static int of(mask x) noexcept {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
  }
};
struct builtin_popcount {
  [[nodiscard]] static int of(mask x) noexcept { return __builtin_popcountll(x); }
};

struct frame {
  position pos;    // before this level's queen; pos.rows already without `row`
  mask avail = 0;  // columns of `row` still to try
  int row = 0;
};

// Picks the empty row of `pos` with the fewest free squares and stores it in
// `next` with its free squares; false when some empty row or unused column has
// no free square left (the position has no completion).
template <class popcount>
[[gnu::always_inline]] inline bool choose_row(int n, const position& pos, frame& next) noexcept {
  const mask full = full_row(n);
  const int last = n - 1;
  int best_count = max_board_n + 1;
  int best_row = 0;
  mask best_avail = 0;
  mask reachable = 0;  // columns some empty row can still use
  mask rest = pos.rows;
  do {
    const int r = index_of(rest);
    rest &= rest - 1;
    const mask a = full & ~(pos.cols | (pos.rising >> r) | (pos.falling >> (last - r)));
    const int count = popcount::of(a);
    reachable |= a;
    if (count < best_count) {
      best_count = count;
      best_row = r;
      best_avail = a;
    }
  } while (rest != 0);
  if (best_count == 0 || (reachable | pos.cols) != full) return false;
  next.pos = pos;
  next.pos.rows &= ~bit_of(best_row);
  next.avail = best_avail;
  next.row = best_row;
  return true;
}

// Counts the completions of `start`. The last two empty rows are settled
// without a push: their two unused columns can go there in two ways only.
// `nodes` grows by the queens placed.
template <class popcount>
[[gnu::always_inline]] inline std::uint64_t count_fewest_first_body(int n, const position& start,
                                                                    std::uint64_t& nodes) noexcept {
  if (start.rows == 0) return 1;
  std::array<frame, max_board_n + 1> stack;
  if (!choose_row<popcount>(n, start, stack[0])) return 0;
  const mask full = full_row(n);
  const int last = n - 1;
  std::uint64_t solutions = 0;
  std::uint64_t placed = 0;
  std::size_t k = 0;
  for (;;) {
    frame& f = stack[k];
    const mask a = f.avail;
    if (a == 0) {
      if (k == 0) break;
      --k;
      continue;
    }
    const mask bit = lowest_bit(a);
    f.avail = a ^ bit;
    ++placed;
    position child = f.pos;
    child.cols |= bit;
    child.rising |= bit << f.row;
    child.falling |= bit << (last - f.row);
    const mask rows = child.rows;
    const mask after_first = rows & (rows - 1);
    if (after_first == 0) {  // at most one empty row left
      if (rows == 0) {
        ++solutions;
        continue;
      }
      const int r = index_of(rows);
      const std::uint64_t found =
          (full & ~(child.cols | (child.rising >> r) | (child.falling >> (last - r)))) != 0 ? 1 : 0;
      solutions += found;
      placed += found;
      continue;
    }
    if ((after_first & (after_first - 1)) == 0) {  // exactly two empty rows, r1 above r2
      const int r1 = index_of(rows);
      const int r2 = index_of(after_first);
      const mask a1 = full & ~(child.cols | (child.rising >> r1) | (child.falling >> (last - r1)));
      const mask a2 = full & ~(child.cols | (child.rising >> r2) | (child.falling >> (last - r2)));
      const mask unused = full & ~child.cols;
      const mask lo = lowest_bit(unused);
      const mask hi = unused ^ lo;
      const int dr = r2 - r1;
      // Row r1 takes one unused column, row r2 the other, if both squares are
      // free and the two new queens are not on one diagonal.
      const std::uint64_t lo_first = (a1 & lo) != 0 ? 1 : 0;
      const std::uint64_t hi_first = (a1 & hi) != 0 ? 1 : 0;
      const std::uint64_t lo_done = lo_first & ((a2 & hi & ~((lo << dr) | (lo >> dr))) != 0 ? 1 : 0);
      const std::uint64_t hi_done = hi_first & ((a2 & lo & ~((hi << dr) | (hi >> dr))) != 0 ? 1 : 0);
      placed += lo_first + hi_first + lo_done + hi_done;
      solutions += lo_done + hi_done;
      continue;
    }
    if (choose_row<popcount>(n, child, stack[k + 1])) ++k;
  }
  nodes += placed;
  return solutions;
}

#if (defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__)
[[gnu::target("popcnt")]] std::uint64_t count_fewest_first_popcnt(int n, const position& start,
                                                                  std::uint64_t& nodes) noexcept {
  return count_fewest_first_body<builtin_popcount>(n, start, nodes);
}

std::uint64_t count_fewest_first(int n, const position& start, std::uint64_t& nodes) noexcept {
  // __builtin_cpu_supports reads what libgcc recorded at start-up: no state of ours.
  if (__builtin_cpu_supports("popcnt")) return count_fewest_first_popcnt(n, start, nodes);
  return count_fewest_first_body<portable_popcount>(n, start, nodes);
}
#else
std::uint64_t count_fewest_first(int n, const position& start, std::uint64_t& nodes) noexcept {
  return count_fewest_first_body<builtin_popcount>(n, start, nodes);
}
#endif

// ---------------------------------------------------------------------------
// Arguments.

void check_count_all_n(int n) {
  if (n < 1 || n > max_count_all_n) {
    throw std::invalid_argument("counting all solutions: n = " + std::to_string(n) + " is outside 1.." +
                                std::to_string(max_count_all_n) +
                                " (A000170 beyond 27 is unknown or exceeds 64 bits)");
  }
}

// Checks the arguments (throws on what is not a board at all) and returns the
// queens, or std::nullopt when they share a row or attack each other.
[[nodiscard]] std::optional<std::vector<queen>> given_queens(int n,
                                                             const std::vector<std::pair<int, int>>& queens) {
  if (n < 1 || n > max_board_n) {
    throw std::invalid_argument("n = " + std::to_string(n) + " is outside 1.." + std::to_string(max_board_n));
  }
  std::vector<queen> given;
  given.reserve(queens.size());
  for (const auto& [row, col] : queens) {
    if (row < 0 || row >= n || col < 0 || col >= n) {
      throw std::invalid_argument("queen (" + std::to_string(row) + "," + std::to_string(col) +
                                  ") is off the " + std::to_string(n) + "x" + std::to_string(n) + " board");
    }
    given.push_back({row, col});
  }
  if (!pairwise_safe(given)) return std::nullopt;
  return given;
}

// ---------------------------------------------------------------------------
// Start constellations.

// The 8 symmetries of the n x n square, as maps of (row, col).
[[nodiscard]] queen transform(int symmetry, const queen& q, int n) noexcept {
  const int m = n - 1;
  switch (symmetry) {
    case 0:
      return q;
    case 1:
      return {q.col, m - q.row};  // quarter turn
    case 2:
      return {m - q.row, m - q.col};
    case 3:
      return {m - q.col, q.row};
    case 4:
      return {q.row, m - q.col};  // left-right mirror
    case 5:
      return {m - q.row, q.col};
    case 6:
      return {q.col, q.row};  // main diagonal
    default:
      return {m - q.col, m - q.row};
  }
}

// A set of border queens as one number: the columns of the top and bottom
// queens and the rows of the left and right ones, which determine the set.
[[nodiscard]] std::uint64_t constellation_code(std::span<const queen> border, int n) noexcept {
  int top = 0;
  int bottom = 0;
  int west = 0;
  int east = 0;
  for (const queen& q : border) {
    if (q.row == 0) top = q.col;
    if (q.row == n - 1) bottom = q.col;
    if (q.col == 0) west = q.row;
    if (q.col == n - 1) east = q.row;
  }
  const auto un = static_cast<std::uint64_t>(n);
  std::uint64_t code = static_cast<std::uint64_t>(top);
  code = code * un + static_cast<std::uint64_t>(bottom);
  code = code * un + static_cast<std::uint64_t>(west);
  return code * un + static_cast<std::uint64_t>(east);
}

// Adds q to a set of border queens unless it is there already (a corner queen
// serves two border lines); false when it attacks a queen of the set. Called
// line by line, it discards a clash as soon as the clashing line is chosen.
bool add_border_queen(std::array<queen, 4>& set, std::size_t& size, const queen& q) noexcept {
  for (std::size_t i = 0; i < size; ++i) {
    if (set[i].row == q.row && set[i].col == q.col) return true;
    if (attack(set[i], q)) return false;
  }
  set[size++] = q;
  return true;
}

// The number of distinct images of a set of border queens under the 8
// symmetries when the set itself has the smallest code among them, else 0.
[[nodiscard]] std::uint64_t symmetry_class_size_if_smallest(std::span<const queen> set, int n) noexcept {
  const std::uint64_t code = constellation_code(set, n);
  std::array<queen, 4> image{};
  std::array<std::uint64_t, 8> codes{};
  for (std::size_t s = 0; s < codes.size(); ++s) {
    for (std::size_t i = 0; i < set.size(); ++i) image[i] = transform(static_cast<int>(s), set[i], n);
    codes[s] = constellation_code({image.data(), set.size()}, n);
    if (codes[s] < code) return 0;
  }
  std::sort(codes.begin(), codes.end());
  return static_cast<std::uint64_t>(std::unique(codes.begin(), codes.end()) - codes.begin());
}

}  // namespace

count_result count_all_plain(int n) {
  check_count_all_n(n);
  const auto start = clock_type::now();
  count_result result;
  result.solutions = count_in_row_order(make_layout(n, {}), result.nodes);
  result.seconds = seconds_since(start);
  return result;
}

count_result count_all_mirror(int n) {
  check_count_all_n(n);
  const auto start = clock_type::now();
  count_result result;
  // Mirroring left-right maps the solutions whose first-row queen is in the
  // left half one to one onto those with it in the right half.
  for (int col = 0; col < n / 2; ++col) {
    const std::array<queen, 1> first{{{0, col}}};
    ++result.nodes;
    result.solutions += 2 * count_in_row_order(make_layout(n, first), result.nodes);
  }
  if (n % 2 == 1) {
    // First-row queen in the middle column: the mirror fixes it, so the
    // second-row queen (never in the middle column) splits the solutions
    // into mirror pairs instead.
    const int middle = n / 2;
    ++result.nodes;
    if (n == 1) result.solutions = 1;
    for (int col = 0; col < middle; ++col) {
      const std::array<queen, 2> first_two{{{0, middle}, {1, col}}};
      if (!pairwise_safe(first_two)) continue;
      ++result.nodes;
      result.solutions += 2 * count_in_row_order(make_layout(n, first_two), result.nodes);
    }
  }
  result.seconds = seconds_since(start);
  return result;
}

count_result count_all_constellations(int n) {
  check_count_all_n(n);
  const auto start = clock_type::now();
  count_result result;
  // A solution's border queens: the queen of the top row (0, top), of the
  // bottom row (n-1, bottom), of the left column (west, 0) and of the right
  // column (east, n-1). A corner queen is two of these at once, so the set
  // holds 3 or 4 queens (1 when n = 1); no two corners hold queens together.
  // The symmetries of the square permute the border lines, so they map border
  // sets to border sets and the completions of a set one to one onto those of
  // its image: searching one set per symmetry class (the one with the
  // smallest code) and weighting it by the size of its class counts every
  // solution exactly once.
  std::array<queen, 4> border{};
  for (int top = 0; top < n; ++top) {
    std::size_t size = 0;
    add_border_queen(border, size, {0, top});
    for (int bottom = 0; bottom < n; ++bottom) {
      std::size_t size_b = size;
      if (!add_border_queen(border, size_b, {n - 1, bottom})) continue;
      for (int west = 0; west < n; ++west) {
        std::size_t size_w = size_b;
        if (!add_border_queen(border, size_w, {west, 0})) continue;
        for (int east = 0; east < n; ++east) {
          std::size_t size_e = size_w;
          if (!add_border_queen(border, size_e, {east, n - 1})) continue;
          const std::span<const queen> set(border.data(), size_e);
          const std::uint64_t class_size = symmetry_class_size_if_smallest(set, n);
          if (class_size == 0) continue;  // its class is searched through a smaller member
          result.solutions += class_size * count_fewest_first(n, position_of(n, set), result.nodes);
        }
      }
    }
  }
  result.seconds = seconds_since(start);
  return result;
}

count_result count_all(int n) {
  // Below this size the mirror count is the faster one (measured): it has no
  // n^4 enumeration of border sets to pay for, and both take under a millisecond.
  constexpr int constellations_from = 11;
  return n < constellations_from ? count_all_mirror(n) : count_all_constellations(n);
}

count_result count_completions(int n, const std::vector<std::pair<int, int>>& queens) {
  const auto start = clock_type::now();
  const auto given = given_queens(n, queens);
  count_result result;
  if (given) result.solutions = count_fewest_first(n, position_of(n, *given), result.nodes);
  result.seconds = seconds_since(start);
  return result;
}

first_result first_completion(int n, const std::vector<std::pair<int, int>>& queens) {
  const auto start = clock_type::now();
  const auto given = given_queens(n, queens);
  first_result result;
  if (given) result.columns = first_in_row_order(n, *given, make_layout(n, *given), result.placements);
  result.seconds = seconds_since(start);
  return result;
}

}  // namespace n_queens::fast
