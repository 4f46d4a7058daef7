#pragma once
// What tic-tac-toe's reference answers beyond the model answers
// (tic_tac_toe_rules_reference): the fast solver's true values and best moves, and the
// deck's depth-limited values and iterative deepening by the model answer.
// The driver asks them while it reads a case, the judge for its feedback,
// `grader play` for the reference's moves, all through
// ttt_judge::reference_answers, which says what the student handout, having
// none, cannot answer. tic_tac_toe_reference.cpp fills them, in the
// instructor's build only.

#include "framework/tic_tac_toe/board.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/game_judge.hpp"
#include "grader/core/reading_effort.hpp"
#include "grader/core/rules_reference.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace grader::problems {

namespace ttt_judge {

// The true value (+1 / 0 / -1 from X's side) and every best move, by the fast
// reference; the deck's depth-limited values at the root.
using truth = game_judge::truth<tic_tac_toe::square>;
using root_values = game_judge::root_values<tic_tac_toe::square>;

}  // namespace ttt_judge

struct tic_tac_toe_rules_reference : rules_reference<tic_tac_toe::rules> {
  // The fast solver.
  std::function<ttt_judge::truth(const tic_tac_toe::board&)> solve;
  std::function<int(const tic_tac_toe::board&)> value;
  // The model answer.
  std::function<std::optional<ttt_judge::root_values>(const tic_tac_toe::board&, int depth,
                                                      std::uint64_t cap)>
      depth_limited_values;
  std::function<int(const tic_tac_toe::board&, std::uint64_t budget)> lecture_depth;
};

}  // namespace grader::problems
