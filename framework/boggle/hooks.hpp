#pragma once
// The hooks a student writes for Boggle, in the deck's vocabulary (seed 003,
// slides 11-14: BoggleBoard's findWord and BoggleGame's constructor), in
// snake_case. The model answer (in the instructor's kit) and the student's
// skeleton (exercises/boggle/) both define exactly these functions; the grader
// calls them out of its own process.
//
// The board is the framework's (board.hpp): cells are (row, col) from 0;
// b.face(row, col) is the face's letters, lowercase ("g", or "qu" for the Qu
// face, which spells two letters); b.on_grid(row, col) says whether a cell
// exists. The deck erases a letter while the word is being spelled through
// it and restores it afterwards: here b.mark_used(row, col) and
// b.unmark(row, col), the only edits, and every cell marked is a node of the
// search. While a cell is marked its face reads "*", as the deck's erased
// letter does, so the deck's test (off the grid, or a face that is not how
// the word begins) is enough on its own; b.used(row, col) also tells whether
// a cell is marked, and b.letters(row, col) gives the letters in use or not.
// The neighbours of a cell, in the deck's order, are board::neighbour_offsets.

#include "framework/boggle/board.hpp"
#include "framework/boggle/dictionary.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace boggle {

// The deck's public findWord(word): whether the board spells `word` (lowercase
// a-z) along a path of adjacent cells (8 directions), no cell used twice.
// Tries every start cell in reading order with the deck's private recursive
// findWord(word, row, col), which marks a cell used before it looks for the
// rest of the word around it and unmarks it afterwards. The board must be as
// it was afterwards: no cell left marked.
bool find_word(board& b, std::string_view word);

// What find_all_words returns.
struct found_words {
  std::vector<std::string> words;  // each once, in any order
  std::uint64_t score = 0;         // the sum of the words' points
};

// The deck's BoggleGame constructor: every word of `dictionary` that the
// board spells (the deck tries each word with findWord; a search that follows
// the board and cuts a path once dictionary.has_prefix fails finds the same
// words), and their total score by `s` (boggle::points: the deck's points =
// the word's length, or the official table). The board must be as it was
// afterwards.
found_words find_all_words(board& b, const dictionary& dictionary, scoring s);

}  // namespace boggle
