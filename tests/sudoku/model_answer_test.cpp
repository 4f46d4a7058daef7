// The model answer: the blog's classic puzzle solved, counts that stop at
// their limit (288 for the empty 4x4 grid), grids left as they were, the
// blog's find_empty and check_validity agreeing with the rules on every size,
// and a solve that is exactly the lecture's search, node for node.

#include "framework/core/errors.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/sudoku/hooks.hpp"
#include "framework/sudoku/rules.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace {

using sudoku::cell;
using sudoku::grid;
using sudoku::placement;
using sudoku::rules;

using sudoku::testing::from;
using sudoku::testing::kClassic;
using sudoku::testing::kClassicSolved;

// The model answer's solve, measured as the grader measures a student's:
// whether it solved, the digits it wrote (as the runner reads them off the
// grid), and the nodes.
struct solved {
  bool found = false;
  std::vector<placement> digits;
  std::uint64_t nodes = 0;
};

solved solve_counted(grid g) {
  const auto empty = rules::empty_cells(g);
  framework::probe::counter counted(&rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  solved out;
  out.found = sudoku::solve(g);
  out.digits = rules::filling(empty, g);
  out.nodes = counted.nodes();
  return out;
}

TEST(model_answer, solves_the_classic_puzzle) {
  grid g = from(3, 3, kClassic);
  ASSERT_TRUE(sudoku::solve(g));
  EXPECT_TRUE(g.is_goal());
  grid want = from(3, 3, kClassic);
  for (std::size_t i = 0; i < kClassicSolved.size(); ++i) {
    const cell c{static_cast<int>(i) / 9, static_cast<int>(i) % 9};
    if (want.is_empty(c)) want.set_digit(c, kClassicSolved[i] - '0');
  }
  EXPECT_EQ(g, want) << "the givens stay givens, the other cells hold the one solution";
  EXPECT_EQ(solve_counted(from(3, 3, kClassic)).nodes, 4208U);
}

TEST(model_answer, says_no_solution_and_leaves_the_grid_as_it_was) {
  const grid start = from(2, 2, ".......34.1..3..");
  grid g = start;
  EXPECT_FALSE(sudoku::solve(g));
  EXPECT_EQ(g, start);
  grid full = from(2, 2, "1234341221434321");
  EXPECT_TRUE(sudoku::solve(full)) << "a full grid is solved as it is";
  EXPECT_EQ(solve_counted(full).nodes, 0U);
}

TEST(model_answer, is_the_lectures_search_on_every_size) {
  const std::vector<std::pair<std::pair<int, int>, std::string>> puzzles{
      {{2, 2}, "....3..21......4"},
      {{2, 2}, ".......34.1..3.."},
      {{2, 2}, "................"},
      {{2, 3}, "1..4.6.5.............2313.2.4.6...1."},
      {{3, 2}, std::string(36, '.')},
      {{3, 3}, kClassic},
      {{3, 3}, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."},
  };
  for (const auto& [boxes, text] : puzzles) {
    const grid start = from(boxes.first, boxes.second, text);
    const auto mine = solve_counted(start);
    const auto lecture = framework::lecture_search<rules>(start, framework::move_order::forward, 0);
    ASSERT_TRUE(lecture.finished) << text;
    EXPECT_EQ(mine.nodes, lecture.nodes) << text;
    EXPECT_EQ(mine.found, lecture.solution.has_value()) << text;
    if (mine.found && lecture.solution) {
      EXPECT_EQ(mine.digits, *lecture.solution) << text;
    }
  }
}

TEST(model_answer, the_empty_four_by_four_grid_has_288_solutions) {
  grid g(2, 2);
  framework::probe::counter counted(&rules::nodes);
  {
    const framework::probe::scoped_sink listening(counted);
    EXPECT_EQ(sudoku::count_solutions(g, 1000), 288U);
  }
  EXPECT_EQ(counted.nodes(), 2752U) << "the whole tree";
  EXPECT_EQ(g, grid(2, 2)) << "count_solutions leaves the grid as it was";
}

TEST(model_answer, counts_no_further_than_the_limit) {
  grid g(2, 2);
  EXPECT_EQ(sudoku::count_solutions(g, 5), 5U);
  EXPECT_EQ(sudoku::count_solutions(g, 1), 1U);
  EXPECT_EQ(g, grid(2, 2));
  const grid several = from(2, 2, "......1....3.321");
  grid h = several;
  EXPECT_EQ(sudoku::count_solutions(h, 2), 2U) << "several";
  EXPECT_EQ(sudoku::count_solutions(h, 10), 3U);
  EXPECT_EQ(h, several);
  grid classic = from(3, 3, kClassic);
  EXPECT_EQ(sudoku::count_solutions(classic, 2), 1U) << "unique";
  EXPECT_EQ(classic, from(3, 3, kClassic));
  grid none = from(2, 2, ".......34.1..3..");
  EXPECT_EQ(sudoku::count_solutions(none, 2), 0U);
  grid full = from(2, 2, "1234341221434321");
  EXPECT_EQ(sudoku::count_solutions(full, 2), 1U);
}

TEST(model_answer, find_empty_check_validity_and_valid_moves_agree_with_the_rules) {
  // Random play on every size: at each step the blog's functions against the grid's own answers.
  std::mt19937 rng(2020);
  for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 4}}) {
    grid g(rows, cols);
    for (int step = 0; step < 40; ++step) {
      EXPECT_EQ(sudoku::find_empty(g), g.first_empty());
      for (int r = 0; r < g.size(); ++r) {
        for (int c = 0; c < g.size(); ++c) {
          if (!g.is_empty({r, c})) continue;
          for (int d = 1; d <= g.size(); ++d) {
            ASSERT_EQ(sudoku::check_validity(g, d, {r, c}), g.fits({r, c}, d))
                << rows << "x" << cols << " boxes, " << d << " at " << sudoku::to_string(cell{r, c});
          }
        }
      }
      const auto moves = sudoku::valid_moves(g);
      EXPECT_EQ(moves, rules::legal_moves(g));
      if (moves.empty()) break;
      sudoku::apply_move(g, moves[rng() % moves.size()]);
    }
  }
  EXPECT_EQ(sudoku::find_empty(from(2, 2, "1234341221434321")), std::nullopt);
  EXPECT_TRUE(sudoku::valid_moves(from(2, 2, "1234341221434321")).empty());
}

TEST(model_answer, check_validity_ignores_the_cell_itself) {
  grid g = from(3, 3, kClassic);
  EXPECT_TRUE(sudoku::check_validity(g, 5, {0, 0})) << "the given 5 does not clash with itself";
  g.set_digit({0, 2}, 4);
  EXPECT_TRUE(sudoku::check_validity(g, 4, {0, 2}));
  EXPECT_FALSE(sudoku::check_validity(g, 4, {0, 3}));
}

TEST(model_answer, apply_and_undo_move_are_exact_mirror_images) {
  const grid start = from(3, 3, kClassic);
  grid g = start;
  sudoku::apply_move(g, {{0, 2}, 4});
  EXPECT_EQ(g.digit({0, 2}), 4);
  sudoku::undo_move(g, {{0, 2}, 4});
  EXPECT_EQ(g, start);
  EXPECT_THROW(sudoku::apply_move(g, {{0, 0}, 1}), framework::rule_violation) << "a given";
}

}  // namespace
