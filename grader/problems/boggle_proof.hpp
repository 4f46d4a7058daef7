#pragma once
// What a Boggle count proves. A search of Boggle answers with words, and a
// word list's answer is a claim about every word of the list: those it
// returns are on the board (each is witnessed by a marked path that spells
// it), and the others are not. The second half is what a search proves by
// searching, so the replay keeps every path the search marked (on the board
// it was given and on every copy of it: a trie of cells, one node per path)
// and, once the trace has ended, checks for each word of the list:
//
//   not on the board  every path of touching cells that spells a beginning
//                     of it was marked (what findWord tries from every start
//                     cell; a search that follows the board and cuts a path
//                     once dictionary.has_prefix fails marks them all), or
//                     the word has a letter no cell shows (a cut any search
//                     may make without marking);
//   found             the paths before the one found, in the deck's order
//                     (start cells in reading order, then each cell's
//                     neighbours in board::neighbour_offsets' order) or in
//                     its reverse, were marked: the word's first path is a
//                     first solution, and the count before it says only what
//                     was tried first.
//
// The count stays the search's (a path marked again for the next word is
// the deck's own reading); it ranks when every found word was reached in the
// same one of the two orders. A search that found the words elsewhere and
// marked only their paths proves nothing of the words it did not return.

#include "framework/boggle/board.hpp"
#include "framework/core/replay.hpp"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace grader::problems::boggle_proof {

// What the answer of a case stands for.
struct word_claim {
  boggle::board given;  // the hook's input
  // Every word the answer speaks for: the list (shared by every case and
  // team that sends it), or find_word's word.
  std::shared_ptr<const std::vector<std::string>> words;
  std::vector<std::string> found;  // those of `words` the board spells, sorted
};

// Made only once the trace has ended: most replays never need it.
using word_claim_source = std::function<word_claim()>;

// Names every word a marked path of touching cells spells, of `fewest_cells`
// cells or more (the answer's witness: find_all_words lists words of 3
// letters or more, find_word's word may be shorter), and proves the claim
// from the paths the search marked.
[[nodiscard]] framework::witness_ptr<boggle::board> word_search_witness(int fewest_cells,
                                                                        word_claim_source claim);

}  // namespace grader::problems::boggle_proof
