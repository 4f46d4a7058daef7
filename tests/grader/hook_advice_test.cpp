// A failed search case names the hook that fails its own cases first
// (grader/pipeline/hook_advice.hpp), the same way however often the pass runs
// (results graded, resumed or reused read alike).

#include "grader/pipeline/hook_advice.hpp"

#include <gtest/gtest.h>

namespace grader::pipeline {
namespace {

report::case_result make_case(const std::string& id, const std::string& hook, bool search, verdict v,
                              const std::string& feedback) {
  report::case_result c;
  c.id = id;
  c.hook = hook;
  c.search = search;
  c.result = v;
  c.feedback = feedback;
  return c;
}

report::problem_result sample() {
  report::problem_result p;
  p.cases.push_back(
      make_case("hooks/moves", "valid_moves", false, verdict::accepted, "all 4 legal jumps returned"));
  p.cases.push_back(make_case("hooks/undo", "undo_move", false, verdict::wrong_answer,
                              "undo_move: (3,1) should hold a peg but is empty\nmore lines"));
  p.cases.push_back(make_case("hooks/undo-2", "undo_move", false, verdict::wrong_answer, "second undo case"));
  p.cases.push_back(make_case("solve/lecture", "solve", true, verdict::illegal_move,
                              "solve: remove_peg(5,4): the hole is already empty"));
  p.cases.push_back(
      make_case("solve/small", "solve", true, verdict::accepted, "the solution's 3 moves reach the goal"));
  return p;
}

TEST(HookAdvice, AFailedSearchNamesTheFailingHookFirst) {
  auto p = sample();
  point_to_failed_hooks(p);
  EXPECT_EQ(
      p.cases[3].feedback,
      "first fix hooks/undo (undo_move), which fails on its own: undo_move: (3,1) should hold a peg but "
      "is empty\nsolve: remove_peg(5,4): the hole is already empty");
  // Hook cases and accepted searches keep their own feedback only.
  EXPECT_EQ(p.cases[1].feedback, "undo_move: (3,1) should hold a peg but is empty\nmore lines");
  EXPECT_EQ(p.cases[4].feedback, "the solution's 3 moves reach the goal");
}

TEST(HookAdvice, RunningAgainChangesNothing) {
  auto once = sample();
  point_to_failed_hooks(once);
  auto twice = once;
  point_to_failed_hooks(twice);
  for (std::size_t i = 0; i < once.cases.size(); ++i)
    EXPECT_EQ(twice.cases[i].feedback, once.cases[i].feedback);
}

TEST(HookAdvice, AFixedHookIsNoLongerNamed) {
  auto p = sample();
  point_to_failed_hooks(p);
  p.cases[1].result = verdict::accepted;
  p.cases[2].result = verdict::accepted;
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[3].feedback, "solve: remove_peg(5,4): the hole is already empty");
}

TEST(HookAdvice, AHiddenHookCaseKeepsItsDetails) {
  auto p = sample();
  p.cases[1].vis = visibility::hidden;
  p.cases.erase(p.cases.begin() + 2);
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[2].feedback,
            "first fix hooks/undo (undo_move), which fails on its own (a hidden case)\n"
            "solve: remove_peg(5,4): the hole is already empty");
}

TEST(HookAdvice, JudgeAndCompileErrorsAreNoHookFailures) {
  auto p = sample();
  p.cases[1].result = verdict::judge_error;
  p.cases[2].result = verdict::compile_error;
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[3].feedback, "solve: remove_peg(5,4): the hole is already empty");
}

TEST(HookAdvice, ASearchPointsOnlyAtTheHooksItIsBuiltFrom) {
  // Tic-tac-toe's alphabeta never calls evaluate; depth_limited does.
  report::problem_result p;
  p.problem = "tic_tac_toe";
  p.cases.push_back(
      make_case("evaluate/x-centre", "evaluate", false, verdict::wrong_answer, "it forgets the diagonals"));
  p.cases.push_back(
      make_case("alphabeta/slide-21", "alphabeta", true, verdict::wrong_answer, "too many nodes"));
  p.cases.push_back(
      make_case("depth_limited/slide-27", "depth_limited", true, verdict::wrong_answer, "value 0, not 1"));
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[1].feedback, "too many nodes");
  EXPECT_EQ(p.cases[2].feedback,
            "first fix evaluate/x-centre (evaluate), which fails on its own: it forgets the diagonals\n"
            "value 0, not 1");
}

}  // namespace
}  // namespace grader::pipeline
