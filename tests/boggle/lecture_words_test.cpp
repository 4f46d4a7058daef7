// The grader's runs of the deck's Boggle searches (framework/boggle/
// lecture_words.hpp): the model answer's findWord and BoggleGame loop, mark
// for mark, on the deck's board and on boards rolled from the dice.

#include "framework/boggle/lecture_words.hpp"
#include "framework/boggle/dice.hpp"
#include "framework/boggle/hooks.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/core/probe_sink.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

using boggle::board;
using boggle::rules;
using boggle::testing::deck_board;

// The cells marked while `search` ran on a copy of `from`, in order.
template <class Search>
std::vector<std::string> marks_of(const board& from, Search search) {
  struct heard final : framework::probe::sink {
    void edited(std::uint32_t, framework::probe::edit kind, std::int32_t a, std::int32_t b,
                std::int32_t c) override {
      edits.push_back((kind == framework::probe::edit::place ? "+" : "-") + std::to_string(a) + "," +
                      std::to_string(b) + "," + std::to_string(c));
    }
    void refused(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
    std::vector<std::string> edits;
  } listener;
  board b = from;
  {
    const framework::probe::scoped_sink listening(listener);
    search(b);
  }
  EXPECT_EQ(b, from) << "the search left the board changed";
  return listener.edits;
}

TEST(lecture_words, find_word_is_the_model_answers_edit_for_edit) {
  for (const char* word : {"tram", "gram", "armor", "mart", "gaunt", "dodo", "mom", "parlor", "lam", "zzz"}) {
    EXPECT_EQ(marks_of(deck_board(), [&](board& b) { (void)boggle::lecture::find_word(b, word); }),
              marks_of(deck_board(), [&](board& b) { (void)boggle::find_word(b, word); }))
        << word;
    board b = deck_board();
    board c = deck_board();
    EXPECT_EQ(boggle::lecture::find_word(b, word), boggle::find_word(c, word)) << word;
  }
}

TEST(lecture_words, the_game_loop_is_the_model_answers_edit_for_edit) {
  const boggle::dictionary words({"arm", "armor", "dodo", "gaunt", "mom", "tram", "clam", "sold", "cold"});
  EXPECT_EQ(marks_of(deck_board(), [&](board& b) { boggle::lecture::find_all_words(b, words); }),
            marks_of(deck_board(),
                     [&](board& b) { (void)boggle::find_all_words(b, words, boggle::scoring::deck); }));
}

}  // namespace
