// Model answer for Boggle: the hooks the students write, in the deck's
// structure (seed 003, slides 12-14). find_word tries every start cell in
// reading order with the private recursive search, which checks the cell's
// letter, erases it (mark_used), looks for the rest of the word around it in
// the deck's order of the eight neighbours, and restores it (unmark).
// find_all_words is BoggleGame's constructor: findWord for every word of the
// dictionary. Written to be read, not to be fast (the grader's fast
// reference is trie_solver.hpp); its node counts define the "exact"
// expectations and the budgets of the cases.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

// The deck's private findWord(word, row, col).
bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  // OFF THE GRID || GRID LETTER != FIRST LETTER OF WORD, as the deck tests
  // it: a cell already in the word reads "*" (erased), which begins no word.
  const std::string_view face = b.face(row, col);
  if (!b.on_grid(row, col) || !word.starts_with(face)) return false;
  b.mark_used(row, col);  // ERASE LETTER
  const std::string_view rest = word.substr(face.size());
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
