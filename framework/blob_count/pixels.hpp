#pragma once
// Where an image's spots come from besides a drawing: random gels and filled
// rectangles made from a few numbers (images too large for a case file), and
// plain PBM pictures (P1, which any image tool writes). Random images are the
// same on every machine: splitmix64, and a pixel is a spot when the top 53
// bits of its draw, read as a fraction of 2^53, are below the density; no
// std::uniform_*_distribution, whose results differ between libraries.

#include "framework/core/random_draw.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace blob_count {

// rows x cols pixels in reading order, non-zero = a spot.
struct pixels {
  int rows = 0;
  int cols = 0;
  std::vector<std::uint8_t> spots;
};

// Every pixel a spot with probability `density` (0 to 1), drawn from `seed`.
[[nodiscard]] pixels random_pixels(int rows, int cols, double density, std::uint64_t seed);
// Every pixel a spot: one blob as large as the image.
[[nodiscard]] pixels filled_pixels(int rows, int cols);
// A plain PBM picture ("P1", width, height, then one 0 or 1 per pixel, 1 =
// black = a spot; '#' starts a comment). Throws std::invalid_argument saying
// what is wrong.
[[nodiscard]] pixels parse_pbm(std::string_view text);

using framework::splitmix64;

}  // namespace blob_count
