#include "framework/blob_count/image.hpp"

#include "framework/core/errors.hpp"

#include <stdexcept>

namespace blob_count {

namespace {

constexpr std::array<pixel, 8> eight_neighbours{
    {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
constexpr std::array<pixel, 4> four_neighbours{{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}};

using framework::size_text;

void check_size(int rows, int cols) {
  if (rows < 0 || cols < 0 || rows > image::max_side || cols > image::max_side) {
    throw std::invalid_argument("an image is at most " + std::to_string(image::max_side) +
                                " pixels on a side, not " + size_text(rows, cols));
  }
}

}  // namespace

image::image(int rows, int cols, blob_count::connectivity c) : rows_(rows), cols_(cols), connectivity_(c) {
  check_size(rows, cols);
  cells_.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), empty);
}

image::image(int rows, int cols, std::span<const std::uint8_t> spots, blob_count::connectivity c)
    : image(rows, cols, c) {
  if (spots.size() != cells_.size()) {
    throw std::invalid_argument("a " + size_text(rows, cols) + " image has " + std::to_string(cells_.size()) +
                                " pixels, not " + std::to_string(spots.size()));
  }
  for (std::size_t i = 0; i < spots.size(); ++i) {
    if (spots[i] != 0) {
      cells_[i] = spot;
      ++spots_;
    }
  }
}

std::span<const pixel> image::neighbours() const noexcept {
  if (connectivity_ == connectivity::four) return four_neighbours;
  return eight_neighbours;
}

void image::refuse(framework::probe::edit kind, int row, int col, const std::string& why) const {
  // The trace holds a column in 16 bits: an absurd one is reported as 0, the message keeps it.
  const int traced_col = col >= 0 && col <= 0xffff ? col : 0;
  framework::probe::refuse(identity_, kind, row, traced_col);
  const bool erasing = kind == framework::probe::edit::remove;
  throw framework::rule_violation((erasing ? "erase" : "restore") + to_string(pixel{row, col}) + ": " + why);
}

void image::erase(int row, int col) {
  using framework::probe::edit;
  if (!on_grid(row, col))
    refuse(edit::remove, row, col, "not a pixel of the " + size_text(rows_, cols_) + " image");
  const auto cell = cells_[index(row, col)];
  if (cell == empty) refuse(edit::remove, row, col, "the pixel is not a spot; only spots ('*') are erased");
  if (cell == erased)
    refuse(edit::remove, row, col, "the spot is already erased ('O'): each spot is counted once");
  cells_[index(row, col)] = erased;
  ++erased_;
  framework::probe::record(identity_, edit::remove, row, col);
}

void image::restore(int row, int col) {
  using framework::probe::edit;
  if (!on_grid(row, col))
    refuse(edit::place, row, col, "not a pixel of the " + size_text(rows_, cols_) + " image");
  const auto cell = cells_[index(row, col)];
  if (cell == empty)
    refuse(edit::place, row, col, "the pixel is not a spot of the image; only erased spots are restored");
  if (cell == spot)
    refuse(edit::place, row, col, "the spot is not erased; only an erased pixel ('O') is restored");
  cells_[index(row, col)] = spot;
  --erased_;
  framework::probe::record(identity_, edit::place, row, col);
}

char symbol_of(const image& img, int row, int col) noexcept {
  if (img.is_spot(row, col)) return '*';
  if (img.is_erased(row, col)) return 'O';
  return '.';
}

}  // namespace blob_count
