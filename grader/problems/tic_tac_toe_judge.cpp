#include "grader/problems/tic_tac_toe_judge.hpp"

#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/untrusted.hpp"

namespace grader::problems::ttt_judge {

using ttt::rules;

// The handout judges game values only from what its cases record.
truth reference_answers::solve(const ttt::board& b) const {
  if (reference_ == nullptr) no_reference("the value of a tic-tac-toe position");
  return reference_->solve(b);
}

int reference_answers::value(const ttt::board& b) const {
  if (reference_ == nullptr) no_reference("the value of a tic-tac-toe position");
  return reference_->value(b);
}

std::optional<root_values> reference_answers::depth_limited_values(const ttt::board& b, int depth,
                                                                   std::uint64_t cap) const {
  if (reference_ == nullptr) no_reference("the depth-limited values of a tic-tac-toe position");
  return reference_->depth_limited_values(b, depth, cap);
}

int reference_answers::lecture_depth(const ttt::board& b, std::uint64_t budget) const {
  if (reference_ == nullptr) no_reference("the depth the lecture's iterative deepening reaches");
  return reference_->lecture_depth(b, budget);
}

judgement evaluate(const test_case& tc, const ttt::board& b, const json& output) {
  const int got = int_field(output, "value");
  const int want = tc.expected.at("value").get<int>();
  if (got == want) return {verdict::accepted, "evaluate is " + std::to_string(got), {}};
  // The deck's count, and the near misses a student makes, by name.
  int x_open = 0, o_open = 0, x_lines = 0, o_lines = 0, flat = 0;
  for (const auto& w : rules::windows(b)) {
    bool has_x = false, has_o = false;
    for (const auto s : w.squares) {
      has_x = has_x || b.at(s) == ttt::mark::x;
      has_o = has_o || b.at(s) == ttt::mark::o;
    }
    x_open += has_o ? 0 : 1;
    o_open += has_x ? 0 : 1;
    x_lines += has_x ? 1 : 0;
    o_lines += has_o ? 1 : 0;
    if (!w.diagonal) flat += (has_o ? 0 : 1) - (has_x ? 0 : 1);
  }
  std::string hint;
  if (b.winner() != ttt::mark::none && got == x_open - o_open)
    hint = "a won position is worth " + std::to_string(want) + ": test for k in a row before counting lines";
  else if (got == x_open)
    hint = "it counts the lines open for X only; subtract those open for O (" + std::to_string(o_open) + ")";
  else if (got == x_lines - o_lines)
    hint =
        "it counts lines with an X in them (minus those with an O); a line is open for X when no O is in it";
  else if (got == flat && b.winner() == ttt::mark::none)
    hint = "it forgets the diagonals";
  else if (got == -want)
    hint = "it is from O's side: evaluate is from X's side (X is MAX)";
  else
    hint = "open for X " + std::to_string(x_open) + ", open for O " + std::to_string(o_open);
  return {verdict::wrong_answer,
          "evaluate returns " + std::to_string(got) + " but the deck's evaluation is " +
              std::to_string(want) + ": " + hint + "\n" + rules::render(b),
          {}};
}

std::string how_decided(const ttt::board& b) {
  return b.winner() != ttt::mark::none ? std::string(ttt::to_string(b.winner())) + " has won"
                                       : "the board is full";
}

}  // namespace grader::problems::ttt_judge
