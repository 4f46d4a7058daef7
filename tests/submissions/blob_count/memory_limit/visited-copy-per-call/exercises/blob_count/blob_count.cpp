// blob_size keeps a visited mask of the whole image and passes it by value: one copy per call.

#include "framework/blob_count/hooks.hpp"

namespace blob_count {

namespace {

// Belt and braces: a visited mask as well as the erasure, handed down by value.
std::uint64_t measure(image& img, int row, int col, std::vector<char> seen) {
  if (!img.is_spot(row, col)) return 0;
  const auto at =
      static_cast<std::size_t>(row) * static_cast<std::size_t>(img.cols()) + static_cast<std::size_t>(col);
  if (seen[at] != 0) return 0;
  seen[at] = 1;
  img.erase(row, col);
  std::uint64_t size = 1;
  for (const pixel d : img.neighbours()) size += measure(img, row + d.row, col + d.col, seen);
  return size;
}

}  // namespace

std::uint64_t blob_size(image& img, int row, int col) {
  const auto pixels = static_cast<std::size_t>(img.rows()) * static_cast<std::size_t>(img.cols());
  return measure(img, row, col, std::vector<char>(pixels, 0));
}

std::vector<blob> find_blobs(image& img) {
  std::vector<blob> blobs;
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_spot(row, col)) blobs.push_back({{row, col}, blob_size(img, row, col)});
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
