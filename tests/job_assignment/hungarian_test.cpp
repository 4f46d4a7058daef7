// The grader's job-assignment reference (reference/job_assignment/hungarian)
// checked against what does not depend on it: the deck's example, and every
// permutation of seeded random matrices up to 8 x 8 (40,320 permutations),
// with few distinct bids (many ties and several optima), zero matrices,
// negative bids and bids near the 63-bit limit. Small enough to run in well
// under a second optimised; the large matrices are the benchmark's.
#include "reference/job_assignment/hungarian.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fast = job_assignment::fast;

std::int64_t cost_of(const std::vector<std::int64_t>& cost, std::size_t n,
                     const std::vector<std::size_t>& job_of) {
  std::int64_t total = 0;
  for (std::size_t row = 0; row < n; ++row) total += cost[row * n + job_of[row]];
  return total;
}

// The least cost over all n! assignments.
std::int64_t brute_force(const std::vector<std::int64_t>& cost, std::size_t n) {
  std::vector<std::size_t> job_of(n);
  std::iota(job_of.begin(), job_of.end(), std::size_t{0});
  std::int64_t best = cost_of(cost, n, job_of);
  while (std::next_permutation(job_of.begin(), job_of.end())) best = std::min(best, cost_of(cost, n, job_of));
  return best;
}

// The answer is a permutation of the jobs and its cost is the reported one.
void expect_consistent(const std::vector<std::int64_t>& cost, std::size_t n, const fast::optimum& got) {
  ASSERT_EQ(got.job_of.size(), n);
  std::vector<bool> taken(n);
  for (const std::size_t job : got.job_of) {
    ASSERT_LT(job, n);
    ASSERT_FALSE(taken[job]) << "job " << job << " assigned twice";
    taken[job] = true;
  }
  EXPECT_EQ(cost_of(cost, n, got.job_of), got.cost);
}

// Bids drawn uniformly from [low, high].
std::vector<std::int64_t> random_matrix(std::mt19937_64& rng, std::size_t n, std::int64_t low,
                                        std::int64_t high) {
  std::uniform_int_distribution<std::int64_t> bid(low, high);
  std::vector<std::int64_t> cost(n * n);
  for (auto& c : cost) c = bid(rng);
  return cost;
}

void check_against_brute_force(const std::vector<std::int64_t>& cost, std::size_t n,
                               const std::string& what) {
  SCOPED_TRACE(what + ", n = " + std::to_string(n));
  const auto got = fast::hungarian(cost, n);
  expect_consistent(cost, n, got);
  EXPECT_EQ(got.cost, brute_force(cost, n));
}

TEST(JobAssignmentFast, DecksExample) {
  // Contractors a..d (rows), jobs 1..4 (columns), bids in $K.
  const std::vector<std::int64_t> cost{9, 2, 7, 8,  //
                                       6, 4, 3, 7,  //
                                       5, 8, 1, 8,  //
                                       7, 6, 9, 4};
  const auto got = fast::hungarian(cost, 4);
  EXPECT_EQ(got.cost, 13);
  EXPECT_EQ(got.job_of, (std::vector<std::size_t>{1, 0, 2, 3}));  // a->2, b->1, c->3, d->4
}

TEST(JobAssignmentFast, EmptyAndSingle) {
  const auto empty = fast::hungarian({}, 0);
  EXPECT_EQ(empty.cost, 0);
  EXPECT_TRUE(empty.job_of.empty());

  const std::vector<std::int64_t> one{-42};
  const auto single = fast::hungarian(one, 1);
  EXPECT_EQ(single.cost, -42);
  EXPECT_EQ(single.job_of, (std::vector<std::size_t>{0}));
}

TEST(JobAssignmentFast, BadSizeRejected) {
  const std::vector<std::int64_t> three(3, 1);
  EXPECT_THROW((void)fast::hungarian(three, 2), std::invalid_argument);
  EXPECT_THROW((void)fast::hungarian(three, 0), std::invalid_argument);
  EXPECT_THROW((void)fast::hungarian({}, 1), std::invalid_argument);
  // n * n overflows size_t: rejected rather than wrapped round to a small size.
  EXPECT_THROW((void)fast::hungarian(three, std::size_t{1} << 33), std::invalid_argument);
}

TEST(JobAssignmentFast, ZeroAndConstantMatrices) {
  for (std::size_t n = 0; n <= 8; ++n) {
    check_against_brute_force(std::vector<std::int64_t>(n * n, 0), n, "zeros");
    check_against_brute_force(std::vector<std::int64_t>(n * n, 7), n, "sevens");
  }
}

TEST(JobAssignmentFast, RandomAgainstBruteForce) {
  std::mt19937_64 rng(20261124);
  for (std::size_t n = 0; n <= 8; ++n) {
    const int rounds = n <= 6 ? 60 : 25;  // 8! permutations per matrix: keep n = 7, 8 few
    for (int round = 0; round < rounds; ++round) {
      check_against_brute_force(random_matrix(rng, n, 0, 1000), n, "wide bids");
      check_against_brute_force(random_matrix(rng, n, 0, 2), n, "bids 0..2, many ties");
      check_against_brute_force(random_matrix(rng, n, -50, 50), n, "negative bids");
    }
  }
}

TEST(JobAssignmentFast, StructuredTies) {
  // Every row the same, or every column the same: every assignment costs the
  // same, and a search that mistreats ties still has to produce a permutation.
  std::mt19937_64 rng(7);
  for (std::size_t n = 1; n <= 8; ++n) {
    const auto row = random_matrix(rng, n, 0, 9);  // its first n bids
    std::vector<std::int64_t> same_rows(n * n);
    std::vector<std::int64_t> same_cols(n * n);
    for (std::size_t r = 0; r < n; ++r) {
      for (std::size_t c = 0; c < n; ++c) {
        same_rows[r * n + c] = row[c];
        same_cols[r * n + c] = row[r];
      }
    }
    check_against_brute_force(same_rows, n, "identical rows");
    check_against_brute_force(same_cols, n, "identical columns");
  }
}

TEST(JobAssignmentFast, LargeBids) {
  // Sums of n bids must fit in 63 bits: with n <= 8, bids up to 2^59.
  std::mt19937_64 rng(99);
  constexpr std::int64_t big = std::int64_t{1} << 59;
  for (std::size_t n = 1; n <= 8; ++n) {
    for (int round = 0; round < 10; ++round) {
      check_against_brute_force(random_matrix(rng, n, big - 1000, big), n, "near 2^59");
      check_against_brute_force(random_matrix(rng, n, 0, big), n, "0..2^59");
      check_against_brute_force(random_matrix(rng, n, -big, big), n, "-2^59..2^59");
    }
  }
}

TEST(JobAssignmentFast, LargerMatricesKeepTheirInvariants) {
  // Too big for brute force: the answer is a permutation of the reported
  // cost, within the deck's lower bound (every contractor's lowest bid) and
  // the identity's cost, and the optimum moves as it must when a constant is
  // added to one row or to one column, or when the rows are shuffled.
  std::mt19937_64 rng(5);
  for (const std::size_t n : {20U, 64U, 150U}) {
    SCOPED_TRACE("n = " + std::to_string(n));
    auto cost = random_matrix(rng, n, 0, 100);
    const auto got = fast::hungarian(cost, n);
    expect_consistent(cost, n, got);
    std::vector<std::size_t> identity(n);
    std::iota(identity.begin(), identity.end(), std::size_t{0});
    EXPECT_LE(got.cost, cost_of(cost, n, identity));
    std::int64_t bound = 0;
    for (std::size_t r = 0; r < n; ++r) {
      std::int64_t lowest = cost[r * n];
      for (std::size_t c = 1; c < n; ++c) lowest = std::min(lowest, cost[r * n + c]);
      bound += lowest;
    }
    EXPECT_GE(got.cost, bound);

    auto shifted = cost;
    for (std::size_t c = 0; c < n; ++c) shifted[3 * n + c] += 1000;  // row 3
    for (std::size_t r = 0; r < n; ++r) shifted[r * n + 5] -= 77;    // column 5
    const auto after_shift = fast::hungarian(shifted, n);
    expect_consistent(shifted, n, after_shift);
    EXPECT_EQ(after_shift.cost, got.cost + 1000 - 77);

    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::shuffle(order.begin(), order.end(), rng);
    std::vector<std::int64_t> shuffled(n * n);
    for (std::size_t r = 0; r < n; ++r) {
      for (std::size_t c = 0; c < n; ++c) shuffled[r * n + c] = cost[order[r] * n + c];
    }
    const auto after_shuffle = fast::hungarian(shuffled, n);
    expect_consistent(shuffled, n, after_shuffle);
    EXPECT_EQ(after_shuffle.cost, got.cost);
  }
}

}  // namespace
