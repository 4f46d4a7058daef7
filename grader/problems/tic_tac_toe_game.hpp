#pragma once
// Tic-tac-toe as a game a person plays against the reference or a team's
// best_move (`grader play tic_tac_toe`; the command is play_command.cpp, in
// the instructor's kit).

#include "grader/core/game_play.hpp"
#include "grader/problems/tic_tac_toe_judge.hpp"

#include <memory>

namespace grader::problems {

// The game, whose reference player plays what `reference` answers.
[[nodiscard]] std::unique_ptr<const game_play> make_tic_tac_toe_game(ttt_judge::reference_answers reference);

}  // namespace grader::problems
