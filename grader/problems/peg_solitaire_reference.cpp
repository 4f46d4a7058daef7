// What only the instructor's kit answers for peg solitaire: the model answers
// (reference/peg_solitaire/model_answer.cpp) and the case generator.

#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

namespace {

namespace ps = peg_solitaire;
using ps::rules;
using reference = rules_reference<rules>;

}  // namespace

const problem_reference* peg_solitaire_reference() {
  static const reference instance = [] {
    reference r;
    r.model_valid_moves("valid_moves", &ps::valid_moves);
    r.model_edit("apply_move", &ps::apply_move);
    r.model_edit("undo_move", &ps::undo_move);
    r.model_solve("solve", &ps::solve);
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
