// findBlobs' column loop rewritten as a while loop: a pixel that is no spot
// `continue`s before the ++col at the bottom, so the scan never moves on.

#include "framework/blob_count/hooks.hpp"

namespace blob_count {

std::uint64_t blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  img.erase(row, col);
  std::uint64_t size = 1;
  for (const pixel d : img.neighbours()) size += blob_size(img, row + d.row, col + d.col);
  return size;
}

std::vector<blob> find_blobs(image& img) {
  std::vector<blob> blobs;
  for (int row = 0; row < img.rows(); row++) {
    int col = 0;
    while (col < img.cols()) {
      if (!img.is_spot(row, col)) continue;
      blobs.push_back({{row, col}, blob_size(img, row, col)});
      ++col;
    }
  }
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_erased(row, col)) img.restore(row, col);
    }
  }
  return blobs;
}

std::vector<pixel> valid_moves(const image& img) {
  std::vector<pixel> moves;
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_spot(row, col)) moves.push_back({row, col});
    }
  }
  return moves;
}

void apply_move(image& img, pixel p) { img.erase(p.row, p.col); }

void undo_move(image& img, pixel p) { img.restore(p.row, p.col); }

}  // namespace blob_count
