#pragma once
// The deck's Boggle searches (seed 003, slides 12-14) written through the
// rules: BoggleBoard's findWord, which tries every start cell in reading
// order and, from each, erases the cell's letter (rules::apply, mark_used),
// looks for the rest of the word around it in the deck's order of the eight
// neighbours, and restores it (rules::undo, unmark); and BoggleGame's
// constructor, findWord for every word of the dictionary. The grader's own
// runs of the lecture, heard by a probe as a student's search is, to draw a
// student's beside them and tell where the two parted.

#include "framework/boggle/board.hpp"
#include "framework/boggle/dictionary.hpp"
#include "framework/boggle/rules.hpp"

#include <string_view>

namespace boggle::lecture {

// The deck's private findWord(word, row, col).
inline bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  // An erased cell reads "*", which begins no word: the deck's one test.
  if (!b.on_grid(row, col) || !word.starts_with(b.face(row, col))) return false;
  const std::string_view rest = word.substr(b.face(row, col).size());
  rules::apply(b, {row, col});  // ERASE LETTER
  bool found = false;
  for (const cell d : board::neighbour_offsets) {
    if (lecture::find_word_from(b, rest, row + d.row, col + d.col)) {
      found = true;
      break;
    }
  }
  rules::undo(b, {row, col});  // RESTORE LETTER
  return found;
}

// The deck's public findWord(word).
inline bool find_word(board& b, std::string_view word) {
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) {
      if (lecture::find_word_from(b, word, row, col)) return true;
    }
  }
  return false;
}

// The deck's BoggleGame constructor: findWord for every word of the list.
inline void find_all_words(board& b, const dictionary& words) {
  for (const auto& word : words) (void)lecture::find_word(b, word);
}

}  // namespace boggle::lecture
