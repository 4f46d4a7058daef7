#pragma once
// A Boggle board as a picture: the faces, and a word's path over them.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/boggle/board.hpp"
#include "grader/core/picture.hpp"

#include <string>
#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_boggle(const boggle::board& b);
// The board with the path that spells `word` (or its longest beginning the
// board spells), as the deck's search finds it.
[[nodiscard]] figure boggle_word_figure(const boggle::board& b, const std::string& word);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view boggle_picture_styles();

}  // namespace grader::problems
