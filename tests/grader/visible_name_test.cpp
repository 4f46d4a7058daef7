// visible_name: a name a team chose, shown with nothing a terminal or a
// spreadsheet acts on, and readable back to its exact bytes.

#include "grader/report/visible_name.hpp"

#include <gtest/gtest.h>

namespace grader::report {
namespace {

TEST(VisibleName, KeepsOrdinaryNamesAndUnicode) {
  EXPECT_EQ(visible_name("Team Alpha"), "Team Alpha");
  EXPECT_EQ(visible_name("Zoë & Łukasz 🦀"), "Zoë & Łukasz 🦀");
  EXPECT_EQ(visible_name(""), "");
}

TEST(VisibleName, ShowsC0ControlsAndDelAsHexEscapes) {
  EXPECT_EQ(visible_name("Team\x1b[31mRed\x07"), "Team\\x1b[31mRed\\x07");
  EXPECT_EQ(visible_name(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(visible_name("del\x7f"), "del\\x7f");
  // A name is one line: tab, newline and carriage return are escaped too.
  EXPECT_EQ(visible_name("a\tb\nc\rd"), "a\\x09b\\x0ac\\x0dd");
}

TEST(VisibleName, ShowsC1ControlsAsTheirUtf8Bytes) {
  // U+009B is CSI: to a UTF-8 terminal as good as ESC [.
  EXPECT_EQ(visible_name("x\xc2\x9b"
                         "2Jy"),
            "x\\xc2\\x9b2Jy");
  EXPECT_EQ(visible_name("\xc2\x80\xc2\x9f"), "\\xc2\\x80\\xc2\\x9f");
  // U+00A0 (no-break space) is the first character past C1: kept.
  EXPECT_EQ(visible_name("\xc2\xa0"), "\xc2\xa0");
}

TEST(VisibleName, ShowsBytesThatAreNotUtf8) {
  EXPECT_EQ(visible_name("Caf\xe9"), "Caf\\xe9");  // Latin-1
  EXPECT_EQ(visible_name("\xff\xfe"), "\\xff\\xfe");
  // A cut sequence: its bytes are escaped, the character after it kept.
  EXPECT_EQ(visible_name("\xe2\x82"
                         "A"),
            "\\xe2\\x82A");
  // Overlong ESC and a surrogate are not characters either.
  EXPECT_EQ(visible_name("\xc0\x9b"), "\\xc0\\x9b");
  EXPECT_EQ(visible_name("\xed\xa0\x80"), "\\xed\\xa0\\x80");
}

TEST(VisibleName, DoublesABackslashSoALiteralEscapeIsNotMistakenForOne) {
  EXPECT_EQ(visible_name("Red\\x07"), "Red\\\\x07");
  EXPECT_NE(visible_name("Red\\x07"), visible_name("Red\x07"));
  EXPECT_EQ(visible_name("a\\\x1b"), "a\\\\\\x1b");
}

}  // namespace
}  // namespace grader::report
