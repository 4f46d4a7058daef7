// What only the instructor's kit answers for sudoku: the model answers
// (reference/sudoku/model_answer.cpp), the fast solver behind solve and
// count_solutions cases, the reference's view of the blog's find_empty and
// check_validity, and the case generator.

#include "framework/sudoku/hooks.hpp"
#include "framework/sudoku/rules.hpp"
#include "grader/core/rules_reference.hpp"
#include "reference/sudoku/fast_solver.hpp"

namespace grader::problems {

const case_generator& sudoku_case_generator();  // grader/problems/sudoku_generator.cpp

namespace {

namespace sd = sudoku;
using nlohmann::json;
using sd::rules;
using reference = rules_reference<rules>;
// The blog's solve fills the grid in place; as a search it is the digits it
// wrote, in the order it wrote them (the runner's solve entry does the same).
std::optional<std::vector<sd::placement>> model_solve(sd::grid& g) {
  const auto empty = rules::empty_cells(g);
  if (!sd::solve(g)) return std::nullopt;
  return rules::filling(empty, g);
}

// The fast reference's view of a grid: every digit in it is fixed.
sd::fast::puzzle puzzle_of(const sd::grid& g) {
  sd::fast::puzzle p{g.box_rows(), g.box_cols(), {}};
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) p.cells.push_back(static_cast<std::uint8_t>(g.digit({r, c})));
  }
  return p;
}

solve_decision<rules> decide(const sd::grid& start, std::uint64_t) {
  solve_decision<rules> d;
  sd::fast::solve_result found;
  d.run = run_capped("fast reference", nullptr, 0, [&] { found = sd::fast::solve(puzzle_of(start), 2); });
  d.run.nodes = found.nodes;
  d.run.note = "digits it set: candidates propagated (singles, locked candidates), fewest choices first";
  d.decided = true;
  d.solvable = found.solutions > 0;
  if (found.first) {
    d.solution.emplace();
    for (const sd::cell c : rules::empty_cells(start)) {
      d.solution->push_back({c, (*found.first)[static_cast<std::size_t>(c.row * start.size() + c.col)]});
    }
  }
  d.reason = found.solutions == 0   ? "no digit fits some cell once the singles are placed, in every branch"
             : found.solutions == 1 ? "the solution is unique"
                                    : "it has several solutions";
  return d;
}

std::optional<std::uint64_t> count(const test_case& tc, const sd::grid& start, std::uint64_t,
                                   reference_report& report) {
  sd::fast::solve_result counted;
  const auto limit = tc.input.at("limit").get<std::uint64_t>();
  report.runs.push_back(
      run_capped("fast reference", nullptr, 0, [&] { counted = sd::fast::solve(puzzle_of(start), limit); }));
  report.runs.back().nodes = counted.nodes;
  report.runs.back().note = "digits it set, counting to the limit " + std::to_string(limit);
  return counted.solutions;
}

reference_report consult_find_empty(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const sd::grid g = rules::state_from_json(tc.input.at("state"));
  std::optional<sd::cell> found;
  report.model_nodes = run_model<rules>(report, cap, [&] { found = sd::find_empty(g); });
  const auto first = g.first_empty();
  if (found != first)
    report.disagreements.push_back("the model answer's " + tc.hook + " disagrees with the rules");
  report.answer = tc.expected;
  report.findings.push_back("first empty cell: " + (first ? sd::to_string(*first) : std::string("none")));
  return report;
}

reference_report consult_check_validity(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const sd::grid g = rules::state_from_json(tc.input.at("state"));
  json valid = json::array();
  report.model_nodes = run_model<rules>(report, cap, [&] {
    for (const auto& q : tc.input.at("queries")) {
      const auto p = rules::move_from_json(q);
      valid.push_back(sd::check_validity(g, p.digit, p.at));
    }
  });
  if (json{{"valid", valid}} != tc.expected)
    report.disagreements.push_back("the model answer's " + tc.hook + " disagrees with the rules");
  report.answer = tc.expected;
  return report;
}

}  // namespace

const problem_reference* sudoku_reference() {
  static const reference instance = [] {
    reference r;
    r.model_moves_and_edits(&sd::valid_moves, &sd::apply_move, &sd::undo_move);
    r.model_solve(sd::hook_name::solve, &model_solve);
    r.model_count_to_limit(sd::hook_name::count_solutions, &sd::count_solutions);
    r.decide = &decide;
    r.count = &count;
    r.consult = {{sd::hook_name::find_empty, &consult_find_empty},
                 {sd::hook_name::check_validity, &consult_check_validity}};
    r.generator = &sudoku_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
