#include "reference/blob_count/fast_labeller.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Scanline labelling over runs (maximal horizontal stretches of spots), in
// the style of He, Chao and Suzuki's run-based two-scan algorithm:
//
//   1. each row is turned into runs with bit tricks (64 pixels become one
//      word, the run boundaries are its set transitions), so the cost per
//      pixel is a few instructions and the cost per run two bit scans;
//   2. each run is merged with the runs of the row above that it touches, by
//      a union-find whose root is always the smallest run index: runs are
//      numbered in reading order, so a blob's root is its first run and its
//      position is that run's start;
//   3. one pass in run order turns roots into blobs (already in reading
//      order) and adds every run's length to its blob.
//
// Nothing recurses, so a blob may cover the whole image. Memory is two ints
// and one index per run; a random 4096 x 4096 image at density 0.5 has about
// four million runs.

namespace blob_count::fast {

namespace {

using word = std::uint64_t;
constexpr int word_bits = 64;

// Bit i of the result is set when p[i] is a spot, for the n <= 64 bytes at p.
[[nodiscard]] word spot_bits(const std::uint8_t* p, int n) noexcept {
  word bits = 0;
  int i = 0;
#if defined(__SSE2__)
  // 16 pixels per compare: the mask of the zero bytes, inverted.
  const __m128i zero = _mm_setzero_si128();
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    const auto zeros = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)));
    bits |= static_cast<word>(~zeros & 0xFFFFu) << i;
  }
#endif
  for (; i < n; ++i) bits |= static_cast<word>(p[i] != 0) << i;
  return bits;
}

// The union-find over runs. `Index` is 32 bits whenever the image can have
// fewer than 2^32 runs (every image that fits in memory twice over), which
// halves the memory the merge touches.
template <class Index>
class run_labeller {
 public:
  run_labeller(std::span<const std::uint8_t> pixels, int rows, int cols, connectivity c)
      : pixels_(pixels), rows_(rows), cols_(cols), reach_(c == connectivity::eight ? 1 : 0) {}

  std::vector<blob> label() {
    row_first_run_.reserve(static_cast<std::size_t>(rows_) + 1);
    Index previous_begin = 0;
    for (int r = 0; r < rows_; ++r) {
      const Index begin = run_count();
      row_first_run_.push_back(begin);
      add_runs_of_row(r);
      const Index end = run_count();
      merge_with_row_above(previous_begin, begin, end);
      previous_begin = begin;
    }
    row_first_run_.push_back(run_count());
    return collect();
  }

 private:
  [[nodiscard]] Index run_count() const noexcept { return static_cast<Index>(run_ends_ / 2); }
  [[nodiscard]] int run_begin(Index run) const noexcept { return bounds_[2 * static_cast<std::size_t>(run)]; }
  [[nodiscard]] int run_end(Index run) const noexcept {
    return bounds_[2 * static_cast<std::size_t>(run) + 1];
  }

  // Appends the runs of row r to bounds_ as (begin, end) pairs, end exclusive.
  void add_runs_of_row(int r) {
    // A row of n pixels has at most n + 1 transitions; grow geometrically so
    // that the zero-filling of resize costs O(1) per run in all.
    const std::size_t needed = run_ends_ + static_cast<std::size_t>(cols_) + 2;
    if (bounds_.size() < needed) bounds_.resize(std::max(needed, 2 * bounds_.size()));

    const std::uint8_t* row = pixels_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_);
    int* out = bounds_.data() + run_ends_;
    int* const out_begin = out;
    word carry = 0;  // the last pixel of the previous word, as bit 0
    for (int base = 0; base < cols_; base += word_bits) {
      const int n = std::min(word_bits, cols_ - base);
      const word bits = spot_bits(row + base, n);
      // A set bit marks a pixel that differs from its left neighbour: run
      // starts and ends alternate, starting with a start, so they can be
      // written in order without telling them apart.
      word transitions = bits ^ ((bits << 1) | carry);
      while (transitions != 0) {
        *out++ = base + std::countr_zero(transitions);
        transitions &= transitions - 1;
      }
      carry = bits >> (word_bits - 1);
    }
    // Bits past the row's end are clear, so a run that ends there has had its
    // end written, unless the last word was full.
    if (carry != 0) *out++ = cols_;
    run_ends_ += static_cast<std::size_t>(out - out_begin);
    parent_.resize(run_count());
    for (Index run = static_cast<Index>(out_begin - bounds_.data()) / 2; run < run_count(); ++run) {
      parent_[run] = run;
    }
  }

  // Path halving; parents always point to a smaller index.
  [[nodiscard]] Index find(Index run) noexcept {
    while (parent_[run] != run) {
      parent_[run] = parent_[parent_[run]];
      run = parent_[run];
    }
    return run;
  }

  // Unites the current row's run (whose root is `root`) with the tree of
  // `other`, keeping the smaller root, and returns the new root.
  [[nodiscard]] Index unite(Index root, Index other) noexcept {
    const Index other_root = find(other);
    if (other_root < root) {
      parent_[root] = other_root;
      return other_root;
    }
    if (root < other_root) parent_[other_root] = root;
    return root;
  }

  // Walks both rows' runs left to right, uniting every pair that touches:
  // they overlap in a column, or (8-connectivity) one ends just before the
  // other's column range begins, diagonally.
  void merge_with_row_above(Index above, Index current, Index end) noexcept {
    const Index above_end = current;
    if (above == above_end) return;
    Index root = current;  // the root of the current run, kept as it changes
    bool linked = false;   // whether the current run has met the row above yet
    while (above < above_end && current < end) {
      const int a_begin = run_begin(above);
      const int a_end = run_end(above);
      const int c_begin = run_begin(current);
      const int c_end = run_end(current);
      if (a_begin < c_end + reach_ && c_begin < a_end + reach_) {
        if (!linked) {
          // The first touch: the current run is alone, hang it under the
          // tree above (whose root has a smaller index) without a union.
          root = find(above);
          parent_[current] = root;
          linked = true;
        } else {
          root = unite(root, above);
        }
      }
      // Whichever ends first touches nothing further in the other row.
      if (a_end < c_end) {
        ++above;
      } else {
        ++current;
        root = current;
        linked = false;
      }
    }
  }

  // Roots become blobs in run order, which is reading order of positions;
  // every other run, taken after its parent (a smaller index), inherits its
  // parent's blob number, written over its parent link.
  std::vector<blob> collect() {
    std::vector<blob> blobs;
    for (int r = 0; r < rows_; ++r) {
      const Index end = row_first_run_[static_cast<std::size_t>(r) + 1];
      for (Index run = row_first_run_[static_cast<std::size_t>(r)]; run < end; ++run) {
        Index number;
        if (parent_[run] == run) {
          number = static_cast<Index>(blobs.size());
          blobs.push_back({r, run_begin(run), 0});
        } else {
          number = parent_[parent_[run]];
        }
        parent_[run] = number;
        blobs[number].size += static_cast<std::uint64_t>(run_end(run) - run_begin(run));
      }
    }
    return blobs;
  }

  std::span<const std::uint8_t> pixels_;
  int rows_;
  int cols_;
  int reach_;  // 1 when diagonal neighbours touch, else 0
  std::vector<int> bounds_;
  std::size_t run_ends_ = 0;  // how many entries of bounds_ are written
  std::vector<Index> parent_;
  std::vector<Index> row_first_run_;
};

}  // namespace

std::vector<blob> find_blobs(std::span<const std::uint8_t> pixels, int rows, int cols, connectivity c) {
  if (rows < 0 || cols < 0) {
    throw std::invalid_argument("blob_count::fast::find_blobs: negative image size " + std::to_string(rows) +
                                " x " + std::to_string(cols));
  }
  if (c != connectivity::four && c != connectivity::eight) {
    throw std::invalid_argument("blob_count::fast::find_blobs: connectivity must be four or eight, not " +
                                std::to_string(static_cast<int>(c)));
  }
  const std::size_t area = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (pixels.size() != area) {
    throw std::invalid_argument("blob_count::fast::find_blobs: " + std::to_string(pixels.size()) +
                                " pixels given for a " + std::to_string(rows) + " x " + std::to_string(cols) +
                                " image (" + std::to_string(area) + " expected)");
  }
  // Each row has at most (cols + 1) / 2 runs.
  const std::size_t most_runs = static_cast<std::size_t>(rows) * ((static_cast<std::size_t>(cols) + 1) / 2);
  if (most_runs < std::numeric_limits<std::uint32_t>::max()) {
    return run_labeller<std::uint32_t>(pixels, rows, cols, c).label();
  }
  return run_labeller<std::uint64_t>(pixels, rows, cols, c).label();
}

}  // namespace blob_count::fast
