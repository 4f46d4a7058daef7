// The trusted rules: exactly the legal moves in canonical order, a reason for
// every illegal move, apply and undo as exact inverses, and the node rule that
// turns the probe's edit counts into jumps.
#include "framework/peg_solitaire/rules.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace {

using framework::cell;
using peg_solitaire::board;
using peg_solitaire::jump;
using peg_solitaire::move;
using peg_solitaire::rules;
using peg_solitaire::testing::shipped_board;
using peg_solitaire::testing::single_vacancy;

std::vector<std::string> described(const std::vector<move>& moves) {
  std::vector<std::string> text;
  for (const move& m : moves) text.push_back(rules::describe(m));
  return text;
}

TEST(rules, lecture_start_has_exactly_one_move_into_the_vacancy) {
  // Seed 001: all holes but (5,1) hold a peg. Only (3,1) can jump, over (4,1).
  const board start = single_vacancy(shipped_board("lecture"), {5, 1}, {5, 1});
  EXPECT_EQ(described(rules::legal_moves(start)), (std::vector<std::string>{"(3,1)->(5,1)"}));
}

TEST(rules, english_centre_start_has_four_moves_in_canonical_order) {
  const board start = single_vacancy(shipped_board("english"), {3, 3}, {3, 3});
  EXPECT_EQ(described(rules::legal_moves(start)),
            (std::vector<std::string>{"(3,1)->(3,3)", "(1,3)->(3,3)", "(5,3)->(3,3)", "(3,5)->(3,3)"}));
}

// Every legal jump of b, spelled out from the geometry's point of view.
std::vector<move> every_jump(const board& b) {
  std::vector<move> expected;
  for (const cell from : b.pegs()) {
    for (const cell d : {cell{0, -1}, cell{-1, 0}, cell{1, 0}, cell{0, 1}}) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      if (b.has_peg(over) && b.is_empty(to)) expected.push_back({from, over, to});
    }
  }
  return expected;
}

// A full board of width x height squares with the holes `random` leaves.
board random_shape(std::int32_t width, std::int32_t height, std::mt19937& random) {
  std::string layout;
  for (std::int32_t y = 0; y < height; ++y) {
    for (std::int32_t x = 0; x < width; ++x) layout += random() % 8 == 0 ? "# " : "o ";
    layout += "\n";
  }
  return board::from_layout(layout);
}

TEST(rules, orders_moves_by_peg_then_up_left_right_down) {
  // The middle peg can jump all four ways; the corner pegs one or two.
  const board b = board::from_layout(
      ". o . o .\n"
      "o o o . o\n"
      ". o o o .\n"
      "# . o . #\n"
      "# # . # #\n");
  EXPECT_EQ(described(rules::legal_moves(b)),
            (std::vector<std::string>{"(1,1)->(3,1)", "(1,1)->(1,3)", "(2,2)->(2,0)", "(2,2)->(0,2)",
                                      "(2,2)->(4,2)", "(2,2)->(2,4)"}));
  const std::vector<move> expected = every_jump(b);
  EXPECT_EQ(rules::legal_moves(b), expected);
  EXPECT_TRUE(std::is_sorted(expected.begin(), expected.end()));
}

// A board of up to 64 squares lists its jumps with bit operations, a larger
// one by walking its lines: both agree with the spelled-out rule, on shapes
// at the edges of a word (64 squares; rows 32 wide, where a jump down is a
// shift by the whole word) and beyond it, as the pegs come and go.
TEST(rules, legal_moves_agree_with_the_rule_on_every_size_of_board) {
  std::mt19937 random(20261206);
  const std::vector<std::pair<std::int32_t, std::int32_t>> sizes{{3, 3},  {7, 7}, {8, 8},  {32, 2},
                                                                 {16, 4}, {9, 9}, {13, 5}, {64, 2}};
  for (const auto& [width, height] : sizes) {
    for (int trial = 0; trial < 20; ++trial) {
      const board shape = random_shape(width, height, random);
      std::vector<bool> pegs(shape.shape().hole_count());
      for (std::size_t h = 0; h < pegs.size(); ++h) pegs[h] = random() % 3 != 0;
      board b(shape.shape_ptr(), pegs, std::vector<bool>(pegs.size(), false));
      for (auto moves = rules::legal_moves(b); !moves.empty(); moves = rules::legal_moves(b)) {
        ASSERT_EQ(moves, every_jump(b)) << width << "x" << height << "\n" << rules::render(b);
        rules::apply(b, moves[random() % moves.size()]);
      }
      EXPECT_EQ(every_jump(b), std::vector<move>{}) << width << "x" << height << "\n" << rules::render(b);
    }
  }
}

TEST(rules, the_model_answers_valid_moves_agree_on_random_positions) {
  std::mt19937 random(20260121);
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const board shape = shipped_board(name);
    for (int trial = 0; trial < 50; ++trial) {
      std::vector<bool> pegs(shape.shape().hole_count());
      for (std::size_t h = 0; h < pegs.size(); ++h) pegs[h] = (random() & 1U) != 0;
      const board b(shape.shape_ptr(), pegs, std::vector<bool>(pegs.size(), false));
      EXPECT_EQ(peg_solitaire::valid_moves(b), rules::legal_moves(b)) << name << "\n" << rules::render(b);
    }
  }
}

TEST(rules, why_illegal_says_what_is_wrong) {
  const board b = board::from_layout(
      "o o . #\n"
      "o . o o\n"
      "o o o .\n");
  const auto why = [&](const move& m) { return rules::why_illegal(b, m).value_or("legal"); };
  EXPECT_EQ(why(jump({0, 0}, {2, 0})), "legal");
  EXPECT_EQ(why({{0, 0}, {1, 0}, {1, 1}}),
            "a peg jumps exactly two holes up, down, left or right, but (0,0) and (1,1) are not two apart in "
            "a row or "
            "column");
  EXPECT_EQ(why({{0, 0}, {0, 1}, {2, 0}}), "the jumped peg must be the one between, (1,0), not (0,1)");
  EXPECT_EQ(why(jump({5, 0}, {3, 0})), "(5,0) is not a hole of the board");
  EXPECT_EQ(why(jump({3, 1}, {3, -1})), "(3,0) is not a hole of the board");
  EXPECT_EQ(why(jump({1, 0}, {3, 0})), "it lands off the board at (3,0)");
  EXPECT_EQ(why(jump({2, 1}, {2, -1})), "it lands off the board at (2,-1)");
  EXPECT_EQ(why(jump({2, 0}, {2, 2})), "it jumps from an empty hole (2,0)");
  EXPECT_EQ(why(jump({1, 2}, {1, 0})), "it jumps over an empty hole (1,1)");
  EXPECT_EQ(why(jump({0, 2}, {0, 0})), "it lands on a peg at (0,0)");
  EXPECT_EQ(why(jump({2, 2}, {0, 2})), "it lands on a peg at (0,2)");
}

// Plays seeded random games on every shipped board: each jump changes exactly
// its three holes, and undoing the whole game in reverse restores the start.
TEST(rules, apply_and_undo_are_exact_inverses_over_random_play) {
  std::mt19937 random(7);
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const board shape = shipped_board(name);
    for (int game = 0; game < 20; ++game) {
      const cell vacancy = shape.cells()[random() % shape.cells().size()];
      board b = single_vacancy(shape, vacancy, vacancy);
      const board start = b;
      std::vector<move> played;
      for (auto moves = rules::legal_moves(b); !moves.empty(); moves = rules::legal_moves(b)) {
        const move m = moves[random() % moves.size()];
        const board before = b;
        rules::apply(b, m);
        played.push_back(m);
        const auto diff = rules::differences(before, b);
        ASSERT_EQ(diff.size(), 3U) << name << " " << rules::describe(m);
        EXPECT_TRUE(b.is_empty(m.from) && b.is_empty(m.over) && b.has_peg(m.to)) << rules::describe(m);
        EXPECT_EQ(b.peg_count() + 1, before.peg_count());
        board back = b;
        rules::undo(back, m);
        EXPECT_EQ(back, before) << name << " " << rules::describe(m);
      }
      for (auto it = played.rbegin(); it != played.rend(); ++it) rules::undo(b, *it);
      EXPECT_EQ(b, start) << name << " after undoing " << played.size() << " jumps";
      EXPECT_TRUE(rules::differences(start, b).empty());
    }
  }
}

TEST(rules, apply_refuses_an_illegal_move_before_breaking_the_board_beyond_repair) {
  board b = board::from_layout("o . .\n");
  EXPECT_THROW(rules::apply(b, jump({0, 0}, {2, 0})), framework::rule_violation);  // over an empty hole
}

TEST(rules, node_rule_counts_jumps_whatever_the_order_of_edits) {
  EXPECT_EQ(rules::nodes(0, 0), 0U);
  EXPECT_EQ(rules::nodes(1, 2), 1U);  // one jump: two removals, one placement
  EXPECT_EQ(rules::nodes(3, 3), 1U);  // a jump and its undo
  EXPECT_EQ(rules::nodes(30, 30), 10U);
  EXPECT_EQ(rules::nodes(5, 1), 0U);  // more placements than jumps can explain: never negative

  board b = single_vacancy(shipped_board("english"), {3, 3}, {3, 3});
  framework::probe::counter counted(&rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  const move first = rules::legal_moves(b).front();
  rules::apply(b, first);
  rules::undo(b, first);
  for (const move& m : rules::legal_moves(b)) {
    board copy = b;  // a search that copies boards instead of undoing is counted the same
    rules::apply(copy, m);
  }
  EXPECT_EQ(counted.nodes(), 5U);
}

TEST(rules, goal_differences_name_each_wrong_hole) {
  board b = board::from_layout("o . o\n");
  b.set_goal({false, true, false});
  EXPECT_EQ(rules::goal_differences(b),
            (std::vector<std::string>{"(0,0) still holds a peg", "(1,0) should hold a peg but is empty",
                                      "(2,0) still holds a peg"}));
  EXPECT_FALSE(rules::is_goal(b));
}

TEST(rules, renders_with_coordinates) {
  const board b = single_vacancy(shipped_board("lecture"), {5, 1}, {5, 1});
  EXPECT_EQ(rules::render(b),
            "    0 1 2 3 4 5\n"
            "  0   o     o\n"
            "  1 o o o o o .\n"
            "  2   o     o\n"
            "  3   o     o\n"
            "  4 o o o o o o\n"
            "  5   o     o\n");
}

}  // namespace
