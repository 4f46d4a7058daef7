// Model answer for blob count: the hooks the students write, in the deck's
// structure (seed 003, slides 9-10): blobSize erases the spot and adds up
// its neighbours' sizes in the deck's order, and findBlobs scans the image,
// measures each spot it meets and restores every erased pixel at the end.
// Written to be read, not to be fast (the grader's fast reference is
// fast_labeller.hpp).
//
// blob_size keeps the deck's recursion: it goes as deep as the blob is
// large, which the runner's 64 MiB stack allows on every case that carries
// points. The grader does not run it where it would not fit its own stack: it
// measures those blobs with rules::deck_order_blob_size, the same erasures in
// the same order without recursion.

#include "framework/blob_count/hooks.hpp"

namespace blob_count {

std::uint64_t blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;  // OFF THE GRID || NOT A SPOT
  img.erase(row, col);                   // ERASE SPOT: it is never counted twice
  std::uint64_t size = 1;
  for (const pixel d : img.neighbours()) size += blob_size(img, row + d.row, col + d.col);
  return size;
}

std::vector<blob> find_blobs(image& img) {
  std::vector<blob> blobs;
  for (int row = 0; row < img.rows(); ++row) {
    for (int col = 0; col < img.cols(); ++col) {
      if (img.is_spot(row, col)) blobs.push_back({{row, col}, blob_size(img, row, col)});
    }
  }
  // Every blob counted: restore each 'O' to '*'.
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
