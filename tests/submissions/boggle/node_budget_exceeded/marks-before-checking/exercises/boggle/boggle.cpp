// The deck's findWord erasing every cell it visits before it compares the
// letter (read before the erase: afterwards the cell reads "*"): the same
// answers, but a mark for every cell tried, about ten times the deck's nodes.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col)) return false;
  const std::string_view face = b.face(row, col);
  b.mark_used(row, col);
  bool found = false;
  if (word.starts_with(face)) {
    const std::string_view rest = word.substr(face.size());
    for (const cell d : board::neighbour_offsets) {
      if (find_word_from(b, rest, row + d.row, col + d.col)) {
        found = true;
        break;
      }
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
