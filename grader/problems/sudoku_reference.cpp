// What only the instructor's kit answers for sudoku: the model answers
// (reference/sudoku/model_answer.cpp) and the case generator.

#include "framework/sudoku/hooks.hpp"
#include "framework/sudoku/rules.hpp"
#include "grader/core/rules_reference.hpp"

namespace grader::problems {

const case_generator& sudoku_case_generator();  // grader/problems/sudoku_generator.cpp

namespace {

namespace sd = sudoku;
using sd::rules;
using reference = rules_reference<rules>;
// The blog's solve fills the grid in place; as a search it is the digits it
// wrote, in the order it wrote them (the runner's solve entry does the same).
std::optional<std::vector<sd::placement>> model_solve(sd::grid& g) {
  const auto empty = rules::empty_cells(g);
  if (!sd::solve(g)) return std::nullopt;
  return rules::filling(empty, g);
}

}  // namespace

const problem_reference* sudoku_reference() {
  static const reference instance = [] {
    reference r;
    r.model_valid_moves("valid_moves", &sd::valid_moves);
    r.model_edit("apply_move", &sd::apply_move);
    r.model_edit("undo_move", &sd::undo_move);
    r.model_solve("solve", &model_solve);
    r.model_count_to_limit("count_solutions", &sd::count_solutions);
    r.generator = &sudoku_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
