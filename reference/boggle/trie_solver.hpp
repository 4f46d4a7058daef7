#pragma once
// The grader's Boggle reference: every dictionary word a board holds, found by
// one walk of the board against a trie of the word list (a path is followed
// only while it spells a prefix of some word), instead of the deck's search
// for each word of the dictionary in turn.
//
// This file knows nothing of the framework's board type: a board is a plain
// row-major vector of faces, so the reference builds and is tested on its own.

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace boggle::fast {

// A word list, ready for find_all_words. Words are lowercase a-z; any other
// word is ignored (the grader filters lists before they get here).
class dictionary {
 public:
  explicit dictionary(std::span<const std::string> words);
  ~dictionary();
  dictionary(dictionary&&) noexcept;
  dictionary& operator=(dictionary&&) noexcept;

  std::size_t size() const;  // distinct words kept

  struct trie;  // the implementation's

 private:
  std::unique_ptr<trie> trie_;
  friend std::vector<std::string> find_all_words(const dictionary&, std::span<const std::string>, int, int,
                                                 std::size_t);
};

// The words of `words` of at least min_length letters that the board spells:
// a path of distinct cells, each adjacent (8 directions) to the one before,
// whose faces read the word ("qu" is one face of two letters). The board is
// rows x cols faces, row-major, each "a".."z" or "qu". Sorted, no duplicates.
std::vector<std::string> find_all_words(const dictionary& words, std::span<const std::string> faces, int rows,
                                        int cols, std::size_t min_length = 3);

}  // namespace boggle::fast
