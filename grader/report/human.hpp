#pragma once
// The human-readable rendering of reports: one line per case with a coloured
// verdict, the feedback indented under failures, a score line; for a class
// run a table of teams. Colours are ANSI escapes, used only when asked (the
// CLI decides: a terminal, NO_COLOR unset, or --color always).

#include "grader/report/class_summary.hpp"
#include "grader/report/report.hpp"

#include <filesystem>
#include <ostream>

namespace grader::report {

struct human_style {
  bool color = false;
  bool verbose = false;  // also show stdout/stderr heads and passed cases' details
};

// A verdict padded to the widest name, coloured by how bad it is.
[[nodiscard]] std::string styled_verdict(verdict v, const human_style& style);

void print_case(std::ostream& out, const case_result& c, audience who, const human_style& style);
// The head of what the student's code printed (stdout, stderr), control
// characters shown as '?': 6 lines of each, 40 with style.verbose.
void print_code_output(std::ostream& out, const case_result& c, const human_style& style,
                       const std::string& indent);
// The problem's line (points, compile status) and, when it failed to compile
// (or verbose), the compiler's messages.
void print_problem_header(std::ostream& out, const problem_result& p, const human_style& style);
void print_problem(std::ostream& out, const problem_result& p, audience who, const human_style& style);
// "Score: 12/20 (60%)  10 accepted, 2 wrong_answer", and a judge-error notice.
void print_score(std::ostream& out, const team_report& r, const human_style& style);
// Every problem, then the score.
void print_team(std::ostream& out, const team_report& r, audience who, const human_style& style);
// One line as a team finishes in a class run.
void print_team_progress(std::ostream& out, const team_entry& t, const human_style& style);
// The class table and where the files are.
void print_class(std::ostream& out, const class_result& c, const out_layout& where, const human_style& style);

}  // namespace grader::report
