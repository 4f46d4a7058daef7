// The model answer: the seeds' own numbers (seed 004's "about 26,000
// placements", seed 003's row by row), A000170 by counting, and
// place_queens leaving the board as it was when there is no way.

#include "framework/core/lecture_search.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/n_queens/hooks.hpp"
#include "framework/n_queens/rules.hpp"
#include "reference/n_queens/fast_counter.hpp"

#include <gtest/gtest.h>

namespace {

using n_queens::chessboard;
using n_queens::rules;
using n_queens::square;
using n_queens::variant;

// The model answer's solve, measured as the grader measures a student's.
std::pair<std::optional<std::vector<square>>, std::uint64_t> solved(chessboard b) {
  framework::probe::counter counted(&rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  auto answer = n_queens::solve(b);
  return {answer, counted.nodes()};
}

TEST(model_answer, seed_004s_eight_queens_take_about_26000_placements) {
  const auto [answer, nodes] = solved(chessboard(8, variant::free_squares));
  ASSERT_TRUE(answer.has_value());
  EXPECT_EQ(nodes, 25'943U);
  // The solution the seed prints: Q at (0,0), (1,4), (2,7), (3,5), (4,2), (5,6), (6,1), (7,3).
  EXPECT_EQ(*answer, (std::vector<square>{{0, 0}, {1, 4}, {2, 7}, {3, 5}, {4, 2}, {5, 6}, {6, 1}, {7, 3}}));
}

TEST(model_answer, seed_003s_row_by_row_search_finds_the_same_board_after_113) {
  const auto [answer, nodes] = solved(chessboard(8));
  ASSERT_TRUE(answer.has_value());
  EXPECT_EQ(nodes, 113U);
  EXPECT_EQ(answer->size(), 8U);
}

TEST(model_answer, is_the_lectures_search_in_both_variants_and_every_size) {
  for (int n = 1; n <= 9; ++n) {
    for (const auto v : {variant::rows, variant::free_squares}) {
      const auto [answer, nodes] = solved(chessboard(n, v));
      const auto lecture =
          framework::lecture_search<rules>(chessboard(n, v), framework::move_order::forward, 0);
      EXPECT_EQ(nodes, lecture.nodes) << n << " " << n_queens::to_string(v);
      EXPECT_EQ(answer.has_value(), lecture.solution.has_value()) << n;
      if (answer && lecture.solution) {
        EXPECT_EQ(*answer, *lecture.solution) << n;
      }
    }
  }
}

TEST(model_answer, counts_a000170_and_agrees_with_the_fast_reference) {
  constexpr std::uint64_t a000170[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (int n = 1; n <= 10; ++n) {
    chessboard b(n);
    EXPECT_EQ(n_queens::count_solutions(b), a000170[n - 1]) << n;
    EXPECT_EQ(b, chessboard(n)) << "count_solutions leaves the board as it was";
    EXPECT_EQ(n_queens::fast::count_all(n).solutions, a000170[n - 1]) << n;
  }
  chessboard partial(8);
  partial.place_queen({0, 0});
  EXPECT_EQ(n_queens::count_solutions(partial), n_queens::fast::count_completions(8, {{0, 0}}).solutions);
}

TEST(model_answer, place_queens_gives_up_cleanly_after_the_greedy_first_rows) {
  // Seed 003's greedy trap: (0,0) then (1,2) on a 4x4 board cannot be completed.
  chessboard b(4);
  b.place_queen({0, 0});
  b.place_queen({1, 2});
  const chessboard before = b;
  EXPECT_FALSE(n_queens::place_queens(b, 2));
  EXPECT_EQ(b, before);
  chessboard empty(4);
  EXPECT_TRUE(n_queens::place_queens(empty, 0));
  EXPECT_TRUE(empty.is_goal());
}

TEST(model_answer, in_jeopardy_looks_along_rows_columns_and_diagonals) {
  chessboard b(5);
  b.place_queen({2, 2});
  EXPECT_TRUE(n_queens::in_jeopardy(b, 0, 0));
  EXPECT_TRUE(n_queens::in_jeopardy(b, 4, 0));
  EXPECT_TRUE(n_queens::in_jeopardy(b, 2, 4));
  EXPECT_FALSE(n_queens::in_jeopardy(b, 0, 1));
  EXPECT_FALSE(n_queens::in_jeopardy(b, 2, 2)) << "no other queen attacks the queen's own square";
}

}  // namespace
