#pragma once
// A tic-tac-toe board as a picture: X in red, O in blue.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/tic_tac_toe/board.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_tic_tac_toe(const tic_tac_toe::board& b);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view tic_tac_toe_picture_styles();

}  // namespace grader::problems
