#pragma once
// Similarity between teams (`grader similarity`, `grade --similarity`):
// every pair of teams' C++ code per problem, compared by sim_c++ after the
// handed-out text (the skeleton, the lecture's code as the kit ports it, and
// any --base file) is taken out, ranked by the share of code in common. A
// high share says "similar, look at it", never more (docs/grader.md,
// Similarity between teams).
//
// A team's code for a problem is its C++ files under exercises/<problem>/,
// read by pipeline::load_submission, one after the other as one text. Lines
// that a run of --min-run tokens or more of the base matches are blanked in
// a copy (so line numbers still point into the team's files), and the copies
// are compared: a_in_b is the percentage of a's remaining tokens found in b,
// as `sim_c++ -p` measures it on that pair alone, and a pair's share is the
// mean of its two directions.

#include <filesystem>
#include <string>
#include <vector>

namespace grader::similarity {

struct compare_options {
  std::filesystem::path kit_root;               // exercises/, reference/, tests/submissions/ give the base
  std::filesystem::path class_dir;              // one folder per team, as `grade` reads it
  std::vector<std::filesystem::path> archives;  // earlier years, in the same layout
  std::vector<std::filesystem::path> bases;     // more handed-out text: files, or folders of them
  std::vector<std::string> problems;            // the problems to compare, in this order
  double threshold = 50.0;                      // a share at or above this is "suspicious"
  int min_run = 24;                             // tokens in the shortest run sim reports
};

// A line of a team's code, as shown on a pair's page.
struct code_line {
  std::string file;  // relative to exercises/<problem>/
  int line = 0;      // in that file, from 1
  std::string text;
  bool handed_out = false;  // matched by the base: blanked before comparing
};

struct team_code {
  std::string label;  // the folder's name; "<archive folder>/<team>" for an archived team
  bool archived = false;
  std::vector<code_line> lines;
};

// A run of tokens both teams hold: lines of each side's text (indices into
// team_code::lines, from 0, inclusive).
struct matched_run {
  int a_first = 0;
  int a_last = 0;
  int b_first = 0;
  int b_last = 0;
  int tokens = 0;
};

struct team_pair {
  std::string problem;
  std::size_t a = 0;  // indices into the problem's teams; a is never archived
  std::size_t b = 0;
  int a_in_b = 0;  // percent
  int b_in_a = 0;
  std::vector<matched_run> runs;
  int lines_a = 0;  // a's lines inside a run with b
  int lines_b = 0;
  bool suspicious = false;

  // The mean of the two directions: a team with little code of its own
  // besides the handed-out text reaches a high share of it with a few
  // common lines, which the other direction tempers; a copy is near 100 %
  // both ways.
  [[nodiscard]] int share() const noexcept { return (a_in_b + b_in_a + 1) / 2; }
};

struct problem_comparison {
  std::string problem;
  std::vector<team_code> teams;
  std::vector<team_pair> pairs;  // highest share first
};

struct class_comparison {
  std::vector<problem_comparison> problems;
  std::vector<std::string> notes;  // what was skipped and why, as shown to a person
  bool team_skipped = false;       // a team folder could not be read at all (bad input)
  std::size_t teams = 0;           // this year's team folders
  double threshold = 0.0;
  int min_run = 0;
};

// Throws tool_missing (sim_tool.hpp) before reading anything when sim_c++ is
// not installed, framework::input_error for a class folder that is none.
[[nodiscard]] class_comparison compare_class(const compare_options& options);

// Every pair of every problem, highest share first (then problem, then names).
[[nodiscard]] std::vector<const team_pair*> ranked_pairs(const class_comparison& c);

}  // namespace grader::similarity
