// `grader generate boggle`: boards rolled from the dice, the same for a seed
// on every machine (boggle::roll, never a std distribution), each die used
// once, cases the suite format accepts, and bad options refused.

#include "framework/boggle/dice.hpp"
#include "framework/boggle/yaml_io.hpp"
#include "tests/grader/generator_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace {

const grader::case_generator& generator() { return grader::testing::generator_of("boggle"); }

std::map<std::string, std::string> defaults() { return grader::testing::with_defaults(generator()); }

bool wamerican() { return std::filesystem::exists("/usr/share/dict/american-english"); }

std::vector<std::string> rows_of(const grader::generated_case& c) {
  std::vector<std::string> rows;
  for (const auto& row : c.fields["board"]) rows.push_back(row.as<std::string>());
  return rows;
}

TEST(generator, rolls_the_same_board_for_a_seed_everywhere) {
  if (!wamerican()) GTEST_SKIP() << "wamerican is not installed";
  const auto c = generator().generate(defaults(), 1);
  // Fixed by boggle::roll over the 16 standard dice: a change
  // here changes every generated suite.
  EXPECT_EQ(rows_of(c), (std::vector<std::string>{"T E C O", "I S E G", "T U A E", "L O O T"}));
  EXPECT_EQ(c.name, "4x4-seed-1");
  EXPECT_EQ(c.fields["hook"].as<std::string>(), "find_all_words");
  EXPECT_EQ(c.fields["dictionary"].as<std::string>(), "wamerican");
  EXPECT_EQ(c.fields["expect"]["words"].as<int>(), 75);
  EXPECT_EQ(rows_of(generator().generate(defaults(), 1)), rows_of(c));
  EXPECT_NE(rows_of(generator().generate(defaults(), 2)), rows_of(c));
}

// Each die shows one of its own faces, each die once: the faces of a board
// can be matched to distinct dice (a bipartite matching by augmenting paths).
template <std::size_t N>
bool one_face_per_die(const std::vector<std::string>& faces, const std::array<std::string_view, N>& dice) {
  if (faces.size() != N) return false;
  std::vector<int> face_of_die(N, -1);
  const auto shows = [&](std::size_t f, std::size_t d) {
    return dice[d].find(faces[f] == "qu" ? 'q' : faces[f][0]) != std::string_view::npos;
  };
  std::vector<bool> seen;
  const std::function<bool(std::size_t)> augment = [&](std::size_t f) {
    for (std::size_t d = 0; d < N; ++d) {
      if (seen[d] || !shows(f, d)) continue;
      seen[d] = true;
      if (face_of_die[d] < 0 || augment(static_cast<std::size_t>(face_of_die[d]))) {
        face_of_die[d] = static_cast<int>(f);
        return true;
      }
    }
    return false;
  };
  for (std::size_t f = 0; f < N; ++f) {
    seen.assign(N, false);
    if (!augment(f)) return false;
  }
  return true;
}

TEST(generator, each_die_shows_one_of_its_faces_once) {
  if (!wamerican()) GTEST_SKIP() << "wamerican is not installed";
  auto values = defaults();
  for (const int size : {4, 5}) {
    values["size"] = std::to_string(size);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      std::vector<std::string> faces;
      const auto c = generator().generate(values, seed);
      const auto b = boggle::parse_board(framework::yaml_cursor(c.fields, "generated"));
      ASSERT_EQ(b.rows(), size);
      for (int r = 0; r < size; ++r) {
        for (int col = 0; col < size; ++col) faces.emplace_back(b.letters(r, col));
      }
      if (size == 4) {
        EXPECT_TRUE(one_face_per_die(faces, boggle::standard_dice)) << seed;
      } else {
        EXPECT_TRUE(one_face_per_die(faces, boggle::big_boggle_dice)) << seed;
      }
    }
  }
}

TEST(generator, budgets_let_the_decks_search_pass) {
  if (!wamerican()) GTEST_SKIP() << "wamerican is not installed";
  auto values = defaults();
  values["nodes"] = "budget";
  values["scoring"] = "official";
  const auto c = generator().generate(values, 1);
  EXPECT_EQ(c.fields["nodes"]["mode"].as<std::string>(), "budget");
  EXPECT_EQ(c.fields["nodes"]["budget"].as<std::uint64_t>(), 75982U);  // the deck's 69,074 nodes, + 10 %
  EXPECT_EQ(c.fields["scoring"].as<std::string>(), "official");
}

TEST(generator, refuses_options_it_cannot_use) {
  auto values = defaults();
  values["size"] = "6";
  EXPECT_THROW(generator().check(values), grader::bad_parameter);
  values = defaults();
  values["scoring"] = "dice";
  EXPECT_THROW(generator().check(values), grader::bad_parameter);
  values = defaults();
  values["nodes"] = "exact";
  EXPECT_THROW(generator().check(values), grader::bad_parameter);
  EXPECT_NO_THROW(generator().check(defaults()));
}

}  // namespace
