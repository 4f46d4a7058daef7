// What only the instructor's kit answers for tic tac toe: the model answers
// (reference/tic_tac_toe/model_answer.cpp), the fast solver's true values and
// best moves and the deck's depth-limited values, the lecture's iterative
// deepening found with the model answer, the reference's view of the game
// hooks' cases, and the case generator.

#include "grader/problems/tic_tac_toe_reference.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/rules_reference.hpp"
#include "grader/problems/tic_tac_toe_judge.hpp"
#include "reference/tic_tac_toe/board_position.hpp"
#include "reference/tic_tac_toe/fast_solver.hpp"

#include <algorithm>
#include <functional>
#include <optional>

namespace grader::problems {

const case_generator& tic_tac_toe_case_generator();  // grader/problems/tic_tac_toe_generator.cpp

namespace {

namespace ttt = tic_tac_toe;
namespace judge = ttt_judge;
using nlohmann::json;
using ttt::rules;

// The fast solver within what the grader allows a case (reading_effort.hpp).
template <class F>
auto bounded(F&& search) {
  try {
    return search(reading_positions().load());
  } catch (const ttt::fast::too_many_positions&) {
    throw too_many_positions("the reference searched more than " + feedback::thousands(reading_positions()) +
                             " positions without resolving the game: use a smaller board, a shorter line "
                             "(k) or more marks");
  }
}

judge::truth fast_solve(const ttt::board& b) {
  const auto s = bounded([&](std::uint64_t cap) { return ttt::fast::solve(ttt::fast::position_of(b), cap); });
  judge::truth t{s.value, {}, s.nodes};
  for (const int cell : s.best_moves) t.best_moves.push_back({cell / b.cols(), cell % b.cols()});
  return t;
}

int fast_value(const ttt::board& b) {
  return bounded([&](std::uint64_t cap) { return ttt::fast::value(ttt::fast::position_of(b), cap); });
}

// The deck's depth-limited values by the fast solver's memoised search: the
// model answer's plain search, which validate checks against them
// (consult_depth_limited), placed millions of marks for a case's three
// depths each time a suite was read.
std::optional<judge::root_values> depth_limited_values(const ttt::board& b, int depth, std::uint64_t cap) {
  const auto found =
      ttt::fast::depth_limited(ttt::fast::position_of(b), depth, cap == 0 ? ttt::fast::no_limit : cap);
  if (!found) return std::nullopt;
  judge::root_values out{found->value, {}};
  for (const auto& [cell, value] : found->moves)
    out.moves.emplace_back(ttt::square{cell / b.cols(), cell % b.cols()}, value);
  return out;
}

int lecture_depth(const ttt::board& b, std::uint64_t budget) {
  ttt::board work = b;
  int depth = 0;
  run_capped("model answer", &rules::nodes, 0, [&] { depth = ttt::iterative_deepening(work, budget).depth; });
  return depth;
}

const tic_tac_toe_rules_reference& the_reference();

reference_report consult_evaluate(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const ttt::board start = rules::state_from_json(tc.input.at("state"));
  ttt::board work = start;
  const int expected = tc.expected.value("value", 0);
  int value = 0;
  run_model<rules>(report, cap, [&] { value = ttt::evaluate(work); });
  const int truth = rules::heuristic(start);
  if (value != truth) report.disagreements.push_back("the model answer's evaluate disagrees with the rules");
  if (expected != truth)
    report.disagreements.push_back("expect.value is " + std::to_string(expected) +
                                   ", but the deck's evaluation is " + std::to_string(truth));
  report.answer = json{{"value", truth}};
  report.findings.push_back("evaluate: " + std::to_string(truth));
  return report;
}

// minimax and alphabeta: the fast reference's value, and the model answer's
// search (`model`, returning its value) for the nodes. Only a full-depth
// minimax must return the value itself: alphabeta's is a bound of it outside
// the window.
reference_report consult_value(const test_case& tc, std::uint64_t cap,
                               const std::function<int(ttt::board&)>& model, bool model_is_exact) {
  reference_report report;
  const ttt::board start = rules::state_from_json(tc.input.at("state"));
  ttt::board work = start;
  const int expected = tc.expected.value("value", 0);
  const auto t = fast_solve(start);
  report.runs.push_back({"fast reference", t.nodes, 0, 0.0, {}});
  int value = 0;
  report.model_nodes = run_model<rules>(report, cap, [&] { value = model(work); });
  if (expected != t.value)
    report.disagreements.push_back(
        "expect.value is " + std::to_string(expected) + ", but the value is " + std::to_string(t.value) +
        " (best play: " + judge::best_line<rules>(judge::reference_answers(&the_reference()), start, 9) +
        ")");
  if (model_is_exact && report.model_nodes && value != t.value)
    report.disagreements.push_back("the model answer's minimax disagrees with the fast reference");
  report.answer = json{{"value", t.value}, {"state", rules::state_json(start)}};
  report.findings.push_back(
      "value " + std::to_string(t.value) +
      (start.is_over() ? "" : ", best moves " + judge::moves_text<rules>(t.best_moves)));
  return report;
}

reference_report consult_minimax(const test_case& tc, std::uint64_t cap) {
  return consult_value(
      tc, cap, [](ttt::board& b) { return ttt::minimax(b); }, true);
}

reference_report consult_alphabeta(const test_case& tc, std::uint64_t cap) {
  return consult_value(
      tc, cap,
      [&tc](ttt::board& b) {
        return ttt::alphabeta(b, tc.input.at("alpha").get<int>(), tc.input.at("beta").get<int>());
      },
      false);
}

reference_report consult_depth_limited(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const ttt::board start = rules::state_from_json(tc.input.at("state"));
  ttt::board work = start;
  const int expected = tc.expected.value("value", 0);
  const int depth = tc.input.at("depth").get<int>();
  ttt::scored_move found;
  report.model_nodes = run_model<rules>(report, cap, [&] { found = ttt::depth_limited(work, depth); });
  const auto values = depth_limited_values(start, depth, 0);
  if (values && report.model_nodes && found.value != values->value)
    report.disagreements.push_back("the model answer's depth_limited is " + std::to_string(found.value) +
                                   ", but the fast solver's is " + std::to_string(values->value));
  if (values && expected != values->value)
    report.disagreements.push_back("expect.value is " + std::to_string(expected) +
                                   ", but depth_limited to depth " + std::to_string(depth) + " is " +
                                   std::to_string(values->value));
  if (tc.expected.contains("claimed_moves")) {
    auto claimed = moves_from_json<rules>(tc.expected.at("claimed_moves"));
    auto best = moves_from_json<rules>(tc.expected.at("moves"));
    std::sort(claimed.begin(), claimed.end());
    if (claimed != best)
      report.disagreements.push_back("expect.moves are " + judge::moves_text<rules>(claimed) +
                                     ", but the best-looking moves are " + judge::moves_text<rules>(best));
  }
  report.answer = json{{"value", found.value},
                       {"move", found.move ? rules::move_json(*found.move) : json(nullptr)},
                       {"state", rules::state_json(start)}};
  report.findings.push_back("value " + std::to_string(found.value) + ", best-looking moves " +
                            judge::moves_text<rules>(moves_from_json<rules>(tc.expected.at("moves"))));
  return report;
}

reference_report consult_iterative_deepening(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const ttt::board start = rules::state_from_json(tc.input.at("state"));
  ttt::board work = start;
  const auto budget = tc.input.at("node_budget").get<std::uint64_t>();
  ttt::deepening_result found;
  report.model_nodes = run_model<rules>(report, cap, [&] { found = ttt::iterative_deepening(work, budget); });
  if (auto d = tc.expected.find("claimed_depth"); d != tc.expected.end() && d->get<int>() != found.depth)
    report.disagreements.push_back(
        "expect.depth is " + d->dump() + ", but within " + feedback::thousands(budget) +
        " marks the deck's iterative deepening completes depth " + std::to_string(found.depth));
  if (auto v = tc.expected.find("claimed_value"); v != tc.expected.end() && v->get<int>() != found.value)
    report.disagreements.push_back("expect.value is " + v->dump() + ", but depth " +
                                   std::to_string(found.depth) + "'s value is " +
                                   std::to_string(found.value));
  report.answer = json{{"move", found.move ? rules::move_json(*found.move) : json(nullptr)},
                       {"value", found.value},
                       {"depth", found.depth},
                       {"state", rules::state_json(start)}};
  report.findings.push_back("depth " + std::to_string(found.depth) + ", value " +
                            std::to_string(found.value));
  return report;
}

reference_report consult_best_move(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const ttt::board start = rules::state_from_json(tc.input.at("state"));
  ttt::board work = start;
  const int expected = tc.expected.value("value", 0);
  const auto t = fast_solve(start);
  report.runs.push_back({"fast reference", t.nodes, 0, 0.0, {}});
  ttt::square found;
  report.model_nodes = run_model<rules>(report, cap, [&] { found = ttt::best_move(work); });
  if (expected != t.value)
    report.disagreements.push_back("expect.value is " + std::to_string(expected) + ", but the value is " +
                                   std::to_string(t.value));
  const auto best = moves_from_json<rules>(tc.expected.at("moves"));
  if (report.model_nodes && std::find(best.begin(), best.end(), found) == best.end())
    report.disagreements.push_back("the model answer's best_move " + ttt::to_string(found) +
                                   " is not a best move");
  report.answer = json{{"move", rules::move_json(found)}, {"state", rules::state_json(start)}};
  report.findings.push_back("value " + std::to_string(t.value) + ", best moves " +
                            judge::moves_text<rules>(best));
  return report;
}

const tic_tac_toe_rules_reference& the_reference() {
  static const tic_tac_toe_rules_reference instance = [] {
    tic_tac_toe_rules_reference r;
    r.model_moves_and_edits(&ttt::valid_moves, &ttt::apply_move, &ttt::undo_move);
    r.solve = &fast_solve;
    r.value = &fast_value;
    r.depth_limited_values = &depth_limited_values;
    r.lecture_depth = &lecture_depth;
    r.consult = {{ttt::hook_name::evaluate, &consult_evaluate},
                 {ttt::hook_name::minimax, &consult_minimax},
                 {ttt::hook_name::alphabeta, &consult_alphabeta},
                 {ttt::hook_name::depth_limited, &consult_depth_limited},
                 {ttt::hook_name::iterative_deepening, &consult_iterative_deepening},
                 {ttt::hook_name::best_move, &consult_best_move}};
    r.generator = &tic_tac_toe_case_generator();
    return r;
  }();
  return instance;
}

}  // namespace

const problem_reference* tic_tac_toe_reference() { return &the_reference(); }

}  // namespace grader::problems
