// findBlobs prints every blob as the deck's does (System.out.println): fine on the deck's image, megabytes on
// a gel.

#include <iostream>
#include "framework/blob_count/hooks.hpp"

namespace blob_count {

std::uint64_t blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  img.erase(row, col);
  if (img.connectivity() == connectivity::four)
    return 1 + blob_size(img, row - 1, col) + blob_size(img, row, col - 1) + blob_size(img, row, col + 1) +
           blob_size(img, row + 1, col);
  return 1 + blob_size(img, row - 1, col - 1) + blob_size(img, row - 1, col) +
         blob_size(img, row - 1, col + 1) + blob_size(img, row, col - 1) + blob_size(img, row, col + 1) +
         blob_size(img, row + 1, col - 1) + blob_size(img, row + 1, col) + blob_size(img, row + 1, col + 1);
}

std::vector<blob> find_blobs(image& img) {
  std::vector<blob> blobs;
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_spot(row, col)) {
        blobs.push_back({{row, col}, blob_size(img, row, col)});
        std::cout << "Blob at [" << row << "][" << col << "] : size " << blobs.back().size << std::endl;
      }
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
