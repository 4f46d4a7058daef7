#pragma once
// What the Boggle driver asks of the instructor's kit beyond its reports on
// cases: the fast reference's trie of each word list and its board walk (the
// instructor's trie_solver.hpp), which decide the words of find_all_words
// cases. The reference part (boggle_reference.cpp) fills it; the student
// handout has none, and its driver asks the rules word by word.

#include "framework/boggle/board.hpp"
#include "framework/boggle/rules.hpp"
#include "grader/core/rules_reference.hpp"
#include "grader/problems/boggle_word_lists.hpp"

#include <functional>
#include <string>
#include <vector>

namespace grader::problems {

struct boggle_rules_reference : rules_reference<boggle::rules> {
  // The trie of a word list, built once as the list is read.
  word_index index;
  // Every word of the trie on the board, sorted: what decides find_all_words.
  std::function<std::vector<std::string>(const boggle::fast::dictionary&, const boggle::board&)>
      words_on_board;
};

}  // namespace grader::problems
