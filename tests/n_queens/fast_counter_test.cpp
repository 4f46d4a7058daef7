// The grader's N-queens reference checked against what does not depend on it:
// the published counts (OEIS A000170), a brute force over permutations on
// small boards, and a straightforward recursive transcription of the
// lecture's placeQueens for the first solution and its placement count.
// Every counting method (plain, mirror, constellations, completions) is also
// checked against the others. Large n stay in the benchmark: this file must
// run in well under a second optimised and in seconds under sanitizers.
#include "reference/n_queens/fast_counter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

namespace fast = n_queens::fast;
using queens_list = std::vector<std::pair<int, int>>;

// OEIS A000170: solutions of the n x n board, index n.
constexpr std::uint64_t a000170[] = {1,      1,       0,        0,        2,        10,    4,
                                     40,     92,      352,      724,      2680,     14200, 73712,
                                     365596, 2279184, 14772512, 95815104, 666090624};

std::string describe(int n, const queens_list& queens) {
  std::string text = "n=" + std::to_string(n) + " queens:";
  for (const auto& [r, c] : queens) text += " (" + std::to_string(r) + "," + std::to_string(c) + ")";
  return text;
}

bool attack(std::pair<int, int> a, std::pair<int, int> b) {
  return a.first == b.first || a.second == b.second ||
         std::abs(a.first - b.first) == std::abs(a.second - b.second);
}

bool pairwise_safe(const queens_list& queens) {
  for (std::size_t i = 0; i < queens.size(); ++i) {
    for (std::size_t j = i + 1; j < queens.size(); ++j) {
      if (attack(queens[i], queens[j])) return false;
    }
  }
  return true;
}

// True when `columns` (one column per row) is an n-queens solution that keeps
// every given queen where it is.
bool is_solution_extending(int n, const std::vector<int>& columns, const queens_list& queens) {
  if (columns.size() != static_cast<std::size_t>(n)) return false;
  queens_list all;
  for (int r = 0; r < n; ++r) {
    const int c = columns[static_cast<std::size_t>(r)];
    if (c < 0 || c >= n) return false;
    all.emplace_back(r, c);
  }
  if (!pairwise_safe(all)) return false;
  return std::all_of(queens.begin(), queens.end(),
                     [&](const auto& q) { return columns[static_cast<std::size_t>(q.first)] == q.second; });
}

// Every solution of the n x n board by trying all n! column permutations
// (rows and columns are then distinct by construction; only diagonals are checked).
std::vector<std::vector<int>> brute_force_solutions(int n) {
  std::vector<int> perm(static_cast<std::size_t>(n));
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<std::vector<int>> solutions;
  do {
    bool ok = true;
    for (int i = 0; i < n && ok; ++i) {
      for (int j = i + 1; j < n && ok; ++j) {
        ok = std::abs(perm[static_cast<std::size_t>(i)] - perm[static_cast<std::size_t>(j)]) != j - i;
      }
    }
    if (ok) solutions.push_back(perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return solutions;
}

// The brute-force answer for a partial board: 0 when two given queens share
// a row (the documented rule, even for the same square given twice), else the
// solutions that agree with every given queen (which then cannot attack each
// other, since they are part of one solution).
std::uint64_t brute_force_completions(const std::vector<std::vector<int>>& solutions,
                                      const queens_list& queens) {
  for (std::size_t i = 0; i < queens.size(); ++i) {
    for (std::size_t j = i + 1; j < queens.size(); ++j) {
      if (queens[i].first == queens[j].first) return 0;
    }
  }
  return static_cast<std::uint64_t>(std::count_if(solutions.begin(), solutions.end(), [&](const auto& s) {
    return std::all_of(queens.begin(), queens.end(),
                       [&](const auto& q) { return s[static_cast<std::size_t>(q.first)] == q.second; });
  }));
}

// The lecture's placeQueens, transcribed as plainly as possible: a board of
// columns per row (-1 = empty), inJeopardy asking every queen on the board,
// rows already holding a given queen skipped, one placement counted per queen
// added. With stop_at_first = false it runs through the whole tree and counts
// the completions instead.
class lecture_backtracking {
 public:
  lecture_backtracking(int n, const queens_list& queens, bool stop_at_first)
      : n_(n), board_(static_cast<std::size_t>(n), -1), stop_at_first_(stop_at_first) {
    for (const auto& [r, c] : queens) board_[static_cast<std::size_t>(r)] = c;
  }

  bool place_queens(int row) {
    if (row >= n_) {
      ++solutions_;
      return stop_at_first_;
    }
    if (board_[static_cast<std::size_t>(row)] >= 0) return place_queens(row + 1);
    for (int col = 0; col < n_; ++col) {
      if (!in_jeopardy(row, col)) {
        board_[static_cast<std::size_t>(row)] = col;
        ++placements_;
        if (place_queens(row + 1)) return true;
        board_[static_cast<std::size_t>(row)] = -1;
      }
    }
    return false;
  }

  [[nodiscard]] const std::vector<int>& board() const { return board_; }
  [[nodiscard]] std::uint64_t placements() const { return placements_; }
  [[nodiscard]] std::uint64_t solutions() const { return solutions_; }

 private:
  [[nodiscard]] bool in_jeopardy(int row, int col) const {
    for (int r = 0; r < n_; ++r) {
      const int c = board_[static_cast<std::size_t>(r)];
      if (c >= 0 && attack({r, c}, {row, col})) return true;
    }
    return false;
  }

  int n_;
  std::vector<int> board_;
  bool stop_at_first_;
  std::uint64_t placements_ = 0;
  std::uint64_t solutions_ = 0;
};

struct reference_first {
  std::optional<std::vector<int>> columns;
  std::uint64_t placements = 0;
};

// What first_completion must answer. Given queens that share a row or attack
// each other are refused before any search (the lecture's code would never
// look at them and could "solve" such a board).
reference_first lecture_first(int n, const queens_list& queens) {
  if (!pairwise_safe(queens)) return {};
  lecture_backtracking search(n, queens, true);
  const bool found = search.place_queens(0);
  return {found ? std::optional<std::vector<int>>(search.board()) : std::nullopt, search.placements()};
}

std::uint64_t lecture_count(int n, const queens_list& queens) {
  if (!pairwise_safe(queens)) return 0;
  lecture_backtracking search(n, queens, false);
  search.place_queens(0);
  return search.solutions();
}

// k queens on random squares, any rows (they may share rows or attack).
queens_list random_queens(std::mt19937& rng, int n, int k) {
  std::uniform_int_distribution<int> coordinate(0, n - 1);
  queens_list queens;
  for (int i = 0; i < k; ++i) queens.emplace_back(coordinate(rng), coordinate(rng));
  return queens;
}

// k queens in distinct random rows, none attacking another (fewer if the
// random choices run into a dead end, which is fine for a test input).
queens_list random_safe_queens(std::mt19937& rng, int n, int k) {
  std::vector<int> rows(static_cast<std::size_t>(n));
  std::iota(rows.begin(), rows.end(), 0);
  std::shuffle(rows.begin(), rows.end(), rng);
  std::uniform_int_distribution<int> column(0, n - 1);
  queens_list queens;
  for (int i = 0; i < k && i < n; ++i) {
    for (int attempt = 0; attempt < 4 * n; ++attempt) {
      const std::pair<int, int> q{rows[static_cast<std::size_t>(i)], column(rng)};
      if (std::none_of(queens.begin(), queens.end(), [&](const auto& o) { return attack(o, q); })) {
        queens.push_back(q);
        break;
      }
    }
  }
  return queens;
}

TEST(NQueensFastCounter, CountAllMatchesA000170) {
  for (int n = 1; n <= 14; ++n) {
    const fast::count_result r = fast::count_all(n);
    EXPECT_EQ(r.solutions, a000170[n]) << "n=" << n;
    EXPECT_GE(r.seconds, 0.0);
  }
}

TEST(NQueensFastCounter, PlainMatchesA000170) {
  for (int n = 1; n <= 14; ++n) EXPECT_EQ(fast::count_all_plain(n).solutions, a000170[n]) << "n=" << n;
}

TEST(NQueensFastCounter, MirrorAndConstellationsEachMatchA000170) {
  for (int n = 1; n <= 14; ++n) {
    EXPECT_EQ(fast::count_all_mirror(n).solutions, a000170[n]) << "n=" << n;
    EXPECT_EQ(fast::count_all_constellations(n).solutions, a000170[n]) << "n=" << n;
  }
}

TEST(NQueensFastCounter, SymmetrySearchesFewerNodes) {
  for (int n = 10; n <= 13; ++n) {
    const auto plain = fast::count_all_plain(n);
    EXPECT_LT(fast::count_all_mirror(n).nodes, plain.nodes) << "n=" << n;
    EXPECT_LT(fast::count_all_constellations(n).nodes * 4, plain.nodes) << "n=" << n;
  }
}

TEST(NQueensFastCounter, PlainNodesAreTheLectureTreeSize) {
  // The 8-queens tree of the lecture's row-by-row search: 2057 nodes with the
  // root, 2056 queens placed.
  EXPECT_EQ(fast::count_all_plain(8).nodes, 2056U);
  for (int n = 1; n <= 10; ++n) {
    lecture_backtracking search(n, {}, false);
    search.place_queens(0);
    EXPECT_EQ(fast::count_all_plain(n).nodes, search.placements()) << "n=" << n;
  }
}

TEST(NQueensFastCounter, EmptyBoardCompletionsMatchA000170) {
  for (int n = 1; n <= 12; ++n) EXPECT_EQ(fast::count_completions(n, {}).solutions, a000170[n]) << "n=" << n;
}

TEST(NQueensFastCounter, RejectsBoardsOutOfRange) {
  EXPECT_THROW((void)fast::count_all(0), std::invalid_argument);
  EXPECT_THROW((void)fast::count_all(-3), std::invalid_argument);
  EXPECT_THROW((void)fast::count_all(28), std::invalid_argument);
  EXPECT_THROW((void)fast::count_all_plain(28), std::invalid_argument);
  EXPECT_THROW((void)fast::count_all_mirror(0), std::invalid_argument);
  EXPECT_THROW((void)fast::count_all_constellations(28), std::invalid_argument);
  EXPECT_THROW((void)fast::count_completions(0, {}), std::invalid_argument);
  EXPECT_THROW((void)fast::count_completions(33, {}), std::invalid_argument);
  EXPECT_THROW((void)fast::count_completions(8, {{8, 0}}), std::invalid_argument);
  EXPECT_THROW((void)fast::count_completions(8, {{0, -1}}), std::invalid_argument);
  EXPECT_THROW((void)fast::first_completion(8, {{-1, 0}}), std::invalid_argument);
  EXPECT_THROW((void)fast::first_completion(33, {}), std::invalid_argument);
}

TEST(NQueensFastCounter, CompletionsMatchBruteForceOnRandomBoards) {
  std::mt19937 rng(20240517);
  for (int n = 1; n <= 8; ++n) {
    const auto solutions = brute_force_solutions(n);
    ASSERT_EQ(solutions.size(), a000170[n]);
    for (int trial = 0; trial < 150; ++trial) {
      const int k = std::uniform_int_distribution<int>(0, std::min(n, 4))(rng);
      // Mostly boards that can be completed, some arbitrary ones (shared rows,
      // attacks), so both kinds of answer come up.
      const queens_list queens = trial % 3 == 0 ? random_queens(rng, n, k) : random_safe_queens(rng, n, k);
      const fast::count_result r = fast::count_completions(n, queens);
      EXPECT_EQ(r.solutions, brute_force_completions(solutions, queens)) << describe(n, queens);
    }
  }
}

TEST(NQueensFastCounter, CompletionsMatchTheLectureSearchOnLargerBoards) {
  std::mt19937 rng(7);
  for (int n = 9; n <= 11; ++n) {
    for (int trial = 0; trial < 12; ++trial) {
      const queens_list queens = random_safe_queens(rng, n, 1 + trial % 4);
      EXPECT_EQ(fast::count_completions(n, queens).solutions, lecture_count(n, queens))
          << describe(n, queens);
    }
  }
}

TEST(NQueensFastCounter, AttackingOrCrowdedGivenQueensGiveNothing) {
  const std::vector<queens_list> boards = {
      {{0, 0}, {0, 5}},          // same row
      {{1, 3}, {1, 3}},          // the same square twice: two queens in one row
      {{0, 2}, {5, 2}},          // same column
      {{1, 1}, {4, 4}},          // same falling diagonal
      {{0, 7}, {7, 0}},          // same rising diagonal
      {{2, 0}, {3, 5}, {6, 4}},  // the first and the last on one diagonal
  };
  for (const auto& queens : boards) {
    const fast::count_result counted = fast::count_completions(8, queens);
    EXPECT_EQ(counted.solutions, 0U) << describe(8, queens);
    EXPECT_EQ(counted.nodes, 0U) << describe(8, queens);
    const fast::first_result first = fast::first_completion(8, queens);
    EXPECT_FALSE(first.columns.has_value()) << describe(8, queens);
    EXPECT_EQ(first.placements, 0U) << describe(8, queens);
  }
}

TEST(NQueensFastCounter, FullBoardsAndLargeBoards) {
  // A 32-queens solution (the lecture's first one, found by first_completion
  // and checked here independently).
  const std::vector<int> solution32 = {0,  2,  4,  1,  3,  8,  10, 12, 14, 5,  17, 23, 25, 29, 24, 30,
                                       27, 31, 26, 28, 15, 18, 9,  7,  16, 11, 20, 6,  13, 22, 19, 21};
  ASSERT_TRUE(is_solution_extending(32, solution32, {}));
  queens_list all;
  for (int r = 0; r < 32; ++r) all.emplace_back(r, solution32[static_cast<std::size_t>(r)]);

  // Every row given: the board itself is the one completion, nothing placed.
  EXPECT_EQ(fast::count_completions(32, all).solutions, 1U);
  EXPECT_EQ(fast::count_completions(32, all).nodes, 0U);
  const fast::first_result whole = fast::first_completion(32, all);
  ASSERT_TRUE(whole.columns.has_value());
  EXPECT_EQ(*whole.columns, solution32);
  EXPECT_EQ(whole.placements, 0U);

  // Some rows emptied again (given in scrambled order): the completions
  // include the original, and agree with the lecture's search.
  std::mt19937 rng(32);
  for (int emptied : {3, 6, 9}) {
    queens_list queens = all;
    std::shuffle(queens.begin(), queens.end(), rng);
    queens.resize(queens.size() - static_cast<std::size_t>(emptied));
    const fast::count_result counted = fast::count_completions(32, queens);
    EXPECT_GE(counted.solutions, 1U) << describe(32, queens);
    EXPECT_EQ(counted.solutions, lecture_count(32, queens)) << describe(32, queens);
    const fast::first_result first = fast::first_completion(32, queens);
    const reference_first expected = lecture_first(32, queens);
    ASSERT_TRUE(first.columns.has_value());
    EXPECT_TRUE(is_solution_extending(32, *first.columns, queens));
    EXPECT_EQ(first.columns, expected.columns);
    EXPECT_EQ(first.placements, expected.placements);
  }
  EXPECT_EQ(fast::count_completions(1, {{0, 0}}).solutions, 1U);
}

TEST(NQueensFastCounter, EightQueensFirstSolutionIsTheLecturesOne) {
  const fast::first_result first = fast::first_completion(8, {});
  ASSERT_TRUE(first.columns.has_value());
  EXPECT_EQ(*first.columns, (std::vector<int>{0, 4, 7, 5, 2, 6, 1, 3}));
  // placeQueens places 113 queens (removing 105 of them again) before it
  // holds this solution; the transcription below agrees.
  EXPECT_EQ(first.placements, 113U);
  EXPECT_EQ(lecture_first(8, {}).placements, 113U);
}

TEST(NQueensFastCounter, FirstCompletionMatchesTheLectureOnEmptyBoards) {
  for (int n = 1; n <= 12; ++n) {
    const fast::first_result first = fast::first_completion(n, {});
    const reference_first expected = lecture_first(n, {});
    EXPECT_EQ(first.columns, expected.columns) << "n=" << n;
    EXPECT_EQ(first.placements, expected.placements) << "n=" << n;
    EXPECT_EQ(first.columns.has_value(), a000170[n] > 0) << "n=" << n;
    if (first.columns) {
      EXPECT_TRUE(is_solution_extending(n, *first.columns, {})) << "n=" << n;
    }
  }
}

TEST(NQueensFastCounter, FirstCompletionMatchesTheLectureOnPartialBoards) {
  std::mt19937 rng(421);
  for (int n = 4; n <= 10; ++n) {
    for (int trial = 0; trial < 40; ++trial) {
      const int k = 1 + trial % 4;
      const queens_list queens = trial % 5 == 4 ? random_queens(rng, n, k) : random_safe_queens(rng, n, k);
      const fast::first_result first = fast::first_completion(n, queens);
      const reference_first expected = lecture_first(n, queens);
      EXPECT_EQ(first.columns, expected.columns) << describe(n, queens);
      EXPECT_EQ(first.placements, expected.placements) << describe(n, queens);
      if (first.columns) {
        EXPECT_TRUE(is_solution_extending(n, *first.columns, queens)) << describe(n, queens);
      }
      // Found exactly when there is something to find.
      EXPECT_EQ(first.columns.has_value(), fast::count_completions(n, queens).solutions > 0)
          << describe(n, queens);
    }
  }
}

TEST(NQueensFastCounter, SafeToCallFromSeveralThreads) {
  std::vector<std::uint64_t> counts(4);
  std::vector<std::uint64_t> completions(4);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    threads.emplace_back([&, i] {
      counts[i] = fast::count_all(11 + static_cast<int>(i % 2)).solutions;
      completions[i] = fast::count_completions(10, {{0, 1}, {9, 5}}).solutions;
    });
  }
  for (auto& t : threads) t.join();
  for (std::size_t i = 0; i < counts.size(); ++i) {
    EXPECT_EQ(counts[i], a000170[11 + i % 2]);
    EXPECT_EQ(completions[i], lecture_count(10, {{0, 1}, {9, 5}}));
  }
}

}  // namespace
