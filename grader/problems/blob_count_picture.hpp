#pragma once
// Blob count's image as a picture: spots dark, erased spots red.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/blob_count/image.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

// Images larger than max_side pixels on a side are drawn scaled down, a
// drawn cell showing a block of pixels (dark when any of them is a spot).
inline constexpr int max_image_side = 64;
[[nodiscard]] picture draw_image(const blob_count::image& img);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view blob_count_picture_styles();

}  // namespace grader::problems
