// What only the instructor's kit answers for peg solitaire: the model answers
// (reference/peg_solitaire/model_answer.cpp) and the fast solver that decides
// solve cases.

#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "grader/core/rules_reference.hpp"
#include "reference/peg_solitaire/fast_solver.hpp"

namespace grader::problems {

namespace {

namespace ps = peg_solitaire;
using ps::rules;
using reference = rules_reference<rules>;

// The fast solver is trusted to finish on every board a course uses; this cap
// only keeps a mistyped giant board from hanging `grader validate`.
constexpr std::uint64_t kFastNodeLimit = 2'000'000'000;

solve_decision<rules> decide(const ps::board& start, std::uint64_t) {
  ps::fast::options opts;
  opts.node_limit = kFastNodeLimit;
  ps::fast::result fast;
  solve_decision<rules> d;
  // The fast solver works on bitboards, not on the framework's board: no edit reaches a probe.
  d.run = run_capped("fast solver", &rules::nodes, 0, [&] { fast = ps::fast::solve(start, opts); });
  d.run.nodes = fast.nodes;
  d.run.cap = kFastNodeLimit;
  d.run.note = std::to_string(fast.memo_entries) + " positions remembered";
  d.decided = fast.decided;
  d.solvable = fast.solvable;
  if (fast.decided && fast.solvable) d.solution = fast.solution;
  d.reason = fast.decided
                 ? fast.reason
                 : "the fast solver could not decide within " + std::to_string(kFastNodeLimit) + " nodes";
  return d;
}

}  // namespace

const problem_reference* peg_solitaire_reference() {
  static const reference instance = [] {
    reference r;
    r.model_moves_and_edits(&ps::valid_moves, &ps::apply_move, &ps::undo_move);
    r.model_solve(ps::hook_name::solve, &ps::solve);
    r.decide = &decide;
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
