// What a Boggle count proves (grader/problems/boggle_proof.hpp): searches run
// in this process under a trace recorder, their traces replayed as the grader
// replays a runner's. The deck's word-by-word search (either way round) and a
// search that follows the board are proven; a search that marks only the
// paths of the words it returns, or goes straight to a word's path, is not,
// and the message names the word and the cell never marked.

#include "framework/boggle/dictionary.hpp"
#include "framework/boggle/lecture_words.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "grader/problems/boggle_proof.hpp"
#include "tests/boggle/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

using boggle::board;
using boggle::rules;
using framework::trace::proof_result;
using grader::problems::boggle_proof::word_claim;

const std::vector<std::string> kWords{"dram", "gaunt", "gram", "mom",  "prom",
                                      "quiz", "rod",   "sic",  "soil", "zebra"};

word_claim claim_of(const board& b, const std::vector<std::string>& words) {
  word_claim c{b, std::make_shared<const std::vector<std::string>>(words), {}};
  for (const auto& w : words)
    if (rules::find_path(b, w)) c.found.push_back(w);
  std::sort(c.found.begin(), c.found.end());
  return c;
}

// The proof of what `search` does to a copy of `start`, as the grader checks find_all_words'.
proof_result proof_of(const board& start, const std::vector<std::string>& words,
                      const std::function<void(board&)>& search, int fewest_cells = 3) {
  framework::trace::recorder recorded;
  {
    board b = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(b.identity().id(), 0);
    search(b);
  }
  framework::state_replayer<rules> replay({start}, std::size_t{1} << 21, 0,
                                          grader::problems::boggle_proof::word_search_witness(
                                              fewest_cells, [&] { return claim_of(start, words); }));
  replay.replay(recorded.records());
  (void)replay.take_witnessed();
  return replay.take_proof().value();
}

// The deck's findWord with its start cells and neighbours taken back to front.
bool find_word_reversed(board& b, std::string_view word, int row, int col) {
  if (word.empty()) return true;
  if (!b.on_grid(row, col) || !word.starts_with(b.face(row, col))) return false;
  const std::string_view rest = word.substr(b.face(row, col).size());
  b.mark_used(row, col);
  bool found = false;
  for (auto d = board::neighbour_offsets.rbegin(); d != board::neighbour_offsets.rend() && !found; ++d)
    found = find_word_reversed(b, rest, row + d->row, col + d->col);
  b.unmark(row, col);
  return found;
}

// A search that follows the board: a path goes on while it spells a prefix.
void follow_board(board& b, const boggle::dictionary& words, int row, int col, std::string& spelled) {
  if (!b.on_grid(row, col) || b.used(row, col)) return;
  const std::size_t before = spelled.size();
  spelled += b.letters(row, col);
  if (words.has_prefix(spelled)) {
    b.mark_used(row, col);
    for (const auto d : board::neighbour_offsets) follow_board(b, words, row + d.row, col + d.col, spelled);
    b.unmark(row, col);
  }
  spelled.resize(before);
}

TEST(boggle_proof, the_decks_search_of_a_list_is_proven_and_ranks_in_either_order) {
  const board start = boggle::testing::deck_board();
  const auto forward = proof_of(start, kWords, [](board& b) {
    for (const auto& w : kWords) (void)boggle::lecture::find_word(b, w);
  });
  EXPECT_TRUE(forward.proven) << forward.unproven;
  EXPECT_TRUE(forward.ordered);
  EXPECT_FALSE(forward.counts);
  const auto backward = proof_of(start, kWords, [](board& b) {
    for (const auto& w : kWords) {
      bool found = false;
      for (int at = b.rows() * b.cols() - 1; at >= 0 && !found; --at)
        found = find_word_reversed(b, w, at / b.cols(), at % b.cols());
    }
  });
  EXPECT_TRUE(backward.proven) << backward.unproven;
  EXPECT_TRUE(backward.ordered);
}

TEST(boggle_proof, a_search_that_follows_the_board_is_proven) {
  const board start = boggle::testing::deck_board();
  const boggle::dictionary words(kWords);
  const auto p = proof_of(start, kWords, [&](board& b) {
    std::string spelled;
    for (int row = 0; row < b.rows(); ++row)
      for (int col = 0; col < b.cols(); ++col) follow_board(b, words, row, col, spelled);
  });
  EXPECT_TRUE(p.proven) << p.unproven;
  EXPECT_TRUE(p.ordered);
}

TEST(boggle_proof, a_word_with_a_letter_no_cell_shows_needs_no_search) {
  const board start = boggle::testing::deck_board();
  const auto p = proof_of(start, kWords, [](board& b) {
    for (const auto& w : kWords)
      if (w != "zebra" && w != "quiz") (void)boggle::lecture::find_word(b, w);
  });
  EXPECT_TRUE(p.proven) << p.unproven;
}

TEST(boggle_proof, marking_only_the_words_found_proves_nothing_of_the_others) {
  const board start = boggle::testing::deck_board();
  const auto p = proof_of(start, kWords, [](board& b) {
    for (const auto& w : kWords) {
      const auto cells = rules::find_path(b, w);
      if (!cells) continue;
      for (const auto c : *cells) b.mark_used(c.row, c.col);
      for (auto c = cells->rbegin(); c != cells->rend(); ++c) b.unmark(c->row, c->col);
    }
  });
  EXPECT_FALSE(p.proven);
  // 'gaunt' needs no search (no cell shows an N); 'mom' does.
  EXPECT_NE(p.unproven.find("'mom' is not on the board"), std::string::npos) << p.unproven;
  EXPECT_NE(p.unproven.find("never marked M(1,2) as a path's first cell"), std::string::npos) << p.unproven;
  EXPECT_NE(p.advice.find("dictionary.has_prefix"), std::string::npos);
}

TEST(boggle_proof, a_word_found_without_the_paths_before_it_is_not_proven) {
  // Either way round, the search meets an A with no B beside it first.
  const board start = boggle::testing::from({"A C A B C A"});
  const auto mark_the_path = [](board& b) {
    b.mark_used(0, 2);
    b.mark_used(0, 3);
    b.unmark(0, 3);
    b.unmark(0, 2);
  };
  const auto straight = proof_of(start, {"ab"}, mark_the_path, 1);
  EXPECT_FALSE(straight.proven);
  EXPECT_NE(straight.unproven.find("your search found 'ab'"), std::string::npos) << straight.unproven;
  EXPECT_NE(straight.unproven.find("never marked A(0,0) as a path's first cell"), std::string::npos)
      << straight.unproven;
  const auto searched = proof_of(
      start, {"ab"}, [](board& b) { EXPECT_TRUE(boggle::lecture::find_word(b, "ab")); }, 1);
  EXPECT_TRUE(searched.proven) << searched.unproven;

  const auto skipped = proof_of(
      boggle::testing::deck_board(), {"gator"},
      [](board& b) {
        b.mark_used(0, 0);
        b.unmark(0, 0);
      },
      1);
  EXPECT_FALSE(skipped.proven);
  EXPECT_NE(skipped.unproven.find("never marked A(0,1) after G(0,0), which spells 'g'"), std::string::npos)
      << skipped.unproven;
}

TEST(boggle_proof, a_path_marked_on_a_copy_of_the_board_counts) {
  const board start = boggle::testing::deck_board();
  const auto p = proof_of(start, kWords, [](board& b) {
    for (const auto& w : kWords) {
      board copy = b;
      (void)boggle::lecture::find_word(copy, w);
    }
  });
  EXPECT_TRUE(p.proven) << p.unproven;
}

}  // namespace
