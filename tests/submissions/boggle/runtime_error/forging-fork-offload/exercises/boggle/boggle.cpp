// Forging: the word walk offloaded to a forked child: find_all_words forks,
// the child walks the framework's board with its record of marks sent to
// /dev/null and pipes the words back, and the parent returns them without
// marking a cell. A runner's box is one process, so the fork itself ends the
// run (and were it not, no word would be witnessed by a marked path).

#include "framework/boggle/hooks.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <set>
#include <string>

namespace boggle {

found_words find_all_words_here(board& b, const dictionary& dictionary, scoring s);

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

found_words find_all_words_here(board& b, const dictionary& dictionary, scoring s) {
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

// The walk in a child whose record of marks goes nowhere (the result
// channel, fd 4, pointed at /dev/null); the words come back through a pipe,
// one a line, and the parent marks nothing.
found_words find_all_words(board& b, const dictionary& dictionary, scoring s) {
  int channel[2];
  if (::pipe(channel) != 0) return find_all_words_here(b, dictionary, s);
  if (::fork() == 0) {
    ::dup2(::open("/dev/null", O_WRONLY), 4);
    std::string text;
    for (const auto& w : find_all_words_here(b, dictionary, s).words) text += w + '\n';
    (void)!::write(channel[1], text.data(), text.size());
    ::_exit(0);
  }
  ::close(channel[1]);
  std::string text;
  char chunk[4096];
  for (ssize_t n = 0; (n = ::read(channel[0], chunk, sizeof chunk)) > 0;)
    text.append(chunk, static_cast<std::size_t>(n));
  found_words out;
  for (std::size_t at = 0, end = 0; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
    out.words.push_back(text.substr(at, end - at));
    out.score += points(out.words.back(), s);
  }
  return out;
}

}  // namespace boggle
