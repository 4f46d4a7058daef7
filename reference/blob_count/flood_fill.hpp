#pragma once
// The deck's blob count without its recursion: findBlobs scans the image in
// reading order and, at each spot not yet erased, blobSize's calls become an
// explicit stack of pixels to erase, tried in the deck's neighbour order. It
// is the fast labeller's independent check in tests/blob_count and its naive
// baseline in benchmarks/blob_count: written as plainly as possible, it
// shares nothing with fast_labeller.cpp but the result types. Header-only, so
// no library of the kit links it.

#include "reference/blob_count/fast_labeller.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace blob_count::flood {

// The deck's eight neighbours in blobSize's order; the four that share an
// edge are entries 1, 3, 4 and 6.
inline constexpr std::array<std::pair<int, int>, 8> eight_neighbours{
    {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
inline constexpr std::array<std::pair<int, int>, 4> four_neighbours{{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}};

// Every blob of a rows x cols image (row-major, non-zero = a spot) in reading
// order of positions. `pixels` is taken by value: it is erased as the deck
// erases its grid, and the caller's image is left as it was.
inline std::vector<fast::blob> find_blobs(std::vector<std::uint8_t> pixels, int rows, int cols,
                                          fast::connectivity c) {
  const auto at = [cols](int r, int col) {
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(col);
  };
  const auto spread = [&](auto neighbours, std::vector<std::pair<int, int>>& stack) {
    std::uint64_t size = 0;
    while (!stack.empty()) {
      const auto [r, col] = stack.back();
      stack.pop_back();
      ++size;
      for (const auto& [dr, dc] : neighbours) {
        const int nr = r + dr;
        const int nc = col + dc;
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || pixels[at(nr, nc)] == 0) continue;
        pixels[at(nr, nc)] = 0;  // erased when first reached, so never stacked twice
        stack.emplace_back(nr, nc);
      }
    }
    return size;
  };
  std::vector<fast::blob> blobs;
  std::vector<std::pair<int, int>> stack;
  for (int r = 0; r < rows; ++r) {
    for (int col = 0; col < cols; ++col) {
      if (pixels[at(r, col)] == 0) continue;
      pixels[at(r, col)] = 0;
      stack.emplace_back(r, col);
      const std::uint64_t size =
          c == fast::connectivity::eight ? spread(eight_neighbours, stack) : spread(four_neighbours, stack);
      blobs.push_back({r, col, size});
    }
  }
  return blobs;
}

}  // namespace blob_count::flood
