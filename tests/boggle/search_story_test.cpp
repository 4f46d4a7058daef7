// What the grader tells a Boggle search whose mark the board refused
// (framework/core/search_history.hpp with the rules' already_on_line): a cell
// marked again while it is still on the word's path is named as such, never
// as "a branch that failed was not undone", and the deck's own test, with the
// erased face, never comes to a refusal at all.

#include "framework/boggle/rules.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace {

using boggle::board;
using boggle::cell;
using boggle::rules;
using boggle::testing::deck_board;

// Runs `search` on a copy of `start` under a trace recorder, as a runner
// would, and returns what the grader's replay says about the refused edit.
std::string story_of(const board& start, const std::function<void(board&)>& search) {
  framework::trace::recorder recorded;
  {
    board b = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(b.identity().id(), 0);
    EXPECT_THROW(search(b), framework::rule_violation);
  }
  framework::state_replayer<rules> replay({start});
  replay.replay(recorded.records());
  return replay.last_refusal().value_or("(no refusal)");
}

// The deck's findWord with the letter test on b.letters (which an erased
// cell keeps) instead of b.face: a word that comes back to a cell of its
// path marks that cell again.
bool reads_the_letters(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || !word.starts_with(b.letters(row, col))) return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.letters(row, col).size());
  bool found = false;
  for (const cell d : board::neighbour_offsets) {
    if (reads_the_letters(b, rest, row + d.row, col + d.col)) {
      found = true;
      break;
    }
  }
  b.unmark(row, col);
  return found;
}

// The deck's findWord, its test exactly as the deck writes it (OFF THE GRID
// || GRID LETTER != FIRST LETTER OF WORD), no used() anywhere.
bool deck_literal(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (row < 0 || row >= b.rows() || col < 0 || col >= b.cols() ||
      b.face(row, col) != word.substr(0, b.face(row, col).size()))
    return false;
  b.mark_used(row, col);
  const std::string_view rest = word.substr(b.face(row, col).size());
  const bool result = deck_literal(b, rest, row - 1, col - 1) || deck_literal(b, rest, row - 1, col) ||
                      deck_literal(b, rest, row - 1, col + 1) || deck_literal(b, rest, row, col - 1) ||
                      deck_literal(b, rest, row, col + 1) || deck_literal(b, rest, row + 1, col - 1) ||
                      deck_literal(b, rest, row + 1, col) || deck_literal(b, rest, row + 1, col + 1);
  b.unmark(row, col);
  return result;
}

bool from_every_cell(board& b, std::string_view word,
                     const std::function<bool(board&, std::string_view, int, int)>& from) {
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) {
      if (from(b, word, row, col)) return true;
    }
  }
  return false;
}

TEST(search_story, a_cell_marked_again_on_the_words_path_is_named) {
  const std::string text =
      story_of(deck_board(), [](board& b) { (void)from_every_cell(b, "dodo", &reads_the_letters); });
  EXPECT_NE(text.find("your search was at node 2"), std::string::npos) << text;
  EXPECT_NE(text.find("  applied (2,0)\n  applied (2,1)\n  then    mark_used(2,0) refused\n"),
            std::string::npos)
      << text;
  EXPECT_NE(
      text.find("likely cause: (2,0) is already on the word's path: a word uses each cell once; skip a "
                "cell in use (b.used(row, col)), or test its face as the deck does: a cell in use reads "
                "\"*\""),
      std::string::npos)
      << text;
  EXPECT_EQ(text.find("a branch that failed was not undone"), std::string::npos) << text;
  EXPECT_EQ(text.find("undo_move"), std::string::npos) << text;
  EXPECT_NE(text.find("2 D* O* L  A"), std::string::npos) << text;  // the letters, with the marks
}

TEST(search_story, a_cell_searched_from_itself_is_on_the_path_too) {
  // A neighbour loop over -1..1 that forgets to skip (0,0): the search calls
  // itself on the cell it just marked.
  const std::function<bool(board&, std::string_view, int, int)> around_itself =
      [&](board& b, std::string_view word, int row, int col) {
        if (word.empty()) return true;
        if (!b.on_grid(row, col) || !word.starts_with(b.letters(row, col))) return false;
        b.mark_used(row, col);
        bool found = false;
        for (int dr = -1; dr <= 1 && !found; ++dr) {
          for (int dc = -1; dc <= 1 && !found; ++dc)
            found = around_itself(b, word.substr(b.letters(row, col).size()), row + dr, col + dc);
        }
        b.unmark(row, col);
        return found;
      };
  const std::string text =
      story_of(deck_board(), [&](board& b) { (void)from_every_cell(b, "ss", around_itself); });
  EXPECT_NE(text.find("likely cause: (3,1) is already on the word's path"), std::string::npos) << text;
  EXPECT_EQ(text.find("branch"), std::string::npos) << text;
}

TEST(search_story, a_qu_cell_on_the_path_reads_as_erased_in_the_cause) {
  const board start = boggle::testing::from({"Qu I", "A T"});
  const std::string text =
      story_of(start, [](board& b) { (void)from_every_cell(b, "quiqu", &reads_the_letters); });
  EXPECT_NE(text.find("(0,0) is already on the word's path"), std::string::npos) << text;
  EXPECT_NE(text.find("a cell in use reads \"**\""), std::string::npos) << text;
}

TEST(search_story, the_decks_test_alone_never_marks_a_cell_twice) {
  // No refusal to tell: the erased face fails the deck's letter test.
  for (const char* word : {"dodo", "mom", "tram", "armor", "gaunt"}) {
    board b = deck_board();
    EXPECT_EQ(from_every_cell(b, word, &deck_literal), rules::find_path(deck_board(), word).has_value())
        << word;
    EXPECT_EQ(b, deck_board()) << word;
  }
}

}  // namespace
