// What only the instructor's kit answers for tic tac toe: the model answers
// (reference/tic_tac_toe/model_answer.cpp) and the case generator.

#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const case_generator& tic_tac_toe_case_generator();  // grader/problems/tic_tac_toe_generator.cpp

namespace {

namespace ttt = tic_tac_toe;
using ttt::rules;
using reference = rules_reference<rules>;

}  // namespace

const problem_reference* tic_tac_toe_reference() {
  static const reference instance = [] {
    reference r;
    r.model_valid_moves("valid_moves", &ttt::valid_moves);
    r.model_edit("apply_move", &ttt::apply_move);
    r.model_edit("undo_move", &ttt::undo_move);
    r.generator = &tic_tac_toe_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
