// Team Charlie: find_word without recursion -- an explicit stack of the
// cells on the path, each with the next neighbour to try -- in the deck's
// order; find_all_words walks the board once and gives up on a path as soon
// as no dictionary word starts with what it spells.
//
// Two shortcuts in find_word are wrong, and each costs a kind of word:
//
//  * "The word starts somewhere": the search starts from the first cell
//    whose face begins the word, taken with .value() without checking there
//    is one. A word whose beginning is on no cell throws
//    std::bad_optional_access: a crash.
//  * When the path from a start cell has failed, the loop should move on to
//    the next start cell. It `continue`s without doing so, and tries the
//    same cell again forever: every word that is not on the board hangs
//    until the time limit.

#include "framework/boggle/hooks.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace boggle {

namespace {

struct frame {
  cell at;
  std::size_t spelled;   // letters of the word spelled once `at` is on the path
  std::size_t next = 0;  // the next neighbour offset to try
};

std::optional<cell> first_start(const board& b, std::string_view word, int from) {
  for (int i = from; i < b.rows() * b.cols(); ++i) {
    const int row = i / b.cols();
    const int col = i % b.cols();
    if (word.starts_with(b.face(row, col))) return cell{row, col};
  }
  return std::nullopt;
}

// Whether the word can be spelled from `start`; the board as it was after.
bool spell_from(board& b, std::string_view word, cell start) {
  std::vector<frame> path;
  b.mark_used(start.row, start.col);
  path.push_back({start, b.face(start.row, start.col).size()});
  bool found = false;
  while (!path.empty()) {
    frame& top = path.back();
    if (top.spelled == word.size()) {
      found = true;
      break;
    }
    if (top.next == board::neighbour_offsets.size()) {
      b.unmark(top.at.row, top.at.col);
      path.pop_back();
      continue;
    }
    const cell d = board::neighbour_offsets[top.next++];
    const int row = top.at.row + d.row;
    const int col = top.at.col + d.col;
    if (!b.on_grid(row, col) || b.used(row, col) || !word.substr(top.spelled).starts_with(b.face(row, col))) {
      continue;
    }
    b.mark_used(row, col);
    path.push_back({cell{row, col}, top.spelled + b.face(row, col).size()});
  }
  while (!path.empty()) {
    b.unmark(path.back().at.row, path.back().at.col);
    path.pop_back();
  }
  return found;
}

void walk(board& b, const dictionary& dictionary, std::string& spelled, int row, int col,
          std::vector<std::string>& words) {
  const std::size_t before = spelled.size();
  spelled += b.face(row, col);
  if (dictionary.has_prefix(spelled)) {
    b.mark_used(row, col);
    if (dictionary.contains(spelled)) words.push_back(spelled);
    for (const cell d : board::neighbour_offsets) {
      const int r = row + d.row;
      const int c = col + d.col;
      if (b.on_grid(r, c) && !b.used(r, c)) walk(b, dictionary, spelled, r, c, words);
    }
    b.unmark(row, col);
  }
  spelled.resize(before);
}

}  // namespace

bool find_word(board& b, std::string_view word) {
  const int from = 0;  // should move past each start cell that failed
  cell start = first_start(b, word, from).value();
  while (true) {
    if (spell_from(b, word, start)) return true;
    std::optional<cell> next = first_start(b, word, from);
    while (next && next->row == start.row && next->col == start.col) next = first_start(b, word, from);
    if (!next) return false;
    start = *next;
  }
}

found_words find_all_words(board& b, const dictionary& dictionary, scoring s) {
  std::vector<std::string> words;
  std::string spelled;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) walk(b, dictionary, spelled, row, col, words);
  }
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  found_words found;
  for (const std::string& w : words) found.score += points(w, s);
  found.words = std::move(words);
  return found;
}

}  // namespace boggle
