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
  EXPECT_EQ(b.face(1, 2), "m");  // the letter stays: only the mark says "erased"
  b.unmark(1, 2);
  EXPECT_FALSE(b.used(1, 2));
  EXPECT_EQ(b, deck_board());
}

TEST(board, refuses_with_a_sentence_naming_the_cell) {
  board b = deck_board();
  EXPECT_NE(refusal([&] { b.mark_used(4, 0); }).find("mark_used(4,0): not a cell of the 4x4 board"),
            std::string::npos);
  EXPECT_NE(refusal([&] { b.unmark(0, -1); }).find("unmark(0,-1): not a cell"), std::string::npos);
  b.mark_used(0, 0);
  EXPECT_NE(refusal([&] { b.mark_used(0, 0); }).find("mark_used(0,0): the cell (G) is already in use"),
            std::string::npos);
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
