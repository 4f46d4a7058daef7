// `grader generate shortest_path`: one case per seed, the same on every
// machine, with Dijkstra's length and the lecture's node counts.
#include "tests/grader/generator_support.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>

namespace {

const grader::case_generator& generator() { return grader::testing::generator_of("shortest_path"); }

std::map<std::string, std::string> values(std::map<std::string, std::string> given) {
  return grader::testing::with_defaults(generator(), std::move(given));
}

using grader::testing::dump;

TEST(generator, the_same_seed_makes_the_same_graph) {
  const auto v = values({{"vertices", "10"}, {"edges", "20"}});
  const auto a = generator().generate(v, 5);
  EXPECT_EQ(a.name, "10-vertices-20-edges-seed-5");
  EXPECT_EQ(dump(a.fields), dump(generator().generate(v, 5).fields));
  EXPECT_NE(dump(a.fields), dump(generator().generate(v, 6).fields));
  EXPECT_EQ(a.fields["hook"].as<std::string>(), "solve");
  EXPECT_EQ(a.fields["graph"]["random"]["vertices"].as<int>(), 10);
  EXPECT_EQ(a.fields["nodes"]["mode"].as<std::string>(), "budget");
  EXPECT_GE(a.fields["nodes"]["budget"].as<std::uint64_t>(),
            a.fields["nodes"]["reference"].as<std::uint64_t>());
}

TEST(generator, mazes_are_drawn) {
  const auto c = generator().generate(values({{"maze", "6x8"}, {"walls", "30"}, {"nodes", "exact"}}), 3);
  ASSERT_TRUE(c.fields["maze"].IsSequence());
  EXPECT_EQ(c.fields["maze"].size(), 6U);
  EXPECT_EQ(c.fields["maze"][0].as<std::string>().front(), 'S');
  EXPECT_EQ(c.fields["maze"][5].as<std::string>().back(), 'T');
  EXPECT_TRUE(c.fields["nodes"]["reversed"].IsDefined());
}

TEST(generator, bad_values_name_their_option) {
  EXPECT_THROW(generator().check(values({{"maze", "6by8"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"vertices", "4"}, {"edges", "7"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"directed", "maybe"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"nodes", "all"}})), grader::bad_parameter);
}

}  // namespace
