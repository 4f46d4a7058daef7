#include "reference/boggle/trie_solver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace boggle::fast {

// The word list as one flat array of nodes. A node's children sit next to
// each other in letter order, so a node needs only a bit mask of its
// children's letters and the index of the first: the child for letter c is
// at first + (number of mask bits below c). 12 bytes a node instead of the
// 104 of 26 child indices: wamerican's 63,737 words make 145,219 nodes,
// 1.7 MB, so the levels a search mostly visits stay in the L2 cache. Blocks
// of siblings are laid out depth first; a level-by-level layout and 8-byte
// nodes (the word index in a side array) measured no faster.
struct dictionary::trie {
  struct node {
    std::uint32_t children = 0;  // bit c: a child for letter 'a' + c
    std::uint32_t first = 0;     // index of the child of the lowest letter
    std::int32_t word = -1;      // index in `words` of the word ending here, or -1
  };
  std::vector<node> nodes;         // nodes[0] is the root (the empty prefix)
  std::vector<std::string> words;  // sorted, distinct: sorted indices are sorted words
};

namespace {

using trie = dictionary::trie;

constexpr int max_side = 8;
constexpr int max_cells = max_side * max_side;  // so that a used-cell set fits one 64-bit mask

// A word longer than this can never be spelled: every cell gives at most two
// letters ("qu"). Dropping such words keeps the build's recursion shallow.
constexpr std::size_t longest_spellable = 2 * max_cells;

bool all_lowercase(const std::string& w) {
  return std::all_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

std::uint32_t letter_bit(std::size_t letter) { return std::uint32_t{1} << letter; }

// std::popcount, written out: without -mpopcnt (the kit builds for any
// x86-64) the compiler calls a library function for it, a tenth of the
// search's time; these few shifts and adds are inlined.
std::uint32_t count_bits(std::uint32_t x) {
  x = x - ((x >> 1) & 0x55555555U);
  x = (x & 0x33333333U) + ((x >> 2) & 0x33333333U);
  x = (x + (x >> 4)) & 0x0F0F0F0FU;
  return (x * 0x01010101U) >> 24;
}

// Lays out the children of `at`, which spells the first `depth` letters of
// the sorted words [lo, hi), then the subtree of each child in turn.
void build(trie& t, std::size_t at, std::size_t lo, std::size_t hi, std::size_t depth) {
  if (lo < hi && t.words[lo].size() == depth) {  // sorted: the prefix itself comes first
    t.nodes[at].word = static_cast<std::int32_t>(lo);
    ++lo;
  }
  if (lo == hi) return;
  std::uint32_t children = 0;
  for (std::size_t i = lo; i < hi; ++i)
    children |= letter_bit(static_cast<std::size_t>(t.words[i][depth] - 'a'));
  const std::size_t first = t.nodes.size();
  t.nodes[at].children = children;
  t.nodes[at].first = static_cast<std::uint32_t>(first);
  t.nodes.resize(first + count_bits(children));
  std::size_t child = first;
  while (lo < hi) {
    const char letter = t.words[lo][depth];
    std::size_t end = lo + 1;
    while (end < hi && t.words[end][depth] == letter) ++end;
    build(t, child++, lo, end, depth + 1);
    lo = end;
  }
}

// The cells around each cell (8 directions), as bit masks, for every board
// size from 1x1 to 8x8, computed once at compile time: table[rows-1][cols-1][cell].
using neighbour_masks = std::array<std::uint64_t, max_cells>;
using neighbour_table = std::array<std::array<neighbour_masks, max_side>, max_side>;

constexpr neighbour_table make_neighbour_table() {
  neighbour_table table{};
  for (int rows = 1; rows <= max_side; ++rows) {
    for (int cols = 1; cols <= max_side; ++cols) {
      neighbour_masks& masks = table[static_cast<std::size_t>(rows - 1)][static_cast<std::size_t>(cols - 1)];
      for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
          std::uint64_t around = 0;
          for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
              const int nr = r + dr;
              const int nc = c + dc;
              if ((dr != 0 || dc != 0) && nr >= 0 && nr < rows && nc >= 0 && nc < cols)
                around |= std::uint64_t{1} << (nr * cols + nc);
            }
          }
          masks[static_cast<std::size_t>(r * cols + c)] = around;
        }
      }
    }
  }
  return table;
}

constexpr neighbour_table neighbours = make_neighbour_table();

constexpr std::size_t qu_face = 26;  // a face's code: 0..25 for 'a'..'z', 26 for "qu"
constexpr std::size_t q_letter = 'q' - 'a';
constexpr std::size_t u_letter = 'u' - 'a';

// One call's search: the board's faces and neighbours, the trie, and what
// has been found so far. Everything lives on the caller's stack or heap, so
// threads may search at once.
class board_search {
 public:
  board_search(const trie& t, const std::array<std::uint8_t, max_cells>& faces, const neighbour_masks& around,
               std::size_t min_length)
      : nodes_(t.nodes.data()),
        faces_(faces),
        around_(around),
        min_length_(min_length),
        seen_((t.words.size() + 63) / 64, 0) {}

  // Every path that starts at `cell` and spells a prefix of some word.
  void from(std::size_t cell) {
    if (const std::uint32_t node = follow(0, faces_[cell]); node != 0)
      visit(node, cell, 0, letters(faces_[cell]));
  }

  std::vector<std::uint32_t> take_found() { return std::move(found_); }

 private:
  static std::size_t letters(std::size_t face) { return face == qu_face ? 2 : 1; }

  // The node reached from `at` by `face`, or 0 (the root, which is no one's
  // child) when no word continues with that face.
  std::uint32_t follow(std::uint32_t at, std::size_t face) const {
    if (face == qu_face) {
      const std::uint32_t q = follow(at, q_letter);
      return q == 0 ? 0 : follow(q, u_letter);
    }
    const trie::node& n = nodes_[at];
    const std::uint32_t bit = letter_bit(face);
    if ((n.children & bit) == 0) return 0;
    return n.first + count_bits(n.children & (bit - 1));
  }

  // The path ends at `cell`, spelling the `length` letters that lead to node
  // `at`; `used` holds the path's other cells. A neighbour's face is looked
  // up before the call, so a dead end costs no call.
  void visit(std::uint32_t at, std::size_t cell, std::uint64_t used, std::size_t length) {
    const trie::node& n = nodes_[at];
    if (n.word >= 0 && length >= min_length_) record(static_cast<std::uint32_t>(n.word));
    if (n.children == 0) return;
    used |= std::uint64_t{1} << cell;
    for (std::uint64_t free = around_[cell] & ~used; free != 0; free &= free - 1) {
      const auto next_cell = static_cast<std::size_t>(std::countr_zero(free));
      const std::size_t face = faces_[next_cell];
      if (const std::uint32_t next = follow(at, face); next != 0)
        visit(next, next_cell, used, length + letters(face));
    }
  }

  // A word is found once per path that spells it; it is reported once.
  void record(std::uint32_t word) {
    std::uint64_t& slot = seen_[word / 64];
    const std::uint64_t bit = std::uint64_t{1} << (word % 64);
    if ((slot & bit) != 0) return;
    slot |= bit;
    found_.push_back(word);
  }

  const trie::node* nodes_;
  const std::array<std::uint8_t, max_cells>& faces_;
  const neighbour_masks& around_;
  std::size_t min_length_;
  std::vector<std::uint64_t> seen_;  // one bit per dictionary word: a stamp local to the call
  std::vector<std::uint32_t> found_;
};

// The faces as codes, after checking the board's shape and every face.
std::array<std::uint8_t, max_cells> face_codes(std::span<const std::string> faces, int rows, int cols) {
  if (rows < 1 || rows > max_side || cols < 1 || cols > max_side) {
    throw std::invalid_argument("boggle: a board has 1 to 8 rows and columns, not " + std::to_string(rows) +
                                "x" + std::to_string(cols));
  }
  const auto cells = static_cast<std::size_t>(rows * cols);
  if (faces.size() != cells) {
    throw std::invalid_argument("boggle: a " + std::to_string(rows) + "x" + std::to_string(cols) +
                                " board has " + std::to_string(cells) + " faces, not " +
                                std::to_string(faces.size()));
  }
  std::array<std::uint8_t, max_cells> codes{};
  for (std::size_t i = 0; i < cells; ++i) {
    const std::string& f = faces[i];
    if (f == "qu") {
      codes[i] = static_cast<std::uint8_t>(qu_face);
    } else if (f.size() == 1 && f[0] >= 'a' && f[0] <= 'z') {
      codes[i] = static_cast<std::uint8_t>(f[0] - 'a');
    } else {
      throw std::invalid_argument("boggle: the face at row " +
                                  std::to_string(i / static_cast<std::size_t>(cols) + 1) + ", column " +
                                  std::to_string(i % static_cast<std::size_t>(cols) + 1) + " is \"" + f +
                                  "\"; a face is one lowercase letter or \"qu\"");
    }
  }
  return codes;
}

}  // namespace

dictionary::dictionary(std::span<const std::string> words) : trie_(std::make_unique<trie>()) {
  for (const std::string& w : words) {
    if (!w.empty() && w.size() <= longest_spellable && all_lowercase(w)) trie_->words.push_back(w);
  }
  std::sort(trie_->words.begin(), trie_->words.end());
  trie_->words.erase(std::unique(trie_->words.begin(), trie_->words.end()), trie_->words.end());
  trie_->words.shrink_to_fit();
  // English lists make 2 to 3 nodes a word (wamerican 2.3): room for 3
  // saves the reallocations, and shrink_to_fit gives back the rest.
  trie_->nodes.reserve(trie_->words.size() * 3 + 1);
  trie_->nodes.emplace_back();
  build(*trie_, 0, 0, trie_->words.size(), 0);
  trie_->nodes.shrink_to_fit();
}

dictionary::~dictionary() = default;
dictionary::dictionary(dictionary&&) noexcept = default;
dictionary& dictionary::operator=(dictionary&&) noexcept = default;

std::size_t dictionary::size() const { return trie_ ? trie_->words.size() : 0; }

std::vector<std::string> find_all_words(const dictionary& words, std::span<const std::string> faces, int rows,
                                        int cols, std::size_t min_length) {
  const std::array<std::uint8_t, max_cells> codes = face_codes(faces, rows, cols);
  if (!words.trie_ || words.trie_->words.empty()) return {};  // moved from, or nothing kept
  const trie& t = *words.trie_;
  board_search search(t, codes,
                      neighbours[static_cast<std::size_t>(rows - 1)][static_cast<std::size_t>(cols - 1)],
                      min_length);
  for (std::size_t cell = 0; cell < faces.size(); ++cell) search.from(cell);
  std::vector<std::uint32_t> found = search.take_found();
  std::sort(found.begin(), found.end());
  std::vector<std::string> result;
  result.reserve(found.size());
  for (const std::uint32_t w : found) result.push_back(t.words[w]);
  return result;
}

}  // namespace boggle::fast
