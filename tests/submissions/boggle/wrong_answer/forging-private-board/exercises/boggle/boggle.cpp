// Forging: find_word as the deck has it, but find_all_words copies the faces
// into a grid of its own and walks that, so not one cell of the framework's
// board is marked and the list costs no node: a word list the leaderboard
// would rank first if the grader believed it. No word was spelled by a path
// marked on the board, so the list is not witnessed.

#include "framework/boggle/hooks.hpp"

#include <set>
#include <string>
#include <vector>

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

struct private_grid {
  int rows, cols;
  std::vector<std::string> faces;
  std::vector<bool> used;

  void walk(const dictionary& words, int row, int col, std::string& spelled, std::set<std::string>& found) {
    if (row < 0 || col < 0 || row >= rows || col >= cols) return;
    const auto at = static_cast<std::size_t>(row * cols + col);
    if (used[at]) return;
    const std::size_t before = spelled.size();
    spelled += faces[at];
    if (words.has_prefix(spelled)) {
      if (words.contains(spelled)) found.insert(spelled);
      used[at] = true;
      for (const cell d : board::neighbour_offsets) walk(words, row + d.row, col + d.col, spelled, found);
      used[at] = false;
    }
    spelled.resize(before);
  }
};

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
  private_grid grid{b.rows(), b.cols(), {}, {}};
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) grid.faces.emplace_back(b.letters(row, col));
  }
  grid.used.assign(grid.faces.size(), false);
  std::set<std::string> found;
  std::string spelled;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) grid.walk(dictionary, row, col, spelled, found);
  }
  found_words out;
  for (const auto& w : found) {
    out.words.push_back(w);
    out.score += points(w, s);
  }
  return out;
}

}  // namespace boggle
