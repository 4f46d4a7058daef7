#pragma once
// A shortest-path search as a picture: a maze's walls or a graph's vertices and edges, the path so far.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/shortest_path/path.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_path(const shortest_path::path& p);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view shortest_path_picture_styles();

}  // namespace grader::problems
