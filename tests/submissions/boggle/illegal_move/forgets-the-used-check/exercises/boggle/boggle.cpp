// The deck's findWord with its letter test on b.letters(row, col), the face's
// letters whatever the cell's use, instead of b.face(row, col), which reads
// "*" on a cell in use as the deck's erased letter does; with no used() test
// either, a word that comes back to a cell of its path (dodo) marks that
// cell again and mark_used refuses it.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || !word.starts_with(b.letters(row, col))) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.letters(row, col).size());
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
  for (const std::string& word : dictionary) {
    if (find_word(b, word)) {
      out.words.push_back(word);
      out.score += points(word, s);
    }
  }
  return out;
}

}  // namespace boggle
