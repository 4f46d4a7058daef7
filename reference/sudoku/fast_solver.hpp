#pragma once
// The grader's sudoku reference: counts the solutions of a grid (up to a
// limit, so "unique" is a count of 1 with limit 2) and returns the first one
// found. `grader validate` trusts these answers, so the search is an honest
// exhaustive one, with no table of known answers:
//   - candidates as bit masks (bit d - 1 for digit d) per cell, and the digits
//     already placed per row, column and box;
//   - every placement removes its digit from the cell's peers; a cell left
//     with one candidate is placed at once (naked single), and a digit that
//     fits only one cell of a row, column or box is placed there (hidden
//     single); a digit whose places in a box all lie in one row (column) is
//     removed from the rest of that row (column), and one whose places in a
//     row (column) all lie in one box from the rest of that box (locked
//     candidates); all of this until nothing changes. A cell without
//     candidates or a unit with a digit that fits nowhere is a dead end;
//   - then it branches on the empty cell with the fewest candidates (the
//     first such cell in reading order), trying its digits from 1 up; when
//     that cell has more than two, on the two places of a digit that has only
//     two left in some unit instead, if there is one. The branches of either
//     kind cover every completion exactly once, so the count is exact.
// Locked candidates and the two-place branches are what keep the search
// small on the worst grids: without them, Norvig's hard1 took 2.4 million
// placements to find its first solution (now 64).
// The search keeps its own stack of positions (one per branching level, so at
// most one per empty cell), never recursing, and holds no global mutable
// state: several threads may call it at once.
//
// This file knows nothing of the framework's grid type: a puzzle is a plain
// vector of digits, so the reference builds and is tested on its own.

#include "framework/core/random_draw.hpp"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::fast {

// The largest side the solver handles: candidates of a cell fit 16 bits.
inline constexpr int max_side = 16;

// A grid of n x n cells, n = box_rows * box_cols (a 6x6 sudoku has boxes of
// 2 rows and 3 columns: box_rows 2, box_cols 3). Any shape with
// 1 <= box_rows, box_cols and n <= 16 is accepted; 4x4, 6x6, 9x9 and 16x16
// are the ones the kit uses.
struct puzzle {
  int box_rows = 3;                 // height of a box
  int box_cols = 3;                 // width of a box
  std::vector<std::uint8_t> cells;  // n*n, reading order, 0 = empty, 1..n = a digit
};

struct solve_result {
  std::uint64_t solutions = 0;                     // solutions found, at most `limit`
  std::optional<std::vector<std::uint8_t>> first;  // the first solution found (all cells filled)
  std::uint64_t nodes = 0;                         // digits the search placed (guesses and forced singles)
  bool contradictory_givens = false;               // two equal givens in a unit (then solutions == 0)
};

// Why p is not a grid at all (box sizes, number of cells, a digit out of
// range), or std::nullopt when it is one. Equal givens in a unit are not a
// shape error: solve reports them as contradictory_givens.
[[nodiscard]] std::optional<std::string> check_shape(const puzzle& p);

// Counts the solutions of p, stopping at `limit` (limit >= 1; limit 2 tells
// unique from several). A full valid grid has 1 solution and 0 nodes.
// std::invalid_argument when check_shape(p) finds a problem or limit is 0.
[[nodiscard]] solve_result solve(const puzzle& p, std::uint64_t limit = 2);

// The one-line notation of puzzle collections: n*n characters in reading
// order, '.' or '0' for an empty cell, '1'..'9' for digits 1 to 9 and 'A'..'G'
// (or 'a'..'g') for 10 to 16. std::invalid_argument on a wrong length or
// character (parse_line) or shape (both).
[[nodiscard]] puzzle parse_line(std::string_view line, int box_rows = 3, int box_cols = 3);
[[nodiscard]] std::string format_line(const puzzle& p);

// The same search with two extras the generator needs; not for the grader.
namespace detail {

struct search_options {
  std::uint64_t limit = 2;
  // When set, each branching cell's digits are tried in a random order drawn
  // from this engine (the generator's random full grids), else from 1 up.
  std::mt19937_64* random = nullptr;
  // When excluded_digit > 0, that digit is removed from the candidates of the
  // empty cell excluded_cell before the search: "is there a solution with
  // another digit there?" (the generator's uniqueness check after removing a
  // given, which is cheaper than counting to 2).
  int excluded_cell = 0;
  std::uint8_t excluded_digit = 0;
};

// solve() with these options; the same argument checks.
[[nodiscard]] solve_result search(const puzzle& p, const search_options& options);

// The generator's draws (framework/core/random_draw.hpp), under the name its
// callers and tests know.
using framework::uniform_below;

}  // namespace detail

}  // namespace sudoku::fast
