// The driver's diagnoses: cells left marked, a word spelled only by using a
// cell twice, a score counted in dice, and one reason for every word missed
// (the Qu face read as Q, or the edges a bound test loses).

#include "grader/problems/boggle_feedback.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

namespace {

namespace fb = grader::problems::boggle_feedback;
using boggle::testing::deck_board;
using boggle::testing::from;

TEST(feedback, names_the_cells_left_marked) {
  auto b = deck_board();
  EXPECT_EQ(fb::left_marked("find_word(\"tram\")", b), std::nullopt);
  b.mark_used(0, 3);
  const auto text = fb::left_marked("find_word(\"tram\")", b);
  ASSERT_TRUE(text.has_value());
  EXPECT_NE(text->find("find_word(\"tram\") leaves 1 cell marked used: T(0,3)"), std::string::npos) << *text;
}

TEST(feedback, tells_a_word_spelled_only_with_a_cell_twice) {
  EXPECT_TRUE(fb::spelled_reusing_cells(deck_board(), "dodo"));
  EXPECT_TRUE(fb::spelled_reusing_cells(deck_board(), "tram"));
  EXPECT_FALSE(fb::spelled_reusing_cells(deck_board(), "gaunt"));
  // 16 As: a polynomial check, where trying paths would take 8^30 steps.
  EXPECT_FALSE(fb::spelled_reusing_cells(from({"AAAA", "AAAA", "AAAA", "AAAA"}), std::string(30, 'a') + "b"));
}

TEST(feedback, counts_a_score_in_dice) {
  EXPECT_EQ(fb::dice_score({"quit", "tram"}, boggle::scoring::deck), 3U + 4U);
  EXPECT_EQ(fb::dice_score({"queue"}, boggle::scoring::official), 1U);
}

TEST(feedback, gives_one_reason_for_every_word_missed) {
  const auto qu = from({"Qu E E N", "I U S T", "T L T E", "O E I S"});
  EXPECT_NE(fb::why_missed(qu, {"tuque"}).find("the Qu face"), std::string::npos);
  // queen has a path through the U next to Qu: not the Qu face's fault.
  EXPECT_EQ(fb::why_missed(qu, {"queen"}).find("the Qu face"), std::string::npos);
  EXPECT_NE(fb::why_missed(deck_board(), {"tram", "clam", "dose"}).find("the bottom row or the right column"),
            std::string::npos);
  EXPECT_NE(fb::why_missed(deck_board(), {"gram"}).find("the top row or the left column"), std::string::npos);
  EXPECT_EQ(fb::why_missed(deck_board(), {"rod", "soil"}), "");
  EXPECT_EQ(fb::why_missed(deck_board(), {}), "");
}

}  // namespace
