// The model answer: the deck's findWord with the deck's node counts, the
// board left as it was, find_all_words agreeing with the fast reference and
// with the rules on boards rolled from the dice, and both scorings.

#include "framework/boggle/dice.hpp"
#include "framework/boggle/hooks.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/core/probe_sink.hpp"
#include "reference/boggle/trie_solver.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>

namespace {

using boggle::board;
using boggle::rules;
using boggle::scoring;
using boggle::testing::deck_board;
using boggle::testing::from;

struct searched {
  bool found = false;
  std::uint64_t nodes = 0;
};

searched find_counted(board& b, std::string_view word) {
  framework::probe::counter counted(&rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  searched out;
  out.found = boggle::find_word(b, word);
  out.nodes = counted.nodes();
  return out;
}

TEST(model_answer, finds_the_decks_words_with_the_decks_node_counts) {
  const std::pair<const char*, searched> expected[] = {
      {"tram", {true, 4}},   {"gram", {true, 4}},  {"armor", {true, 9}}, {"mart", {true, 6}},
      {"gaunt", {false, 3}}, {"dodo", {false, 2}}, {"mom", {false, 2}},  {"parlor", {false, 5}},
  };
  for (const auto& [word, want] : expected) {
    board b = deck_board();
    const auto got = find_counted(b, word);
    EXPECT_EQ(got.found, want.found) << word;
    EXPECT_EQ(got.nodes, want.nodes) << word;
    EXPECT_EQ(b, deck_board()) << word << " left the board changed";
  }
}

TEST(model_answer, spells_qu_as_two_letters) {
  board b = from({"Qu E E N", "I U S T", "T L T E", "O E I S"});
  EXPECT_TRUE(boggle::find_word(b, "queen"));
  EXPECT_TRUE(boggle::find_word(b, "quit"));
  EXPECT_FALSE(boggle::find_word(b, "qat"));
  board q = from({"Q A", "T E"});
  EXPECT_TRUE(boggle::find_word(q, "qat"));
}

TEST(model_answer, finds_all_words_of_a_small_list_with_both_scorings) {
  const boggle::dictionary words({"arm", "armor", "dodo", "gaunt", "mom", "tram", "clam"});
  board b = deck_board();
  const auto deck = boggle::find_all_words(b, words, scoring::deck);
  EXPECT_EQ(deck.words, (std::vector<std::string>{"arm", "armor", "clam", "tram"}));
  EXPECT_EQ(deck.score, 3U + 5U + 4U + 4U);
  EXPECT_EQ(boggle::find_all_words(b, words, scoring::official).score, 1U + 2U + 1U + 1U);
  EXPECT_EQ(b, deck_board());
}

// Boards rolled from the dice (the generator's determinism is
// generator_test's), against the whole of wamerican.
TEST(model_answer, agrees_with_the_fast_reference_and_the_rules_on_rolled_boards) {
  const std::filesystem::path wamerican = "/usr/share/dict/american-english";
  if (!std::filesystem::exists(wamerican)) GTEST_SKIP() << "wamerican is not installed";
  const boggle::dictionary words = boggle::load_word_list(wamerican);
  const boggle::fast::dictionary fast{std::span<const std::string>(words.words())};
  std::mt19937_64 rng(2026);
  for (int round = 0; round < 6; ++round) {
    const bool big = round % 2 == 1;
    const auto faces =
        big ? boggle::roll(boggle::big_boggle_dice, rng) : boggle::roll(boggle::standard_dice, rng);
    const int n = big ? 5 : 4;
    board b(n, n, faces);
    const auto found = boggle::find_all_words(b, words, scoring::deck);
    EXPECT_EQ(found.words, boggle::fast::find_all_words(fast, faces, n, n)) << rules::render(b);
    std::uint64_t score = 0;
    for (const auto& w : found.words) {
      EXPECT_TRUE(rules::find_path(b, w).has_value()) << w;
      score += w.size();
    }
    EXPECT_EQ(found.score, score);
    EXPECT_EQ(b, board(n, n, faces));
  }
}

}  // namespace
