#pragma once
// The peg solitaire driver: turns YAML cases into runner requests, judges the
// runner's answers with the framework's rules, and consults the fast solver
// and the model answer for `grader validate`, `solve` and `show`. The case
// fields it accepts are documented in docs/testcases.md.

#include "grader/core/problem_driver.hpp"

namespace grader::problems {

[[nodiscard]] const problem_driver& peg_solitaire_driver();

}  // namespace grader::problems
