// Boggle: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/boggle/hooks.hpp, the
// board you search in framework/boggle/board.hpp.
//
// Check your work with:  ./build/dev/grader/grader test boggle
//
// Cells are (row, col), both from 0. b.face(row, col) is a cell's letters,
// lowercase: "g", or "qu" for the Qu face, which spells two letters of a word.
// The deck erases a letter while the word goes through it and restores it
// afterwards; here you mark the cell with b.mark_used(row, col) and free it
// again with b.unmark(row, col). While a cell is marked, b.face(row, col)
// reads "*" ("**" for Qu), the deck's erased letter, so the deck's test
// works as it is written; b.used(row, col) is still there if you prefer to
// ask, and b.letters(row, col) gives the letters even while it is marked. The
// framework counts every cell you mark (your "nodes") and refuses to mark a
// cell twice. Leave the board as you found it: no cell marked.
//
// Cases that check the exact number of nodes expect the deck's order: start
// cells in reading order, and the eight neighbours in the order of the deck's
// recursive calls (board::neighbour_offsets).

#include "framework/boggle/hooks.hpp"
#include "framework/core/errors.hpp"

namespace boggle {

bool find_word([[maybe_unused]] board& b, [[maybe_unused]] std::string_view word) {
  // The deck's public findWord: for every row, for every column, call the
  // private recursive findWord(word, row, col) (write it above, in an
  // anonymous namespace) and return true as soon as one finds the word.
  // The private one:
  //   - an empty word is found;
  //   - OFF THE GRID, or GRID LETTER != FIRST LETTER OF WORD (the face is
  //     not how the word begins: !word.starts_with(b.face(row, col))): not
  //     found here. A cell already in the word reads "*" and fails this
  //     test, as in the deck (or skip it with b.used(row, col));
  //   - otherwise ERASE LETTER (mark_used), look for the rest of the word
  //     (word.substr(face's length)) from each of the eight neighbours,
  //     stopping at the first that finds it, RESTORE LETTER (unmark), and
  //     return whether one found it.
  throw framework::not_implemented("find_word");
}

found_words find_all_words([[maybe_unused]] board& b, [[maybe_unused]] const dictionary& dictionary,
                           [[maybe_unused]] scoring s) {
  // The deck's BoggleGame constructor: every word of the dictionary (a
  // range-for over it) that find_word finds goes into the answer's words,
  // and its points (points(word, s)) into its score. Faster, and worth
  // trying once that works: walk the board instead, and give up on a path
  // as soon as dictionary.has_prefix(what it spells) is false.
  throw framework::not_implemented("find_all_words");
}

}  // namespace boggle
