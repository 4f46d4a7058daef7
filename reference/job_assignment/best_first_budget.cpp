#include "reference/job_assignment/best_first_budget.hpp"

#include <algorithm>
#include <limits>
#include <vector>

namespace job_assignment::fast {

namespace {

// A plain walk over job masks: the framework's assignment would report every
// edit to the probe, and the budget is not a search anyone is measured on.
struct walk {
  int n;
  bound_rule rule;
  std::int64_t optimum;
  const std::vector<std::int64_t>& bids;
  budget_count count;

  [[nodiscard]] std::int64_t bid(int c, int job) const {
    return bids[static_cast<std::size_t>(c) * static_cast<std::size_t>(n) + static_cast<std::size_t>(job)];
  }

  [[nodiscard]] std::int64_t bound(int next, std::uint32_t taken, std::int64_t cost) const {
    std::int64_t lb = cost;
    for (int c = next; c < n; ++c) {
      std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
      for (int job = 0; job < n; ++job) {
        if (rule == bound_rule::free_jobs && (taken >> job & 1u) != 0) continue;
        lowest = std::min(lowest, bid(c, job));
      }
      lb += lowest;
    }
    return lb;
  }

  void visit(int next, std::uint32_t taken, std::int64_t cost) {
    if (next == n || bound(next, taken, cost) > optimum) return;
    ++count.expandable;
    count.generated += static_cast<std::uint64_t>(n - next);
    for (int job = 0; job < n; ++job) {
      if ((taken >> job & 1u) == 0) visit(next + 1, taken | 1u << job, cost + bid(next, job));
    }
  }
};

}  // namespace

budget_count best_first_budget(const assignment& start, std::int64_t optimum) {
  std::uint32_t taken = 0;
  for (int c = 0; c < start.assigned(); ++c) taken |= 1u << *start.job_of(c);
  walk w{start.size(), start.rule(), optimum, start.bids(), {}};
  w.visit(start.assigned(), taken, start.cost_so_far());
  return w.count;
}

}  // namespace job_assignment::fast
