#include "reference/blob_count/fast_labeller.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
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
//   2. each run takes the provisional label of the runs of the row above that
//      it touches, uniting their labels when it touches several, or a new
//      label when it touches none. Labels are numbered in the order they are
//      made, which is reading order, and a union keeps the smaller: a blob's
//      root label is the one its first run made, and its position is where
//      that run starts. Each label counts the pixels of its runs;
//   3. one pass over the labels turns roots into blobs (already in reading
//      order) and adds every label's count to its root's blob.
//
// Only two rows of runs are kept: besides them and the answer, memory is
// three words per label (a run that touches nothing above). Nothing recurses,
// so a blob may cover the whole image.

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

// The runs of one row: edges[2k] and edges[2k + 1] are where run k begins and
// ends (exclusive); label[k] is its label once merged. After the last run
// comes a sentinel run, past the end of the row, that touches nothing, so the
// merge needs no bounds checks.
template <class Label>
struct row_runs {
  std::vector<int> edges;
  std::vector<Label> label;
  std::size_t count = 0;

  explicit row_runs(int cols)
      : edges(static_cast<std::size_t>(cols) + 3), label(static_cast<std::size_t>(cols) / 2 + 1) {
    end_with_sentinel(edges.data(), cols);  // an empty row, as above the first
  }

  // Past any run's end plus one diagonal step, and ending after it.
  static void end_with_sentinel(int* out, int cols) noexcept {
    out[0] = cols + 2;
    out[1] = cols + 2;
  }

  [[nodiscard]] int begin(std::size_t run) const noexcept { return edges[2 * run]; }
  [[nodiscard]] int end(std::size_t run) const noexcept { return edges[2 * run + 1]; }

  void read(const std::uint8_t* row, int cols) noexcept {
    int* out = edges.data();
    word carry = 0;  // the last pixel of the previous word, as bit 0
    for (int base = 0; base < cols; base += word_bits) {
      const word bits = spot_bits(row + base, std::min(word_bits, cols - base));
      // A set bit marks a pixel that differs from its left neighbour: run
      // begins and ends alternate, starting with a begin, so they can be
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
    if (carry != 0) *out++ = cols;
    count = static_cast<std::size_t>(out - edges.data()) / 2;
    end_with_sentinel(out, cols);
  }
};

// `Label` is 32 bits whenever the image has fewer than 2^32 pixels (so fewer
// labels, and no label counts more pixels), which halves the memory the
// union-find touches.
template <class Label>
class run_labeller {
 public:
  run_labeller(std::span<const std::uint8_t> pixels, int rows, int cols, connectivity c)
      : pixels_(pixels), rows_(rows), cols_(cols), reach_(c == connectivity::eight ? 1 : 0) {}

  std::vector<blob> label() {
    row_runs<Label> above(cols_);
    row_runs<Label> current(cols_);
    first_label_of_row_.reserve(static_cast<std::size_t>(rows_) + 1);
    for (int r = 0; r < rows_; ++r) {
      first_label_of_row_.push_back(static_cast<Label>(parent_.size()));
      current.read(pixels_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_), cols_);
      merge(above, current);
      std::swap(above, current);
      if (r + 1 == rows_ / 32) reserve_labels_for(r + 1);
    }
    first_label_of_row_.push_back(static_cast<Label>(parent_.size()));
    return collect();
  }

 private:
  // Growing the labels by doubling (copies, fresh pages) took about a third
  // of the time on images of many small blobs: once a thirty-second of the
  // rows is done, make room for what it predicts for the whole image, and a
  // little more.
  void reserve_labels_for(int rows_done) {
    const std::size_t expected =
        parent_.size() / static_cast<std::size_t>(rows_done) * static_cast<std::size_t>(rows_) / 8 * 9;
    parent_.reserve(expected);
    pixels_of_.reserve(expected);
    first_col_.reserve(expected);
  }

  [[nodiscard]] Label new_label(int col) {
    const auto made = static_cast<Label>(parent_.size());
    parent_.push_back(made);
    pixels_of_.push_back(0);
    first_col_.push_back(col);
    return made;
  }

  // Path halving; parents always have a smaller label.
  [[nodiscard]] Label find(Label label) noexcept {
    while (parent_[label] != label) {
      parent_[label] = parent_[parent_[label]];
      label = parent_[label];
    }
    return label;
  }

  // Unites the tree of `root` with the tree of `other`, keeping the smaller
  // root, and returns it.
  [[nodiscard]] Label unite(Label root, Label other) noexcept {
    const Label other_root = find(other);
    if (other_root < root) {
      parent_[root] = other_root;
      return other_root;
    }
    if (root < other_root) parent_[other_root] = root;
    return root;
  }

  // Labels the current row's runs from the runs of the row above that they touch:
  // an above run [a, b) touches a run [c, d) when the column ranges overlap,
  // or (8-connectivity) when one ends just before the other begins, at a
  // corner: a < d + reach and c < b + reach.
  void merge(const row_runs<Label>& above, row_runs<Label>& current) {
    std::size_t next_above = 0;
    for (std::size_t run = 0; run < current.count; ++run) {
      const int begin = current.begin(run);
      const int end = current.end(run);
      // Above runs that end too far left touch neither this run nor any later one.
      while (above.end(next_above) + reach_ <= begin) ++next_above;
      std::size_t touching = next_above;
      Label root = 0;
      if (above.begin(touching) < end + reach_) {
        root = find(above.label[touching]);
        for (++touching; above.begin(touching) < end + reach_; ++touching) {
          // Two above runs of one blob, joined through this run, are common:
          // their labels are then often the root already.
          if (above.label[touching] != root) root = unite(root, above.label[touching]);
        }
        // Only the last run touched can reach past this run to the next one.
        next_above = touching - 1;
      } else {
        root = new_label(begin);
      }
      current.label[run] = root;
      pixels_of_[root] += static_cast<Label>(end - begin);
    }
  }

  // Roots become blobs in label order, which is reading order of positions;
  // every other label, taken after its parent (a smaller label), inherits its
  // parent's blob number, written over its parent link.
  std::vector<blob> collect() {
    std::vector<blob> blobs;
    std::size_t roots = 0;
    for (std::size_t label = 0; label < parent_.size(); ++label) roots += parent_[label] == label;
    blobs.reserve(roots);
    for (int r = 0; r < rows_; ++r) {
      const Label end = first_label_of_row_[static_cast<std::size_t>(r) + 1];
      for (Label label = first_label_of_row_[static_cast<std::size_t>(r)]; label < end; ++label) {
        Label number;
        if (parent_[label] == label) {
          number = static_cast<Label>(blobs.size());
          blobs.push_back({r, first_col_[label], 0});
        } else {
          number = parent_[parent_[label]];
        }
        parent_[label] = number;
        blobs[number].size += pixels_of_[label];
      }
    }
    return blobs;
  }

  std::span<const std::uint8_t> pixels_;
  int rows_;
  int cols_;
  int reach_;  // 1 when diagonal neighbours touch, else 0
  std::vector<Label> parent_;
  std::vector<Label> pixels_of_;           // pixels of the runs that took the label while it was a root
  std::vector<int> first_col_;             // where the run that made the label begins
  std::vector<Label> first_label_of_row_;  // labels are made row by row
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
  // Column arithmetic (a run's end plus a diagonal step, the row's sentinel,
  // 64-pixel words) stays within int below this; such a row is 2 GiB anyway.
  constexpr int widest = std::numeric_limits<int>::max() - 2 * word_bits;
  if (cols > widest) {
    throw std::invalid_argument("blob_count::fast::find_blobs: rows of " + std::to_string(cols) +
                                " pixels are not supported (at most " + std::to_string(widest) + ")");
  }
  const std::size_t area = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (pixels.size() != area) {
    throw std::invalid_argument("blob_count::fast::find_blobs: " + std::to_string(pixels.size()) +
                                " pixels given for a " + std::to_string(rows) + " x " + std::to_string(cols) +
                                " image (" + std::to_string(area) + " expected)");
  }
  if (area < std::numeric_limits<std::uint32_t>::max()) {
    return run_labeller<std::uint32_t>(pixels, rows, cols, c).label();
  }
  return run_labeller<std::uint64_t>(pixels, rows, cols, c).label();
}

}  // namespace blob_count::fast
