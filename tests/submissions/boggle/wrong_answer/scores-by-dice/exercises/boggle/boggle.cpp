// A board walk cut by dictionary.has_prefix that scores a word found by the
// deck's rule as one point per die of its path, so the Qu face counts one
// letter instead of two.

#include "framework/boggle/hooks.hpp"

#include <algorithm>

namespace boggle {

namespace {

// Every word found once; `dice` is the length of the path spelling `spelled`.
void walk(board& b, const dictionary& words, scoring s, int row, int col, std::uint64_t dice,
          std::string& spelled, found_words& out) {
  if (!b.on_grid(row, col) || b.used(row, col)) return;
  const std::size_t before = spelled.size();
  spelled += b.face(row, col);
  if (words.has_prefix(spelled)) {
    if (words.contains(spelled) &&
        std::find(out.words.begin(), out.words.end(), spelled) == out.words.end()) {
      out.words.push_back(spelled);
      out.score += s == scoring::deck ? dice : points(spelled, s);
    }
    b.mark_used(row, col);
    for (const cell d : board::neighbour_offsets)
      walk(b, words, s, row + d.row, col + d.col, dice + 1, spelled, out);
    b.unmark(row, col);
  }
  spelled.resize(before);
}

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col) || !word.starts_with(b.face(row, col))) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.face(row, col).size());
  bool found = false;
  for (const cell d : board::neighbour_offsets) {
    if (find_word_from(b, rest, row + d.row, col + d.col)) {
      found = true;
      break;
    }
  }
  b.unmark(row, col);
  return found;
}

}  // namespace

bool find_word(board& b, std::string_view word) {
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) {
      if (find_word_from(b, word, row, col)) return true;
    }
  }
  return false;
}

found_words find_all_words(board& b, const dictionary& dictionary, scoring s) {
  found_words out;
  std::string spelled;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) walk(b, dictionary, s, row, col, 1, spelled, out);
  }
  return out;
}

}  // namespace boggle
