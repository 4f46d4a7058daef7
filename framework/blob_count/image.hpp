#pragma once
// The gel image of the deck's blob count (seed 003, slides 8-10), owned by
// the framework: rows x cols pixels, each a spot ('*', a dark pixel) or
// empty ('.'). The spots are fixed when the image is made. The only edits are
// the deck's ERASE SPOT, which turns a spot into an erased pixel ('O'), and
// the restore at the end of findBlobs, which turns it back. They refuse what
// no step of the search can do (a pixel off the grid, erasing an empty or an
// erased pixel, restoring one that is not erased) and report every edit to
// the framework's probe, which is how the nodes of a search are measured (an
// erasure is a node).
//
// Which pixels touch is fixed by the case too: the deck's eight neighbours,
// or only the four that share an edge.

#include "framework/core/probe.hpp"
#include "framework/core/row_col.hpp"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace blob_count {

using pixel = framework::row_col;
using framework::to_string;

enum class connectivity : std::uint8_t { four = 4, eight = 8 };

class image {
 public:
  // The largest side an image may have: the trace holds a column in 16 bits.
  static constexpr int max_side = 16384;

  // A rows x cols image whose spots are `spots` (row-major, non-zero = spot).
  // Throws std::invalid_argument on a side outside 0..max_side or a wrong
  // number of pixels.
  image(int rows, int cols, std::span<const std::uint8_t> spots,
        blob_count::connectivity c = connectivity::eight);
  // An image without a spot.
  image(int rows, int cols, blob_count::connectivity c = connectivity::eight);

  [[nodiscard]] int rows() const noexcept { return rows_; }
  [[nodiscard]] int cols() const noexcept { return cols_; }
  [[nodiscard]] bool on_grid(int row, int col) const noexcept {
    return row >= 0 && col >= 0 && row < rows_ && col < cols_;
  }
  // A spot not erased; false off the grid, so the deck's
  // "OFF THE GRID || NOT A SPOT" is `!is_spot(row, col)`.
  [[nodiscard]] bool is_spot(int row, int col) const noexcept {
    return on_grid(row, col) && cells_[index(row, col)] == spot;
  }
  // A spot the search has erased ('O').
  [[nodiscard]] bool is_erased(int row, int col) const noexcept {
    return on_grid(row, col) && cells_[index(row, col)] == erased;
  }
  // A spot of the image, erased or not.
  [[nodiscard]] bool has_spot(int row, int col) const noexcept {
    return on_grid(row, col) && cells_[index(row, col)] != empty;
  }
  [[nodiscard]] blob_count::connectivity connectivity() const noexcept { return connectivity_; }
  // The offsets (row, col) of a pixel's neighbours in the deck's order:
  // (-1,-1), (-1,0), (-1,+1), (0,-1), (0,+1), (+1,-1), (+1,0), (+1,+1); with
  // four-connectivity the four that share an edge, in the same order.
  [[nodiscard]] std::span<const pixel> neighbours() const noexcept;
  [[nodiscard]] std::uint64_t spots() const noexcept { return spots_; }
  [[nodiscard]] std::uint64_t erased_count() const noexcept { return erased_; }

  // --- the only edits -------------------------------------------------------
  // The deck's ERASE SPOT: the spot at (row, col) becomes 'O'.
  void erase(int row, int col);
  // findBlobs' restore: the erased pixel at (row, col) becomes '*' again.
  void restore(int row, int col);

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Images are equal when their size, connectivity, spots and erasures are.
  friend bool operator==(const image& a, const image& b) noexcept {
    return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.connectivity_ == b.connectivity_ &&
           a.cells_ == b.cells_;
  }

 private:
  static constexpr std::uint8_t empty = 0;
  static constexpr std::uint8_t spot = 1;
  static constexpr std::uint8_t erased = 2;

  [[nodiscard]] std::size_t index(int row, int col) const noexcept {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(col);
  }
  [[noreturn]] void refuse(framework::probe::edit kind, int row, int col, const std::string& why) const;

  int rows_ = 0;
  int cols_ = 0;
  blob_count::connectivity connectivity_ = connectivity::eight;
  std::uint64_t spots_ = 0;
  std::uint64_t erased_ = 0;
  std::vector<std::uint8_t> cells_;  // per pixel, reading order: empty, spot or erased
  framework::probe::identity identity_;
};

// A pixel's symbol as the deck draws it: '*' spot, 'O' erased, '.' empty.
[[nodiscard]] char symbol_of(const image& img, int row, int col) noexcept;

}  // namespace blob_count
