// `grader validate`'s logic: each kind of wrong expectation or malformed file
// is reported, per case. That every shipped case agrees with the reference is
// conformance's (tests/conformance/), a check of the data.

#include "grader/cases/validate.hpp"
#include "test_support.hpp"

#include <unistd.h>
#include <fstream>

namespace {

using namespace cases_test;

// Big enough for every node reference the shipped suites carry (the largest
// is european-late-game's 298,301), small enough to keep this test quick:
// the model answer stops there on the two full English games.
constexpr std::uint64_t kNodeCap = 5'000'000;

// A scratch testcases/ tree with the real boards, removed afterwards.
class scratch_cases {
 public:
  scratch_cases()
      : root_(std::filesystem::temp_directory_path() / ("cases_test_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(root_);
    std::filesystem::create_directories(root_ / "peg_solitaire" / "public");
    std::filesystem::create_directories(root_ / "peg_solitaire" / "hidden");
    std::filesystem::copy(problem_dir / "boards", root_ / "peg_solitaire" / "boards",
                          std::filesystem::copy_options::recursive);
  }
  ~scratch_cases() { std::filesystem::remove_all(root_); }
  scratch_cases(const scratch_cases&) = delete;
  scratch_cases& operator=(const scratch_cases&) = delete;

  std::filesystem::path write(const std::string& relative, const std::string& text) const {
    const auto path = root_ / relative;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
    return path;
  }
  [[nodiscard]] const std::filesystem::path& root() const { return root_; }

 private:
  std::filesystem::path root_;
};

const grader::case_validation& case_named(const grader::validation_report& r, const std::string& id) {
  for (const auto& f : r.files) {
    for (const auto& c : f.cases) {
      if (c.id == id) return c;
    }
  }
  throw std::runtime_error("no case " + id);
}

bool says(const grader::case_validation& c, const std::string& text) {
  for (const auto& d : c.reference.disagreements) {
    if (d.find(text) != std::string::npos) return true;
  }
  return false;
}

std::string all_of(const grader::case_validation& c) {
  std::string text;
  for (const auto& d : c.reference.disagreements) text += d + '\n';
  return text.empty() ? "(no disagreement)" : text;
}

TEST(validate, the_lecture_problem_has_the_measured_node_count) {
  const auto report =
      grader::validate_files({{problem_dir / "public" / "solve_lecture.yaml", true}}, {kNodeCap, {}});
  const auto& c = case_named(report, "solve_lecture/lecture-problem");
  EXPECT_EQ(c.reference.model_nodes, 210U);
  EXPECT_EQ(c.reference.reversed_nodes, 36U) << "the lecture's pop() order";
  ASSERT_TRUE(c.reference.answer.has_value());
  EXPECT_EQ(c.reference.answer->at("solution").size(), 18U);
  ASSERT_FALSE(c.reference.findings.empty());
  EXPECT_EQ(c.reference.findings.front().rfind("solvable", 0), 0U) << c.reference.findings.front();
}

TEST(validate, wrong_expectations_are_reported_per_case) {
  scratch_cases scratch;
  scratch.write("peg_solitaire/public/wrong.yaml", R"yaml(problem: peg_solitaire
cases:
  - name: moves-wrong
    hook: valid_moves
    board: lecture
    position: { vacant: ["(5,1)"] }
    expect: { moves: ["(1,1)->(3,1)"] }
  - name: order-wrong
    hook: valid_moves
    board: english
    position: { vacant: ["(3,3)"] }
    expect:
      order: canonical
      moves: ["(1,3)->(3,3)", "(3,1)->(3,3)", "(5,3)->(3,3)", "(3,5)->(3,3)"]
  - name: apply-wrong
    hook: apply_move
    board: lecture
    position: { vacant: ["(5,1)"] }
    move: "(3,1)->(5,1)"
    expect: { position: { vacant: ["(3,1)"] } }
  - name: says-unsolvable
    hook: solve
    board: "o o . o"
    goal: { pegs: ["(1,0)"] }
    expect: { solvable: false }
  - name: says-solvable
    hook: solve
    board: "o o . o o"
    goal: { pegs: ["(2,0)"] }
    expect: { solvable: true }
  - name: reference-wrong
    hook: solve
    board: lecture
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
    nodes: { mode: exact, reference: 200 }
  - name: budget-unreachable
    hook: solve
    board: lecture
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
    nodes: { mode: budget, budget: 100 }
  - name: budget-fine
    hook: solve
    board: lecture
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
    nodes: { mode: budget, budget: 300 }
  - name: hook-reference-wrong
    hook: apply_move
    board: lecture
    position: { vacant: ["(5,1)"] }
    move: "(3,1)->(5,1)"
    nodes: { mode: record, reference: 0 }
)yaml");
  const auto report =
      grader::validate_files(grader::collect_validation_targets({scratch.root()}), {kNodeCap, {}});
  ASSERT_EQ(report.files.size(), 1U);
  ASSERT_FALSE(report.files[0].error_where) << report.files[0].error;
  EXPECT_EQ(report.disagreement_count(), 8U);
  EXPECT_FALSE(report.ok());

  const auto& moves = case_named(report, "wrong/moves-wrong");
  EXPECT_TRUE(says(moves, "expect.moves lacks the legal jump (3,1)->(5,1)")) << all_of(moves);
  EXPECT_TRUE(says(moves, "expect.moves lists (1,1)->(3,1), which is not legal: it lands on a peg at (3,1)"))
      << all_of(moves);
  EXPECT_EQ(moves.where.line, 3);
  const auto& order = case_named(report, "wrong/order-wrong");
  EXPECT_TRUE(says(
      order, "expect.moves is not in canonical order: position 1 should be (3,1)->(3,3) but is (1,3)->(3,3)"))
      << all_of(order);
  const auto& apply = case_named(report, "wrong/apply-wrong");
  EXPECT_TRUE(says(apply, "expect.position disagrees with the rules: (4,1) should be empty but holds a peg"))
      << all_of(apply);
  const auto& unsolvable = case_named(report, "wrong/says-unsolvable");
  EXPECT_TRUE(says(unsolvable, "expect.solvable is false, but the reference solves it in 2 moves"))
      << all_of(unsolvable);
  const auto& solvable = case_named(report, "wrong/says-solvable");
  EXPECT_TRUE(says(solvable, "expect.solvable is true, but the reference proves there is no solution"))
      << all_of(solvable);
  const auto& reference = case_named(report, "wrong/reference-wrong");
  EXPECT_TRUE(says(reference, "nodes.reference is 200 but the model answer explores 210 nodes"))
      << all_of(reference);
  const auto& budget = case_named(report, "wrong/budget-unreachable");
  EXPECT_TRUE(says(budget, "nodes.budget is 100 but neither reference stays within it")) << all_of(budget);
  EXPECT_TRUE(case_named(report, "wrong/budget-fine").reference.disagreements.empty())
      << all_of(case_named(report, "wrong/budget-fine"));
  const auto& hook = case_named(report, "wrong/hook-reference-wrong");
  EXPECT_TRUE(says(hook, "nodes.reference is 0 but the model answer explores 1 nodes")) << all_of(hook);

  const auto j = grader::to_json(report);
  EXPECT_EQ(j.at("ok"), false);
  EXPECT_EQ(j.at("cases"), 9);
  EXPECT_EQ(j.at("disagreements"), 8);
}

TEST(validate, a_node_reference_the_cap_cannot_check_is_reported) {
  scratch_cases scratch;
  const auto file = scratch.write("peg_solitaire/hidden/capped.yaml", R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
    nodes: { mode: exact, reference: 210 }
)yaml");
  const auto report = grader::validate_files({{file, true}}, {100, {}});
  const auto& c = case_named(report, "capped/a");
  EXPECT_TRUE(says(c, "did not finish within 100 nodes, so it cannot be checked (raise --node-cap)"))
      << all_of(c);
  EXPECT_EQ(report.files[0].vis, grader::visibility::hidden);
}

// Stands in for the model answer run as a team's runner (the real runs, in
// the sandbox, are tests/grader's cli_test): every case gets `v`, stopped at
// the case's own CPU limit when `v` is a time limit.
grader::model_runner made_up_runs(grader::verdict v, std::optional<std::uint64_t> nodes = {}) {
  return [v, nodes](const grader::test_case& tc) {
    grader::model_run run;
    run.result = v;
    run.cpu_limit_hit = v == grader::verdict::time_limit;
    run.cpu_seconds = run.cpu_limit_hit ? tc.limits.cpu_seconds : 0.01;
    run.wall_seconds = run.cpu_seconds + 0.01;
    run.nodes = nodes;
    if (v != grader::verdict::accepted) run.feedback = "time limit: the hook used more than ...\nadvice";
    return run;
  };
}

constexpr const char* kLimitedSuite = R"yaml(problem: peg_solitaire
defaults:
  limits: { cpu_seconds: 2, wall_seconds: 5 }
cases:
  - name: own-limits
    hook: solve
    board: lecture
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    limits: { cpu_seconds: 0.5, wall_seconds: 3 }
    expect: { solvable: true }
  - name: suite-limits
    hook: solve
    board: lecture
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
)yaml";

TEST(validate, a_case_the_model_answer_cannot_meet_in_its_cpu_limit_is_refused_naming_file_line_and_limit) {
  scratch_cases scratch;
  const auto file = scratch.write("peg_solitaire/public/limited.yaml", kLimitedSuite);
  const auto report = grader::validate_files(
      {{file, true}}, {kNodeCap, made_up_runs(grader::verdict::time_limit, 11'385'528)});
  EXPECT_FALSE(report.ok());
  EXPECT_EQ(report.disagreement_count(), 2U);
  // The case's own limits field (line 10), else the case (line 12), and its limit.
  const auto& own = case_named(report, "limited/own-limits");
  EXPECT_TRUE(
      says(own, file.string() +
                    ":10: case own-limits: the model answer needs more than the case's 0.5 s CPU limit "
                    "(stopped after 0.50 s at 11,385,528 nodes); raise limits.cpu_seconds or make the "
                    "case smaller"))
      << all_of(own);
  const auto& suite = case_named(report, "limited/suite-limits");
  EXPECT_TRUE(says(suite, file.string() + ":12: case suite-limits: the model answer needs more than the "
                                          "case's 2 s CPU limit (stopped after 2.0 s at 11,385,528 nodes)"))
      << all_of(suite);
  ASSERT_TRUE(suite.limits);
  EXPECT_EQ(suite.limits->outcome, grader::limit_outcome::exceeded);

  const auto j = grader::to_json(report);
  EXPECT_EQ(j.at("ok"), false);
  EXPECT_EQ(j.at("disagreements"), 2);
  const auto& limits = j.at("results").at(0).at("cases").at(0).at("limits");
  EXPECT_EQ(limits.at("outcome"), "exceeded");
  EXPECT_EQ(limits.at("cpu_seconds"), 0.5);
  EXPECT_EQ(limits.at("model").at("verdict"), "time_limit");
  EXPECT_EQ(limits.at("model").at("nodes"), 11'385'528);
}

TEST(validate, a_run_the_wall_clock_stopped_names_the_wall_limit_and_the_cpu_timer_the_cpu_limit) {
  scratch_cases scratch;
  const auto file = scratch.write("peg_solitaire/public/limited.yaml", kLimitedSuite);
  // The CPU time read back after the timer fired can trail it (0.0 s on a
  // 0.05 s limit): the timer says the run used at least the limit.
  const auto report = grader::validate_files({{file, true}}, {kNodeCap, [](const grader::test_case& tc) {
                                                                grader::model_run run;
                                                                run.result = grader::verdict::time_limit;
                                                                run.cpu_limit_hit = tc.name == "own-limits";
                                                                run.wall_seconds =
                                                                    run.cpu_limit_hit ? 0.6 : 5.0;
                                                                run.nodes = 307'202;
                                                                return run;
                                                              }});
  EXPECT_TRUE(
      says(case_named(report, "limited/own-limits"),
           "the case's 0.5 s CPU limit (stopped after 0.50 s at 307,202 nodes); raise limits.cpu_seconds"))
      << all_of(case_named(report, "limited/own-limits"));
  EXPECT_TRUE(says(case_named(report, "limited/suite-limits"),
                   ":12: case suite-limits: the model answer needs more than the case's 5 s wall-clock limit "
                   "(stopped after 5.0 s of wall-clock time at 307,202 nodes, with 0.00 s of CPU"))
      << all_of(case_named(report, "limited/suite-limits"));
}

TEST(validate, a_case_the_model_answer_meets_within_its_limits_agrees) {
  scratch_cases scratch;
  const auto file = scratch.write("peg_solitaire/public/limited.yaml", kLimitedSuite);
  const auto report =
      grader::validate_files({{file, true}}, {kNodeCap, made_up_runs(grader::verdict::accepted, 210)});
  EXPECT_TRUE(report.ok());
  const auto& c = case_named(report, "limited/own-limits");
  ASSERT_TRUE(c.limits);
  EXPECT_EQ(c.limits->outcome, grader::limit_outcome::met);
  EXPECT_EQ(grader::to_json(report).at("results").at(0).at("cases").at(0).at("limits").at("outcome"), "met");
}

TEST(validate, limits_the_model_answer_could_not_be_run_on_are_unconfirmed_never_agreed) {
  scratch_cases scratch;
  const auto file = scratch.write("peg_solitaire/public/limited.yaml", kLimitedSuite);
  const auto report =
      grader::validate_files({{file, true}}, {kNodeCap, [](const grader::test_case&) -> grader::model_run {
                                                throw std::runtime_error("no sandbox here");
                                              }});
  EXPECT_FALSE(report.ok());
  const auto& c = case_named(report, "limited/suite-limits");
  EXPECT_TRUE(says(c,
                   ":12: case suite-limits: could not confirm that the model answer meets the case's "
                   "limits (2 s CPU, 5 s wall-clock, 512 MB): running it failed: no sandbox here"))
      << all_of(c);
  ASSERT_TRUE(c.limits);
  EXPECT_EQ(c.limits->outcome, grader::limit_outcome::unconfirmed);
}

TEST(validate, a_model_answer_failing_its_case_as_a_runner_is_refused) {
  scratch_cases scratch;
  const auto file = scratch.write("peg_solitaire/public/limited.yaml", kLimitedSuite);
  const auto report =
      grader::validate_files({{file, true}}, {kNodeCap, made_up_runs(grader::verdict::wrong_answer)});
  const auto& c = case_named(report, "limited/own-limits");
  EXPECT_TRUE(says(c,
                   ":10: case own-limits: the model answer, run as a team's runner under the case's limits, "
                   "gets wrong_answer: time limit: the hook used more than ..."))
      << all_of(c);
  EXPECT_EQ(c.limits->outcome, grader::limit_outcome::failed);
}

TEST(validate, malformed_files_are_reported_and_the_others_still_checked) {
  scratch_cases scratch;
  scratch.write("peg_solitaire/public/a_good.yaml",
                "problem: peg_solitaire\ncases:\n  - { name: a, hook: valid_moves, board: lecture }\n");
  scratch.write("peg_solitaire/public/b_bad.yaml",
                "problem: peg_solitaire\ncases:\n  - name: a\n    hook: valid_moves\n    board: lecture\n    "
                "colour: red\n");
  scratch.write("peg_solitaire/hidden/a_good.yaml",
                "problem: peg_solitaire\ncases:\n  - { name: b, hook: valid_moves, board: lecture }\n");
  scratch.write("peg_solitaire/stray.yaml",
                "problem: peg_solitaire\ncases:\n  - { name: a, hook: valid_moves, board: lecture }\n");
  scratch.write("peg_solitaire/boards/ignored_board.yaml", "this: is not a suite\n");

  const auto report =
      grader::validate_files(grader::collect_validation_targets({scratch.root()}), {kNodeCap, {}});
  ASSERT_EQ(report.files.size(), 4U);  // boards/ is not searched
  EXPECT_EQ(report.error_count(), 3U);
  EXPECT_EQ(report.case_count(), 1U);
  for (const auto& f : report.files) {
    const auto name = f.path.filename().string();
    if (name == "b_bad.yaml") {
      ASSERT_TRUE(f.error_where);
      EXPECT_EQ(f.error_where->line, 6);
      EXPECT_EQ(f.error_where->field, "cases[0].colour");
    } else if (name == "stray.yaml") {
      EXPECT_NE(f.error.find("not in a public/ or hidden/ folder"), std::string::npos) << f.error;
    } else if (f.vis == grader::visibility::hidden) {
      EXPECT_NE(f.error.find("also defined by"), std::string::npos) << f.error;
    } else {
      EXPECT_FALSE(f.error_where) << f.error;
    }
  }
  // A file named explicitly is validated wherever it lives.
  const auto explicit_report =
      grader::validate_files({{scratch.root() / "peg_solitaire" / "stray.yaml", true}}, {kNodeCap, {}});
  EXPECT_TRUE(explicit_report.ok());
  const auto missing = grader::validate_files({{scratch.root() / "nope.yaml", true}}, {kNodeCap, {}});
  EXPECT_EQ(missing.error_count(), 1U);
}

}  // namespace
