#pragma once
// The deck's way of finding a board's words (seed 003, BoggleBoard.findWord
// and BoggleGame's constructor): every word of the dictionary in turn,
// searched for from every cell by recursive backtracking. It shares nothing
// with trie_solver.cpp, so the fast reference is tested against it
// (tests/boggle/trie_solver_test.cpp) and measured beside it
// (benchmarks/boggle/). Two changes from the deck, neither of which changes
// what is found: a used-cell mask instead of erasing the letter with '*' (the
// board stays const), and the rest of the word as a string_view instead of a
// new substring (the deck's Java allocates one per step; this is the fairer,
// faster baseline). A face is a string, so "qu" must match two letters.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boggle::deck {

namespace detail {

// findWord(word, row, col): can the rest of the word be spelled from (row, col)?
inline bool find_word_from(std::span<const std::string> faces, int rows, int cols, std::string_view word,
                           int row, int col, std::uint64_t& used) {
  if (word.empty()) return true;
  if (row < 0 || row >= rows || col < 0 || col >= cols) return false;
  const auto cell = static_cast<std::size_t>(row * cols + col);
  const std::uint64_t bit = std::uint64_t{1} << cell;
  const std::string& face = faces[cell];
  if ((used & bit) != 0 || !word.starts_with(face)) return false;
  used |= bit;  // ERASE LETTER
  const std::string_view rest = word.substr(face.size());
  const bool result = find_word_from(faces, rows, cols, rest, row - 1, col - 1, used) ||
                      find_word_from(faces, rows, cols, rest, row - 1, col, used) ||
                      find_word_from(faces, rows, cols, rest, row - 1, col + 1, used) ||
                      find_word_from(faces, rows, cols, rest, row, col - 1, used) ||
                      find_word_from(faces, rows, cols, rest, row, col + 1, used) ||
                      find_word_from(faces, rows, cols, rest, row + 1, col - 1, used) ||
                      find_word_from(faces, rows, cols, rest, row + 1, col, used) ||
                      find_word_from(faces, rows, cols, rest, row + 1, col + 1, used);
  used &= ~bit;  // RESTORE LETTER
  return result;
}

}  // namespace detail

// findWord(word): does the board (rows x cols <= 64 faces, row-major) spell
// the word? Unlike the deck, the empty word is never on a board.
inline bool find_word(std::span<const std::string> faces, int rows, int cols, std::string_view word) {
  if (word.empty()) return false;
  std::uint64_t used = 0;
  for (int row = 0; row < rows; ++row) {
    for (int col = 0; col < cols; ++col) {
      if (detail::find_word_from(faces, rows, cols, word, row, col, used)) return true;
    }
  }
  return false;
}

// BoggleGame's constructor: findWord for each word of the dictionary, keeping
// the lowercase a-z words of at least min_length letters; sorted, distinct.
inline std::vector<std::string> find_all_words(std::span<const std::string> dictionary,
                                               std::span<const std::string> faces, int rows, int cols,
                                               std::size_t min_length = 3) {
  std::vector<std::string> found;
  for (const std::string& word : dictionary) {
    const bool lowercase = std::all_of(word.begin(), word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    if (lowercase && word.size() >= min_length && find_word(faces, rows, cols, word)) found.push_back(word);
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

}  // namespace boggle::deck
