// Team Bravo: the deck's Gel class copied line by line from the slides, with
// two of the slides' shortcuts kept:
//
//  * findBlobs' loops both run to grid.length, the number of rows: right for
//    the deck's square image, but a wide image's right-hand columns are never
//    scanned (or restored); a tall image only gets looked at off its right
//    edge, where is_spot is false, and comes out right.
//  * blobSize's eight recursive calls are written out, so the image's
//    connectivity is never read: a case with 4-connectivity gets the deck's
//    8-connected blobs.

#include "framework/blob_count/hooks.hpp"

namespace blob_count {

std::uint64_t blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  img.erase(row, col);
  return 1 + blob_size(img, row - 1, col - 1) + blob_size(img, row - 1, col) +
         blob_size(img, row - 1, col + 1) + blob_size(img, row, col - 1) + blob_size(img, row, col + 1) +
         blob_size(img, row + 1, col - 1) + blob_size(img, row + 1, col) + blob_size(img, row + 1, col + 1);
}

std::vector<blob> find_blobs(image& img) {
  const int length = img.rows();  // this.grid.length
  std::vector<blob> blobs;
  for (int row = 0; row < length; row++) {
    for (int col = 0; col < length; col++) {
      if (img.is_spot(row, col)) blobs.push_back({{row, col}, blob_size(img, row, col)});
    }
  }
  for (int row = 0; row < length; row++) {
    for (int col = 0; col < length; col++) {
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
