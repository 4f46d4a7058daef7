// What only the instructor's kit answers for shortest path: the model answers
// (reference/shortest_path/model_answer.cpp) and the case generator.

#include "framework/shortest_path/hooks.hpp"
#include "framework/shortest_path/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const case_generator& shortest_path_case_generator();  // grader/problems/shortest_path_generator.cpp

namespace {

namespace sp = shortest_path;
using sp::rules;
using reference = rules_reference<rules>;

}  // namespace

const problem_reference* shortest_path_reference() {
  static const reference instance = [] {
    reference r;
    r.model_valid_moves("valid_moves", &sp::valid_moves);
    r.model_edit("apply_move", &sp::apply_move);
    r.model_edit("undo_move", &sp::undo_move);
    r.model_solve("solve", &sp::solve);
    r.generator = &shortest_path_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
