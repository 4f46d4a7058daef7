#pragma once
// Blob count from YAML. A case gives its image in one of these ways:
//   image: |                   drawn with the deck's symbols: '*' a spot,
//     . * * . .                '.' empty, 'O' a spot already erased (spaces
//     . . * . .                between pixels are optional)
//   image: { random: { rows: 2048, cols: 2048, density: 0.59, seed: 7 } }
//                              each pixel a spot with that probability, the
//                              same on every machine (pixels.hpp)
//   image: { filled: { rows: 2048, cols: 2048 } }
//                              every pixel a spot: one blob
//   image: { file: gel }       a plain PBM picture (P1, 1 = a spot),
//                              testcases/blob_count/images/gel.pbm
// plus, optionally,
//   connectivity: 4            which pixels touch: 8 (the deck's, default) or
//                              the 4 that share an edge
//   erased: ["(0,1)"]          spots a search has already erased, for hook
//                              cases in the middle of a search
// Every error names the file, the line and the field.

#include "framework/blob_count/image.hpp"
#include "framework/blob_count/pixels.hpp"
#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/row_col_input.hpp"
#include "framework/core/yaml_input.hpp"

#include <functional>
#include <string>

namespace blob_count {

// The case fields the image is read from.
inline constexpr std::string_view image_fields[] = {"image", "connectivity", "erased"};

// The largest drawn image; larger ones are random, filled or PBM files.
inline constexpr int max_drawn_side = 256;

[[nodiscard]] const framework::drawing_rules& drawing_rules();

// Reads `image: {file: NAME}`: the picture's pixels (the grader reads it
// through its data cache); `at` is the name's node, for errors.
using picture_loader = std::function<pixels(const framework::yaml_cursor& at, const std::string& name)>;

// The image described by a case's image/connectivity/erased fields. Without
// a loader, `image: {file: ...}` is an error.
[[nodiscard]] image parse_image(const framework::yaml_cursor& case_at, const picture_loader& load = {});
// A drawn image with the spots and connectivity of `like` (an apply_move
// case's expect.position): only erasures may differ.
[[nodiscard]] image parse_drawn(const framework::yaml_cursor& at, const image& like);
// "(row,col)"
[[nodiscard]] pixel parse_pixel(const framework::yaml_cursor& at);

}  // namespace blob_count
