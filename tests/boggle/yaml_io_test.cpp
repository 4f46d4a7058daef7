// Boards and words from YAML: the deck's drawing, the compact row form, Qu,
// errors named by file, line and field; and the word lists a case names,
// read through the registered driver (a missing list is a located error).

#include "framework/boggle/yaml_io.hpp"
#include "framework/boggle/dictionary.hpp"
#include "grader/core/problem_driver.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace {

using boggle::board;
using framework::yaml_cursor;

board board_of(const std::string& yaml) {
  return boggle::parse_board(yaml_cursor::load_string(yaml, "case.yaml"));
}

framework::input_error error_of(const std::function<void()>& read) {
  try {
    read();
  } catch (const framework::input_error& e) {
    return e;
  }
  ADD_FAILURE() << "no error";
  return framework::input_error({}, "none");
}

void expect_error(const std::string& yaml, int line, const std::string& field, const std::string& phrase) {
  const auto e = error_of([&] { (void)board_of(yaml); });
  EXPECT_EQ(e.where().line, line) << e.what();
  EXPECT_EQ(e.where().field, field) << e.what();
  EXPECT_NE(std::string(e.what()).find(phrase), std::string::npos) << e.what();
}

TEST(yaml_io, reads_the_decks_drawing) {
  EXPECT_EQ(board_of("board: |\n  G A U T\n  P R M R\n  D O L A\n  E S I C\n"),
            boggle::testing::deck_board());
  EXPECT_EQ(board_of("board: |\n  g a u t\n  p r m r\n  d o l a\n  e s i c\n"),
            boggle::testing::deck_board());
}

TEST(yaml_io, reads_compact_rows_and_lists_of_rows) {
  EXPECT_EQ(board_of("board: [GAUT, PRMR, DOLA, ESIC]\n"), boggle::testing::deck_board());
  EXPECT_EQ(board_of("board: |\n  GAUT\n  PRMR\n  DOLA\n  ESIC\n"), boggle::testing::deck_board());
  const board qu = board_of("board: [QuIT, ABC]\n");
  EXPECT_EQ(qu.cols(), 3);
  EXPECT_EQ(qu.face(0, 0), "qu");
  EXPECT_EQ(board_of("board: A\n").face(0, 0), "a");
}

TEST(yaml_io, reads_qu_as_one_face_in_any_case) {
  const board b = board_of("board: |\n  Qu E\n  QU q\n");
  EXPECT_EQ(b.face(0, 0), "qu");
  EXPECT_EQ(b.face(1, 0), "qu");
  EXPECT_EQ(b.face(1, 1), "q");
  EXPECT_EQ(boggle::spaced_row("QuIT"), "Qu I T");
  EXPECT_EQ(boggle::spaced_row("  Qu I T"), "  Qu I T");
}

TEST(yaml_io, names_the_line_and_field_of_a_bad_board) {
  expect_error("board: |\n  G A U T\n  P R 3 R\n", 3, "board", "'3' is not a face");
  expect_error("board: |\n  G A U T\n  P R M\n", 3, "board", "");
  expect_error("board:\n  - G A\n  - P Rx\n", 3, "board[1]", "'Rx' is not a face");
  expect_error("hook: find_word\n", 1, "board", "board");
  expect_error("board: AAAAAAAAA\n", 1, "board", "");
}

TEST(yaml_io, reads_a_word_lowercase) {
  EXPECT_EQ(boggle::parse_word(yaml_cursor::load_string("word: MaRt\n", "c.yaml").at("word")), "mart");
  const auto e = error_of(
      [] { (void)boggle::parse_word(yaml_cursor::load_string("word: can't\n", "c.yaml").at("word")); });
  EXPECT_NE(std::string(e.what()).find("letters a-z only"), std::string::npos) << e.what();
}

// A case through the driver, as `grader validate` reads it.
grader::test_case parse_case(const std::string& yaml) {
  const auto* d = grader::find_driver("boggle");
  EXPECT_NE(d, nullptr);
  grader::test_case tc;
  tc.problem = "boggle";
  const auto at = yaml_cursor::load_string(yaml, "case.yaml");
  tc.hook = at.at("hook").as_string();
  d->parse_case(at, std::filesystem::path(BT_SOURCE_DIR) / "testcases" / "boggle", tc);
  return tc;
}

const std::string kDeck = "board: [GAUT, PRMR, DOLA, ESIC]\n";

TEST(yaml_io, a_case_names_a_shipped_word_list) {
  const auto tc = parse_case("hook: find_all_words\n" + kDeck + "dictionary: lecture\n");
  EXPECT_EQ(tc.expected.at("words").size(), 12U);
  EXPECT_EQ(tc.expected.at("score"), 46);
  EXPECT_EQ(tc.input.at("scoring"), "deck");
  EXPECT_EQ(boggle::dictionary::from_joined(tc.input.at("dictionary").get<std::string>()).size(), 19U);
}

TEST(yaml_io, a_missing_word_list_is_a_located_error) {
  const auto e =
      error_of([] { (void)parse_case("hook: find_all_words\n" + kDeck + "dictionary: klingon\n"); });
  EXPECT_EQ(e.where().file, "case.yaml");
  EXPECT_EQ(e.where().line, 3) << e.what();
  EXPECT_EQ(e.where().field, "dictionary") << e.what();
  EXPECT_NE(std::string(e.what()).find("no word list file"), std::string::npos) << e.what();
  EXPECT_NE(std::string(e.what()).find("known word lists: lecture, quiz"), std::string::npos) << e.what();
}

TEST(yaml_io, a_case_with_fields_of_the_other_hook_is_an_error) {
  const auto e =
      error_of([] { (void)parse_case("hook: find_word\n" + kDeck + "word: tram\nscoring: official\n"); });
  EXPECT_EQ(e.where().field, "scoring") << e.what();
  const auto f = error_of([] { (void)parse_case("hook: find_all_words\n" + kDeck + "scoring: dice\n"); });
  EXPECT_EQ(f.where().field, "scoring") << f.what();
}

TEST(yaml_io, a_find_word_case_knows_its_answer) {
  EXPECT_EQ(parse_case("hook: find_word\n" + kDeck + "word: Tram\n").expected.at("found"), true);
  EXPECT_EQ(parse_case("hook: find_word\n" + kDeck + "word: dodo\n").expected.at("found"), false);
  EXPECT_EQ(parse_case("hook: find_word\n" + kDeck + "word: tram\n").input.at("word"), "tram");
}

}  // namespace
