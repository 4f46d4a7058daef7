#pragma once
// A sudoku grid as a picture: givens in bold, placed digits in blue, boxes drawn thick.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/sudoku/grid.hpp"
#include "framework/sudoku/placement.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_sudoku(const sudoku::grid& g);
void mark_placement(picture& p, const sudoku::placement& m);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view sudoku_picture_styles();

}  // namespace grader::problems
