// The deck's findWord for one word, and for all words a walk of the board
// that gives up on a path as soon as no dictionary word starts with what it
// spells: the same words as the deck's loop over the dictionary, with far
// fewer cells marked.

#include "framework/boggle/hooks.hpp"

#include <set>

namespace boggle {

namespace {

bool find_word_from(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || b.used(row, col) || !word.starts_with(b.face(row, col))) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.face(row, col).size());
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

void walk(board& b, const dictionary& words, int row, int col, std::string& spelled,
          std::set<std::string>& found) {
  if (!b.on_grid(row, col) || b.used(row, col)) return;
  const std::size_t before = spelled.size();
  spelled += b.face(row, col);
  if (words.has_prefix(spelled)) {
    if (words.contains(spelled)) found.insert(spelled);
    b.mark_used(row, col);
    for (const cell d : board::neighbour_offsets) walk(b, words, row + d.row, col + d.col, spelled, found);
    b.unmark(row, col);
  }
  spelled.resize(before);
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
  std::set<std::string> found;
  std::string spelled;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) walk(b, dictionary, row, col, spelled, found);
  }
  found_words out;
  for (const auto& w : found) {
    out.words.push_back(w);
    out.score += points(w, s);
  }
  return out;
}

}  // namespace boggle
