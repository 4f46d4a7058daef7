// `grader generate blob_count`: one case per seed, the same on every machine,
// drawn when small and in the random form when large, with exact node counts.

#include "framework/blob_count/pixels.hpp"
#include "tests/grader/generator_support.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>

namespace {

const grader::case_generator& generator() { return grader::testing::generator_of("blob_count"); }

std::map<std::string, std::string> values(std::map<std::string, std::string> given) {
  return grader::testing::with_defaults(generator(), std::move(given));
}

using grader::testing::dump;

TEST(generator, the_same_seed_makes_the_same_case) {
  const auto v = values({{"rows", "12"}, {"cols", "20"}, {"density", "0.45"}});
  const auto a = generator().generate(v, 5);
  const auto b = generator().generate(v, 5);
  EXPECT_EQ(a.name, "12x20-0p45-8-seed-5");
  EXPECT_EQ(dump(a.fields), dump(b.fields));
  EXPECT_NE(dump(a.fields), dump(generator().generate(v, 6).fields));
  ASSERT_TRUE(a.fields["image"].IsSequence()) << "small images are drawn";
  EXPECT_EQ(a.fields["image"].size(), 12U);
  std::uint64_t spots = 0;
  const auto px = blob_count::random_pixels(12, 20, 0.45, 5);
  for (const auto s : px.spots) spots += s;
  EXPECT_EQ(a.fields["nodes"]["reference"].as<std::uint64_t>(), spots) << "findBlobs erases every spot once";
}

TEST(generator, large_images_are_written_as_their_four_numbers) {
  const auto c =
      generator().generate(values({{"rows", "300"}, {"connectivity", "4"}, {"hook", "blob_size"}}), 2);
  EXPECT_EQ(c.fields["image"]["random"]["rows"].as<int>(), 300);
  EXPECT_EQ(c.fields["image"]["random"]["cols"].as<int>(), 300);
  EXPECT_EQ(c.fields["connectivity"].as<int>(), 4);
  EXPECT_EQ(c.fields["hook"].as<std::string>(), "blob_size");
  EXPECT_TRUE(c.fields["at"].IsScalar());
}

TEST(generator, bad_values_name_their_option) {
  EXPECT_THROW(generator().check(values({{"density", "1.5"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"connectivity", "6"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"rows", "0"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"hook", "solve"}})), grader::bad_parameter);
  EXPECT_THROW((void)generator().generate(values({{"density", "0"}, {"hook", "blob_size"}}), 1),
               grader::bad_parameter);
}

}  // namespace
