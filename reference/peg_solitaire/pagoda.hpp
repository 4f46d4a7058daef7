#pragma once
// Pagoda functions (Berlekamp, Conway and Guy, "Winning Ways", ch. 23): a
// weight per hole such that for every jump line
//     weight(from) + weight(over) >= weight(to),
// so no jump ever increases the total weight of the pegs. A position whose
// total is below the goal's can therefore never reach the goal, and the fast
// solver cuts it. Weights are integers and every function is checked against
// every line before it is used, so a cut is sound however the function was
// found.

#include "framework/peg_solitaire/board.hpp"

#include <optional>
#include <vector>

namespace peg_solitaire::fast {

struct pagoda {
  std::vector<int> weight;  // per hole, in reading order
  [[nodiscard]] long long value(const std::vector<bool>& pegs) const;
  friend bool operator==(const pagoda&, const pagoda&) = default;
};

// Checks the pagoda inequality on every line of `shape`.
[[nodiscard]] bool is_pagoda(const geometry& shape, const std::vector<int>& weight);

// The parity sublattices {x = a, y = b (mod 2)} that hold a peg of `b`'s goal,
// each as a 0/1 pagoda function: a peg on a sublattice can only leave it by
// being jumped, so their peg counts never grow.
[[nodiscard]] std::vector<pagoda> sublattice_pagodas(const board& b);

// The pagoda function with weights in [-bound, bound] maximising
// sum(objective[h] * weight[h]), by linear programming, scaled to small
// integers; nullopt when the optimum is not a multiple of 1/24 or is zero.
// The solver learns its cuts this way: the objective is the total shortfall
// below the goal over positions already proven dead, so the function found
// separates as many of them from the goal as one function can.
[[nodiscard]] std::optional<pagoda> best_pagoda(const geometry& shape, const std::vector<double>& objective,
                                                int bound);

}  // namespace peg_solitaire::fast
