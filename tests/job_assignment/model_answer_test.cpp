// The model answer: the deck's figures, both branch and bounds against the
// Hungarian algorithm on hundreds of random matrices, and the depth-first
// search exploring exactly what the lecture's search does.

#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"
#include "framework/job_assignment/yaml_io.hpp"
#include "reference/job_assignment/hungarian.hpp"
#include "tests/job_assignment/test_support.hpp"

#include <gtest/gtest.h>

namespace job_assignment {
namespace {

using testing::deck;

std::int64_t cost_of(const assignment& start, const std::vector<move>& ms) {
  assignment s = start;
  for (const move m : ms) rules::apply(s, m);
  EXPECT_TRUE(s.is_complete());
  return s.cost_so_far();
}

// Nodes generated: assignments made on the input and on every copy of it.
template <class Call>
std::uint64_t nodes_of(Call&& call) {
  framework::probe::counter counter(&rules::nodes, 0);
  const framework::probe::scoped_sink listening(counter);
  call();
  return counter.nodes();
}

TEST(model_answer, lower_bound_is_the_decks) {
  EXPECT_EQ(lower_bound(deck()), 10);
  assignment s = deck(bound_rule::free_jobs);
  s.assign(0, 1);
  s.assign(1, 2);
  EXPECT_EQ(lower_bound(s), 2 + 3 + 5 + 4);
  EXPECT_EQ(lower_bound(s), rules::bound(s));
}

TEST(model_answer, both_solves_find_the_decks_optimum_13) {
  for (const auto rule : {bound_rule::every_job, bound_rule::free_jobs}) {
    assignment s = deck(rule);
    const auto best = solve(s);
    ASSERT_TRUE(best.has_value());
    EXPECT_EQ(rules::describe_all(*best), "a->2, b->1, c->3, d->4");
    EXPECT_EQ(cost_of(deck(rule), *best), 13);
    assignment t = deck(rule);
    const auto depth_first = solve_depth_first(t);
    ASSERT_TRUE(depth_first.has_value());
    EXPECT_EQ(cost_of(deck(rule), *depth_first), 13);
    EXPECT_EQ(t, deck(rule)) << "the depth-first search undoes every move";
  }
}

TEST(model_answer, a_partial_start_is_completed_from_its_next_contractor) {
  assignment s = deck();
  s.assign(0, 0);  // a->1 costs 9: the best completion is b->3, c->... d->4
  const assignment start = s;
  const auto best = solve(s);
  ASSERT_TRUE(best.has_value());
  EXPECT_EQ(best->front().contractor, 1);
  std::vector<std::int64_t> rest;
  for (int c = 1; c < 4; ++c) {
    for (int j = 1; j < 4; ++j) rest.push_back(start.bid(c, j));
  }
  EXPECT_EQ(cost_of(start, *best), 9 + fast::hungarian(rest, 3).cost);
}

TEST(model_answer, agrees_with_the_hungarian_algorithm_on_hundreds_of_matrices) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const int n = 1 + static_cast<int>(seed % 8);
    // Small ranges make ties (several optima) common.
    const std::int64_t max = seed % 3 == 0 ? 3 : 99;
    const auto bids = random_bids(n, max, seed);
    const auto optimum = fast::hungarian(bids, static_cast<std::size_t>(n)).cost;
    for (const auto rule : {bound_rule::every_job, bound_rule::free_jobs}) {
      const assignment start(n, bids, rule);
      assignment a = start;
      assignment b = start;
      const auto best_first = solve(a);
      const auto depth_first = solve_depth_first(b);
      ASSERT_TRUE(best_first && depth_first) << "seed " << seed;
      EXPECT_EQ(cost_of(start, *best_first), optimum) << "seed " << seed << ", n " << n;
      EXPECT_EQ(cost_of(start, *depth_first), optimum) << "seed " << seed << ", n " << n;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 600);
}

TEST(model_answer, free_jobs_never_generates_more_than_every_job_depth_first) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto bids = random_bids(7, 50, seed);
    assignment every(7, bids, bound_rule::every_job);
    assignment free(7, bids, bound_rule::free_jobs);
    const auto loose = nodes_of([&] { (void)solve_depth_first(every); });
    const auto tight = nodes_of([&] { (void)solve_depth_first(free); });
    EXPECT_LE(tight, loose) << "seed " << seed;
  }
}

}  // namespace
}  // namespace job_assignment
