#pragma once
// The grader's blob-count reference: labels every blob of an image at once
// (connected-component labelling), for images far larger than the deck's
// recursive blob_size can handle. It decides the answers of find_blobs and
// blob_size cases and cross-checks the model answer in the tests.
//
// This file knows nothing of the framework's image type: an image is a plain
// row-major vector of bytes, so the reference builds and is tested on its own.

#include <cstdint>
#include <span>
#include <vector>

namespace blob_count::fast {

// Which pixels touch: the deck's eight neighbours, or only the four that
// share an edge.
enum class connectivity : std::uint8_t { four = 4, eight = 8 };

// A blob as the deck reports it: its position is its highest, then leftmost
// pixel; its size the number of pixels.
struct blob {
  int row = 0;
  int col = 0;
  std::uint64_t size = 0;
  friend auto operator<=>(const blob&, const blob&) = default;
};

// Every blob of a rows x cols image (pixels row-major, non-zero = a spot), in
// reading order of their positions: the order the deck's findBlobs prints
// them. Needs rows, cols >= 0 and pixels.size() == rows * cols.
std::vector<blob> find_blobs(std::span<const std::uint8_t> pixels, int rows, int cols, connectivity c);

}  // namespace blob_count::fast
