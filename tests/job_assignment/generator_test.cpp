// `grader generate job_assignment`: one case per seed, the same on every
// machine, with the optimum from the Hungarian algorithm and the proved
// best-first budget, or the lecture's exact counts for the depth-first hook.

#include "framework/job_assignment/assignment.hpp"
#include "framework/job_assignment/yaml_io.hpp"
#include "grader/core/problem_driver.hpp"
#include "reference/job_assignment/best_first_budget.hpp"
#include "reference/job_assignment/hungarian.hpp"
#include "tests/grader/generator_support.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>

namespace {

namespace ja = job_assignment;

using grader::testing::dump;

const grader::case_generator& generator() { return grader::testing::generator_of("job_assignment"); }

std::map<std::string, std::string> values(std::map<std::string, std::string> given) {
  return grader::testing::with_defaults(generator(), std::move(given));
}

TEST(generator, the_same_seed_makes_the_same_case) {
  const auto v = values({{"n", "8"}, {"max-bid", "50"}});
  const auto a = generator().generate(v, 5);
  EXPECT_EQ(a.name, "8x8-every-job-seed-5");
  EXPECT_EQ(dump(a.fields), dump(generator().generate(v, 5).fields));
  EXPECT_NE(dump(a.fields), dump(generator().generate(v, 6).fields));
  EXPECT_EQ(a.fields["bids"]["random"]["seed"].as<std::uint64_t>(), 5U);
  const auto bids = ja::random_bids(8, 50, 5);
  const auto optimum = ja::fast::hungarian(bids, 8).cost;
  EXPECT_EQ(a.fields["expect"]["cost"].as<std::int64_t>(), optimum);
  EXPECT_EQ(a.fields["nodes"]["mode"].as<std::string>(), "budget");
  EXPECT_EQ(a.fields["nodes"]["budget"].as<std::uint64_t>(),
            ja::fast::best_first_budget(ja::assignment(8, bids), optimum).generated);
  EXPECT_LE(a.fields["nodes"]["reference"].as<std::uint64_t>(),
            a.fields["nodes"]["budget"].as<std::uint64_t>());
}

TEST(generator, depth_first_cases_have_exact_counts_and_free_jobs_says_so) {
  const auto c =
      generator().generate(values({{"n", "6"}, {"hook", "solve_depth_first"}, {"bound", "free_jobs"}}), 3);
  EXPECT_EQ(c.fields["hook"].as<std::string>(), "solve_depth_first");
  EXPECT_EQ(c.fields["lower_bound"].as<std::string>(), "free_jobs");
  EXPECT_EQ(c.fields["nodes"]["mode"].as<std::string>(), "exact");
  EXPECT_GT(c.fields["nodes"]["reference"].as<std::uint64_t>(), 0U);
  EXPECT_TRUE(c.fields["nodes"]["reversed"].IsScalar());
}

TEST(generator, bad_values_name_their_option) {
  EXPECT_THROW(generator().check(values({{"n", "17"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"max-bid", "-1"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"bound", "tight"}})), grader::bad_parameter);
  EXPECT_THROW(generator().check(values({{"hook", "lower_bound"}})), grader::bad_parameter);
}

}  // namespace
