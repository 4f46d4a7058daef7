#pragma once
// The node budget of a best-first branch and bound, proved rather than
// measured. Any best-first search with the deck's bound extends only partial
// assignments whose bound is at most the optimum: until the optimum is
// found, some state on the frontier leads to it and has a bound at most the
// optimum, so the smallest bound chosen is at most the optimum; once it is
// found, states not below it are cut. So whatever order it breaks ties in,
// it generates at most the children of every incomplete partial assignment
// whose bound is at most the optimum: that count is the budget.

#include "framework/job_assignment/assignment.hpp"

#include <cstdint>

namespace job_assignment::fast {

struct budget_count {
  std::uint64_t generated = 0;   // the budget: children of the states below
  std::uint64_t expandable = 0;  // incomplete states whose bound is at most the optimum
};

// From `start` (its rule and the contractors it has assigned), for a
// problem whose optimal cost is `optimum`.
[[nodiscard]] budget_count best_first_budget(const assignment& start, std::int64_t optimum);

}  // namespace job_assignment::fast
