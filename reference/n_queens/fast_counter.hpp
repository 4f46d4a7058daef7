#pragma once
// The grader's N-queens reference: counts solutions and finds the lecture's
// first solution. `grader validate` trusts these numbers, so every count is an
// honest exhaustive search (no table of known answers): a bitboard
// backtracking whose only shortcuts are exact symmetry arguments.
//
// Coordinates are (row, col), both from 0; rows top to bottom, columns left to
// right. A solution has one queen per row, so the searches fill one row at a
// time, as the lecture's placeQueens does, and keep the occupied columns and
// diagonals as bit masks: `inJeopardy` for a whole row is a few ANDs and shifts.
//
// count_all uses the board's symmetries on top of that:
//   - small n: mirror symmetry (a solution and its left-right mirror image
//     differ, so only first-row queens in the left half are searched, counted twice);
//   - from n = 11: start constellations. Every solution has exactly one queen
//     in each border line (top and bottom row, left and right column; a corner
//     queen serves two lines). Those border queens are enumerated up to the 8
//     symmetries of the square; each class is searched once and its completions
//     are counted as often as the class has members (a symmetry maps the
//     completions of one member one to one onto those of another). The
//     completions are counted filling next the empty row with the fewest free
//     squares, which visits far fewer nodes than the fixed top-down order.
// Every function is self-contained (no global mutable state), so several
// threads may call them at once.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace n_queens::fast {

// The largest n for which A000170(n) is known and fits in 64 bits
// (A000170(27) = 234,907,967,154,122,528); the counts beyond it are unknown.
inline constexpr int max_count_all_n = 27;
// The largest board the partial-board functions accept: a 64-bit word holds a
// row's columns and also the 2n - 1 diagonals of one direction.
inline constexpr int max_board_n = 32;

struct count_result {
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;  // queens placed by the search (for comparisons)
  double seconds = 0.0;
};

// All solutions of the empty n x n board (OEIS A000170), 1 <= n <= 27
// (std::invalid_argument otherwise). Mirror symmetry for small n, start
// constellations for larger n. `nodes` counts the queens the searches placed,
// each symmetry class once, so it is the work done, not a tree size.
// count_all(16) takes about 0.8 s on one core of a 2.1 GHz build machine
// (benchmarks/n_queens/n_queens_benchmark.cpp measures it).
[[nodiscard]] count_result count_all(int n);

// The plain bitboard search (every first-row column, no symmetry), for the
// benchmark's ratio and for cross-checks. `nodes` is the size of the lecture's
// full row-by-row search tree (every queen placed, root excluded).
[[nodiscard]] count_result count_all_plain(int n);

// The two halves of count_all, each on its own for every 1 <= n <= 27, so
// tests can check both methods against each other and against A000170.
[[nodiscard]] count_result count_all_mirror(int n);
[[nodiscard]] count_result count_all_constellations(int n);

// Completions of a partial board: `queens` lists (row, col) of queens already
// placed, in any rows. Counts the ways to place a queen in every empty row so
// that no two queens on the board attack each other. Two given queens in one
// row, or two that attack each other, give 0 solutions. 1 <= n <= 32 and every
// coordinate in [0, n), else std::invalid_argument. `nodes` counts the queens
// the search placed (the given ones are not counted); it fills the row with
// the fewest free squares first, so this is not the lecture's tree size.
[[nodiscard]] count_result count_completions(int n, const std::vector<std::pair<int, int>>& queens);

struct first_result {
  std::optional<std::vector<int>> columns;  // columns[row] of the full solution
  std::uint64_t placements = 0;
  double seconds = 0.0;
};

// The first completion in the order of the lecture's placeQueens: fill the
// empty rows top to bottom, trying columns in ascending order, a square being
// free when no queen on the board (given or placed) attacks it. `columns` is
// std::nullopt when there is none. `placements` is exactly the number of queens
// that straightforward backtracking places (the ones it later removes
// included) until it finds that solution or exhausts the tree. Given queens
// that share a row or attack each other: std::nullopt and 0 placements (the
// search is not started). Same argument checks as count_completions.
[[nodiscard]] first_result first_completion(int n, const std::vector<std::pair<int, int>>& queens);

}  // namespace n_queens::fast
