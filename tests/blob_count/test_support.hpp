#pragma once
// Shared by the blob count tests: images drawn as rows of '*', '.' and 'O'.

#include "framework/blob_count/image.hpp"

#include <string>
#include <vector>

namespace blob_count::testing {

// The image drawn by `rows` ('*' spot, '.' empty, 'O' an erased spot).
inline image draw(const std::vector<std::string>& rows, connectivity c = connectivity::eight) {
  const int height = static_cast<int>(rows.size());
  const int width = rows.empty() ? 0 : static_cast<int>(rows.front().size());
  std::vector<std::uint8_t> spots;
  for (const auto& row : rows) {
    for (const char ch : row) spots.push_back(ch == '.' ? 0 : 1);
  }
  image img(height, width, spots, c);
  for (int r = 0; r < height; ++r) {
    for (int k = 0; k < width; ++k) {
      if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)] == 'O') img.erase(r, k);
    }
  }
  return img;
}

// The deck's example (seed 003, slide 8): blobs at [0][1] size 5, [2][7]
// size 1, [6][0] size 4 and [6][6] size 4.
inline const std::vector<std::string> deck_rows{
    ".**.....", "..**....", "...*...*", "........", "........", "........", "**....**", "**....**",
};

}  // namespace blob_count::testing
