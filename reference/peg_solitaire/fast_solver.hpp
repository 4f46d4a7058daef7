#pragma once
// The grader's fast peg solitaire solver. `grader validate` and `grader solve`
// trust what it says, so "unsolvable" is always a proof: either an invariant
// (peg count, position class, pagoda function) separates the start from the
// goal, or a depth-first search tried every jump sequence, skipping only
// positions that a sound argument shows cannot reach the goal.
//
// The search is the lecture's backtracking with these accelerations:
//   - positions are bitboards (one bit per hole, holes in reading order), so a
//     jump is one XOR with a precomputed mask;
//   - a table remembers positions already shown to fail, keyed by the position
//     canonicalised under the board's symmetries that fix both the shape and the
//     goal (a failure stays a failure under a symmetry that maps the goal onto
//     itself);
//   - the start and the goal must lie in the same position class (de Bruijn's
//     diagonal invariant: jumps never change it);
//   - pagoda functions (pagoda.hpp) cut positions whose weight is already below
//     the goal's: the parity sublattices from the start, and functions learned
//     by linear programming from the dead positions of the table once a
//     problem proves hard;
//   - restarts over a portfolio of move orders with doubling budgets, the
//     table kept across them, since no single order is good on every problem.
// Boards of up to 64 holes use one machine word per position; bigger boards use
// the same algorithm on wider positions, correct but slower.
// docs/peg_solitaire.md explains the theory and lists what it decides, and how fast.

#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"
#include "reference/peg_solitaire/pagoda.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace peg_solitaire::fast {

struct options {
  std::uint64_t node_limit = 0;  // 0 = none; past it the search stops, undecided
  bool use_symmetry = true;
  bool use_memo = true;
  bool use_class_pruning = true;
  bool use_pagoda = true;  // the sublattices and the learned functions
  // Upper bound on the failure table; once full, new failures replace the
  // cheapest ones (those with fewest pegs), which costs time, never soundness.
  std::size_t memo_megabytes = 256;
};

struct result {
  bool decided = false;
  bool solvable = false;
  std::vector<move> solution;  // legal from the start, ends exactly on the goal
  std::uint64_t nodes = 0;     // jumps applied during the search
  std::uint64_t memo_entries = 0;
  double seconds = 0.0;
  // How the answer was reached, in words an instructor can quote
  // ("found by search", "the start and the goal are in different position classes"...).
  std::string reason;
};

// Decides whether `start` can reach its goal (board::goal_mask) and finds a
// solution when it can.
[[nodiscard]] result solve(const board& start, const options& opts = {});

// A symmetry as a map from hole to hole (hole numbers in reading order).
using permutation = std::vector<std::size_t>;

// The symmetries of the square (reflections and quarter turns about the holes'
// bounding box) that map the shape's holes onto themselves; the identity first.
[[nodiscard]] std::vector<permutation> shape_symmetries(const geometry& shape);

// Those of shape_symmetries that also map the goal onto itself: the ones the
// failure table may identify positions under.
[[nodiscard]] std::vector<permutation> goal_symmetries(const board& b);

// De Bruijn's position class: for each family of diagonals (x+y and x-y), the
// parities of the pegs on the three diagonals mod 3, up to flipping all three,
// which is what one jump does (its three holes lie on three different
// diagonals of each family). Each family gives an element of Z2xZ2, written
// 0..3; two positions in different classes can never reach each other.
struct position_class {
  std::uint8_t sum = 0;         // diagonals x+y = const (mod 3)
  std::uint8_t difference = 0;  // diagonals x-y = const (mod 3)
  friend bool operator==(const position_class&, const position_class&) = default;
};

[[nodiscard]] position_class class_of(const geometry& shape, const std::vector<bool>& pegs);
[[nodiscard]] std::string to_string(position_class c);

}  // namespace peg_solitaire::fast
