// The best-first budget: the children of every incomplete partial
// assignment whose bound is at most the optimum, which the model answer's
// best-first search never exceeds.

#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"
#include "framework/job_assignment/yaml_io.hpp"
#include "reference/job_assignment/best_first_budget.hpp"
#include "reference/job_assignment/hungarian.hpp"
#include "tests/job_assignment/test_support.hpp"

#include <gtest/gtest.h>

namespace job_assignment {
namespace {

std::uint64_t best_first_nodes(assignment s) {
  framework::probe::counter counter(&rules::nodes, 0);
  const framework::probe::scoped_sink listening(counter);
  (void)solve(s);
  return counter.nodes();
}

TEST(budget, the_decks_instance) {
  // every_job: the root (10) and every child but a->1 (9 + 3 + 1 + 4 = 17)...
  const auto every = fast::best_first_budget(testing::deck(), 13);
  EXPECT_GE(every.generated, 4U);
  EXPECT_LE(best_first_nodes(testing::deck()), every.generated);
  const auto tight = fast::best_first_budget(testing::deck(bound_rule::free_jobs), 13);
  EXPECT_LE(tight.generated, every.generated);
  EXPECT_LE(best_first_nodes(testing::deck(bound_rule::free_jobs)), tight.generated);
}

TEST(budget, counts_by_hand_on_a_matrix_of_equal_bids) {
  // Every bound is n * 1 = the optimum: every incomplete state counts, so the
  // budget is the whole tree below the root: 3 + 6 + 6 = 15.
  const assignment s(3, std::vector<std::int64_t>(9, 1));
  const auto b = fast::best_first_budget(s, 3);
  EXPECT_EQ(b.generated, 15U);
  EXPECT_EQ(b.expandable, 1U + 3 + 6);
}

TEST(budget, the_model_answer_stays_within_it_on_random_matrices) {
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    const int n = 2 + static_cast<int>(seed % 7);
    const auto bids = random_bids(n, seed % 2 == 0 ? 9 : 99, seed);
    const auto optimum = fast::hungarian(bids, static_cast<std::size_t>(n)).cost;
    for (const auto rule : {bound_rule::every_job, bound_rule::free_jobs}) {
      const assignment start(n, bids, rule);
      const auto budget = fast::best_first_budget(start, optimum);
      EXPECT_LE(best_first_nodes(start), budget.generated) << "seed " << seed;
    }
  }
}

}  // namespace
}  // namespace job_assignment
