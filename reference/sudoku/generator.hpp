#pragma once
// Fresh sudoku puzzles for each term (`grader generate sudoku`): a random full
// grid, then givens removed in a random order as long as the solution stays
// unique, until the requested number of givens is left.
//
// Deterministic: the same options give the same puzzle on any machine and
// with any standard library (std::mt19937_64 is fully specified; every draw
// from it goes through sudoku::fast::detail::uniform_below, never through
// std::uniform_int_distribution or std::shuffle, whose results differ between
// standard libraries). The puzzle also depends on the exact order in which
// the solver searches, so a change to fast_solver.cpp's search may change the
// puzzle a seed gives (tests/sudoku/generator_test.cpp pins a few). The seed
// is the term's choice; there is no hidden state, so several threads may
// generate at once.

#include "reference/sudoku/fast_solver.hpp"

#include <cstdint>
#include <optional>

namespace sudoku::fast {

struct generate_options {
  int box_rows = 3;
  int box_cols = 3;
  int givens = 30;
  std::uint64_t seed = 1;
};

// What generate accepts for a shape: givens in [reachable, n*n]. `known_minimum`
// is the fewest givens a puzzle of that shape with a unique solution can have
// (4x4: 4, 6x6: 8, 9x9: 17), 0 when not known (16x16 and the shapes the kit
// does not use); `reachable` the fewest this generator reaches within about a
// second (measured, see generator.cpp; 9x9: 21, 16x16: 95), 0 for shapes not
// measured.
struct givens_range {
  int known_minimum = 0;
  int reachable = 0;
  int maximum = 0;  // n*n: the full grid
};

// The range for boxes of box_rows x box_cols; std::invalid_argument when that
// is not a shape the solver handles (see check_shape).
[[nodiscard]] givens_range givens_range_for(int box_rows, int box_cols);

// A puzzle with a unique solution and exactly `o.givens` givens.
// std::invalid_argument when the shape is wrong or o.givens is outside
// givens_range_for (the message says what the generator reaches);
// std::runtime_error in the unlikely case that every one of its attempts
// (a bounded number, each a new full grid and removal order) gets stuck above
// the target.
[[nodiscard]] puzzle generate(const generate_options& o);

}  // namespace sudoku::fast
