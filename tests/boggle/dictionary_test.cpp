// The dictionary: lowercase a-z words of 3 or more letters, sorted and
// distinct; contains and has_prefix; the one-word-per-line form the runner
// request carries; word lists read from files (Debian's wamerican among
// them); and the two scorings.

#include "framework/boggle/dictionary.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace {

using boggle::dictionary;
using boggle::scoring;

TEST(dictionary, keeps_lowercase_words_of_three_letters_or_more_sorted_and_once) {
  const dictionary d({"tram", "Gram", "am", "don't", "tram", "arm", "café", "armor", ""});
  EXPECT_EQ(d.words(), (std::vector<std::string>{"arm", "armor", "tram"}));
  EXPECT_EQ(d.size(), 3U);
}

TEST(dictionary, answers_words_and_prefixes) {
  const dictionary d({"arm", "armor", "tram"});
  EXPECT_TRUE(d.contains("arm"));
  EXPECT_TRUE(d.contains("armor"));
  EXPECT_FALSE(d.contains("ar"));
  EXPECT_FALSE(d.contains("armo"));
  EXPECT_FALSE(d.contains("zzz"));
  EXPECT_TRUE(d.has_prefix(""));
  EXPECT_TRUE(d.has_prefix("a"));
  EXPECT_TRUE(d.has_prefix("armo"));
  EXPECT_TRUE(d.has_prefix("armor"));
  EXPECT_FALSE(d.has_prefix("armors"));
  EXPECT_FALSE(d.has_prefix("b"));
  EXPECT_FALSE(d.has_prefix("tz"));
  EXPECT_FALSE(dictionary().has_prefix(""));
}

TEST(dictionary, survives_the_runner_requests_form) {
  const dictionary d({"arm", "armor", "tram"});
  EXPECT_EQ(d.joined(), "arm\narmor\ntram\n");
  EXPECT_EQ(dictionary::from_joined(d.joined()), d);
  EXPECT_EQ(dictionary::from_joined("tram\narm"), dictionary({"arm", "tram"}));
  EXPECT_TRUE(dictionary::from_joined("").empty());
}

TEST(dictionary, reads_a_word_list_and_names_a_file_it_cannot_read) {
  const auto file = std::filesystem::temp_directory_path() / "boggle_dictionary_test.txt";
  {
    std::ofstream out(file);
    out << "zebra\r\nApple\napple\nit's\nok\nbanana\n";
  }
  EXPECT_EQ(boggle::load_word_list(file).words(), (std::vector<std::string>{"apple", "banana", "zebra"}));
  std::filesystem::remove(file);
  try {
    (void)boggle::load_word_list(file);
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
  }
}

TEST(dictionary, reads_debians_wamerican_filtered) {
  const std::filesystem::path wamerican = "/usr/share/dict/american-english";
  if (!std::filesystem::exists(wamerican))
    GTEST_SKIP() << "wamerican is not installed (scripts/setup installs it)";
  const dictionary d = boggle::load_word_list(wamerican);
  EXPECT_EQ(d.size(), 63737U);  // the package's list, lowercase a-z words of 3+ letters
  EXPECT_TRUE(d.contains("queen"));
  EXPECT_FALSE(d.contains("boston"));
}

TEST(dictionary, scores_by_the_deck_and_by_the_rule_book) {
  EXPECT_EQ(boggle::points("tram", scoring::deck), 4U);
  EXPECT_EQ(boggle::points("queen", scoring::deck), 5U);  // Qu spells two letters
  EXPECT_EQ(boggle::points("am", scoring::deck), 0U);
  const std::pair<const char*, std::uint64_t> official[] = {
      {"arm", 1},     {"tram", 1},      {"armor", 2},       {"armors", 3},
      {"cluster", 5}, {"clusters", 11}, {"abcdefghijk", 11}};
  for (const auto& [word, points] : official)
    EXPECT_EQ(boggle::points(word, scoring::official), points) << word;
  EXPECT_EQ(boggle::to_string(scoring::official), "official");
  EXPECT_EQ(boggle::to_string(scoring::deck), "deck");
}

}  // namespace
