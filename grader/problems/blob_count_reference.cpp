// What only the instructor's kit answers for blob count: the model answers
// (reference/blob_count/model_answer.cpp) and the case generator.

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const case_generator& blob_count_case_generator();  // grader/problems/blob_count_generator.cpp

namespace {

namespace bc = blob_count;
using bc::rules;
using reference = rules_reference<rules>;

}  // namespace

const problem_reference* blob_count_reference() {
  static const reference instance = [] {
    reference r;
    r.model_valid_moves("valid_moves", &bc::valid_moves);
    r.model_edit("apply_move", &bc::apply_move);
    r.model_edit("undo_move", &bc::undo_move);
    r.generator = &blob_count_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
