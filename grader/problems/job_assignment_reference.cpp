// What only the instructor's kit answers for job assignment: the model answers
// (reference/job_assignment/model_answer.cpp), the Hungarian algorithm behind
// solve and solve_depth_first cases, the reference's view of the deck's
// lower_bound, and the case generator.

#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"
#include "grader/core/rules_reference.hpp"
#include "reference/job_assignment/hungarian.hpp"

namespace grader::problems {

const case_generator& job_assignment_case_generator();  // grader/problems/job_assignment_generator.cpp

namespace {

namespace ja = job_assignment;
using ja::rules;
using reference = rules_reference<rules>;

// The Hungarian algorithm on the contractors still without a job and the
// jobs still free: an optimal completion of the start, without searching.
solve_decision<rules> decide(const ja::assignment& start, std::uint64_t) {
  std::vector<int> jobs;
  for (int j = 0; j < start.size(); ++j) {
    if (start.is_free(j)) jobs.push_back(j);
  }
  const std::size_t left = jobs.size();
  std::vector<std::int64_t> sub;
  for (int c = start.assigned(); c < start.size(); ++c) {
    for (const int j : jobs) sub.push_back(start.bid(c, j));
  }
  solve_decision<rules> d;
  ja::fast::optimum best;
  d.run = run_capped("Hungarian algorithm", nullptr, 0, [&] { best = ja::fast::hungarian(sub, left); });
  d.run.note = "O(n^3), no search";
  d.decided = true;
  d.solvable = true;
  d.solution.emplace();
  for (std::size_t k = 0; k < left; ++k)
    d.solution->push_back({start.assigned() + static_cast<int>(k), jobs[best.job_of[k]]});
  d.reason = "optimal cost " + std::to_string(start.cost_so_far() + best.cost) + " (Hungarian algorithm)";
  return d;
}

reference_report consult_lower_bound(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const ja::assignment s = rules::state_from_json(tc.input.at("state"));
  std::int64_t bound = 0;
  report.model_nodes = run_model<rules>(report, cap, [&] { bound = ja::lower_bound(s); });
  if (bound != tc.expected.at("bound").get<std::int64_t>())
    report.disagreements.push_back("the model answer's lower_bound (" + std::to_string(bound) +
                                   ") disagrees with the rules");
  report.answer = tc.expected;
  report.findings.push_back("lower bound (" + std::string(ja::to_string(s.rule())) +
                            "): " + std::to_string(rules::bound(s)));
  return report;
}

}  // namespace

const problem_reference* job_assignment_reference() {
  static const reference instance = [] {
    reference r;
    r.model_moves_and_edits(&ja::valid_moves, &ja::apply_move, &ja::undo_move);
    r.model_solve(ja::hook_name::solve, &ja::solve);
    r.model_solve(ja::hook_name::solve_depth_first, &ja::solve_depth_first);
    r.decide = &decide;
    r.consult = {{ja::hook_name::lower_bound, &consult_lower_bound}};
    r.generator = &job_assignment_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
