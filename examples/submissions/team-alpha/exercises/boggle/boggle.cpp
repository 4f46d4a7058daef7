// Team Alpha: the deck's BoggleBoard.findWord as it is -- the public one
// tries every start cell, the private one erases the letter, looks for the
// rest of the word around it and restores the letter -- and BoggleGame's
// constructor, which keeps every word of the dictionary that findWord finds.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col) || !word.starts_with(b.face(row, col))) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.face(row, col).size());
  bool result = false;
  for (const cell d : board::neighbour_offsets) {
    if (find_word_from(b, rest, row + d.row, col + d.col)) {
      result = true;
      break;
    }
  }
  b.unmark(row, col);
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
