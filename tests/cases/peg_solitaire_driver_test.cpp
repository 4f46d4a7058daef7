// The peg solitaire driver's judge(): crafted runner outputs produce each
// verdict with the message a student needs, and show() plays answers out.

#include "framework/core/probe_sink.hpp"
#include "framework/peg_solitaire/json_io.hpp"
#include "framework/peg_solitaire/move.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "test_support.hpp"

#include <atomic>
#include <thread>

namespace {

using namespace cases_test;
using grader::verdict;
using nlohmann::json;

const grader::problem_driver& driver() { return *grader::find_driver("peg_solitaire"); }

// A solution of the lecture's problem (found by the fast solver).
const std::vector<std::string> lecture_solution{
    "(3,1)->(5,1)", "(1,1)->(3,1)", "(1,3)->(1,1)", "(4,3)->(4,1)", "(1,5)->(1,3)", "(1,0)->(1,2)",
    "(1,3)->(1,1)", "(0,1)->(2,1)", "(4,0)->(4,2)", "(2,1)->(4,1)", "(5,1)->(3,1)", "(3,4)->(1,4)",
    "(0,4)->(2,4)", "(5,4)->(3,4)", "(2,4)->(4,4)", "(4,5)->(4,3)", "(4,3)->(4,1)", "(3,1)->(5,1)"};

json moves_json(const std::vector<std::string>& moves) {
  std::vector<peg_solitaire::move> parsed;
  for (const auto& m : moves) parsed.push_back(*peg_solitaire::parse_move(m));
  return peg_solitaire::to_json(parsed);
}

json moves_output(const std::vector<std::string>& moves) { return {{"moves", moves_json(moves)}}; }
json solution_output(const std::vector<std::string>& moves) { return {{"solution", moves_json(moves)}}; }

// A board in runner-output form with one square changed ('o' or '.').
json with_cell(json board, int x, int y, char symbol) {
  auto row = board.at("rows").at(static_cast<std::size_t>(y)).get<std::string>();
  row.at(static_cast<std::size_t>(2 * x)) = symbol;
  board["rows"][static_cast<std::size_t>(y)] = row;
  return board;
}

grader::test_case lecture_case(const std::string& fields) {
  return load_case("problem: peg_solitaire\ncases:\n  - name: a\n    board: lecture\n" + fields);
}

const std::string after_first_jump = R"yaml(    hook: valid_moves
    position: |
      # o # # o #
      o o o . . o
      # o # # o #
      # o # # o #
      o o o o o o
      # o # # o #
)yaml";

void expect_judgement(const grader::judgement& j, verdict v, const std::string& text) {
  EXPECT_EQ(grader::to_string(j.result), grader::to_string(v)) << j.feedback;
  EXPECT_NE(j.feedback.find(text), std::string::npos) << "feedback:\n" << j.feedback;
  EXPECT_LT(j.feedback.size(), 1500U) << j.feedback;
}

// --------------------------------------------------------------- valid_moves

TEST(judge_valid_moves, the_exact_set_is_accepted_in_any_order_unless_canonical) {
  const auto any = lecture_case(after_first_jump);
  expect_judgement(driver().judge_answer(any, moves_output({"(4,3)->(4,1)", "(1,1)->(3,1)"})),
                   verdict::accepted, "");
  const auto canonical = lecture_case(after_first_jump + "    expect: { order: canonical }\n");
  expect_judgement(driver().judge_answer(canonical, moves_output({"(1,1)->(3,1)", "(4,3)->(4,1)"})),
                   verdict::accepted, "");
  expect_judgement(
      driver().judge_answer(canonical, moves_output({"(4,3)->(4,1)", "(1,1)->(3,1)"})), verdict::wrong_answer,
      "valid_moves returns the right jumps in the wrong order: position 1 should be (1,1)->(3,1) but is "
      "(4,3)->(4,1)");
}

TEST(judge_valid_moves, a_missing_jump_is_named) {
  const auto tc = lecture_case(after_first_jump);
  const auto j = driver().judge_answer(tc, moves_output({"(4,3)->(4,1)"}));
  expect_judgement(j, verdict::wrong_answer, "valid_moves misses the jump (1,1)->(3,1)");
  // The position is drawn so the student can see the jump.
  EXPECT_NE(j.feedback.find("on this position:\n    0 1 2 3 4 5\n  0   o     o"), std::string::npos)
      << j.feedback;
  expect_judgement(driver().judge_answer(tc, moves_output({})), verdict::wrong_answer,
                   "valid_moves misses 2 legal jumps: (1,1)->(3,1), (4,3)->(4,1)");
}

TEST(judge_valid_moves, an_extra_move_comes_with_the_rule_it_breaks) {
  const auto tc = lecture_case(after_first_jump);
  expect_judgement(driver().judge_answer(tc, moves_output({"(1,1)->(3,1)", "(4,3)->(4,1)", "(2,1)->(4,1)"})),
                   verdict::wrong_answer,
                   "returns (2,1)->(4,1), which is not legal: it jumps over an empty hole (3,1)");
  expect_judgement(driver().judge_answer(tc, moves_output({"(1,1)->(3,1)", "(4,3)->(4,1)", "(3,1)->(1,1)"})),
                   verdict::wrong_answer,
                   "returns (3,1)->(1,1), which is not legal: it jumps from an empty hole (3,1)");
  expect_judgement(driver().judge_answer(tc, moves_output({"(1,1)->(3,1)", "(4,3)->(4,1)", "(1,0)->(1,2)"})),
                   verdict::wrong_answer,
                   "returns (1,0)->(1,2), which is not legal: it lands on a peg at (1,2)");
  // A move whose jumped cell is not the one between.
  json odd = moves_output({"(1,1)->(3,1)", "(4,3)->(4,1)"});
  odd["moves"].push_back(json::parse("[[1,1],[1,2],[3,1]]"));
  expect_judgement(
      driver().judge_answer(tc, odd), verdict::wrong_answer,
      "returns (1,1)->(3,1) over (1,2), which is not legal: the jumped peg must be the one between, (2,1)");
}

TEST(judge_valid_moves, duplicates_are_counted) {
  const auto tc = lecture_case(after_first_jump);
  expect_judgement(driver().judge_answer(tc, moves_output({"(1,1)->(3,1)", "(1,1)->(3,1)", "(4,3)->(4,1)"})),
                   verdict::wrong_answer, "valid_moves returns (1,1)->(3,1) twice");
  expect_judgement(driver().judge_answer(
                       tc, moves_output({"(1,1)->(3,1)", "(4,3)->(4,1)", "(4,3)->(4,1)", "(4,3)->(4,1)"})),
                   verdict::wrong_answer, "valid_moves returns (4,3)->(4,1) 3 times");
}

TEST(judge_valid_moves, an_empty_answer_is_right_when_there_is_no_move) {
  const auto tc = lecture_case("    hook: valid_moves\n    position: { pegs: [\"(1,0)\", \"(5,4)\"] }\n");
  expect_judgement(driver().judge_answer(tc, moves_output({})), verdict::accepted, "");
  expect_judgement(driver().judge_answer(tc, moves_output({"(1,0)->(1,2)"})), verdict::wrong_answer,
                   "returns (1,0)->(1,2), which is not legal: it jumps over an empty hole (1,1)");
}

TEST(judge_valid_moves, a_long_list_of_mistakes_stays_short) {
  const auto tc = load_case(R"yaml(problem: peg_solitaire
cases:
  - { name: a, hook: valid_moves, board: english, position: { vacant: ["(3,3)"] } }
)yaml");
  std::vector<std::string> wrong;
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x + 2 < 7; ++x)
      wrong.push_back("(" + std::to_string(x) + "," + std::to_string(y) + ")->(" + std::to_string(x + 2) +
                      "," + std::to_string(y) + ")");
  }
  const auto j = driver().judge_answer(tc, moves_output(wrong));
  expect_judgement(j, verdict::wrong_answer, "more moves that are not legal");
}

// ------------------------------------------------------ apply_move, undo_move

TEST(judge_apply_undo, the_right_board_is_accepted) {
  const auto apply = lecture_case(
      "    hook: apply_move\n    position: { vacant: [\"(5,1)\"] }\n    move: \"(3,1)->(5,1)\"\n");
  expect_judgement(driver().judge_answer(apply, {{"state", apply.expected.at("state")}}), verdict::accepted,
                   "");
  const auto undo = lecture_case(
      "    hook: undo_move\n    position: { vacant: [\"(5,1)\"] }\n    move: \"(3,1)->(5,1)\"\n");
  expect_judgement(driver().judge_answer(undo, {{"state", undo.expected.at("state")}}), verdict::accepted,
                   "");
}

TEST(judge_apply_undo, each_wrong_hole_is_explained_in_terms_of_the_move) {
  const auto tc = lecture_case(
      "    hook: apply_move\n    position: { vacant: [\"(5,1)\"] }\n    move: \"(3,1)->(5,1)\"\n");
  const json right = tc.expected.at("state");
  expect_judgement(
      driver().judge_answer(tc, {{"state", with_cell(right, 4, 1, 'o')}}), verdict::wrong_answer,
      "apply_move should leave (4,1) empty but it still holds a peg (the jumped peg is removed)");
  expect_judgement(
      driver().judge_answer(tc, {{"state", with_cell(right, 3, 1, 'o')}}), verdict::wrong_answer,
      "apply_move should leave (3,1) empty but it still holds a peg (the jumping peg leaves it)");
  const auto j = driver().judge_answer(tc, {{"state", with_cell(right, 5, 1, '.')}});
  expect_judgement(j, verdict::wrong_answer,
                   "apply_move left (5,1) empty; the jumping peg should land there");
  // Before, expected and the student's board, side by side.
  EXPECT_NE(j.feedback.find("before (3,1)->(5,1)"), std::string::npos) << j.feedback;
  EXPECT_NE(j.feedback.find("your board"), std::string::npos) << j.feedback;
}

TEST(judge_apply_undo, undo_must_restore_the_jumped_peg) {
  const auto tc = lecture_case(
      "    hook: undo_move\n    position: { vacant: [\"(5,1)\"] }\n    move: \"(3,1)->(5,1)\"\n");
  const json right = tc.expected.at("state");
  expect_judgement(driver().judge_answer(tc, {{"state", with_cell(right, 4, 1, '.')}}), verdict::wrong_answer,
                   "undo_move left (4,1) empty; it should put back the jumped peg there");
  expect_judgement(driver().judge_answer(tc, {{"state", with_cell(right, 3, 1, '.')}}), verdict::wrong_answer,
                   "undo_move left (3,1) empty; the jumping peg should return there");
  expect_judgement(
      driver().judge_answer(tc, {{"state", with_cell(right, 5, 1, 'o')}}), verdict::wrong_answer,
      "undo_move should leave (5,1) empty but it still holds a peg (the jumping peg goes back to (3,1))");
  // What the student's undo received: the position after the move.
  expect_judgement(driver().judge_answer(tc, {{"state", tc.input.at("state")}}), verdict::wrong_answer,
                   "undo_move left (3,1) empty");
}

TEST(judge_apply_undo, a_board_that_does_not_decode_is_malformed_output) {
  const auto tc = lecture_case(
      "    hook: apply_move\n    position: { vacant: [\"(5,1)\"] }\n    move: \"(3,1)->(5,1)\"\n");
  expect_judgement(driver().judge_answer(tc, {{"state", 3}}), verdict::wrong_answer,
                   "apply_move returned malformed output");
  expect_judgement(driver().judge_answer(tc, {{"state", {{"rows", {"o o o"}}}}}), verdict::wrong_answer,
                   "returned malformed output: the board's shape changed");
  expect_judgement(driver().judge_answer(tc, {{"moves", json::array()}}), verdict::wrong_answer,
                   "returned malformed output: expected an object with 'state'");
  expect_judgement(driver().judge_answer(tc, json(nullptr)), verdict::wrong_answer,
                   "returned malformed output");
}

// ---------------------------------------------------------------------- solve

const std::string lecture_problem = R"yaml(    hook: solve
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
)yaml";

TEST(judge_solve, a_solution_that_replays_to_the_goal_is_accepted) {
  const auto tc = lecture_case(lecture_problem);
  expect_judgement(driver().judge_answer(tc, solution_output(lecture_solution)), verdict::accepted,
                   "the solution's 18 moves reach the goal");
}

TEST(judge_solve, the_first_illegal_move_is_named_with_its_number) {
  const auto tc = lecture_case(lecture_problem);
  auto moves = lecture_solution;
  moves[6] = "(4,3)->(4,5)";
  const auto j = driver().judge_answer(tc, solution_output(moves));
  expect_judgement(j, verdict::illegal_move,
                   "move 7 (4,3)->(4,5) is illegal: it jumps from an empty hole (4,3)");
  EXPECT_NE(j.feedback.find("the position before move 7:"), std::string::npos) << j.feedback;
  moves = lecture_solution;
  moves[0] = "(5,1)->(3,1)";
  expect_judgement(driver().judge_answer(tc, solution_output(moves)), verdict::illegal_move,
                   "move 1 (5,1)->(3,1) is illegal: it jumps from an empty hole (5,1)");
  moves[0] = "(3,1)->(5,1) over (4,2)";
  expect_judgement(driver().judge_answer(tc, solution_output(moves)), verdict::illegal_move,
                   "move 1 (3,1)->(5,1) over (4,2) is illegal: the jumped peg must be the one between");
}

TEST(judge_solve, legal_moves_that_stop_short_of_the_goal_are_an_invalid_solution) {
  const auto tc = lecture_case(lecture_problem);
  const std::vector<std::string> short_of_it(lecture_solution.begin(), lecture_solution.end() - 1);
  const auto j = driver().judge_answer(tc, solution_output(short_of_it));
  expect_judgement(j, verdict::invalid_solution, "after all 17 moves the position is not the goal");
  EXPECT_NE(j.feedback.find("your final position"), std::string::npos) << j.feedback;
  EXPECT_NE(j.feedback.find("the goal"), std::string::npos) << j.feedback;
  expect_judgement(driver().judge_answer(tc, solution_output({})), verdict::invalid_solution,
                   "after all 0 moves the position is not the goal");
}

TEST(judge_solve, a_wrong_no_solution_is_a_wrong_answer) {
  const auto tc = lecture_case(lecture_problem);
  expect_judgement(
      driver().judge_answer(tc, {{"solution", nullptr}}), verdict::wrong_answer,
      "your solve says there is no solution, but there is one: the reference solves it in 18 moves");
}

TEST(judge_solve, unsolvable_cases_need_no_solution_and_catch_a_bogus_one) {
  const auto tc = load_case(R"yaml(problem: peg_solitaire
cases:
  - { name: a, hook: solve, board: "o o . o o", goal: { pegs: ["(2,0)"] }, expect: { solvable: false } }
)yaml");
  expect_judgement(driver().judge_answer(tc, {{"solution", nullptr}}), verdict::accepted,
                   "there is no solution");
  expect_judgement(driver().judge_answer(tc, solution_output({"(0,0)->(2,0)", "(4,0)->(2,0)"})),
                   verdict::illegal_move, "move 2 (4,0)->(2,0) is illegal: it lands on a peg at (2,0)");
  const auto j = driver().judge_answer(tc, solution_output({"(0,0)->(2,0)"}));
  expect_judgement(j, verdict::invalid_solution, "after all 1 moves the position is not the goal");
  EXPECT_NE(j.feedback.find("solve should return none"), std::string::npos) << j.feedback;
}

TEST(judge_solve, a_goal_already_reached_needs_an_empty_solution) {
  const auto tc = lecture_case(R"yaml(    hook: solve
    start: { pegs: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
)yaml");
  expect_judgement(driver().judge_answer(tc, solution_output({})), verdict::accepted, "0 moves");
  expect_judgement(driver().judge_answer(tc, {{"solution", nullptr}}), verdict::wrong_answer,
                   "solves it in 0 moves");
}

TEST(judge_solve, a_proven_solution_against_a_wrong_expectation_is_the_graders_fault) {
  // The case is wrong (validate reports it); the replay is a proof, so the team is not charged.
  const auto tc = load_case(R"yaml(problem: peg_solitaire
cases:
  - { name: a, hook: solve, board: "o o . o", goal: { pegs: ["(1,0)"] }, expect: { solvable: false } }
)yaml");
  expect_judgement(driver().judge_answer(tc, solution_output({"(0,0)->(2,0)", "(3,0)->(1,0)"})),
                   verdict::judge_error, "the case is wrong, not your code");
}

TEST(judge_solve, malformed_output_is_a_wrong_answer_not_a_crash) {
  const auto tc = lecture_case(lecture_problem);
  for (const json& output : {json{{"solution", "none"}}, json{{"solution", json::array({1, 2})}},
                             json{{"solution", json::parse("[[[0,0],[1,0]]]")}},
                             json{{"moves", json::array()}}, json::array(), json(42)}) {
    expect_judgement(driver().judge_answer(tc, output), verdict::wrong_answer,
                     "solve returned malformed output");
  }
  // A huge malformed value is quoted, not copied into the report.
  json huge = {{"solution", std::string(100000, 'x')}};
  expect_judgement(driver().judge_answer(tc, huge), verdict::wrong_answer, "malformed output");
}

TEST(judge_solve, judging_is_safe_from_threads_and_never_reaches_anothers_probe) {
  // The pipeline judges from several threads while a reference may be
  // measured on another: the replays edit boards, but only this thread's sink counts.
  const auto tc = lecture_case(lecture_problem);
  framework::probe::counter measured(&peg_solitaire::rules::nodes);
  const framework::probe::scoped_sink listening(measured);
  std::vector<std::jthread> judges;
  std::atomic<int> accepted = 0;
  for (int t = 0; t < 4; ++t) {
    judges.emplace_back([&] {
      for (int i = 0; i < 50; ++i) {
        if (driver().judge_answer(tc, solution_output(lecture_solution)).result == verdict::accepted)
          ++accepted;
      }
    });
  }
  judges.clear();
  EXPECT_EQ(accepted.load(), 200);
  EXPECT_EQ(measured.placements(), 0U);
  EXPECT_EQ(measured.removals(), 0U);
}

// ----------------------------------------------------------------------- show

TEST(show, plays_a_solution_board_by_board) {
  const auto tc = lecture_case(lecture_problem);
  const auto text = driver().show(tc, solution_output(lecture_solution));
  EXPECT_NE(text.find("start"), std::string::npos) << text;
  EXPECT_NE(text.find("move 3: (1,3)->(1,1)\n    0 1 2 3 4 5\n"), std::string::npos) << text;
  EXPECT_NE(text.find("the goal is reached after 18 moves"), std::string::npos) << text;
  auto moves = lecture_solution;
  moves[6] = "(4,3)->(4,5)";
  const auto bad = driver().show(tc, solution_output(moves));
  EXPECT_NE(bad.find("move 7: (4,3)->(4,5) is illegal: it jumps from an empty hole (4,3)"), std::string::npos)
      << bad;
  EXPECT_NE(driver().show(tc, json{{"solution", nullptr}}).find("no solution"), std::string::npos);
}

TEST(show, draws_hook_cases) {
  const auto apply = lecture_case(
      "    hook: apply_move\n    position: { vacant: [\"(5,1)\"] }\n    move: \"(3,1)->(5,1)\"\n");
  const auto text = driver().show(apply, std::nullopt);
  EXPECT_NE(text.find("before (3,1)->(5,1)"), std::string::npos) << text;
  const auto moves = driver().show(lecture_case(after_first_jump), std::nullopt);
  EXPECT_NE(moves.find("legal jumps (any order): (1,1)->(3,1), (4,3)->(4,1)"), std::string::npos) << moves;
}

}  // namespace
