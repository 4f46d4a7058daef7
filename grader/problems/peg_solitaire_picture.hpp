#pragma once
// Peg solitaire's board as a picture: pegs as discs, holes as dots, a jump as an arrow.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_peg_board(const peg_solitaire::board& b);
void mark_jump(picture& p, const peg_solitaire::move& m);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view peg_solitaire_picture_styles();

}  // namespace grader::problems
