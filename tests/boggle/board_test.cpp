// The board: faces fixed at construction (letters and Qu, any case, 1x1 to
// 8x8), mark_used and unmark as the only edits, refusing what no search can
// do with a sentence naming the cell, and every edit reported to the probe.

#include "framework/boggle/board.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/probe_sink.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

namespace {

using boggle::board;
using boggle::testing::deck_board;

std::string refusal(const std::function<void()>& edit) {
  try {
    edit();
  } catch (const framework::rule_violation& e) {
    return e.what();
  }
  ADD_FAILURE() << "no refusal";
  return {};
}

TEST(board, holds_the_faces_lowercase_with_qu_as_one_face) {
  const board b(2, 2, {"G", "qu", "Qu", "z"});
  EXPECT_EQ(b.rows(), 2);
  EXPECT_EQ(b.cols(), 2);
  EXPECT_EQ(b.face(0, 0), "g");
  EXPECT_EQ(b.face(0, 1), "qu");
  EXPECT_EQ(b.face(1, 0), "qu");
  EXPECT_EQ(b.face(1, 1), "z");
  EXPECT_EQ(b.face(2, 0), "");
  EXPECT_EQ(b.face(-1, 0), "");
  EXPECT_FALSE(b.used(0, 0));
}

TEST(board, refuses_sizes_and_faces_it_cannot_hold) {
  EXPECT_THROW(board(0, 4, {}), std::invalid_argument);
  EXPECT_THROW(board(9, 1, std::vector<std::string>(9, "a")), std::invalid_argument);
  EXPECT_NO_THROW(board(8, 8, std::vector<std::string>(64, "a")));
  EXPECT_NO_THROW(board(1, 1, {"a"}));
  EXPECT_THROW(board(1, 2, {"a"}), std::invalid_argument);
  try {
    (void)board(1, 2, {"a", "ab"});
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'ab' at (0,1) is not a face"), std::string::npos) << e.what();
  }
  EXPECT_THROW(board(1, 1, {"1"}), std::invalid_argument);
  EXPECT_THROW(board(1, 1, {""}), std::invalid_argument);
}

TEST(board, marks_and_unmarks_cells) {
  board b = deck_board();
  b.mark_used(1, 2);
  EXPECT_TRUE(b.used(1, 2));
  EXPECT_EQ(b.used_count(), 1);
  EXPECT_EQ(b.face(1, 2), "*");     // erased, as the deck's board[row][col] = '*'
  EXPECT_EQ(b.letters(1, 2), "m");  // the letters stay, for whoever shows the board
  b.unmark(1, 2);
  EXPECT_FALSE(b.used(1, 2));
  EXPECT_EQ(b.face(1, 2), "m");  // RESTORE LETTER
  EXPECT_EQ(b, deck_board());
}

TEST(board, a_cell_in_use_fails_the_decks_letter_test) {
  // The deck's test, GRID LETTER != FIRST LETTER OF WORD, written both ways a
  // port writes it: on a cell in use it fails for every word, with no used().
  board b = deck_board();
  const std::string word = "dodo";
  EXPECT_TRUE(word.starts_with(b.face(2, 0)));
  EXPECT_EQ(b.face(2, 0), word.substr(0, 1));
  b.mark_used(2, 0);
  EXPECT_FALSE(word.starts_with(b.face(2, 0)));
  EXPECT_NE(b.face(2, 0), word.substr(0, 1));
  EXPECT_FALSE(b.face(2, 0).empty());  // "" would begin every word
  EXPECT_EQ(b.face(2, 0), board::erased);
  EXPECT_EQ(b.letters(2, 0), "d");
  EXPECT_EQ(b.face(2, 1), "o");  // only the cell marked reads erased
}

TEST(board, an_erased_qu_face_keeps_its_length) {
  // One star per letter, so word.substr(face.size()) after mark_used skips
  // the two letters of Qu, as it does before.
  board b(1, 2, {"qu", "a"});
  b.mark_used(0, 0);
  EXPECT_EQ(b.face(0, 0), "**");
  EXPECT_EQ(b.letters(0, 0), "qu");
  EXPECT_FALSE(std::string_view("quit").starts_with(b.face(0, 0)));
  EXPECT_EQ(b.face(0, 0).size(), b.letters(0, 0).size());
  EXPECT_EQ(b.face(0, 1), "a");
}

TEST(board, letters_read_the_faces_whatever_the_use) {
  board b(2, 2, {"G", "qu", "Qu", "z"});
  for (int row = 0; row < 2; ++row) {
    for (int col = 0; col < 2; ++col) b.mark_used(row, col);
  }
  EXPECT_EQ(b.letters(0, 0), "g");
  EXPECT_EQ(b.letters(0, 1), "qu");
  EXPECT_EQ(b.letters(1, 0), "qu");
  EXPECT_EQ(b.letters(1, 1), "z");
  EXPECT_EQ(b.letters(2, 0), "");
  EXPECT_EQ(b.face(-1, 0), "");  // off the grid: nothing, in use or not
  // What shows and encodes the board keeps the letters of cells in use.
  EXPECT_EQ(boggle::rules::state_json(b).at("faces"), nlohmann::json({"g", "qu", "qu", "z"}));
  EXPECT_EQ(boggle::rules::state_from_json(boggle::rules::state_json(b)), b);
  EXPECT_NE(boggle::rules::render(b).find("G*"), std::string::npos) << boggle::rules::render(b);
  EXPECT_NE(boggle::rules::render(b).find("Qu*"), std::string::npos) << boggle::rules::render(b);
  EXPECT_EQ(boggle::rules::path_text(b, {{0, 0}, {0, 1}}), "G(0,0) Qu(0,1)");
}

TEST(board, refuses_with_a_sentence_naming_the_cell) {
  board b = deck_board();
  EXPECT_NE(refusal([&] { b.mark_used(4, 0); }).find("mark_used(4,0): not a cell of the 4x4 board"),
            std::string::npos);
  EXPECT_NE(refusal([&] { b.unmark(0, -1); }).find("unmark(0,-1): not a cell"), std::string::npos);
  b.mark_used(0, 0);
  const std::string twice = refusal([&] { b.mark_used(0, 0); });
  EXPECT_NE(
      twice.find("mark_used(0,0): the cell (G) is already in use, and reads \"*\" until it is unmarked"),
      std::string::npos)
      << twice;
  // The board cannot tell a cell on the word's path from one a failed
  // branch left marked: the refusal story says which (search_story_test).
  EXPECT_EQ(twice.find("when the search backs up"), std::string::npos) << twice;
  EXPECT_NE(refusal([&] { b.unmark(0, 1); }).find("unmark(0,1): the cell (A) is not in use"),
            std::string::npos);
  EXPECT_TRUE(b.used(0, 0));
  EXPECT_EQ(b.used_count(), 1);
}

TEST(board, reports_every_mark_as_a_node) {
  framework::probe::counter counted(&boggle::rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  board b = deck_board();
  b.mark_used(0, 0);
  b.mark_used(0, 1);
  b.unmark(0, 1);
  b.mark_used(0, 1);
  b.unmark(0, 1);
  b.unmark(0, 0);
  EXPECT_EQ(counted.nodes(), 3U);
}

TEST(board, compares_faces_and_marks_not_identities) {
  board a = deck_board();
  board b = a;
  EXPECT_EQ(a, b);
  b.mark_used(3, 3);
  EXPECT_NE(a, b);
  EXPECT_NE(a, boggle::testing::from({"GAUT", "PRMR", "DOLA", "ESIX"}));
  EXPECT_NE(a.identity().id(), board(a).identity().id());
}

TEST(board, labels_faces_as_printed) {
  EXPECT_EQ(boggle::face_label("qu"), "Qu");
  EXPECT_EQ(boggle::face_label("g"), "G");
  EXPECT_EQ(boggle::face_label("*"), "*");
  EXPECT_EQ(boggle::face_of("QU"), "qu");
  EXPECT_EQ(boggle::face_of("Q"), "q");
  EXPECT_EQ(boggle::face_of("qa"), std::nullopt);
  EXPECT_EQ(boggle::face_of("é"), std::nullopt);
}

TEST(board, lists_the_neighbours_in_the_decks_order) {
  const std::array<boggle::cell, 8> deck{
      boggle::cell{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
  EXPECT_EQ(board::neighbour_offsets, deck);
}

}  // namespace
