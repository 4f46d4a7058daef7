// The deck's Java carried over as it is, the board read and written as
// board[row][col]: the framework's board has no operator[] (its cells change
// only through mark_used and unmark), so nothing compiles.

#include "framework/boggle/hooks.hpp"

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b[row][col] != word[0]) return false;
  const char safe = b[row][col];
  b[row][col] = '*';
  const std::string_view rest = word.substr(1);
  const bool result = find_word_from(b, rest, row - 1, col - 1) || find_word_from(b, rest, row - 1, col) ||
                      find_word_from(b, rest, row - 1, col + 1) || find_word_from(b, rest, row, col - 1) ||
                      find_word_from(b, rest, row, col + 1) || find_word_from(b, rest, row + 1, col - 1) ||
                      find_word_from(b, rest, row + 1, col) || find_word_from(b, rest, row + 1, col + 1);
  b[row][col] = safe;
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
