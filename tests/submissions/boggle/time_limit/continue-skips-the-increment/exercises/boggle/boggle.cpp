// The deck's eight recursive calls as a while loop over
// board::neighbour_offsets whose `continue` for a neighbour off the grid skips
// the ++d at the bottom: the first cell next to the border loops forever.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col) || !word.starts_with(b.face(row, col))) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.face(row, col).size());
  bool found = false;
  std::size_t d = 0;
  while (d < board::neighbour_offsets.size()) {
    const int r = row + board::neighbour_offsets[d].row;
    const int c = col + board::neighbour_offsets[d].col;
    if (!b.on_grid(r, c)) continue;  // no letter off the board
    if (find_word_from(b, rest, r, c)) {
      found = true;
      break;
    }
    ++d;
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
  for (const std::string& word : dictionary) {
    if (find_word(b, word)) {
      out.words.push_back(word);
      out.score += points(word, s);
    }
  }
  return out;
}

}  // namespace boggle
