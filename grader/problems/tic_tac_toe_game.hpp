#pragma once
// Tic-tac-toe as a game a person plays against the reference or a team's
// best_move (`grader play tic_tac_toe`; the command is grader/cli/play_command.cpp).

#include "grader/core/game_play.hpp"

namespace grader::problems {

[[nodiscard]] const game_play& tic_tac_toe_game();

}  // namespace grader::problems
