#pragma once
// The grader's job-assignment reference: the Hungarian algorithm (shortest
// augmenting paths with potentials, O(n^3)), which finds an optimal
// assignment without searching. It decides the optimal cost of every solve
// case, so a branch and bound that stops early or cuts too much is caught,
// and it cross-checks the model answer's branch and bound in the tests.
//
// This file knows nothing of the framework's assignment type: a cost matrix
// is a plain row-major span, so the reference builds and is tested on its own.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace job_assignment::fast {

struct optimum {
  std::int64_t cost = 0;
  std::vector<std::size_t> job_of;  // job_of[contractor], 0-based
};

// An optimal assignment of n contractors (rows) to n jobs (columns) for the
// bids `cost[row * n + col]`, which may be any values whose sums over n
// entries fit in 63 bits. Among several optima, any one. Needs
// cost.size() == n * n; n == 0 gives cost 0 and no jobs.
[[nodiscard]] optimum hungarian(std::span<const std::int64_t> cost, std::size_t n);

}  // namespace job_assignment::fast
