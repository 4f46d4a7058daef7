// The grader's runs of the deck's game-tree searches on tic-tac-toe
// (grader/core/game_searches.hpp): front to back, each is the model answer's
// search, its value and every mark it places; back to front, the same value;
// and every search leaves the board as it found it.

#include "grader/core/game_searches.hpp"

#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

namespace {

namespace lecture = grader::game_searches;

namespace ttt = tic_tac_toe;
using framework::move_order;
using ttt::board;

// A random position reached by play that is still open.
board random_open_position(std::mt19937& rng, int rows, int cols, int k, int marks) {
  for (;;) {
    board b(rows, cols, k, rng() % 2 == 0 ? ttt::mark::x : ttt::mark::o);
    for (int i = 0; i < marks && !b.is_over(); ++i) {
      const auto moves = ttt::rules::legal_moves(b);
      b.place_mark(moves[rng() % moves.size()]);
    }
    if (!b.is_over()) return b;
  }
}

// The value and the marks a search placed on a copy of `from`.
template <class Search>
std::pair<int, std::uint64_t> run(const board& from, Search search) {
  board b = from;
  const auto before = b.marks_placed();
  const int value = search(b);
  EXPECT_EQ(b, from) << "the search left the board changed";
  return {value, b.marks_placed() - before};
}

TEST(lecture_games, front_to_back_they_are_the_model_answers_searches) {
  std::mt19937 rng(29);
  for (int i = 0; i < 40; ++i) {
    const bool four = i % 4 == 0;
    const board b = random_open_position(rng, four ? 4 : 3, four ? 4 : 3, four ? 3 : 3, four ? 8 : i % 6);
    SCOPED_TRACE(ttt::render(b));
    EXPECT_EQ(run(b, [](board& x) { return lecture::minimax<ttt::rules>(x, move_order::forward); }),
              run(b, [](board& x) { return ttt::minimax(x); }));
    EXPECT_EQ(run(b,
                  [](board& x) {
                    return lecture::alphabeta<ttt::rules>(x, -ttt::infinity, ttt::infinity,
                                                          move_order::forward);
                  }),
              run(b, [](board& x) { return ttt::alphabeta(x, -ttt::infinity, ttt::infinity); }));
    for (const int depth : {1, 2, 3}) {
      EXPECT_EQ(
          run(b, [depth](
                     board& x) { return lecture::depth_limited<ttt::rules>(x, depth, move_order::forward); }),
          run(b, [depth](board& x) { return ttt::depth_limited(x, depth).value; }))
          << "depth " << depth;
    }
    EXPECT_EQ(run(b,
                  [](board& x) {
                    lecture::best_move<ttt::rules>(x, move_order::forward);
                    return 0;
                  })
                  .second,
              run(b, [](board& x) {
                (void)ttt::best_move(x);
                return 0;
              }).second);
    for (const std::uint64_t budget : {10u, 200u, 5000u}) {
      EXPECT_EQ(run(b,
                    [budget](board& x) {
                      lecture::iterative_deepening<ttt::rules>(x, budget, move_order::forward);
                      return 0;
                    })
                    .second,
                run(b,
                    [budget](board& x) {
                      (void)ttt::iterative_deepening(x, budget);
                      return 0;
                    })
                    .second)
          << "budget " << budget;
    }
  }
}

TEST(lecture_games, back_to_front_they_find_the_same_values) {
  std::mt19937 rng(2029);
  for (int i = 0; i < 20; ++i) {
    const board b = random_open_position(rng, 3, 3, 3, i % 6);
    SCOPED_TRACE(ttt::render(b));
    const auto forward =
        run(b, [](board& x) { return lecture::minimax<ttt::rules>(x, move_order::forward); });
    const auto backward =
        run(b, [](board& x) { return lecture::minimax<ttt::rules>(x, move_order::reversed); });
    EXPECT_EQ(forward, backward) << "minimax visits every position whatever the order";
    EXPECT_EQ(run(b,
                  [](board& x) {
                    return lecture::alphabeta<ttt::rules>(x, -ttt::infinity, ttt::infinity,
                                                          move_order::reversed);
                  })
                  .first,
              forward.first);
  }
}

}  // namespace
