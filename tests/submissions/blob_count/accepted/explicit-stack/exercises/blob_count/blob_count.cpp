// No recursion: blob_size keeps the pixels still to visit on a std::vector,
// erasing each spot as it is pushed so that none is pushed twice. It passes
// the stack-limit case too.

#include "framework/blob_count/hooks.hpp"

namespace blob_count {

std::uint64_t blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  std::vector<pixel> todo{{row, col}};
  img.erase(row, col);
  std::uint64_t size = 0;
  while (!todo.empty()) {
    const pixel p = todo.back();
    todo.pop_back();
    ++size;
    for (const pixel d : img.neighbours()) {
      const pixel n{p.row + d.row, p.col + d.col};
      if (!img.is_spot(n.row, n.col)) continue;
      img.erase(n.row, n.col);
      todo.push_back(n);
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
