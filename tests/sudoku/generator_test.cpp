// The puzzle generator: exact given counts, unique solutions (checked by the
// plain backtracking counter where it is quick enough, 4x4 and 6x6), the same
// puzzle for the same seed (also pinned, to catch a standard library or a
// solver change that would give each term different puzzles), and refusals.
#include "reference/sudoku/generator.hpp"
#include "fast_test_support.hpp"
#include "reference/sudoku/fast_solver.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fast = sudoku::fast;
using fast::generate_options;
using fast::puzzle;

int givens_of(const puzzle& p) {
  int count = 0;
  for (const std::uint8_t d : p.cells) count += d != 0 ? 1 : 0;
  return count;
}

// The message of the std::invalid_argument that generate throws, "" if none.
std::string refusal(const generate_options& o) {
  try {
    (void)fast::generate(o);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

TEST(SudokuGenerator, ExactGivensAndOneSolutionForEverySize) {
  struct request {
    int box_rows;
    int box_cols;
    int givens;
  };
  for (const request& q :
       {request{2, 2, 4}, {2, 2, 7}, {2, 3, 8}, {3, 2, 12}, {3, 3, 24}, {3, 3, 35}, {4, 4, 150}}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const puzzle p = fast::generate({q.box_rows, q.box_cols, q.givens, seed});
      const std::string what = std::to_string(q.box_rows) + "x" + std::to_string(q.box_cols) + " " +
                               std::to_string(q.givens) + " givens, seed " + std::to_string(seed);
      EXPECT_EQ(p.box_rows, q.box_rows) << what;
      EXPECT_EQ(p.box_cols, q.box_cols) << what;
      ASSERT_EQ(fast::check_shape(p), std::nullopt) << what;
      EXPECT_EQ(givens_of(p), q.givens) << what;
      const fast::solve_result r = fast::solve(p, 2);
      EXPECT_EQ(r.solutions, 1U) << what << ": " << fast::format_line(p);
      ASSERT_TRUE(r.first.has_value()) << what;
      EXPECT_EQ(sudoku_test::solution_problem(p, *r.first), "") << what;
      if (q.box_rows * q.box_cols <= 6) {
        EXPECT_EQ(sudoku_test::brute_force(p, 2).count(), 1U) << what << ": " << fast::format_line(p);
      }
    }
  }
}

TEST(SudokuGenerator, SameSeedSamePuzzle) {
  for (const generate_options& o : {generate_options{2, 2, 6, 5}, generate_options{2, 3, 10, 5},
                                    generate_options{3, 3, 26, 5}, generate_options{4, 4, 160, 5}}) {
    const puzzle a = fast::generate(o);
    const puzzle b = fast::generate(o);
    EXPECT_EQ(a.cells, b.cells) << fast::format_line(a);
    generate_options other = o;
    other.seed = o.seed + 1;
    EXPECT_NE(fast::generate(other).cells, a.cells) << "seed " << other.seed;
  }
}

// These strings are what every machine must produce. If a deliberate change
// to the solver's search or to the generator changes them, update them and
// say so: the puzzles of every seed change with them.
TEST(SudokuGenerator, PinnedPuzzles) {
  EXPECT_EQ(fast::format_line(fast::generate({2, 2, 6, 1})), "1.3.4.1.2..3....");
  EXPECT_EQ(fast::format_line(fast::generate({2, 3, 12, 7})), "..52.........42.3..361...2...6....24");
  EXPECT_EQ(fast::format_line(fast::generate({3, 3, 30, 1})),
            ".....374..91.2.......586...452.....6....18..313.2..4.9...6..5.77.69....8.....7.2.");
}

TEST(SudokuGenerator, AllGivensIsARandomFullGrid) {
  std::set<std::string> grids;  // as lines: g++ 12 -O3 warns (wrongly) on a set of byte vectors
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const puzzle p = fast::generate({3, 3, 81, seed});
    EXPECT_EQ(givens_of(p), 81);
    EXPECT_EQ(sudoku_test::solution_problem(p, p.cells), "") << fast::format_line(p);
    grids.insert(fast::format_line(p));
  }
  EXPECT_EQ(grids.size(), 5U);
}

TEST(SudokuGenerator, GivensRanges) {
  const fast::givens_range nine = fast::givens_range_for(3, 3);
  EXPECT_EQ(nine.known_minimum, 17);
  EXPECT_EQ(nine.maximum, 81);
  EXPECT_GE(nine.reachable, 17);
  EXPECT_LE(nine.reachable, 24);
  EXPECT_EQ(fast::givens_range_for(2, 2).reachable, 4);
  EXPECT_EQ(fast::givens_range_for(2, 3).known_minimum, 8);
  EXPECT_EQ(fast::givens_range_for(3, 2).known_minimum, 8);
  EXPECT_EQ(fast::givens_range_for(4, 4).maximum, 256);
  const fast::givens_range odd = fast::givens_range_for(2, 4);  // 8x8: no table entry
  EXPECT_EQ(odd.known_minimum, 0);
  EXPECT_EQ(odd.reachable, 0);
  EXPECT_EQ(odd.maximum, 64);
  EXPECT_THROW((void)fast::givens_range_for(0, 3), std::invalid_argument);
  EXPECT_THROW((void)fast::givens_range_for(5, 4), std::invalid_argument);
}

TEST(SudokuGenerator, RefusesWhatItCannotMake) {
  const std::string too_many = refusal({3, 3, 82, 1});
  EXPECT_NE(too_many.find("81 cells"), std::string::npos) << too_many;

  const int floor = fast::givens_range_for(3, 3).reachable;
  const std::string too_few = refusal({3, 3, floor - 1, 1});
  EXPECT_NE(too_few.find("at least 17 givens"), std::string::npos) << too_few;
  EXPECT_NE(too_few.find("reaches " + std::to_string(floor)), std::string::npos) << too_few;
  EXPECT_NE(refusal({3, 3, -1, 1}), "");
  const std::string sixteen = refusal({4, 4, 40, 1});
  EXPECT_NE(sixteen.find("is not known"), std::string::npos) << sixteen;
  EXPECT_NE(sixteen.find("reaches 95"), std::string::npos) << sixteen;

  EXPECT_NE(refusal({0, 3, 10, 1}), "");
  EXPECT_NE(refusal({5, 4, 10, 1}), "");
  EXPECT_NE(refusal({3, -3, 10, 1}), "");

  // The floor itself is accepted.
  EXPECT_EQ(givens_of(fast::generate({2, 3, fast::givens_range_for(2, 3).reachable, 1})), 8);
}

TEST(SudokuGenerator, UniformDrawsStayInRangeAndCoverIt) {
  std::mt19937_64 random(42);
  std::vector<int> counts(7, 0);
  for (int i = 0; i < 7000; ++i) {
    const std::uint64_t x = fast::detail::uniform_below(random, 7);
    ASSERT_LT(x, 7U);
    ++counts[x];
  }
  for (const int c : counts) {
    EXPECT_GT(c, 850);
    EXPECT_LT(c, 1150);
  }
  EXPECT_EQ(fast::detail::uniform_below(random, 1), 0U);
  std::mt19937_64 again(42);
  std::mt19937_64 same(42);
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(fast::detail::uniform_below(again, 1000), fast::detail::uniform_below(same, 1000));
  }
}

}  // namespace
