// The rules of N-queens: the two canonical orders of the lecture's two
// searches, why a square is illegal in words a student can act on, the goal,
// and the runner's JSON.

#include "framework/n_queens/rules.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <optional>

namespace {

using n_queens::chessboard;
using n_queens::rules;
using n_queens::square;
using n_queens::variant;

std::vector<square> squares(std::initializer_list<square> list) { return list; }

TEST(rules, row_by_row_offers_the_free_squares_of_the_first_empty_row) {
  chessboard b(4);
  EXPECT_EQ(rules::legal_moves(b), squares({{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
  b.place_queen({0, 1});
  EXPECT_EQ(rules::legal_moves(b), squares({{1, 3}}));
  b.place_queen({1, 3});
  EXPECT_EQ(rules::legal_moves(b), squares({{2, 0}}));
}

TEST(rules, any_free_square_offers_them_all_in_reading_order) {
  chessboard b(4, variant::free_squares);
  b.place_queen({0, 1});
  EXPECT_EQ(rules::legal_moves(b), squares({{1, 3}, {2, 0}, {2, 2}, {3, 0}, {3, 2}, {3, 3}}));
}

TEST(rules, an_illegal_square_says_which_queen_attacks_it_and_how) {
  chessboard b(8);
  b.place_queen({0, 0});
  EXPECT_EQ(rules::why_illegal(b, {1, 1}), "(1,1) is attacked by the queen at (0,0) (same diagonal)");
  EXPECT_EQ(rules::why_illegal(b, {1, 0}), "(1,0) is attacked by the queen at (0,0) (same column)");
  EXPECT_EQ(rules::why_illegal(b, {0, 5}), "(0,5) is attacked by the queen at (0,0) (same row)");
  EXPECT_EQ(rules::why_illegal(b, {0, 0}), "a queen already stands on (0,0)");
  EXPECT_EQ(rules::why_illegal(b, {8, 2}), "(8,2) is not a square of the 8x8 board");
  EXPECT_EQ(rules::why_illegal(b, {3, 1}),
            "queens go row by row: the next queen belongs in row 1, not row 3");
  b.set_kind(variant::free_squares);
  EXPECT_EQ(rules::why_illegal(b, {3, 1}), std::nullopt) << "any free square will do in seed 004's search";
}

TEST(rules, goal_differences_name_attacking_pairs_and_missing_queens) {
  chessboard b(4);
  b.place_queen({0, 0});
  b.place_queen({2, 2});
  const auto diff = rules::goal_differences(b);
  ASSERT_EQ(diff.size(), 2U);
  EXPECT_EQ(diff[0], "the queens at (0,0) and (2,2) attack each other (same diagonal)");
  EXPECT_EQ(diff[1], "2 of the 4 queens are placed");
}

TEST(rules, differences_are_square_by_square) {
  chessboard expected(4);
  expected.place_queen({0, 1});
  chessboard actual(4);
  actual.place_queen({0, 2});
  EXPECT_EQ(rules::differences(expected, actual),
            (std::vector<std::string>{"(0,1) should hold a queen but is empty",
                                      "(0,2) should be empty but holds a queen"}));
  EXPECT_EQ(rules::differences(expected, chessboard(5)),
            (std::vector<std::string>{"the board is 5x5 but should be 4x4"}));
}

TEST(rules, positions_and_moves_survive_the_runners_json) {
  chessboard b(6, variant::free_squares);
  b.place_queen({0, 4});
  b.place_queen({5, 1});
  const auto back = rules::state_from_json(rules::state_json(b));
  EXPECT_EQ(back, b);
  EXPECT_EQ(back.kind(), variant::free_squares);
  EXPECT_EQ(rules::move_from_json(rules::move_json({3, 2})), (square{3, 2}));
  EXPECT_THROW((void)rules::state_from_json(nlohmann::json{{"n", 40}}), std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(nlohmann::json{{"n", 4}, {"variant", "diagonal"}}),
               std::invalid_argument);
  EXPECT_THROW((void)rules::move_from_json(nlohmann::json::array({1})), std::invalid_argument);
}

TEST(rules, the_picture_shows_queens_and_attacked_squares) {
  chessboard b(4);
  b.place_queen({1, 1});
  EXPECT_EQ(rules::render(b),
            "    0 1 2 3\n"
            "  0 x x x .\n"
            "  1 x Q x x\n"
            "  2 x x x .\n"
            "  3 . x . x\n");
}

TEST(rules, squares_are_written_row_then_column) {
  EXPECT_EQ(n_queens::to_string(square{2, 5}), "(2,5)");
  EXPECT_EQ(n_queens::parse_square("(2, 5)"), (square{2, 5}));
  EXPECT_EQ(n_queens::parse_square("2,5"), (square{2, 5}));
  EXPECT_EQ(n_queens::parse_square("(2;5)"), std::nullopt);
}

// The witness of a count (framework/core/replay.hpp): the replay tells apart
// the solutions a traced search reached, so reaching one twice, or a count
// made off the board, is not more solutions.
std::optional<std::uint64_t> goals_reached(const n_queens::chessboard& start,
                                           const std::function<void(n_queens::chessboard&)>& search) {
  framework::trace::recorder recorded;
  {
    n_queens::chessboard b = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(b.identity().id(), 0);
    search(b);
  }
  // The witness of a count hook (grader/core/hooks/count_hook.hpp): a solution's picture.
  framework::state_replayer<n_queens::rules> replay(
      {start}, std::size_t{1} << 21, 0, framework::naming_witness<n_queens::chessboard>([](const auto& b) {
        return rules::is_goal(b) ? std::optional<std::string>(rules::render(b)) : std::nullopt;
      }));
  replay.replay(recorded.records());
  const auto witnessed = replay.take_witnessed();
  return witnessed ? std::optional<std::uint64_t>(witnessed->size()) : std::nullopt;
}

TEST(goal_witness, counts_each_solution_reached_once) {
  const auto all = goals_reached(n_queens::chessboard(6), [](n_queens::chessboard& b) {
    (void)framework::lecture_count<n_queens::rules>(b, framework::move_order::forward, UINT64_MAX, 0);
  });
  EXPECT_EQ(all, 4u);
  // One solution, reached, left and reached again: still one.
  const auto again = goals_reached(n_queens::chessboard(4), [](n_queens::chessboard& b) {
    for (int round = 0; round < 3; ++round) {
      for (const auto s : {square{0, 1}, square{1, 3}, square{2, 0}, square{3, 2}}) b.place_queen(s);
      for (const auto s : {square{3, 2}, square{2, 0}, square{1, 3}, square{0, 1}}) b.remove_queen(s);
    }
  });
  EXPECT_EQ(again, 1u);
  EXPECT_EQ(goals_reached(n_queens::chessboard(6), [](n_queens::chessboard&) {}), 0u);
}

TEST(goal_witness, a_solution_given_is_reached_without_a_move) {
  n_queens::chessboard solved(4);
  for (const auto s : {square{0, 1}, square{1, 3}, square{2, 0}, square{3, 2}}) solved.place_queen(s);
  EXPECT_EQ(goals_reached(solved, [](n_queens::chessboard&) {}), 1u);
}

}  // namespace
