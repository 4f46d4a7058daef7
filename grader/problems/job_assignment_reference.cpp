// What only the instructor's kit answers for job assignment: the model answers
// (reference/job_assignment/model_answer.cpp) and the case generator.

#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const case_generator& job_assignment_case_generator();  // grader/problems/job_assignment_generator.cpp

namespace {

namespace ja = job_assignment;
using ja::rules;
using reference = rules_reference<rules>;

}  // namespace

const problem_reference* job_assignment_reference() {
  static const reference instance = [] {
    reference r;
    r.model_valid_moves("valid_moves", &ja::valid_moves);
    r.model_edit("apply_move", &ja::apply_move);
    r.model_edit("undo_move", &ja::undo_move);
    r.model_solve("solve", &ja::solve);
    r.model_solve("solve_depth_first", &ja::solve_depth_first);
    r.generator = &job_assignment_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
