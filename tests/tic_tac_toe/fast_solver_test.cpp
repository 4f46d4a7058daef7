// The grader's m,n,k reference checked against what does not depend on it: a
// plain minimax written here (no pruning, no symmetry, no move ordering; a
// memo of exact positions only so that hundreds of positions stay fast), the
// lecture deck's positions and known results (tic-tac-toe and 4x4 with k=4
// are draws, a 1x1 board is won by whoever moves). The empty 4x4 board is
// solved here once (milliseconds); larger boards stay in the benchmark.
#include "reference/tic_tac_toe/fast_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

namespace fast = tic_tac_toe::fast;
using mask = std::uint64_t;

// A board drawn row by row: 'X', 'O' or '.', spaces and '/' ignored.
fast::position drawn(int rows, int cols, int k, const std::string& picture, bool x_to_move) {
  fast::position p{.rows = rows, .cols = cols, .k = k, .x = 0, .o = 0, .x_to_move = x_to_move};
  int cell = 0;
  for (const char c : picture) {
    if (c == ' ' || c == '/') continue;
    if (c == 'X') p.x |= mask{1} << cell;
    if (c == 'O') p.o |= mask{1} << cell;
    ++cell;
  }
  EXPECT_EQ(cell, rows * cols) << picture;
  return p;
}

std::string describe(const fast::position& p) {
  std::string text =
      std::to_string(p.rows) + "x" + std::to_string(p.cols) + " k=" + std::to_string(p.k) + " ";
  for (int r = 0; r < p.rows; ++r) {
    if (r > 0) text += " / ";
    for (int c = 0; c < p.cols; ++c) {
      const mask b = mask{1} << (r * p.cols + c);
      text += (p.x & b) != 0 ? 'X' : (p.o & b) != 0 ? 'O' : '.';
    }
  }
  return text + (p.x_to_move ? ", X to move" : ", O to move");
}

// The oracle: minimax by the definition, lines tested cell by cell.
class plain_minimax {
 public:
  explicit plain_minimax(const fast::position& p) : rows_(p.rows), cols_(p.cols), k_(p.k) {}

  [[nodiscard]] bool has_line(mask marks) const {
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        for (const auto& d : directions) {
          int run = 0;
          for (int rr = r, cc = c; rr >= 0 && rr < rows_ && cc >= 0 && cc < cols_ && run < k_;
               rr += d[0], cc += d[1]) {
            if ((marks & (mask{1} << (rr * cols_ + cc))) == 0) break;
            ++run;
          }
          if (run == k_) return true;
        }
      }
    }
    return false;
  }

  // From X's side; the position is not decided.
  [[nodiscard]] int value(mask x, mask o, bool x_to_move) {
    const mask key_o = o | (x_to_move ? mask{1} << 63 : 0);
    if (const auto it = memo_.find(key(x, key_o)); it != memo_.end()) return it->second;
    int best = x_to_move ? -2 : 2;
    for (int cell = 0; cell < rows_ * cols_; ++cell) {
      const int v = move_value(x, o, x_to_move, cell);
      if (v == 3) continue;
      best = x_to_move ? std::max(best, v) : std::min(best, v);
    }
    memo_[key(x, key_o)] = best;
    return best;
  }

  // The value after the mover plays `cell`, 3 if the cell is taken.
  [[nodiscard]] int move_value(mask x, mask o, bool x_to_move, int cell) {
    const mask b = mask{1} << cell;
    if (((x | o) & b) != 0) return 3;
    const mask nx = x_to_move ? x | b : x;
    const mask no = x_to_move ? o : o | b;
    if (has_line(x_to_move ? nx : no)) return x_to_move ? 1 : -1;
    if (std::popcount(nx | no) == rows_ * cols_) return 0;
    return value(nx, no, !x_to_move);
  }

 private:
  struct pair_hash {
    std::size_t operator()(const std::pair<mask, mask>& k) const {
      return std::hash<mask>{}(k.first * 0x9E3779B97F4A7C15ULL ^ k.second);
    }
  };
  [[nodiscard]] static std::pair<mask, mask> key(mask x, mask o) { return {x, o}; }

  int rows_;
  int cols_;
  int k_;
  std::unordered_map<std::pair<mask, mask>, int, pair_hash> memo_;
};

// What the oracle says `solve` must return.
fast::solution expected(const fast::position& p) {
  plain_minimax oracle(p);
  fast::solution s;
  if (oracle.has_line(p.x)) {
    s.value = 1;
    return s;
  }
  if (oracle.has_line(p.o)) {
    s.value = -1;
    return s;
  }
  if (std::popcount(p.x | p.o) == p.rows * p.cols) return s;
  s.value = oracle.value(p.x, p.o, p.x_to_move);
  for (int cell = 0; cell < p.rows * p.cols; ++cell) {
    if (oracle.move_value(p.x, p.o, p.x_to_move, cell) == s.value) s.best_moves.push_back(cell);
  }
  return s;
}

void expect_solution(const fast::position& p, int value, const std::vector<int>& best_moves) {
  const fast::solution s = fast::solve(p);
  EXPECT_EQ(s.value, value) << describe(p);
  EXPECT_EQ(s.best_moves, best_moves) << describe(p);
  EXPECT_EQ(fast::value(p), value) << describe(p);
}

void expect_as_oracle(const fast::position& p) {
  const fast::solution want = expected(p);
  expect_solution(p, want.value, want.best_moves);
}

// A reachable position: `marks` random moves from the empty board by players
// taking turns from `x_first`, stopping early if someone completes a line.
fast::position random_position(int rows, int cols, int k, int marks, bool x_first, std::mt19937_64& rng) {
  fast::position p{.rows = rows, .cols = cols, .k = k, .x = 0, .o = 0, .x_to_move = x_first};
  const plain_minimax lines(p);
  for (int i = 0; i < marks; ++i) {
    std::vector<int> free;
    for (int cell = 0; cell < rows * cols; ++cell) {
      if (((p.x | p.o) & (mask{1} << cell)) == 0) free.push_back(cell);
    }
    if (free.empty()) break;
    const mask b = mask{1} << free[std::uniform_int_distribution<std::size_t>(0, free.size() - 1)(rng)];
    (p.x_to_move ? p.x : p.o) |= b;
    p.x_to_move = !p.x_to_move;
    if (lines.has_line(p.x) || lines.has_line(p.o)) break;
  }
  return p;
}

void check_random(int rows, int cols, int k, int min_marks, int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int i = 0; i < count; ++i) {
    const int marks = std::uniform_int_distribution<int>(min_marks, rows * cols)(rng);
    const fast::position p = random_position(rows, cols, k, marks, i % 4 != 3, rng);
    SCOPED_TRACE("position " + std::to_string(i) + " of seed " + std::to_string(seed));
    expect_as_oracle(p);
  }
}

TEST(TicTacToeFast, EmptyBoardIsADrawAndEveryFirstMoveDraws) {
  expect_solution(fast::position{}, 0, {0, 1, 2, 3, 4, 5, 6, 7, 8});
}

TEST(TicTacToeFast, DeckPositions) {
  // "What is X's rational move?": the centre makes two threats.
  expect_solution(drawn(3, 3, 3, ". . O / . . X / . O X", true), 1, {4});
  // The centre blocks O's diagonal and makes two threats.
  expect_solution(drawn(3, 3, 3, ". X O / . . X / O O X", true), 1, {4});
}

TEST(TicTacToeFast, AsThePlainMinimaxOnEveryPositionOfOneMark) {
  for (int cell = 0; cell < 9; ++cell) {
    expect_as_oracle(fast::position{.x = mask{1} << cell, .x_to_move = false});
    expect_as_oracle(fast::position{.o = mask{1} << cell, .x_to_move = true});
  }
}

TEST(TicTacToeFast, AsThePlainMinimaxOnRandomPositions) {
  check_random(3, 3, 3, 0, 300, 1);
  check_random(3, 3, 2, 0, 50, 2);
  check_random(3, 4, 3, 2, 200, 3);
  check_random(4, 3, 3, 2, 100, 4);
  check_random(2, 5, 2, 0, 100, 5);
  check_random(4, 4, 3, 7, 200, 6);
  check_random(4, 4, 4, 7, 200, 7);
  check_random(5, 2, 3, 0, 100, 8);
}

TEST(TicTacToeFast, DecidedPositions) {
  // A line for X wins whoever is to move; so does a line for O; a full board
  // without a line is a draw. No best moves in any of them.
  expect_solution(drawn(3, 3, 3, "X X X / O O . / . . .", false), 1, {});
  expect_solution(drawn(3, 3, 3, "X X X / O O . / . . .", true), 1, {});
  expect_solution(drawn(3, 3, 3, "O X X / X O . / X . O", true), -1, {});
  expect_solution(drawn(3, 3, 3, "X O X / X O O / O X X", false), 0, {});
  expect_solution(drawn(4, 4, 4, "X . . . / O X . . / O . X . / O . . X", false), 1, {});
}

TEST(TicTacToeFast, FourByFourWithFourInARowIsADraw) {
  const fast::position p{.rows = 4, .cols = 4, .k = 4};
  const fast::solution s = fast::solve(p);
  EXPECT_EQ(s.value, 0);
  // An extra mark never hurts its owner, so each first move is at least what
  // O moving first on the empty board gets for X (a draw): all sixteen draw.
  EXPECT_EQ(s.best_moves.size(), 16U);
  EXPECT_EQ(fast::value(p), 0);
  EXPECT_GT(s.nodes, 0U);
}

TEST(TicTacToeFast, PublishedResultsOfSmallGames) {
  // Who wins m,n,k from the empty board (D. Friedman's table, "Optimal
  // mnk-games", 2020): +1 the first player, 0 a draw.
  struct game {
    int rows, cols, k, value;
  };
  for (const game g : {game{2, 3, 2, 1}, game{2, 4, 3, 0}, game{2, 5, 4, 0}, game{3, 4, 3, 1},
                       game{3, 4, 4, 0}, game{4, 4, 2, 1}, game{4, 4, 3, 1}, game{4, 5, 2, 1}}) {
    const fast::position p{.rows = g.rows, .cols = g.cols, .k = g.k};
    EXPECT_EQ(fast::value(p), g.value) << describe(p);
  }
}

TEST(TicTacToeFast, OMovingFirstMirrorsX) {
  // The same game with the names swapped: O draws, every first move draws.
  expect_solution(fast::position{.x_to_move = false}, 0, {0, 1, 2, 3, 4, 5, 6, 7, 8});
  // O to move with an open two of its own wins at once.
  expect_solution(drawn(3, 3, 3, "O O . / X X . / . . .", false), -1, {2});
}

TEST(TicTacToeFast, SmallBoards) {
  // 1x1, k=1: whoever moves wins.
  expect_solution(fast::position{.rows = 1, .cols = 1, .k = 1}, 1, {0});
  expect_solution(fast::position{.rows = 1, .cols = 1, .k = 1, .x_to_move = false}, -1, {0});
  // 3x3, k=2: the first mover wins at its second move wherever it starts.
  expect_solution(fast::position{.k = 2}, 1, {0, 1, 2, 3, 4, 5, 6, 7, 8});
  // 1x3, k=3: nobody can fill the row alone.
  expect_solution(fast::position{.rows = 1, .cols = 3, .k = 3}, 0, {0, 1, 2});
}

TEST(TicTacToeFast, StopsPastThePositionsItIsAllowed) {
  fast::position p;
  p.rows = p.cols = p.k = 4;
  EXPECT_THROW((void)tic_tac_toe::fast::value(p, 1000), tic_tac_toe::fast::too_many_positions);
  EXPECT_THROW((void)tic_tac_toe::fast::solve(p, 1000), tic_tac_toe::fast::too_many_positions);
  p.rows = p.cols = p.k = 3;
  EXPECT_EQ(tic_tac_toe::fast::solve(p, 100'000).value, 0);
}

TEST(TicTacToeFast, RejectsBadArguments) {
  const auto rejects = [](const fast::position& p) {
    EXPECT_THROW((void)fast::solve(p), std::invalid_argument) << describe(p);
    EXPECT_THROW((void)fast::value(p), std::invalid_argument) << describe(p);
  };
  rejects(fast::position{.rows = 0});
  rejects(fast::position{.cols = 0});
  rejects(fast::position{.rows = 7, .cols = 3});
  rejects(fast::position{.rows = 3, .cols = 7});
  rejects(fast::position{.k = 0});
  rejects(fast::position{.k = 4});
  rejects(fast::position{.rows = 2, .cols = 3, .k = 4});
  rejects(fast::position{.x = 1, .o = 1});
  rejects(fast::position{.x = mask{1} << 9});
  rejects(fast::position{.o = mask{1} << 40});
  // Both sides with a line: no game gets there.
  rejects(drawn(3, 3, 3, "X X X / O O O / . . .", true));
  // The message says what is wrong.
  try {
    (void)fast::solve(fast::position{.x = 5, .o = 4});
    FAIL() << "no exception";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("cell 2"), std::string::npos) << e.what();
  }
}

TEST(TicTacToeFast, ConcurrentCallsAgree) {
  // The grader consults the reference from several threads at once.
  const fast::position p = drawn(4, 4, 3, "X . . . / . O . . / . . . . / . . . .", true);
  const fast::solution alone = fast::solve(p);
  std::vector<fast::solution> results(4);
  {
    std::vector<std::jthread> threads;
    for (auto& r : results) threads.emplace_back([&r, &p] { r = fast::solve(p); });
  }
  for (const auto& r : results) {
    EXPECT_EQ(r.value, alone.value);
    EXPECT_EQ(r.best_moves, alone.best_moves);
  }
}

}  // namespace
