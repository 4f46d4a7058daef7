// Job assignment: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/job_assignment/hooks.hpp,
// the assignment you edit in framework/job_assignment/assignment.hpp.
//
// Check your work with:  ./build/dev/grader/grader test job_assignment
//
// Contractors a, b, c... are 0, 1, 2... and take their jobs in that order;
// jobs are 0-based here and numbered from 1 in the deck ("a->2" is {0, 1}).
// s.bid(c, j) is contractor c's bid for job j, s.cost_so_far() the total of
// the bids assigned, s.is_free(j) whether job j is still free. Change an
// assignment only with s.assign(c, j) and s.unassign(c): the framework counts
// every assignment you make (your nodes generated), on s and on every copy.
//
// solve_depth_first cases count nodes exactly, as the lecture's search
// explores them: the jobs tried from the lowest up, as valid_moves lists them
// (or from the highest down, as the lecture's pop() takes them), and a branch
// cut when its bound is not below the best cost found (or, as the deck says,
// only when it exceeds it: both cuts earn the points). solve cases
// (best-first) get a budget.

#include "framework/core/errors.hpp"
#include "framework/job_assignment/hooks.hpp"

namespace job_assignment {

std::int64_t lower_bound([[maybe_unused]] const assignment& s) {
  // The deck: lb = cost of bids assigned so far + minimal bids possible for
  // remaining contractors. Start from s.cost_so_far(); for each contractor
  // from s.next_contractor() on, add its lowest bid: over every job when
  // s.rule() is bound_rule::every_job, over the free jobs when it is
  // bound_rule::free_jobs.
  throw framework::not_implemented("lower_bound");
}

std::vector<move> valid_moves([[maybe_unused]] const assignment& s) {
  // Each free job for the next contractor, jobs ascending: {s.next_contractor(), job}.
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] assignment& s, [[maybe_unused]] move m) {
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] assignment& s, [[maybe_unused]] move m) {
  throw framework::not_implemented("undo_move");
}

std::optional<std::vector<move>> solve([[maybe_unused]] assignment& s) {
  // The deck's branch and bound, best-first:
  //  - keep the partial assignments not yet extended (a std::priority_queue
  //    of copies works), starting with s;
  //  - at each step, choose the state with the smallest lower bound, and
  //    extend it: a copy for each free job of its next contractor;
  //  - remember the cheapest complete assignment found; cut a branch when
  //    its lower bound is not below that cost (and stop when the smallest
  //    bound left is not);
  //  - return the best assignment's moves, next contractor first.
  throw framework::not_implemented("solve");
}

std::optional<std::vector<move>> solve_depth_first([[maybe_unused]] assignment& s) {
  // The same bound in the lecture's backtracking: when every contractor has
  // a job, keep the assignment if it is the cheapest so far; otherwise for
  // each move of valid_moves, apply it, search below only if lower_bound(s)
  // is below the best cost found, and undo it.
  throw framework::not_implemented("solve_depth_first");
}

}  // namespace job_assignment
