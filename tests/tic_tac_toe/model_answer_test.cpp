// The model answer: the deck's numbers (the game tree's 549,946 positions, a
// draw; slide 27's look-ahead), alpha-beta equal to minimax within its window
// and far cheaper, iterative deepening within its budget, every search
// leaving the board as it found it; the fast solver's depth-limited values,
// which the grader judges by, are the model answer's.

#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "reference/tic_tac_toe/board_position.hpp"
#include "reference/tic_tac_toe/fast_solver.hpp"

#include <gtest/gtest.h>

#include <random>

namespace {

namespace ttt = tic_tac_toe;
using ttt::board;
using ttt::square;

// A random position reached by play, open or decided.
board random_position(std::mt19937& rng, int rows, int cols, int k, int marks) {
  board b(rows, cols, k, rng() % 2 == 0 ? ttt::mark::x : ttt::mark::o);
  for (int i = 0; i < marks && !b.is_over(); ++i) {
    const auto moves = ttt::rules::legal_moves(b);
    b.place_mark(moves[rng() % moves.size()]);
  }
  return b;
}

TEST(model_answer, the_whole_game_is_a_draw_in_549945_positions_below_the_root) {
  board b;
  EXPECT_EQ(ttt::minimax(b), 0);
  EXPECT_EQ(b.marks_placed(), 549'945U);
  EXPECT_EQ(b, board());
}

TEST(model_answer, slide_21_and_the_in_class_exercise_are_won_by_the_centre) {
  for (const auto& cells : {"..O..X.OX", ".XO..XOOX"}) {
    std::vector<ttt::mark> marks;
    for (const char* c = cells; *c != '\0'; ++c)
      marks.push_back(*c == 'X' ? ttt::mark::x : *c == 'O' ? ttt::mark::o : ttt::mark::none);
    board b(3, 3, 3, ttt::mark::x, marks);
    EXPECT_EQ(ttt::minimax(b), 1) << cells;
    EXPECT_EQ(ttt::best_move(b), (square{1, 1})) << cells;
  }
}

TEST(model_answer, slide_27s_two_move_look_ahead_takes_the_centre) {
  board b;
  const auto found = ttt::depth_limited(b, 2);
  EXPECT_EQ(found.value, 1);
  EXPECT_EQ(found.move, (square{1, 1}));
  EXPECT_EQ(b.marks_placed(), 81U);
}

TEST(model_answer, alphabeta_is_minimax_within_its_window_and_cheaper) {
  std::mt19937 rng(2024);
  std::uint64_t minimax_nodes = 0;
  std::uint64_t alphabeta_nodes = 0;
  for (int trial = 0; trial < 150; ++trial) {
    const bool big = trial % 3 == 0;
    board b = random_position(rng, big ? 4 : 3, big ? 4 : 3, big ? 4 : 3,
                              big ? 10 + static_cast<int>(rng() % 3) : 1 + static_cast<int>(rng() % 5));
    const board before = b;
    board counted = b;
    const int value = ttt::minimax(counted);
    minimax_nodes += counted.marks_placed();
    counted = b;
    EXPECT_EQ(ttt::alphabeta(counted, -ttt::infinity, ttt::infinity), value);
    alphabeta_nodes += counted.marks_placed();
    const int alpha = static_cast<int>(rng() % 3) - 2;
    const int beta = alpha + 1 + static_cast<int>(rng() % 2);
    const int windowed = ttt::alphabeta(b, alpha, beta);
    if (value <= alpha) {
      EXPECT_LE(windowed, alpha);
    } else if (value >= beta) {
      EXPECT_GE(windowed, beta);
    } else {
      EXPECT_EQ(windowed, value);
    }
    EXPECT_EQ(b, before);
  }
  EXPECT_LT(alphabeta_nodes * 3, minimax_nodes);
}

TEST(model_answer, iterative_deepening_keeps_to_its_budget_and_the_last_complete_depth) {
  board b;
  for (const std::uint64_t budget : {9U, 89U, 90U, 100U, 675U, 700U}) {
    board work = b;
    const auto found = ttt::iterative_deepening(work, budget);
    EXPECT_LE(work.marks_placed(), budget);
    EXPECT_EQ(found.depth, budget < 90 ? 1 : budget < 675 ? 2 : 3) << budget;
    board again = b;
    const auto direct = ttt::depth_limited(again, found.depth);
    EXPECT_EQ(found.value, direct.value);
    EXPECT_EQ(found.move, direct.move);
    EXPECT_EQ(work, b);
  }
  board few(3, 3, 3, ttt::mark::x,
            {ttt::mark::x, ttt::mark::o, ttt::mark::x, ttt::mark::x, ttt::mark::o, ttt::mark::o, ttt::mark::o,
             ttt::mark::x, ttt::mark::none});
  EXPECT_EQ(ttt::iterative_deepening(few, 1000).depth, 1);  // one empty square: the tree is complete
}

TEST(model_answer, evaluate_and_valid_moves_agree_with_the_rules_on_random_play) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    const board b = random_position(rng, 3 + static_cast<int>(rng() % 2), 3 + static_cast<int>(rng() % 2), 3,
                                    static_cast<int>(rng() % 10));
    EXPECT_EQ(ttt::evaluate(b), ttt::rules::heuristic(b));
    EXPECT_EQ(ttt::valid_moves(b), ttt::rules::legal_moves(b));
    for (const auto s : ttt::valid_moves(b)) {
      board after = b;
      ttt::apply_move(after, s);
      EXPECT_EQ(after.at(s), b.to_move());
      ttt::undo_move(after, s);
      EXPECT_EQ(after, b);
    }
  }
}

// Each root move's value by the deck's search, the root's, and the marks it
// placed, against the fast solver's, which must also refuse a cap one mark
// short of that search.
TEST(model_answer, depth_limited_values_are_the_fast_solvers_to_the_mark) {
  std::mt19937 rng(52);
  for (int trial = 0; trial < 160; ++trial) {
    const int rows = 3 + static_cast<int>(rng() % 2);
    const int cols = 3 + static_cast<int>(rng() % 2);
    const int k = rows == 4 && cols == 4 ? 3 + static_cast<int>(rng() % 2) : 3;
    const board start = random_position(rng, rows, cols, k, static_cast<int>(rng() % 9));
    const int depth = static_cast<int>(rng() % 5);
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + " k=" + std::to_string(k) + " depth " +
                 std::to_string(depth) + " after " + std::to_string(trial) + " trials");
    board b = start;
    std::vector<std::pair<int, int>> moves;
    int value = ttt::evaluate(b);
    if (depth > 0 && !b.is_over()) {
      value = ttt::depth_limited(b, depth).value;
      b = start;
      for (const auto s : ttt::valid_moves(b)) {
        b.place_mark(s);
        moves.emplace_back(s.row * cols + s.col,
                           depth == 1 ? ttt::evaluate(b) : ttt::depth_limited(b, depth - 1).value);
        b.clear(s);
      }
    }
    const auto placed = b.marks_placed() - start.marks_placed();
    const auto fast = ttt::fast::depth_limited(ttt::fast::position_of(start), depth);
    ASSERT_TRUE(fast.has_value());
    EXPECT_EQ(fast->value, value);
    EXPECT_EQ(fast->moves, moves);
    EXPECT_EQ(fast->positions, placed);
    EXPECT_TRUE(ttt::fast::depth_limited(ttt::fast::position_of(start), depth, placed).has_value());
    if (placed > 0) {
      EXPECT_FALSE(ttt::fast::depth_limited(ttt::fast::position_of(start), depth, placed - 1).has_value());
    }
  }
}

TEST(model_answer, best_move_has_the_positions_value) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 100; ++trial) {
    board b = random_position(rng, 3, 3, 3, 3 + static_cast<int>(rng() % 4));
    if (b.is_over()) continue;
    const int value = ttt::minimax(b);
    const square s = ttt::best_move(b);
    b.place_mark(s);
    EXPECT_EQ(ttt::minimax(b), value);
  }
}

}  // namespace
