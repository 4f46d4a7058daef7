#pragma once
// The hooks a student writes for job assignment, in the deck's words (seed
// 003, "B & B example"): the lower bound, the moves, and the branch and bound
// itself, best-first as the deck describes it ("at each step, choose the state
// with smallest lower bound, and extend") and depth-first for comparison. The
// model answer (in the instructor's kit) and the student's skeleton
// (exercises/job_assignment/) both define exactly these functions; the grader
// calls them out of its own process.
//
// The assignment is the framework's (assignment.hpp): contractors a, b, c...
// are 0, 1, 2... and take jobs in order; jobs are 0-based in the code and
// numbered from 1 in the deck's notation ("a->2" is {0, 1}). s.bid(c, j) is
// contractor c's bid for job j; s.assign(c, j) and s.unassign(c) are the
// only edits. s.rule() says which lower bound the case asks for.
//
// How a search is measured: every assignment made (s.assign, or apply_move
// through it) on any state, the input or a copy of it, is a node generated;
// the distinct partial assignments a search extends (assigns a contractor
// on) are the nodes expanded. A best-first search keeps each state of its
// frontier as its own copy (copying an assignment is cheap: the bids are
// shared); the grader follows every copy.

#include "framework/job_assignment/assignment.hpp"
#include "framework/job_assignment/move.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace job_assignment {

// The deck's lb: the cost of the bids assigned so far plus, for each
// contractor still without a job, its lowest bid: over every job when
// s.rule() is bound_rule::every_job (the deck's "you can't possibly do better
// than assigning every contractor their lowest bid"), over the jobs still
// free when it is bound_rule::free_jobs. A complete assignment's bound is its
// cost. 10 for the deck's matrix with nobody assigned.
std::int64_t lower_bound(const assignment& s);

// The free jobs for the next contractor, ascending, as moves; none when
// every contractor has a job.
std::vector<move> valid_moves(const assignment& s);

// The next contractor takes the move's job.
void apply_move(assignment& s, move m);

// The move's contractor gives its job back, restoring s exactly.
void undo_move(assignment& s, move m);

// The deck's branch and bound, best-first: keep the partial assignments not
// yet extended; always extend the one with the smallest lower bound (give
// its next contractor each free job, each as a new copy); remember the
// cheapest complete assignment found, and cut a branch whose lower bound is
// not below its cost. Returns the moves that complete s optimally, in
// contractor order (the next contractor first: a when nobody has a job);
// every partial assignment can be completed, so never none. s may be left
// as it was or completed.
// Judged on the cost against the optimum, and on nodes generated against a
// budget.
std::optional<std::vector<move>> solve(assignment& s);

// The same branch and bound depth-first, for comparison: try each free job
// for the next contractor in order (apply_move, search below, undo_move),
// keep the cheapest complete assignment found, and search below a move only
// when the lower bound after it is below the best cost found so far. Its
// nodes are counted exactly: what the lecture's search explores.
std::optional<std::vector<move>> solve_depth_first(assignment& s);

}  // namespace job_assignment
