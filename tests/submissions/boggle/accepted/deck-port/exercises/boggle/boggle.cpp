// The deck's BoggleBoard.findWord and BoggleGame constructor carried over
// as they are: the public findWord tries every start cell, the private one
// erases a letter (mark_used), tries the eight neighbours in the deck's
// order and restores it (unmark); all words is findWord for every word.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

// The deck's private findWord(word, row, col).
bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  // Off the grid, a cell already in the word, or not the word's next letter(s).
  if (!b.on_grid(row, col) || b.used(row, col) || !word.starts_with(b.face(row, col))) return false;
  b.mark_used(row, col);  // ERASE LETTER
  const std::string_view rest = word.substr(b.face(row, col).size());
  bool result = false;
  for (const cell d : board::neighbour_offsets) {
    // The deck's || stops at the first neighbour that finds the rest.
    if (find_word_from(b, rest, row + d.row, col + d.col)) {
      result = true;
      break;
    }
  }
  b.unmark(row, col);  // RESTORE LETTER
  return result;
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
  found_words found;
  for (const std::string& word : dictionary) {
    if (find_word(b, word)) {
      found.words.push_back(word);
      found.score += points(word, s);
    }
  }
  return found;
}

}  // namespace boggle
