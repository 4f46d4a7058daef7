// The grader's sudoku reference checked against what does not depend on it:
// an independent grid checker, a plain backtracking counter on 4x4 and 6x6
// grids, the 288 solutions of the empty 4x4 grid, and the famous puzzles'
// published solutions. Every size the kit uses is covered; large counts stay
// in the benchmark, so this runs in well under a second under sanitizers.
#include "reference/sudoku/fast_solver.hpp"
#include "fast_test_support.hpp"
#include "reference/sudoku/famous_puzzles.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

namespace {

namespace fast = sudoku::fast;
using fast::puzzle;
using sudoku_test::solution_problem;

puzzle empty_grid(int box_rows, int box_cols) {
  const int n = box_rows * box_cols;
  return {box_rows, box_cols, std::vector<std::uint8_t>(static_cast<std::size_t>(n * n), 0)};
}

std::string text(const puzzle& p) { return fast::format_line(p); }

// Norvig's "grid2" (the first of top95): one solution, needs search.
constexpr const char* grid2 =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

TEST(SudokuFastSolver, EmptyGridOfEverySizeHasASolution) {
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 4}, {2, 4}, {3, 4}, {1, 3}}) {
    const puzzle p = empty_grid(rows, cols);
    const fast::solve_result r = fast::solve(p, 1);
    EXPECT_EQ(r.solutions, 1U) << rows << "x" << cols;
    ASSERT_TRUE(r.first.has_value()) << rows << "x" << cols;
    EXPECT_EQ(solution_problem(p, *r.first), "") << rows << "x" << cols;
    EXPECT_FALSE(r.contradictory_givens);
    EXPECT_GE(r.nodes, p.cells.size()) << "every cell placed at least once on " << rows << "x" << cols;
  }
}

TEST(SudokuFastSolver, EmptyFourByFourGridHas288Solutions) {
  const puzzle p = empty_grid(2, 2);
  EXPECT_EQ(fast::solve(p, 1000).solutions, 288U);
  EXPECT_EQ(fast::solve(p, 288).solutions, 288U);
  EXPECT_EQ(fast::solve(p, 287).solutions, 287U);
  EXPECT_EQ(sudoku_test::brute_force(p, 1000).count(), 288U);  // the checker agrees
}

TEST(SudokuFastSolver, TheLimitIsRespected) {
  const puzzle p = empty_grid(3, 3);
  for (const std::uint64_t limit : {1U, 2U, 3U, 10U, 100U}) {
    EXPECT_EQ(fast::solve(p, limit).solutions, limit);
  }
  EXPECT_THROW((void)fast::solve(p, 0), std::invalid_argument);
}

TEST(SudokuFastSolver, FamousPuzzles) {
  for (const fast::famous_puzzle& f : fast::famous_puzzles) {
    const puzzle p = fast::parse_line(f.grid);
    const fast::solve_result r = fast::solve(p, 2);
    ASSERT_TRUE(r.first.has_value()) << f.name;
    EXPECT_EQ(solution_problem(p, *r.first), "") << f.name;
    EXPECT_FALSE(r.contradictory_givens) << f.name;
    if (f.unique) {
      EXPECT_EQ(r.solutions, 1U) << f.name;
      EXPECT_EQ(text({3, 3, *r.first}), f.solution) << f.name;
    } else {
      EXPECT_EQ(r.solutions, 2U) << f.name << ": limit 2 stops at the second solution";
      EXPECT_TRUE(f.solution.empty());
    }
  }
}

TEST(SudokuFastSolver, NorvigsHard1HasManySolutionsAndStopsAtTheLimit) {
  const puzzle p = fast::parse_line(fast::famous_puzzles[5].grid);
  ASSERT_EQ(fast::famous_puzzles[5].name, "norvig_hard1");
  const fast::solve_result five = fast::solve(p, 5);
  EXPECT_EQ(five.solutions, 5U);
  const fast::solve_result one = fast::solve(p, 1);
  EXPECT_EQ(one.solutions, 1U);
  ASSERT_TRUE(one.first && five.first);
  EXPECT_EQ(*one.first, *five.first) << "the first solution does not depend on the limit";
  EXPECT_LT(one.nodes, five.nodes);
}

TEST(SudokuFastSolver, TheBruteForceWorstCaseNeedsNoGuess) {
  const puzzle p = fast::parse_line(fast::famous_puzzles[4].grid);
  const fast::solve_result r = fast::solve(p, 2);
  EXPECT_EQ(r.solutions, 1U);
  EXPECT_EQ(r.nodes, 81U - 17U) << "each empty cell placed once";
}

TEST(SudokuFastSolver, UnsolvableGridWithoutEqualGivens) {
  // Inkala's puzzle with one more given that fits every unit but is not the
  // solution's digit there: the unique solution is gone and nothing else is
  // left, which only a search can tell.
  const fast::famous_puzzle& inkala = fast::famous_puzzles[0];
  puzzle p = fast::parse_line(inkala.grid);
  ASSERT_FALSE(sudoku_test::givens_clash(p));
  bool added = false;
  for (std::size_t c = 0; c < p.cells.size() && !added; ++c) {
    if (p.cells[c] != 0) continue;
    for (std::uint8_t d = 1; d <= 9 && !added; ++d) {
      if (d == inkala.solution[c] - '0') continue;
      p.cells[c] = d;
      if (sudoku_test::givens_clash(p)) {
        p.cells[c] = 0;
      } else {
        added = true;
      }
    }
  }
  ASSERT_TRUE(added);
  const fast::solve_result r = fast::solve(p, 2);
  EXPECT_EQ(r.solutions, 0U);
  EXPECT_FALSE(r.first.has_value());
  EXPECT_FALSE(r.contradictory_givens);
  EXPECT_GT(r.nodes, 0U);

  // And a plain one: row 1 holds 1..8, and the 9 its last cell needs is
  // already in that column.
  puzzle blocked = empty_grid(3, 3);
  for (std::uint8_t c = 0; c < 8; ++c) blocked.cells[c] = static_cast<std::uint8_t>(c + 1);
  blocked.cells[5 * 9 + 8] = 9;
  ASSERT_FALSE(sudoku_test::givens_clash(blocked));
  const fast::solve_result b = fast::solve(blocked, 2);
  EXPECT_EQ(b.solutions, 0U);
  EXPECT_FALSE(b.contradictory_givens);
}

TEST(SudokuFastSolver, ContradictoryGivens) {
  // Two 5s in row 1, two 7s in column 3, two 3s in the middle box.
  const std::vector<std::vector<std::pair<int, std::uint8_t>>> clashes = {
      {{0, 5}, {4, 5}}, {{2, 7}, {8 * 9 + 2, 7}}, {{3 * 9 + 3, 3}, {5 * 9 + 5, 3}}};
  for (const auto& givens : clashes) {
    puzzle p = empty_grid(3, 3);
    for (const auto& [index, digit] : givens) p.cells[static_cast<std::size_t>(index)] = digit;
    const fast::solve_result r = fast::solve(p, 2);
    EXPECT_TRUE(r.contradictory_givens) << text(p);
    EXPECT_EQ(r.solutions, 0U) << text(p);
    EXPECT_FALSE(r.first.has_value()) << text(p);
    EXPECT_EQ(r.nodes, 0U) << text(p);
  }
  // Boxes of 2 rows x 3 columns: cells (0,0) and (1,2) share a box; with
  // boxes of 3 rows x 2 columns they do not.
  puzzle wide = empty_grid(2, 3);
  wide.cells[0] = 4;
  wide.cells[6 + 2] = 4;
  EXPECT_TRUE(fast::solve(wide, 2).contradictory_givens);
  puzzle tall = wide;
  tall.box_rows = 3;
  tall.box_cols = 2;
  const fast::solve_result t = fast::solve(tall, 1);
  EXPECT_FALSE(t.contradictory_givens);
  ASSERT_TRUE(t.first.has_value());
  EXPECT_EQ(solution_problem(tall, *t.first), "");
}

TEST(SudokuFastSolver, FullGrids) {
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 3}, {4, 4}}) {
    const puzzle full = sudoku_test::pattern_grid(rows, cols);
    ASSERT_EQ(solution_problem(full, full.cells), "") << rows << "x" << cols;
    const fast::solve_result r = fast::solve(full, 2);
    EXPECT_EQ(r.solutions, 1U);
    EXPECT_EQ(r.nodes, 0U);
    EXPECT_EQ(r.first, full.cells);

    // One cell emptied: placed back by the search, one node.
    puzzle one_empty = full;
    one_empty.cells[5] = 0;
    const fast::solve_result o = fast::solve(one_empty, 2);
    EXPECT_EQ(o.solutions, 1U);
    EXPECT_EQ(o.nodes, 1U);
    EXPECT_EQ(o.first, full.cells);

    // Two cells of a row swapped: full, but wrong.
    puzzle wrong = full;
    std::swap(wrong.cells[0], wrong.cells[static_cast<std::size_t>(rows * cols)]);  // (0,0) and (1,0)
    const fast::solve_result w = fast::solve(wrong, 2);
    EXPECT_TRUE(w.contradictory_givens);
    EXPECT_EQ(w.solutions, 0U);
  }
}

// Random partial grids on 4x4 and 6x6 against the plain counter: the givens
// of a random full grid (one solution or more), sometimes with one given
// changed (often none, sometimes contradictory).
TEST(SudokuFastSolver, MatchesPlainBacktrackingOnSmallGrids) {
  std::mt19937 rng(20240601);
  int unique = 0;
  int several = 0;
  int none = 0;
  for (const auto& [rows, cols, trials] : {std::tuple{2, 2, 300}, {2, 3, 120}, {3, 2, 60}}) {
    const int n = rows * cols;
    for (int t = 0; t < trials; ++t) {
      // A random full grid from the reference, checked independently.
      puzzle p = empty_grid(rows, cols);
      std::vector<std::size_t> order(p.cells.size());
      for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::shuffle(order.begin(), order.end(), rng);
      p.cells[order[0]] = static_cast<std::uint8_t>(1 + rng() % static_cast<unsigned>(n));
      const auto full = fast::solve(p, 1).first;
      ASSERT_TRUE(full.has_value());
      ASSERT_EQ(solution_problem(p, *full), "");
      // Keep a random number of its cells (at least n for 6x6, so the plain counter stays quick).
      const std::size_t keep = n == 4 ? rng() % 12 : static_cast<std::size_t>(n) + rng() % 14;
      for (std::size_t i = 0; i < p.cells.size(); ++i) p.cells[order[i]] = i < keep ? (*full)[order[i]] : 0;
      if (t % 3 == 0 && keep > 0) {
        const std::size_t c = order[rng() % keep];
        p.cells[c] = static_cast<std::uint8_t>(p.cells[c] % n + 1);
      }
      const std::uint64_t expected = sudoku_test::brute_force(p, 3).count();
      const fast::solve_result r = fast::solve(p, 3);
      ASSERT_EQ(r.solutions, expected) << text(p);
      EXPECT_EQ(r.contradictory_givens, sudoku_test::givens_clash(p)) << text(p);
      EXPECT_EQ(r.first.has_value(), expected > 0) << text(p);
      if (r.first) {
        EXPECT_EQ(solution_problem(p, *r.first), "") << text(p);
      }
      if (expected == 1) ++unique;
      if (expected > 1) ++several;
      if (expected == 0) ++none;
    }
  }
  // The random grids exercised every outcome.
  EXPECT_GT(unique, 20);
  EXPECT_GT(several, 20);
  EXPECT_GT(none, 20);
}

TEST(SudokuFastSolver, SixteenBySixteen) {
  // The pattern grid with half its cells emptied in a checkerboard of 2x1
  // strips: 128 to fill.
  const puzzle full = sudoku_test::pattern_grid(4, 4);
  puzzle p = full;
  for (std::size_t i = 0; i < p.cells.size(); ++i) {
    if ((i / 16 + i % 16 / 2) % 2 == 0) p.cells[i] = 0;
  }
  const fast::solve_result r = fast::solve(p, 2);
  ASSERT_TRUE(r.first.has_value());
  EXPECT_EQ(solution_problem(p, *r.first), "");
  EXPECT_GE(r.solutions, 1U);
  EXPECT_GE(r.nodes, 128U);

  // A letter-notation line for 16x16.
  const std::string line = text(full);
  EXPECT_EQ(line.substr(0, 16), "123456789ABCDEFG");
  EXPECT_EQ(fast::parse_line(line, 4, 4).cells, full.cells);
}

TEST(SudokuFastSolver, ShapeErrors) {
  EXPECT_EQ(fast::check_shape(empty_grid(3, 3)), std::nullopt);
  EXPECT_EQ(fast::check_shape(empty_grid(4, 4)), std::nullopt);
  EXPECT_EQ(fast::check_shape(empty_grid(1, 1)), std::nullopt);

  puzzle short_grid = empty_grid(3, 3);
  short_grid.cells.pop_back();
  ASSERT_TRUE(fast::check_shape(short_grid).has_value());
  EXPECT_NE(fast::check_shape(short_grid)->find("81 cells, not 80"), std::string::npos);

  puzzle big_digit = empty_grid(2, 3);
  big_digit.cells[7] = 7;
  ASSERT_TRUE(fast::check_shape(big_digit).has_value());
  EXPECT_NE(fast::check_shape(big_digit)->find("row 2, column 2"), std::string::npos);

  EXPECT_TRUE(fast::check_shape({0, 3, {}}).has_value());
  EXPECT_TRUE(fast::check_shape({3, -1, {}}).has_value());
  EXPECT_TRUE(fast::check_shape({5, 4, std::vector<std::uint8_t>(400)}).has_value());

  EXPECT_THROW((void)fast::solve(short_grid, 2), std::invalid_argument);
  EXPECT_THROW((void)fast::solve(big_digit, 2), std::invalid_argument);
}

TEST(SudokuFastSolver, LineNotation) {
  const puzzle p = fast::parse_line(grid2);
  EXPECT_EQ(p.cells[0], 4);
  EXPECT_EQ(p.cells[1], 0);
  EXPECT_EQ(text(p), grid2);
  EXPECT_EQ(fast::parse_line(std::string(81, '0')).cells, empty_grid(3, 3).cells);
  EXPECT_THROW((void)fast::parse_line("12x"), std::invalid_argument);
  EXPECT_THROW((void)fast::parse_line(std::string(80, '.')), std::invalid_argument);
  EXPECT_THROW((void)fast::parse_line(std::string(15, '.') + "5", 2, 2), std::invalid_argument);  // 5 > 4
}

TEST(SudokuFastSolver, SeveralThreadsAtOnce) {
  const puzzle a = fast::parse_line(grid2);
  const puzzle b = fast::parse_line(fast::famous_puzzles[1].grid);
  const fast::solve_result alone_a = fast::solve(a, 2);
  const fast::solve_result alone_b = fast::solve(b, 2);
  fast::solve_result in_thread;
  std::thread other([&] { in_thread = fast::solve(b, 2); });
  const fast::solve_result here = fast::solve(a, 2);
  other.join();
  EXPECT_EQ(here.first, alone_a.first);
  EXPECT_EQ(here.nodes, alone_a.nodes);
  EXPECT_EQ(in_thread.first, alone_b.first);
  EXPECT_EQ(in_thread.nodes, alone_b.nodes);
}

}  // namespace
