// Team Bravo: the deck's findWord, carried over letter by letter from the
// Java, and BoggleGame's loop over the dictionary. Two details of the port
// are wrong:
//
//  * The deck compares one char, board[row][col] != word.charAt(0), and
//    recurses on word.substring(1). Here that compares the face's first
//    letter only: the Qu face matches a q, and the u it also spells is then
//    looked for in a neighbour. Words through the Qu face are missed (and a
//    word with a bare q next to a u is found on it).
//  * The score is each word's length, whatever the case's scoring says: the
//    official table (1, 1, 2, 3, 5, 11) is never used.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col) || b.face(row, col).front() != word.front()) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(1);
  const bool result = find_word_from(b, rest, row - 1, col - 1) || find_word_from(b, rest, row - 1, col) ||
                      find_word_from(b, rest, row - 1, col + 1) || find_word_from(b, rest, row, col - 1) ||
                      find_word_from(b, rest, row, col + 1) || find_word_from(b, rest, row + 1, col - 1) ||
                      find_word_from(b, rest, row + 1, col) || find_word_from(b, rest, row + 1, col + 1);
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

found_words find_all_words(board& b, const dictionary& dictionary, scoring) {
  found_words found;
  for (const std::string& word : dictionary) {
    if (find_word(b, word)) {
      found.words.push_back(word);
      found.score += word.size();
    }
  }
  return found;
}

}  // namespace boggle
