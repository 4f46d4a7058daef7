#include "grader/problems/blob_count_picture.hpp"

#include <algorithm>

namespace grader::problems {

picture draw_image(const blob_count::image& img) {
  // A gel image can be a thousand pixels a side: drawn 1:1 it would be a
  // million SVG rectangles. Blocks of scale x scale pixels keep a page light.
  const int side = std::max(img.rows(), img.cols());
  const int scale = side <= max_image_side ? 1 : (side + max_image_side - 1) / max_image_side;
  const int rows = (img.rows() + scale - 1) / scale;
  const int cols = (img.cols() + scale - 1) / scale;
  picture p(rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      bool spot = false;
      bool erased = false;
      for (int y = r * scale; y < std::min(img.rows(), (r + 1) * scale); ++y) {
        for (int x = c * scale; x < std::min(img.cols(), (c + 1) * scale); ++x) {
          spot = spot || img.is_spot(y, x);
          erased = erased || img.is_erased(y, x);
        }
      }
      p.at(r, c).style = spot ? "pixel" : erased ? "erased" : "blank";
    }
  }
  if (scale > 1) {
    p.note = std::to_string(img.rows()) + " x " + std::to_string(img.cols()) +
             " pixels, drawn 1:" + std::to_string(scale);
  }
  return p;
}

std::string_view blob_count_picture_styles() {
  return ".s-pixel{fill:#222;stroke:none}.s-erased{fill:#e57373;stroke:none}";
}

}  // namespace grader::problems
