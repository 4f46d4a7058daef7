// What only the instructor's kit answers for boggle: the model answers
// (reference/boggle/model_answer.cpp) and the case generator.

#include "framework/boggle/hooks.hpp"
#include "framework/boggle/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const case_generator& boggle_case_generator();  // grader/problems/boggle_generator.cpp

namespace {

namespace bg = boggle;
using bg::rules;
using reference = rules_reference<rules>;

}  // namespace

const problem_reference* boggle_reference() {
  static const reference instance = [] {
    reference r;
    r.generator = &boggle_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
