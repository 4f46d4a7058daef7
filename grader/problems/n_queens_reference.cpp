// What only the instructor's kit answers for N-queens: the model answers
// (reference/n_queens/model_answer.cpp), the bitboard counter behind solve
// and count_solutions cases, and the reference's view of seed 003's
// in_jeopardy and place_queens.

#include "framework/core/lecture_search.hpp"
#include "framework/n_queens/hooks.hpp"
#include "framework/n_queens/rules.hpp"
#include "grader/core/rules_reference.hpp"
#include "reference/n_queens/fast_counter.hpp"

namespace grader::problems {

namespace {

namespace nq = n_queens;
using nlohmann::json;
using nq::rules;
using reference = rules_reference<rules>;

std::vector<std::pair<int, int>> queens_of(const nq::chessboard& b) {
  std::vector<std::pair<int, int>> out;
  for (const auto s : b.queens()) out.emplace_back(s.row, s.col);
  return out;
}

// The queens of a full board that the start did not have, in row order: the
// order a row-by-row search places them, and a legal order in either variant.
std::vector<nq::square> completion_moves(const nq::chessboard& start, const std::vector<int>& columns) {
  std::vector<nq::square> moves;
  for (int row = 0; row < start.size(); ++row) {
    if (!start.row_has_queen(row)) moves.push_back({row, columns[static_cast<std::size_t>(row)]});
  }
  return moves;
}

solve_decision<rules> decide(const nq::chessboard& start, std::uint64_t) {
  solve_decision<rules> d;
  nq::fast::first_result first;
  d.run = run_capped("fast reference", nullptr, 0,
                     [&] { first = nq::fast::first_completion(start.size(), queens_of(start)); });
  d.run.nodes = first.placements;
  d.decided = true;
  d.solvable = first.columns.has_value();
  if (first.columns) d.solution = completion_moves(start, *first.columns);
  d.reason = d.solvable ? "found by a bitboard search, row by row" : "a bitboard search of every completion";
  d.run.note = "row by row on bitboards, whatever the case's variant";
  return d;
}

std::optional<std::uint64_t> count(const test_case&, const nq::chessboard& start, std::uint64_t,
                                   reference_report& report) {
  nq::fast::count_result counted;
  report.runs.push_back(run_capped("fast reference", nullptr, 0, [&] {
    counted = start.queen_count() == 0 ? nq::fast::count_all(start.size())
                                       : nq::fast::count_completions(start.size(), queens_of(start));
  }));
  report.runs.back().nodes = counted.nodes;
  report.runs.back().note = start.queen_count() == 0
                                ? "queens its own search placed: symmetry and start constellations"
                                : "queens its own search placed, most constrained row first";
  return counted.solutions;
}

reference_report consult_in_jeopardy(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
  json answer = json::array();
  report.model_nodes = run_model<rules>(report, cap, [&] {
    for (const auto& s : tc.input.at("squares")) {
      const auto sq = rules::move_from_json(s);
      answer.push_back(nq::in_jeopardy(start, sq.row, sq.col));
    }
  });
  if (answer != tc.expected.at("attacked"))
    report.disagreements.push_back("the model answer's in_jeopardy disagrees with the rules");
  report.answer = json{{"attacked", tc.expected.at("attacked")}};
  return report;
}

reference_report consult_place_queens(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
  const bool expected = tc.expected.at("placed").get<bool>();
  const auto fast = decide(start, cap);
  report.runs.push_back(fast.run);
  if (fast.solvable != expected) {
    report.disagreements.push_back(expected ? "expect.placed is true, but no completion exists"
                                            : "expect.placed is false, but the board can be completed");
  }
  nq::chessboard answer = start;
  bool placed = false;
  report.model_nodes = run_model<rules>(
      report, cap, [&] { placed = nq::place_queens(answer, tc.input.at("row").get<int>()); });
  // placeQueens is the lecture's row-by-row search; its mirror image takes the columns from the back.
  const auto backward = framework::lecture_search<rules>(start, framework::move_order::reversed, cap);
  if (backward.finished) report.reversed_nodes = backward.nodes;
  if (report.model_nodes && placed != expected)
    report.disagreements.push_back("the model answer's place_queens disagrees");
  nq::chessboard full = start;
  if (fast.solution) {
    for (const auto s : *fast.solution) full.place_queen(s);
  }
  report.answer = json{{"placed", fast.solvable}, {"state", rules::state_json(full)}};
  report.findings.push_back(fast.solvable ? "the board can be completed" : "NO COMPLETION");
  return report;
}

}  // namespace

const problem_reference* n_queens_reference() {
  static const reference instance = [] {
    reference r;
    r.model_moves_and_edits(&nq::valid_moves, &nq::apply_move, &nq::undo_move);
    r.model_solve(nq::hook_name::solve, &nq::solve);
    r.model_count(nq::hook_name::count_solutions, &nq::count_solutions);
    r.decide = &decide;
    r.count = &count;
    r.consult = {{nq::hook_name::in_jeopardy, &consult_in_jeopardy},
                 {nq::hook_name::place_queens, &consult_place_queens}};
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
