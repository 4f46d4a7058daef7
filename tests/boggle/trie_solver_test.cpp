// The grader's Boggle reference checked against what does not depend on it:
// the deck's word-by-word search (reference/boggle/deck_search.hpp) on
// hundreds of seeded boards of every size, with small word lists made to
// contain both words on the board and near misses, and on a few boards with
// the full wamerican list when it is installed; and boards made by hand for
// the rules a random board rarely exercises (Qu, reusing a cell, duplicates,
// the corners of the used-cell mask).
#include "reference/boggle/trie_solver.hpp"

#include "framework/boggle/dice.hpp"
#include "framework/boggle/dictionary.hpp"
#include "framework/core/random_draw.hpp"
#include "reference/boggle/deck_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

namespace fast = boggle::fast;
using words = std::vector<std::string>;

constexpr const char* wamerican = "/usr/share/dict/american-english";

words split(const std::string& letters) {
  words faces;
  for (std::size_t i = 0; i < letters.size(); ++i) {
    if (letters[i] == 'q' && i + 1 < letters.size() && letters[i + 1] == 'u') {
      faces.emplace_back("qu");
      ++i;
    } else {
      faces.emplace_back(1, letters[i]);
    }
  }
  return faces;
}

words found(const words& dictionary, const words& faces, int rows, int cols, std::size_t min_length = 3) {
  return fast::find_all_words(fast::dictionary(dictionary), faces, rows, cols, min_length);
}

// The deck's board (seed 003): G A U T / P R M R / D O L A / E S I C.
const words deck_board = split("gautprmrdolaesic");

// wamerican's lowercase a-z words of at least 3 letters, as the grader loads it
// (boggle::load_word_list); empty when the list is not installed.
const words& full_list() {
  static const words list =
      std::filesystem::exists(wamerican) ? boggle::load_word_list(wamerican).words() : words{};
  return list;
}

const fast::dictionary& full_dictionary() {
  static const fast::dictionary d(full_list());
  return d;
}

// A list for one board: letters read along random walks of the board (which
// may step back onto a used cell, so some are on the board and some are not),
// the same with one letter changed, and random strings.
words list_for(const words& faces, int rows, int cols, std::mt19937_64& random) {
  words list{"the", "and", "queen", "quit", "tea", "eat", "ate", "rate", "tear", "stone", "notes", "onset"};
  const auto draw = [&random](int bound) {
    return static_cast<int>(framework::uniform_below(random, static_cast<std::uint64_t>(bound)));
  };
  for (int i = 0; i < 40; ++i) {
    int r = draw(rows);
    int c = draw(cols);
    std::string w;
    const int cells = 1 + draw(8);
    for (int k = 0; k < cells; ++k) {
      w += faces[static_cast<std::size_t>(r * cols + c)];
      const int nr = r + draw(3) - 1;
      const int nc = c + draw(3) - 1;
      if (nr >= 0 && nr < rows && nc >= 0 && nc < cols) r = nr, c = nc;
    }
    list.push_back(w);
    w[static_cast<std::size_t>(draw(static_cast<int>(w.size())))] = static_cast<char>('a' + draw(26));
    list.push_back(w);
  }
  for (int i = 0; i < 20; ++i) {
    std::string w;
    for (int k = 3 + draw(4); k > 0; --k) w += static_cast<char>('a' + draw(26));
    list.push_back(w);
  }
  return list;
}

void expect_same_as_deck(const words& list, const words& faces, int rows, int cols, std::size_t min_length,
                         const std::string& what) {
  const fast::dictionary d(list);
  EXPECT_EQ(fast::find_all_words(d, faces, rows, cols, min_length),
            boggle::deck::find_all_words(list, faces, rows, cols, min_length))
      << what;
}

TEST(BoggleTrieSolver, DeckBoard) {
  const words list{"gram", "soil", "lose",  "prod", "mart", "tram",
                   "rod",  "road", "doses", "ala",  "glad", "cola"};
  EXPECT_EQ(found(list, deck_board, 4, 4), (words{"gram", "lose", "mart", "prod", "rod", "soil", "tram"}));
  expect_same_as_deck(list, deck_board, 4, 4, 3, "the deck's board");
}

TEST(BoggleTrieSolver, DeckBoardWithTheFullList) {
  if (!std::filesystem::exists(wamerican))
    GTEST_SKIP() << wamerican << " is not installed (package wamerican)";
  const words& list = full_list();
  const words on_board = fast::find_all_words(full_dictionary(), deck_board, 4, 4);
  EXPECT_EQ(on_board, boggle::deck::find_all_words(list, deck_board, 4, 4));
  EXPECT_GT(on_board.size(), 50U);
  for (const char* w : {"gram", "soil", "prod", "tram"})
    EXPECT_TRUE(std::ranges::binary_search(on_board, std::string(w))) << w;
}

TEST(BoggleTrieSolver, QuIsOneFaceOfTwoLetters) {
  EXPECT_EQ(found({"queen", "queens", "quit", "quiz", "quip"}, split("queen"), 2, 2), (words{"queen"}));
  const words quiz = split("quitzpe");  // qu i t / z p e
  EXPECT_EQ(found({"quit", "quiz", "quip", "uit", "qit"}, quiz, 2, 3), (words{"quip", "quit", "quiz"}));
  EXPECT_EQ(found({"quit", "quiz", "quip"}, quiz, 2, 3, 5), words{});  // four letters each
  EXPECT_EQ(found({"quit", "quiz", "qui"}, quiz, 2, 3, 4), (words{"quit", "quiz"}));
  // "qu" never matches a q that is not followed by u, nor a lone q.
  EXPECT_EQ(found({"qat", "qiu", "q", "qa"}, split("quat"), 1, 3, 1), words{});
  // A u after the Qu face is a u of its own.
  EXPECT_EQ(found({"quu", "qu"}, {"qu", "u"}, 1, 2, 1), (words{"qu", "quu"}));
  // A plain "q" face (a board made by hand) matches the letter q alone.
  EXPECT_EQ(found({"qat", "quat"}, {"q", "a", "t"}, 1, 3), words{"qat"});
}

TEST(BoggleTrieSolver, ACellIsUsedOnceInAWord) {
  // a b / c d: "aba" would need a twice; "abca" too.
  EXPECT_EQ(found({"aba", "abca", "abcd", "dcba", "bad"}, split("abcd"), 2, 2),
            (words{"abcd", "bad", "dcba"}));
  EXPECT_EQ(found({"eee", "eeee", "eeeee"}, split("eeee"), 2, 2), (words{"eee", "eeee"}));
}

TEST(BoggleTrieSolver, AWordFoundAlongManyPathsIsReportedOnce) {
  // Every 3-cell path of a 3x3 board of e spells "eee": hundreds of paths.
  const words list{"eee", "eeeeeeeee", "ee", "eeeeeeeeee"};
  EXPECT_EQ(found(list, words(9, "e"), 3, 3), (words{"eee", "eeeeeeeee"}));
  EXPECT_EQ(found(list, words(9, "e"), 3, 3, 2), (words{"ee", "eee", "eeeeeeeee"}));
}

TEST(BoggleTrieSolver, MinLengthCountsLetters) {
  const words list{"a", "at", "tea", "eat", "ate", "teat"};
  const words board = split("teat");
  EXPECT_EQ(found(list, board, 2, 2), (words{"ate", "eat", "tea", "teat"}));
  EXPECT_EQ(found(list, board, 2, 2, 4), words{"teat"});
  EXPECT_EQ(found(list, board, 2, 2, 1), (words{"a", "at", "ate", "eat", "tea", "teat"}));
  EXPECT_EQ(found(list, board, 2, 2, 0), (words{"a", "at", "ate", "eat", "tea", "teat"}));
  EXPECT_EQ(found(list, board, 2, 2, 5), words{});
}

TEST(BoggleTrieSolver, OneByOneBoard) {
  EXPECT_EQ(found({"a", "aa", "b"}, {"a"}, 1, 1, 1), words{"a"});
  EXPECT_EQ(found({"a", "aa", "b"}, {"a"}, 1, 1), words{});
  EXPECT_EQ(found({"qu", "q", "u"}, {"qu"}, 1, 1, 1), words{"qu"});
}

TEST(BoggleTrieSolver, EightByEightBoardUsesEveryCell) {
  // The letters along a snake through all 64 cells (left to right, then right
  // to left), so the longest word uses the mask's last bit.
  words faces(64);
  std::string snake;
  for (int r = 0; r < 8; ++r) {
    for (int k = 0; k < 8; ++k) {
      const int c = r % 2 == 0 ? k : 7 - k;
      const char letter = static_cast<char>('a' + (r * 8 + k) % 26);
      faces[static_cast<std::size_t>(r * 8 + c)] = std::string(1, letter);
      snake += letter;
    }
  }
  const words list{snake, snake + "a", snake.substr(0, 63), snake.substr(1), snake.substr(56)};
  words expected{snake, snake.substr(1), snake.substr(0, 63), snake.substr(56)};
  std::ranges::sort(expected);
  EXPECT_EQ(found(list, faces, 8, 8), expected);
  expect_same_as_deck(list, faces, 8, 8, 3, "the snake");
}

TEST(BoggleTrieSolver, WordsWithOtherCharactersAreIgnored) {
  const words list{"Gram", "gram's", "gr-am", "gr\xc3\xa1m", "gram ", "", "soil", "soil"};
  const fast::dictionary d(list);
  EXPECT_EQ(d.size(), 1U);  // "soil", once
  EXPECT_EQ(fast::find_all_words(d, deck_board, 4, 4, 0), words{"soil"});
}

TEST(BoggleTrieSolver, WordsTooLongForAnyBoardAreNotKept) {
  // 64 cells of at most two letters each ("qu"): 128 letters at most.
  const fast::dictionary d(words{std::string(128, 'a'), std::string(129, 'a'), "tea"});
  EXPECT_EQ(d.size(), 2U);
}

TEST(BoggleTrieSolver, BadBoardsAreRefused) {
  const fast::dictionary d(words{"tea"});
  const auto refused = [&d](const words& faces, int rows, int cols) {
    EXPECT_THROW((void)fast::find_all_words(d, faces, rows, cols), std::invalid_argument)
        << rows << "x" << cols;
  };
  refused({}, 0, 0);
  refused(words(9, "a"), 9, 1);
  refused(words(9, "a"), 1, 9);
  refused(words(3, "a"), 1, -3);
  refused(words(15, "a"), 4, 4);
  refused(words(17, "a"), 4, 4);
  for (const char* bad : {"A", "ab", "", "q u", "1", "Qu", "uq"}) {
    words faces(4, "a");
    faces[3] = bad;
    refused(faces, 2, 2);
  }
  try {
    (void)fast::find_all_words(d, words{"a", "b", "c", "Z"}, 2, 2);
    FAIL() << "a capital face was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "boggle: the face at row 2, column 2 is \"Z\"; a face is one lowercase letter or \"qu\"");
  }
}

TEST(BoggleTrieSolver, MovedFromDictionaryFindsNothing) {
  fast::dictionary d(words{"tea", "eat"});
  fast::dictionary moved(std::move(d));
  EXPECT_EQ(moved.size(), 2U);
  EXPECT_EQ(fast::find_all_words(moved, split("teat"), 2, 2), (words{"eat", "tea"}));
  EXPECT_EQ(fast::find_all_words(d, split("teat"), 2, 2), words{});  // NOLINT(bugprone-use-after-move)
  d = std::move(moved);
  EXPECT_EQ(fast::find_all_words(d, split("teat"), 2, 2), (words{"eat", "tea"}));
}

TEST(BoggleTrieSolver, AgreesWithTheDeckOnRolledBoards) {
  std::mt19937_64 random(2026);
  for (int i = 0; i < 200; ++i) {
    const words faces = boggle::roll(boggle::standard_dice, random);
    expect_same_as_deck(list_for(faces, 4, 4, random), faces, 4, 4, 3, "4x4 board " + std::to_string(i));
  }
  for (int i = 0; i < 200; ++i) {
    const words faces = boggle::roll(boggle::big_boggle_dice, random);
    expect_same_as_deck(list_for(faces, 5, 5, random), faces, 5, 5, static_cast<std::size_t>(i % 4),
                        "5x5 board " + std::to_string(i));
  }
}

TEST(BoggleTrieSolver, AgreesWithTheDeckOnEveryShape) {
  std::mt19937_64 random(7);
  for (int rows = 1; rows <= 8; ++rows) {
    for (int cols = 1; cols <= 8; ++cols) {
      // Few letters, so that long words and many paths occur.
      words faces;
      for (int k = 0; k < rows * cols; ++k) {
        const auto pick = framework::uniform_below(random, 5);
        faces.push_back(pick == 4 ? std::string("qu") : std::string(1, "aest"[pick]));
      }
      expect_same_as_deck(list_for(faces, rows, cols, random), faces, rows, cols, 2,
                          std::to_string(rows) + "x" + std::to_string(cols));
    }
  }
}

TEST(BoggleTrieSolver, AgreesWithTheDeckWithTheFullList) {
  if (!std::filesystem::exists(wamerican))
    GTEST_SKIP() << wamerican << " is not installed (package wamerican)";
  const words& list = full_list();
  const fast::dictionary& d = full_dictionary();
  EXPECT_EQ(d.size(), 63737U);  // the count the kit's documentation gives
  std::mt19937_64 random(1);
  for (int i = 0; i < 2; ++i) {
    const words four = boggle::roll(boggle::standard_dice, random);
    EXPECT_EQ(fast::find_all_words(d, four, 4, 4), boggle::deck::find_all_words(list, four, 4, 4))
        << "4x4 " << i;
    const words five = boggle::roll(boggle::big_boggle_dice, random);
    EXPECT_EQ(fast::find_all_words(d, five, 5, 5), boggle::deck::find_all_words(list, five, 5, 5))
        << "5x5 " << i;
  }
}

TEST(BoggleTrieSolver, ThreadsShareOneDictionary) {
  const words list{"gram", "soil", "lose", "prod", "mart", "tram", "rod"};
  const fast::dictionary d(list);
  const words expected = fast::find_all_words(d, deck_board, 4, 4);
  std::vector<words> results(4);
  {
    std::vector<std::jthread> threads;
    for (words& r : results) {
      threads.emplace_back([&d, &r] {
        for (int i = 0; i < 200; ++i) r = fast::find_all_words(d, deck_board, 4, 4);
      });
    }
  }
  for (const words& r : results) EXPECT_EQ(r, expected);
}

TEST(BoggleTrieSolver, RollingIsDeterministic) {
  std::mt19937_64 a(99);
  std::mt19937_64 b(99);
  const words first = boggle::roll(boggle::standard_dice, a);
  EXPECT_EQ(first, boggle::roll(boggle::standard_dice, b));
  EXPECT_EQ(first.size(), 16U);
  const words big = boggle::roll(boggle::big_boggle_dice, a);
  EXPECT_EQ(big.size(), 25U);
  for (const words& board : {first, big}) {
    for (const std::string& f : board)
      EXPECT_TRUE(f == "qu" || (f.size() == 1 && f[0] >= 'a' && f[0] <= 'z')) << f;
  }
}

}  // namespace
