#pragma once
// A team report with one case of every kind the output formats treat apart:
// accepted, a failure with hostile output, a judge error, a hidden failure,
// and a problem that did not compile. Shared by the JUnit and Gradescope tests.

#include "grader/report/report.hpp"

namespace grader::report::testing_fixtures {

inline case_result make_case(const std::string& suite, const std::string& name, verdict v,
                             double max_points) {
  case_result c;
  c.suite = suite;
  c.name = name;
  c.id = suite + "/" + name;
  c.hook = "solve";
  c.search = true;
  c.result = v;
  c.max_points = max_points;
  c.wall_seconds = 0.25;
  c.cpu_seconds = 0.2;
  return c;
}

inline team_report mixed_report() {
  team_report r;
  r.grader_version = "1.0";
  r.team.id = "team-alpha";
  r.team.name = "Team Alpha";
  r.team.members = {{"Ada", "", ""}};
  r.complete = true;

  problem_result q;
  q.problem = "n_queens";
  auto accepted = make_case("solve_small", "eight", verdict::accepted, 2.0);
  accepted.nodes = 876;
  accepted.measured = measurement::verified;
  accepted.proof = proof_status::ranked;
  auto wrong = make_case("solve_small", "four", verdict::wrong_answer, 1.0);
  wrong.search = false;
  wrong.feedback = "queen (2,3) attacks (3,2): a & b \"q\"";
  wrong.stdout_text = "</system-out><script>\x01\x07\x1b[32maccepted\xff\xfe";
  auto judge = make_case("solve_small", "five", verdict::judge_error, 1.0);
  judge.feedback = "the reference disagrees";
  auto hidden = make_case("solve_more", "ten", verdict::wrong_answer, 3.0);
  hidden.vis = visibility::hidden;
  hidden.feedback = "the hidden board had 724 solutions";
  hidden.stdout_text = "secret stdout";
  hidden.nodes = 999;
  hidden.measured = measurement::verified;
  hidden.proof = proof_status::ranked;
  q.cases = {accepted, wrong, judge, hidden};

  problem_result s;
  s.problem = "sudoku";
  s.compile.status = compile_status::compile_error;
  auto failed = make_case("solve_small", "easy", verdict::compile_error, 1.0);
  failed.feedback = "sudoku.cpp:3: error: expected ';'";
  s.cases = {failed};

  r.problems = {q, s};
  score(r);
  return r;
}

}  // namespace grader::report::testing_fixtures
