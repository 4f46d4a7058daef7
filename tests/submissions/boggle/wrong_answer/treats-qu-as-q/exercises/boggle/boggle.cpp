// The deck's findWord comparing one character, word.charAt(0), with the face's
// first letter and going on after one letter: the Qu face spells only its Q.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col) || word[0] != b.face(row, col)[0]) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(1);
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
