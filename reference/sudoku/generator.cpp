#include "reference/sudoku/generator.hpp"

#include "framework/core/random_draw.hpp"
#include "reference/sudoku/fast_solver.hpp"

#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sudoku::fast {

namespace {

// Each attempt starts over from a new full grid and a new removal order,
// drawn further along the same random stream. The attempts stop when the
// searches have placed this many digits in all (about 2.5 s on one core of
// the project's 2-core VM): a bound on work, not on time, so that the outcome is
// the same on every machine.
constexpr std::uint64_t node_budget = 20'000'000;

struct shape_limits {
  int box_rows;
  int box_cols;
  int known_minimum;
  int reachable;
};

// `reachable`: the fewest givens for which generate succeeded for every seed
// tried, in well under a second each (release build, one core of the
// project's 2-core VM; seeds 1..100, 16x16 seeds 1..40):
//   4x4:   4 givens, 0.01 ms on average;
//   6x6:   8 givens, 8 ms on average, 27 ms at worst;
//   9x9:   21 givens, 0.1 s on average, 0.5 s at worst (22: 6 ms, 35 ms;
//          20: 6 seeds in 10 exhaust the node budget);
//   16x16: 95 givens, 60 ms on average, 0.4 s at worst (100: 15 ms, 0.2 s;
//          90: about 2 s on average).
// known_minimum: 4x4 (OEIS A198297), 6x6 (the known minimum for boxes of
// 2x3), 9x9 (McGuire, Tugemann and Civario, 2012); for 16x16 it is not
// known (0). Other shapes have no entry: any count is tried, within the node
// budget.
constexpr shape_limits limits[] = {
    {2, 2, 4, 4}, {2, 3, 8, 8}, {3, 2, 8, 8}, {3, 3, 17, 21}, {4, 4, 0, 95},
};

[[nodiscard]] std::string side_text(int n) { return std::to_string(n) + "x" + std::to_string(n); }

// A random full grid: the solver on the empty grid, each branching cell's
// digits tried in a random order.
[[nodiscard]] std::vector<std::uint8_t> random_full_grid(int box_rows, int box_cols, std::mt19937_64& random,
                                                         std::uint64_t& nodes) {
  const auto n = static_cast<std::size_t>(box_rows * box_cols);
  puzzle empty{box_rows, box_cols, std::vector<std::uint8_t>(n * n, 0)};
  detail::search_options options;
  options.limit = 1;
  options.random = &random;
  solve_result r = detail::search(empty, options);
  nodes += r.nodes;
  if (!r.first) throw std::logic_error("sudoku generator: the empty grid has no solution");
  return std::move(*r.first);
}

// One attempt: removes givens from `full` in a random order, each only if the
// solution stays unique, down to `target`. Since the puzzle before a removal
// has one solution (the full grid), it keeps one after emptying cell c that
// held d exactly when no solution has another digit in c.
[[nodiscard]] bool remove_givens(puzzle& p, int target, std::mt19937_64& random, std::uint64_t& nodes) {
  std::vector<std::size_t> order(p.cells.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  framework::shuffle(std::span{order}, random);
  auto givens = static_cast<int>(p.cells.size());
  detail::search_options options;
  options.limit = 1;
  for (const std::size_t c : order) {
    if (givens == target) break;
    const std::uint8_t d = p.cells[c];
    p.cells[c] = 0;
    options.excluded_cell = static_cast<int>(c);
    options.excluded_digit = d;
    const solve_result r = detail::search(p, options);
    nodes += r.nodes;
    if (r.solutions == 0) {
      --givens;
    } else {
      p.cells[c] = d;  // another solution would appear: keep the given
    }
  }
  return givens == target;
}

}  // namespace

givens_range givens_range_for(int box_rows, int box_cols) {
  if (box_rows < 1 || box_cols < 1 || box_rows > max_side || box_cols > max_side ||
      box_rows * box_cols > max_side) {
    throw std::invalid_argument("sudoku generator: " + *check_shape(puzzle{box_rows, box_cols, {}}));
  }
  const int n = box_rows * box_cols;
  givens_range range;
  range.maximum = n * n;
  for (const shape_limits& l : limits) {
    if (l.box_rows == box_rows && l.box_cols == box_cols) {
      range.known_minimum = l.known_minimum;
      range.reachable = l.reachable;
    }
  }
  return range;
}

puzzle generate(const generate_options& o) {
  const givens_range range = givens_range_for(o.box_rows, o.box_cols);
  const int n = o.box_rows * o.box_cols;
  if (o.givens > range.maximum) {
    throw std::invalid_argument("sudoku generator: a " + side_text(n) + " grid has " +
                                std::to_string(range.maximum) + " cells, so it cannot have " +
                                std::to_string(o.givens) + " givens");
  }
  if (o.givens < range.reachable || o.givens < 0) {
    std::string why =
        "sudoku generator: " + std::to_string(o.givens) + " givens is too few for " + side_text(n);
    if (range.known_minimum > 0) {
      why += ": " + side_text(n) + " puzzles with a unique solution need at least " +
             std::to_string(range.known_minimum) + " givens";
    } else {
      why +=
          " (the fewest givens a " + side_text(n) + " puzzle with a unique solution can have is not known)";
    }
    why += "; this generator reaches " + std::to_string(range.reachable) + " reliably";
    throw std::invalid_argument(why);
  }

  std::mt19937_64 random(o.seed);
  std::uint64_t nodes = 0;
  int attempts = 0;
  while (nodes < node_budget) {
    ++attempts;
    puzzle p{o.box_rows, o.box_cols, random_full_grid(o.box_rows, o.box_cols, random, nodes)};
    if (remove_givens(p, o.givens, random, nodes)) return p;
  }
  throw std::runtime_error(
      "sudoku generator: no " + side_text(n) + " puzzle with " + std::to_string(o.givens) + " givens after " +
      std::to_string(attempts) +
      " attempts (every removal order got stuck above it); try more givens or another seed");
}

}  // namespace sudoku::fast
