// The lecture's depth-first branch and bound, written once for optimising
// rules, on a toy problem small enough to count by hand: pick one item per
// level, each with a price; the cost is the total. The node counts below are
// the search trees drawn out in the comments.
#include "framework/core/lecture_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace {

// Prices per level; `lookahead` adds each remaining level's cheapest price to
// the bound (the job assignment's lower bound), without it the bound is the
// cost so far (the shortest path's).
struct toy_rules {
  struct state {
    std::vector<int> picked;
    bool operator==(const state&) const = default;
  };
  using move = int;
  static inline std::vector<std::vector<std::int64_t>> prices;
  static inline bool lookahead = false;

  static std::vector<move> legal_moves(const state& s) {
    std::vector<move> out;
    if (s.picked.size() < prices.size())
      for (int i = 0; i < static_cast<int>(prices[s.picked.size()].size()); ++i) out.push_back(i);
    return out;
  }
  static std::optional<std::string> why_illegal(const state&, const move&) { return std::nullopt; }
  static void apply(state& s, const move& m) { s.picked.push_back(m); }
  static void undo(state& s, const move&) { s.picked.pop_back(); }
  static bool is_goal(const state& s) { return s.picked.size() == prices.size(); }
  static std::string describe(const move& m) { return std::to_string(m); }
  static std::string render(const state&) { return {}; }
  static std::vector<std::string> differences(const state&, const state&) { return {}; }
  static std::vector<std::string> goal_differences(const state&) { return {}; }
  static std::int64_t cost(const state& s) {
    std::int64_t total = 0;
    for (std::size_t level = 0; level < s.picked.size(); ++level)
      total += prices[level][static_cast<std::size_t>(s.picked[level])];
    return total;
  }
  static std::int64_t bound(const state& s) {
    std::int64_t b = cost(s);
    if (lookahead)
      for (std::size_t level = s.picked.size(); level < prices.size(); ++level)
        b += *std::min_element(prices[level].begin(), prices[level].end());
    return b;
  }
};
static_assert(framework::optimising_rules<toy_rules>);

class lecture_branch_and_bound : public ::testing::Test {
 protected:
  void SetUp() override {
    toy_rules::prices = {{3, 1, 2}, {2, 5}};
    toy_rules::lookahead = false;
  }
};

TEST_F(lecture_branch_and_bound, cuts_a_branch_once_it_is_not_below_the_best_found) {
  // 3 (2: best 5; 5: cut) | 1 (2: best 3; 5: cut) | 2 (2: cut at 4; 5: cut)
  const auto forward = framework::lecture_search<toy_rules>({}, framework::move_order::forward, 0);
  ASSERT_TRUE(forward.finished);
  EXPECT_EQ(forward.solution, (std::vector<int>{1, 0}));
  EXPECT_EQ(forward.nodes, 9U);
  // 2 (5: best 7; 2: best 4) | 1 (5: cut; 2: best 3) | 3: cut at 3, not below the best
  const auto reversed = framework::lecture_search<toy_rules>({}, framework::move_order::reversed, 0);
  EXPECT_EQ(reversed.solution, (std::vector<int>{1, 0}));
  EXPECT_EQ(reversed.nodes, 7U);
}

TEST_F(lecture_branch_and_bound, a_bound_that_looks_ahead_cuts_earlier) {
  toy_rules::lookahead = true;
  // 3 (bound 5; 2: best 5; 5: cut) | 1 (bound 3; 2: best 3; 5: cut) | 2: bound 4, cut
  const auto forward = framework::lecture_search<toy_rules>({}, framework::move_order::forward, 0);
  EXPECT_EQ(forward.solution, (std::vector<int>{1, 0}));
  EXPECT_EQ(forward.nodes, 7U);
}

TEST_F(lecture_branch_and_bound, keeps_the_first_of_equal_costs) {
  toy_rules::prices = {{1, 1}, {2, 2}};
  const auto forward = framework::lecture_search<toy_rules>({}, framework::move_order::forward, 0);
  EXPECT_EQ(forward.solution, (std::vector<int>{0, 0}));
  const auto reversed = framework::lecture_search<toy_rules>({}, framework::move_order::reversed, 0);
  EXPECT_EQ(reversed.solution, (std::vector<int>{1, 1}));
}

TEST_F(lecture_branch_and_bound, a_goal_at_the_start_costs_nothing_to_find) {
  toy_rules::prices = {};
  const auto found = framework::lecture_search<toy_rules>({}, framework::move_order::forward, 0);
  ASSERT_TRUE(found.solution);
  EXPECT_TRUE(found.solution->empty());
  EXPECT_EQ(found.nodes, 0U);
}

TEST_F(lecture_branch_and_bound, no_goal_below_is_no_solution) {
  toy_rules::prices = {{1, 2}, {}};
  const auto found = framework::lecture_search<toy_rules>({}, framework::move_order::forward, 0);
  EXPECT_TRUE(found.finished);
  EXPECT_FALSE(found.solution);
  EXPECT_EQ(found.nodes, 2U);
}

TEST_F(lecture_branch_and_bound, stops_at_the_cap_without_an_answer) {
  const auto capped = framework::lecture_search<toy_rules>({}, framework::move_order::forward, 4);
  EXPECT_FALSE(capped.finished);
  EXPECT_FALSE(capped.solution) << "a best found before the cap is not known to be the best";
  EXPECT_EQ(capped.nodes, 4U);
}

}  // namespace
