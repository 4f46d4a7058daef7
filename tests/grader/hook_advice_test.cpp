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

// A Python hook's feedback begins with its traceback's header: the pointer
// names the exception instead, and the header is shown once, in the hook
// case's own feedback.
TEST(HookAdvice, APythonTracebackIsNamedByItsException) {
  auto p = sample();
  p.cases[1].feedback =
      "undo_move raised an exception\nTraceback (most recent call last, your frames only):\n  File "
      "\"exercises/peg_solitaire/peg_solitaire.py\", line 30, in undo_move\n    pegs.remove(end)\nKeyError: "
      "(3, 1)\n";
  p.cases[1].feedback = p.cases[1].feedback.substr(p.cases[1].feedback.find('\n') + 1);
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[3].feedback.substr(0, p.cases[3].feedback.find('\n')),
            "first fix hooks/undo (undo_move), which fails on its own: KeyError: (3, 1)");
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

// --- a case beyond the lecture (its suite's `extension`) ---------------------

constexpr const char* kFourConnected = "4-connectivity, beyond the lecture: use img.neighbours()";

report::case_result extension_case(verdict v, const std::string& feedback, double max_points = 0) {
  auto c = make_case("extension_four_connected/chain", "find_blobs", true, v, feedback);
  c.extension = kFourConnected;
  c.max_points = max_points;
  return c;
}

TEST(ExtensionNote, AFailedExtensionCaseBeginsWithTheSentenceNamingIt) {
  report::problem_result p;
  p.cases.push_back(extension_case(verdict::wrong_answer, "find_blobs misses 7 blobs\nsecond line"));
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[0].feedback,
            "extension: this case asks for 4-connectivity, beyond the lecture: use img.neighbours() (0 "
            "points: a faithful port of the lecture loses nothing here)\nfind_blobs misses 7 blobs\nsecond "
            "line");
  // Points the instructor gave it are named instead.
  p.cases[0] = extension_case(verdict::time_limit, "time limit", 1.5);
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[0].feedback,
            "extension: this case asks for 4-connectivity, beyond the lecture: use img.neighbours() (worth "
            "1.5 points here)\ntime limit");
}

TEST(ExtensionNote, OnlyWhereTheCodeRanAndFailed) {
  for (const verdict v : {verdict::accepted, verdict::judge_error, verdict::compile_error}) {
    report::problem_result p;
    p.cases.push_back(extension_case(v, "own feedback"));
    point_to_failed_hooks(p);
    EXPECT_EQ(p.cases[0].feedback, "own feedback") << to_string(v);
  }
  // The lecture's own cases never get one.
  auto p = sample();
  point_to_failed_hooks(p);
  for (const auto& c : p.cases) EXPECT_EQ(c.feedback.find(kExtensionNote), std::string::npos) << c.id;
}

TEST(ExtensionNote, ComesBeforeTheHookPointersAndIsWrittenOnce) {
  auto p = sample();
  p.cases.push_back(extension_case(verdict::wrong_answer, "find_blobs misses 7 blobs"));
  point_to_failed_hooks(p);
  const std::string once = p.cases.back().feedback;
  EXPECT_TRUE(once.starts_with("extension: this case asks for 4-connectivity")) << once;
  EXPECT_NE(once.find("\nfirst fix hooks/undo (undo_move)"), std::string::npos) << once;
  EXPECT_TRUE(once.ends_with("\nfind_blobs misses 7 blobs")) << once;
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases.back().feedback, once);
  // A result reused after the suite's sentence changed reads today's.
  p.cases.back().extension = "8-connectivity, as the deck";
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases.back().feedback.find("4-connectivity"), std::string::npos) << p.cases.back().feedback;
  EXPECT_TRUE(
      p.cases.back().feedback.starts_with("extension: this case asks for 8-connectivity, as the deck ("))
      << p.cases.back().feedback;
  // Accepted now: the note goes, the case's own feedback stays.
  p.cases.back().result = verdict::accepted;
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases.back().feedback, "find_blobs misses 7 blobs");
}

TEST(ExtensionNote, AHookFailingBeyondTheLectureIsNotBlamedForASearch) {
  report::problem_result p;
  auto hook = make_case("extension/moves", "valid_moves", false, verdict::wrong_answer, "misses a move");
  hook.extension = kFourConnected;
  p.cases.push_back(hook);
  p.cases.push_back(make_case("solve/lecture", "solve", true, verdict::wrong_answer, "no solution"));
  point_to_failed_hooks(p);
  EXPECT_EQ(p.cases[1].feedback, "no solution");
  EXPECT_TRUE(p.cases[0].feedback.starts_with(kExtensionNote)) << p.cases[0].feedback;
}

}  // namespace
}  // namespace grader::pipeline
