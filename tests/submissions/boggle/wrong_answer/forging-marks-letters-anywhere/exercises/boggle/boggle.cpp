// Forging: find_all_words walks the board on its own (a copy of the faces,
// no mark at all) to find the words, then, for the witness, marks each found
// word's letters on the board one by one, each on the last free cell in
// reading order that shows it: the marked letters read the word, but the
// cells are anywhere, not a path of touching cells. find_word is the deck's.

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

// The walk on the faces alone: `used` is ours, not the board's.
void walk(const board& b, const dictionary& words, int row, int col, std::vector<bool>& used,
          std::string& spelled, std::set<std::string>& found) {
  if (!b.on_grid(row, col) || used[static_cast<std::size_t>(row * b.cols() + col)]) return;
  const std::size_t before = spelled.size();
  spelled += b.letters(row, col);
  if (words.has_prefix(spelled)) {
    if (words.contains(spelled)) found.insert(spelled);
    used[static_cast<std::size_t>(row * b.cols() + col)] = true;
    for (const cell d : board::neighbour_offsets)
      walk(b, words, row + d.row, col + d.col, used, spelled, found);
    used[static_cast<std::size_t>(row * b.cols() + col)] = false;
  }
  spelled.resize(before);
}

// Marks the word's letters on free cells anywhere, then takes them back.
void scatter(board& b, const std::string& word) {
  std::vector<cell> marked;
  for (std::size_t at = 0; at < word.size();) {
    bool placed = false;
    for (int i = b.rows() * b.cols() - 1; i >= 0 && !placed; --i) {
      const int row = i / b.cols(), col = i % b.cols();
      const auto letters = b.letters(row, col);
      if (b.used(row, col) || std::string_view(word).substr(at, letters.size()) != letters) continue;
      b.mark_used(row, col);
      marked.push_back({row, col});
      at += letters.size();
      placed = true;
    }
    if (!placed) break;
  }
  for (auto it = marked.rbegin(); it != marked.rend(); ++it) b.unmark(it->row, it->col);
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
  std::vector<bool> used(static_cast<std::size_t>(b.rows() * b.cols()), false);
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) walk(b, dictionary, row, col, used, spelled, found);
  }
  found_words out;
  for (const auto& w : found) {
    scatter(b, w);
    out.words.push_back(w);
    out.score += points(w, s);
  }
  return out;
}

}  // namespace boggle
