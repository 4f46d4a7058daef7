// Seed 003, slides 13-15, carried over line for line. The deck's private
// findWord needs no "already used" test: ERASE LETTER turns the cell into
// '*', which is no word's first letter, so the search never comes back to a
// cell of the word it spells. Here ERASE LETTER is mark_used, after which
// the board reads the face as "*" too, and RESTORE LETTER is unmark (the
// board keeps the letter, so there is no `safe` to put back).

#include "framework/boggle/hooks.hpp"

#include <set>
#include <string>

namespace boggle {

namespace {

// private boolean findWord(String word, int row, int col)
bool findWord(board& board, const std::string& word, int row, int col) {
  if (word == "") {
    return true;
  } else if (row < 0 || row >= board.rows() || col < 0 || col >= board.cols() ||
             board.face(row, col) != word.substr(0, board.face(row, col).size())) {
    return false;
  } else {
    board.mark_used(row, col);  // this.board[row][col] = '*';
    const std::string rest = word.substr(board.face(row, col).size(), word.length());
    const bool result = findWord(board, rest, row - 1, col - 1) || findWord(board, rest, row - 1, col) ||
                        findWord(board, rest, row - 1, col + 1) || findWord(board, rest, row, col - 1) ||
                        findWord(board, rest, row, col + 1) || findWord(board, rest, row + 1, col - 1) ||
                        findWord(board, rest, row + 1, col) || findWord(board, rest, row + 1, col + 1);
    board.unmark(row, col);  // this.board[row][col] = safe;
    return result;
  }
}

}  // namespace

// public boolean findWord(String word)
bool find_word(board& b, std::string_view word) {
  for (int row = 0; row < b.rows(); row++) {
    for (int col = 0; col < b.cols(); col++) {
      if (findWord(b, std::string(word), row, col)) {
        return true;
      }
    }
  }
  return false;
}

// public BoggleGame(): every word of the dictionary file the board holds, in
// a TreeSet (unguessedWords).
found_words find_all_words(board& b, const dictionary& dictionary, scoring s) {
  std::set<std::string> unguessedWords;
  for (const std::string& nextWord : dictionary) {
    if (find_word(b, nextWord)) {
      unguessedWords.insert(nextWord);
    }
  }
  found_words game;
  for (const std::string& word : unguessedWords) {
    game.words.push_back(word);
    game.score += points(word, s);
  }
  return game;
}

}  // namespace boggle
