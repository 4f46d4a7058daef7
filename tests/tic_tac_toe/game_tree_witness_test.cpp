// The witness of a game's value (grader/core/game_tree_witness.hpp): every
// honest way of searching proves what it answers (the deck's minimax and
// alpha-beta, a search on copies, a memo, a win spotted without playing it,
// depth-limited and iterative deepening), and an answer shown on the board
// after a search elsewhere proves nothing.

#include "grader/core/game_tree_witness.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <vector>

namespace {

using tic_tac_toe::board;
using tic_tac_toe::mark;
using tic_tac_toe::rules;
using tic_tac_toe::square;

board position(const char* cells, const char* first = "X") {
  return rules::state_from_json({{"rows", 3}, {"cols", 3}, {"k", 3}, {"first", first}, {"cells", cells}});
}

// Slide 21: X to move wins with the fork (1,1).
const char* const slide_21 = "..O..X.OX";

class proof {
 public:
  proof(const board& start, std::vector<std::optional<int>> horizons,
        const std::function<void(board&)>& search)
      : start_(start), horizon_(horizons.front()) {
    framework::trace::recorder recorded;
    {
      board b = start;
      const framework::probe::scoped_sink listening(recorded);
      recorded.root(b.identity().id(), 0);
      search(b);
    }
    framework::state_replayer<rules> replay(
        {start}, std::size_t{1} << 21, 0,
        std::make_unique<grader::game_tree_witness<rules>>(std::move(horizons), -1, 1));
    replay.replay(recorded.records());
    names_ = *replay.take_witnessed();
  }

  [[nodiscard]] bool at_least(int v, std::optional<square> move = {}) const { return has(true, v, move); }
  [[nodiscard]] bool at_most(int v, std::optional<square> move = {}) const { return has(false, v, move); }
  [[nodiscard]] bool exactly(int v, std::optional<square> move = {}) const {
    return at_least(v, move) && at_most(v, move);
  }
  proof& at(std::optional<int> horizon) {
    horizon_ = horizon;
    return *this;
  }

 private:
  [[nodiscard]] bool has(bool lower, int v, std::optional<square> move) const {
    board b = start_;
    if (move) b.place_mark(*move);
    return names_.contains(
        std::hash<std::string>{}(grader::game_tree_fact(horizon_, rules::position_key(b), lower, v)));
  }

  board start_;
  std::optional<int> horizon_;
  framework::name_set names_;
};

const std::vector<std::optional<int>> full{std::nullopt};

int outcome(const board& b) { return rules::outcome(b); }

// Minimax on a copy of the board per move, never undoing.
int minimax_on_copies(const board& b) {
  if (b.is_over()) return outcome(b);
  const bool max_level = b.to_move() == mark::x;
  int best = max_level ? -2 : 2;
  for (const square s : rules::legal_moves(b)) {
    board next = b;
    next.place_mark(s);
    const int v = minimax_on_copies(next);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Minimax with a memo of the positions already valued.
int minimax_with_memo(board& b, std::map<std::uint64_t, int>& memo) {
  if (b.is_over()) return outcome(b);
  if (const auto it = memo.find(rules::position_key(b)); it != memo.end()) return it->second;
  const bool max_level = b.to_move() == mark::x;
  int best = max_level ? -2 : 2;
  for (const square s : rules::legal_moves(b)) {
    b.place_mark(s);
    const int v = minimax_with_memo(b, memo);
    b.clear(s);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  memo[rules::position_key(b)] = best;
  return best;
}

// Minimax that takes a win in one without playing it.
int minimax_spotting_wins(board& b) {
  if (b.is_over()) return outcome(b);
  if (const auto win = rules::immediate_outcome(b)) return *win;
  const bool max_level = b.to_move() == mark::x;
  int best = max_level ? -2 : 2;
  for (const square s : rules::legal_moves(b)) {
    b.place_mark(s);
    const int v = minimax_spotting_wins(b);
    b.clear(s);
    best = max_level ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

TEST(game_tree_witness, the_decks_minimax_proves_the_value_and_every_moves) {
  const board b = position(slide_21);
  const proof p(b, full, [](board& s) { EXPECT_EQ(tic_tac_toe::minimax(s), 1); });
  EXPECT_TRUE(p.exactly(1));
  EXPECT_FALSE(p.at_most(0));
  EXPECT_TRUE(p.exactly(1, square{1, 1}));
  for (const square s : rules::legal_moves(b)) {
    const int proven = p.exactly(-1, s) + p.exactly(0, s) + p.exactly(1, s);
    EXPECT_EQ(proven, 1) << tic_tac_toe::to_string(s);
  }
}

TEST(game_tree_witness, alpha_beta_proves_what_its_window_asks) {
  const board b = position(slide_21);
  const proof whole(b, full,
                    [](board& s) { EXPECT_EQ(tic_tac_toe::alphabeta(s, -1'000'000, 1'000'000), 1); });
  EXPECT_TRUE(whole.exactly(1));
  // Outside its window alpha-beta proves the bound it returns, no more.
  const proof fail_high(b, full, [](board& s) { EXPECT_GE(tic_tac_toe::alphabeta(s, -1, 0), 0); });
  EXPECT_TRUE(fail_high.at_least(0));
  const board empty = position(".........");
  const proof fail_low(empty, full, [](board& s) { EXPECT_LE(tic_tac_toe::alphabeta(s, 0, 1), 0); });
  EXPECT_TRUE(fail_low.at_most(0));
  EXPECT_FALSE(fail_low.at_least(0));
}

TEST(game_tree_witness, a_search_on_copies_or_with_a_memo_proves_as_much) {
  const board empty = position(".........");
  const proof copies(empty, full, [](board& s) { EXPECT_EQ(minimax_on_copies(s), 0); });
  EXPECT_TRUE(copies.exactly(0));
  EXPECT_TRUE(copies.exactly(0, square{1, 1}));
  const proof memo(empty, full, [](board& s) {
    std::map<std::uint64_t, int> m;
    EXPECT_EQ(minimax_with_memo(s, m), 0);
  });
  EXPECT_TRUE(memo.exactly(0));
  EXPECT_TRUE(memo.exactly(0, square{0, 0}));
  const proof spotting(position(slide_21), full, [](board& s) { EXPECT_EQ(minimax_spotting_wins(s), 1); });
  EXPECT_TRUE(spotting.exactly(1));
}

TEST(game_tree_witness, an_answer_shown_after_a_search_elsewhere_proves_nothing) {
  const board b = position(slide_21);
  const proof shown(b, full, [](board& s) {
    s.place_mark({1, 1});
    s.clear({1, 1});
  });
  EXPECT_FALSE(shown.at_least(1));
  EXPECT_FALSE(shown.at_least(1, square{1, 1}));
  EXPECT_TRUE(shown.at_least(-1));  // what nothing explored says
  const proof nothing(b, full, [](board&) {});
  EXPECT_FALSE(nothing.at_least(1));
  EXPECT_FALSE(nothing.at_most(1, square{1, 1}));
}

TEST(game_tree_witness, depth_limited_and_iterative_deepening_prove_their_depths_value) {
  const board b = position(slide_21);
  tic_tac_toe::scored_move two;
  proof limited(b, {2}, [&](board& s) { two = tic_tac_toe::depth_limited(s, 2); });
  ASSERT_TRUE(two.move);
  EXPECT_TRUE(limited.exactly(two.value));
  EXPECT_TRUE(limited.at_least(two.value, two.move));
  tic_tac_toe::deepening_result deep;
  proof deepening(b, {1, 2, 3}, [&](board& s) { deep = tic_tac_toe::iterative_deepening(s, 60); });
  ASSERT_TRUE(deep.move);
  EXPECT_TRUE(deepening.at(deep.depth).exactly(deep.value));
  EXPECT_TRUE(deepening.at(deep.depth).at_least(deep.value, deep.move));
}

// Whatever a trace does (marks taken back out of order, searches cut
// short), every bound the witness names holds: no position is given another
// position's moves.
TEST(game_tree_witness, every_bound_named_holds_whatever_the_trace_does) {
  std::mt19937 random(2026);
  std::map<std::uint64_t, int> truths;
  for (int walk = 0; walk < 3000; ++walk) {
    const board start = position(walk % 2 == 0 ? "........." : "X...O....");
    std::vector<square> placed;
    const proof p(start, full, [&](board& b) {
      for (int step = 0; step < 400; ++step) {
        std::vector<square> clearable;
        for (const square s : placed)
          if (b.at(s) != mark::none && b.at(s) != b.to_move()) clearable.push_back(s);
        const auto moves = rules::legal_moves(b);
        if (!clearable.empty() && (moves.empty() || random() % 2 == 0)) {
          const square s = clearable[random() % clearable.size()];
          b.clear(s);
          placed.erase(std::find(placed.begin(), placed.end(), s));
        } else if (!moves.empty()) {
          const square s = moves[random() % moves.size()];
          b.place_mark(s);
          placed.push_back(s);
        }
      }
      for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
        if (b.at(*it) != mark::none && b.at(*it) != b.to_move()) b.clear(*it);
      }
    });
    std::vector<std::optional<square>> positions{std::nullopt};
    for (const square s : rules::legal_moves(start)) positions.emplace_back(s);
    for (const auto& m : positions) {
      board at = start;
      if (m) at.place_mark(*m);
      const auto key = rules::position_key(at);
      if (!truths.contains(key)) truths[key] = minimax_on_copies(at);
      const int truth = truths[key];
      for (int t = -1; t <= 1; ++t) {
        if (p.at_least(t, m)) {
          EXPECT_GE(truth, t) << "walk " << walk;
        }
        if (p.at_most(t, m)) {
          EXPECT_LE(truth, t) << "walk " << walk;
        }
      }
    }
  }
}

}  // namespace
