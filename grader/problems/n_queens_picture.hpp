#pragma once
// N-queens' chessboard as a picture: light and dark squares, queens, attacked squares.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/n_queens/chessboard.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_chessboard(const n_queens::chessboard& b);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view n_queens_picture_styles();

}  // namespace grader::problems
