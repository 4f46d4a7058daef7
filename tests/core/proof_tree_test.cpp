// The proof behind a count (framework/core/proof_tree.hpp): searches run in
// this process under a trace recorder, their traces replayed as the grader
// replays a runner's, and what the replay could prove of each. Honest
// searches (the lecture's either way, a memo, another choice point, branch
// and bound, a best-first search that comes back to what it generated) are
// proven with their own count; a result played without its search, or a
// count made of one move made again, is not, and the message names the node.

#include "framework/core/lecture_search.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/search_history.hpp"
#include "framework/core/trace.hpp"
#include "framework/job_assignment/rules.hpp"
#include "framework/n_queens/rules.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "framework/sudoku/rules.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/game_searches.hpp"
#include "tests/support/centre_game.hpp"

#include <gtest/gtest.h>

#include <array>
#include <functional>
#include <queue>
#include <set>
#include <string>
#include <vector>

namespace {

using framework::proof_claim;
using framework::trace::proof_result;

// The proof of what `search` does to a copy of `start`, as the grader checks a hook's.
template <class R>
proof_result proof_of(const typename R::state& start, proof_claim claim,
                      const std::function<void(typename R::state&)>& search,
                      std::size_t max_unfinished = framework::kMaxUnfinishedFrames) {
  framework::trace::recorder recorded;
  {
    typename R::state s = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(s.identity().id(), 0);
    search(s);
  }
  framework::state_replayer<R> replay({start}, std::size_t{1} << 21, 0, {}, claim, std::nullopt,
                                      max_unfinished);
  replay.replay(recorded.records());
  return replay.take_proof().value();
}

using queens = n_queens::rules;

TEST(proof_tree, the_lectures_count_is_proven_in_either_order_with_its_own_size) {
  for (const auto order : {framework::move_order::forward, framework::move_order::reversed}) {
    std::uint64_t nodes = 0;
    const auto p = proof_of<queens>(n_queens::chessboard(6), proof_claim::whole_tree, [&](auto& b) {
      nodes = framework::lecture_count<queens>(b, order, UINT64_MAX, 0).nodes;
    });
    EXPECT_TRUE(p.proven) << p.unproven;
    EXPECT_TRUE(p.ordered);
    EXPECT_EQ(p.size, nodes);
    EXPECT_EQ(p.size, 152u);
  }
}

TEST(proof_tree, the_lectures_first_solution_is_proven_by_the_moves_it_refuted_before_it) {
  for (const auto order : {framework::move_order::forward, framework::move_order::reversed}) {
    std::uint64_t nodes = 0;
    const auto p = proof_of<queens>(n_queens::chessboard(8), proof_claim::stops_at_goal, [&](auto& b) {
      nodes = framework::lecture_search<queens>(b, order, 0).nodes;
    });
    EXPECT_TRUE(p.proven) << p.unproven;
    EXPECT_TRUE(p.ordered);
    EXPECT_EQ(p.size, nodes);
  }
  // The same search read as "no solution" claims the whole tree: not proven.
  const auto whole = proof_of<queens>(n_queens::chessboard(8), proof_claim::whole_tree, [](auto& b) {
    (void)framework::lecture_search<queens>(b, framework::move_order::forward, 0);
  });
  EXPECT_FALSE(whole.proven);
}

TEST(proof_tree, one_queen_placed_and_removed_as_often_as_the_lecture_counts_proves_nothing) {
  n_queens::chessboard corner(6);
  corner.place_queen({0, 0});
  const auto p = proof_of<queens>(corner, proof_claim::whole_tree, [](auto& b) {
    for (int i = 0; i < 21; ++i) {
      b.place_queen({1, 2});
      b.remove_queen({1, 2});
    }
  });
  EXPECT_FALSE(p.proven);
  EXPECT_FALSE(p.ordered);
  EXPECT_EQ(p.size, 1u);  // made again from the same node, a child adds nothing
  EXPECT_NE(p.unproven.find("at the start, you tried 1 of the 4 queens valid_moves gives there; (1,3), (1,4) "
                            "and (1,5) were never tried"),
            std::string::npos)
      << p.unproven;
}

TEST(proof_tree, a_solution_played_without_the_moves_before_it_is_not_proven) {
  const auto p = proof_of<queens>(n_queens::chessboard(8), proof_claim::stops_at_goal, [](auto& b) {
    // The lecture's first solution of 8 queens, found elsewhere.
    for (const auto& s :
         std::vector<n_queens::square>{{0, 0}, {1, 4}, {2, 7}, {3, 5}, {4, 2}, {5, 6}, {6, 1}, {7, 3}})
      b.place_queen(s);
  });
  EXPECT_FALSE(p.proven);
  EXPECT_NE(
      p.unproven.find("after (0,0), your search went on with (1,4) toward its solution, but (1,2) and (1,3) "
                      "come before it"),
      std::string::npos)
      << p.unproven;
}

// A search over free squares (seed 004) that keeps the positions it refuted
// and does not search them again: fewer nodes, every one proven.
std::uint64_t with_memo(n_queens::chessboard& b, std::set<std::string>& refuted) {
  if (queens::is_goal(b)) return 1;
  if (refuted.contains(queens::render(b))) return 0;
  std::uint64_t found = 0;
  for (const auto s : queens::legal_moves(b)) {
    b.place_queen(s);
    found += with_memo(b, refuted);
    b.remove_queen(s);
  }
  if (found == 0) refuted.insert(queens::render(b));
  return found;
}

TEST(proof_tree, a_memo_of_refuted_positions_is_a_cut_the_replay_checks) {
  n_queens::chessboard corner(6, n_queens::variant::free_squares);
  corner.place_queen({0, 0});
  std::uint64_t plain = 0;
  const auto without = proof_of<queens>(corner, proof_claim::whole_tree, [&](auto& b) {
    plain = framework::lecture_count<queens>(b, framework::move_order::forward, UINT64_MAX, 0).nodes;
  });
  std::set<std::string> refuted;
  const auto memo =
      proof_of<queens>(corner, proof_claim::whole_tree, [&](auto& b) { (void)with_memo(b, refuted); });
  EXPECT_TRUE(without.proven) << without.unproven;
  EXPECT_TRUE(memo.proven) << memo.unproven;
  EXPECT_EQ(without.size, plain);
  EXPECT_LT(memo.size, plain / 2);
}

// A search that never tries the last of a node's jumps (as one that never
// lands on the board's edge), so that it leaves every node it makes
// unfinished; it stops after `budget` nodes.
void skipping_the_last_jump(peg_solitaire::board& b, std::uint64_t& budget) {
  using pegs = peg_solitaire::rules;
  auto moves = pegs::legal_moves(b);
  if (!moves.empty()) moves.pop_back();
  for (const auto& m : moves) {
    if (budget == 0) return;
    --budget;
    pegs::apply(b, m);
    skipping_the_last_jump(b, budget);
    pegs::undo(b, m);
  }
}

TEST(proof_tree, a_search_that_leaves_every_node_unfinished_is_followed_only_so_far) {
  using pegs = peg_solitaire::rules;
  const auto few =
      proof_of<pegs>(bt_test::centre_game(BT_SOURCE_DIR), proof_claim::stops_at_goal, [](auto& b) {
        std::uint64_t budget = 1000;
        skipping_the_last_jump(b, budget);
      });
  EXPECT_FALSE(few.proven);
  EXPECT_EQ(few.unproven.find("stopped proving"), std::string::npos) << few.unproven;
  // Each unfinished node is kept in case the search comes back to it; past
  // its budget of them at once (the grader's: kMaxUnfinishedFrames, a
  // million; here a few thousand, as fast under the sanitizers) the proof
  // gives up (the grader's memory grew by a frame a node) and tells the
  // first gap.
  const auto many = proof_of<pegs>(
      bt_test::centre_game(BT_SOURCE_DIR), proof_claim::stops_at_goal,
      [](auto& b) {
        std::uint64_t budget = std::uint64_t{3} << 12;
        skipping_the_last_jump(b, budget);
      },
      std::size_t{1} << 12);
  EXPECT_FALSE(many.proven);
  EXPECT_NE(many.unproven.find("The grader stopped proving your search there: it had left more than 4096 "
                               "nodes unfinished at once."),
            std::string::npos)
      << many.unproven;
  EXPECT_NE(
      many.unproven.find("your search left the board without trying any jump there, yet it is not a goal "
                         "and valid_moves gives 1 jump"),
      std::string::npos)
      << "the first node it left unfinished is told: " << many.unproven;
}

// The lecture's count below the first `columns` squares of row 0 only; the
// rest of the row is left to the board's mirror image.
std::uint64_t first_columns(n_queens::chessboard& b, int columns) {
  std::uint64_t solutions = 0;
  for (int c = 0; c < columns; ++c) {
    queens::apply(b, {0, c});
    solutions += framework::lecture_count<queens>(b, framework::move_order::forward, UINT64_MAX, 0).count;
    queens::undo(b, {0, c});
  }
  return solutions;
}

TEST(proof_tree, a_symmetry_of_the_position_is_a_cut_the_rules_declare) {
  for (const int n : {6, 7, 8}) {
    std::uint64_t plain = 0;
    const auto whole = proof_of<queens>(n_queens::chessboard(n), proof_claim::whole_tree, [&](auto& b) {
      plain = framework::lecture_count<queens>(b, framework::move_order::forward, UINT64_MAX, 0).nodes;
    });
    // Half the first row (and its middle square when n is odd): the other
    // half begins the mirror images of the same solutions.
    const auto half = proof_of<queens>(n_queens::chessboard(n), proof_claim::whole_tree,
                                       [&](auto& b) { (void)first_columns(b, (n + 1) / 2); });
    EXPECT_TRUE(half.proven) << n << ": " << half.unproven;
    EXPECT_TRUE(half.ordered) << n;
    // Mirror images are trees of the same size.
    if (n % 2 == 0) {
      EXPECT_EQ(half.size * 2, whole.size) << n;
    }
    EXPECT_LT(half.size, whole.size) << n;
    // One column fewer is not half: the square it leaves is nobody's mirror image.
    const auto less = proof_of<queens>(n_queens::chessboard(n), proof_claim::whole_tree,
                                       [&](auto& b) { (void)first_columns(b, (n + 1) / 2 - 1); });
    EXPECT_FALSE(less.proven) << n;
    EXPECT_NE(less.unproven.find("at the start"), std::string::npos) << less.unproven;
    EXPECT_EQ(whole.size, plain);
  }
  // Once a queen stands off the middle, the board has no symmetry left.
  n_queens::chessboard corner(8);
  corner.place_queen({0, 0});
  const auto below = proof_of<queens>(corner, proof_claim::whole_tree, [](auto& b) {
    for (int c = 2; c < 4; ++c) {
      queens::apply(b, {1, c});
      (void)framework::lecture_count<queens>(b, framework::move_order::forward, UINT64_MAX, 0);
      queens::undo(b, {1, c});
    }
  });
  EXPECT_FALSE(below.proven);
}

using sudoku_rules = sudoku::rules;

// The empty cell with the fewest digits that fit first: another choice point
// at every node, proven, and not in valid_moves' order.
bool fewest_first(sudoku::grid& g) {
  if (sudoku_rules::is_goal(g)) return true;
  const auto points = sudoku_rules::choice_points(g);
  const auto best = std::min_element(points.begin(), points.end(),
                                     [](const auto& a, const auto& b) { return a.size() < b.size(); });
  for (const auto& p : *best) {
    sudoku_rules::apply(g, p);
    if (fewest_first(g)) return true;
    sudoku_rules::undo(g, p);
  }
  return false;
}

TEST(proof_tree, another_choice_point_is_proven_but_not_in_the_lectures_order) {
  // A 4x4 puzzle with two givens: many first cells, many choices.
  const sudoku::grid start(2, 2, {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
  const auto p =
      proof_of<sudoku_rules>(start, proof_claim::stops_at_goal, [](auto& g) { (void)fewest_first(g); });
  EXPECT_TRUE(p.proven) << p.unproven;
  EXPECT_FALSE(p.ordered);
}

using jobs = job_assignment::rules;

job_assignment::assignment deck() {
  return job_assignment::assignment(4, {9, 2, 7, 8, 6, 4, 3, 7, 5, 8, 1, 8, 7, 6, 9, 4});
}

TEST(proof_tree, branch_and_bound_is_proven_by_its_cuts_against_the_best_found) {
  for (const auto cut : {framework::cut_rule::not_below_best, framework::cut_rule::above_best}) {
    std::uint64_t nodes = 0;
    const auto p = proof_of<jobs>(deck(), proof_claim::whole_tree, [&](auto& s) {
      nodes = framework::lecture_branch_and_bound<jobs>(s, framework::move_order::forward, 0, cut).nodes;
    });
    EXPECT_TRUE(p.proven) << p.unproven;
    EXPECT_TRUE(p.ordered);
    EXPECT_EQ(p.size, nodes);
  }
  // A cut no bound allows: every branch after the first goal.
  const auto greedy = proof_of<jobs>(deck(), proof_claim::whole_tree, [](auto& s) {
    std::function<bool(job_assignment::assignment&)> first_goal = [&](job_assignment::assignment& a) {
      if (jobs::is_goal(a)) return true;
      for (const auto& m : jobs::legal_moves(a)) {
        jobs::apply(a, m);
        const bool done = first_goal(a);
        jobs::undo(a, m);
        if (done) return true;
      }
      return false;
    };
    (void)first_goal(s);
  });
  EXPECT_FALSE(greedy.proven);
  EXPECT_NE(greedy.unproven.find("could exist"), std::string::npos) << greedy.unproven;
}

// Best-first on one assignment: each open node is a list of moves from the
// root, made again to expand it; its children are generated (made, bounded,
// taken back) and wait until they are expanded or the best cost cuts them.
void best_first(job_assignment::assignment& s) {
  using path = std::vector<job_assignment::move>;
  using entry = std::pair<std::int64_t, path>;
  std::priority_queue<entry, std::vector<entry>, std::greater<>> open;
  open.push({jobs::bound(s), {}});
  std::optional<std::int64_t> best;
  while (!open.empty()) {
    auto [bound, moves] = open.top();
    open.pop();
    if (best && bound >= *best) break;
    for (const auto& m : moves) jobs::apply(s, m);
    if (jobs::is_goal(s)) {
      best = jobs::cost(s);
    } else {
      for (const auto& m : jobs::legal_moves(s)) {
        jobs::apply(s, m);
        auto next = moves;
        next.push_back(m);
        open.push({jobs::bound(s), next});
        jobs::undo(s, m);
      }
    }
    for (auto it = moves.rbegin(); it != moves.rend(); ++it) jobs::undo(s, *it);
  }
}

TEST(proof_tree, a_node_generated_and_expanded_later_waits_for_its_children) {
  const auto p = proof_of<jobs>(deck(), proof_claim::whole_tree, best_first);
  EXPECT_TRUE(p.proven) << p.unproven;
}

}  // namespace

namespace {

// Every solution, found off the grid, then played on it one by one: a tree
// that is the union of their lines.
TEST(proof_tree, solutions_played_one_by_one_are_counted_once_per_node) {
  const sudoku::grid empty(2, 2);
  std::vector<std::vector<sudoku::placement>> solutions;
  {
    sudoku::grid g = empty;
    std::vector<sudoku::placement> line;
    std::function<void()> all = [&] {
      if (sudoku_rules::is_goal(g)) {
        solutions.push_back(line);
        return;
      }
      for (const auto& p : sudoku_rules::legal_moves(g)) {
        sudoku_rules::apply(g, p);
        line.push_back(p);
        all();
        line.pop_back();
        sudoku_rules::undo(g, p);
      }
    };
    all();
  }
  ASSERT_EQ(solutions.size(), 288u);
  std::uint64_t lecture = 0;
  (void)proof_of<sudoku_rules>(empty, proof_claim::whole_tree, [&](auto& g) {
    lecture = framework::lecture_count<sudoku_rules>(g, framework::move_order::forward, UINT64_MAX, 0).nodes;
  });
  const auto p = proof_of<sudoku_rules>(empty, proof_claim::whole_tree, [&](auto& g) {
    for (const auto& line : solutions) {
      for (const auto& m : line) sudoku_rules::apply(g, m);
      for (auto it = line.rbegin(); it != line.rend(); ++it) sudoku_rules::undo(g, *it);
    }
  });
  std::set<std::vector<sudoku::placement>> prefixes;
  for (const auto& line : solutions)
    for (std::size_t n = 1; n <= line.size(); ++n)
      prefixes.insert({line.begin(), line.begin() + static_cast<std::ptrdiff_t>(n)});
  EXPECT_EQ(p.size, prefixes.size()) << p.unproven;
  EXPECT_LE(p.size, lecture);
}

}  // namespace

namespace {

// The edits a move makes, as the rules list them without making it
// (move_edits, which keys a node's moves), are the edits apply makes.
template <class R>
void expect_move_edits_are_applys(typename R::state s) {
  for (const auto& m : R::legal_moves(s)) {
    framework::history::edit_list heard;
    {
      const framework::probe::scoped_sink listening(heard);
      R::apply(s, m);
      R::undo(s, m);
    }
    std::multiset<std::array<std::int32_t, 3>> made;
    const auto applied = heard.edits.size() / 2;  // the undo's come after
    for (std::size_t i = 0; i < applied; ++i)
      made.insert({heard.edits[i].a, heard.edits[i].b, heard.edits[i].c});
    std::multiset<std::array<std::int32_t, 3>> listed;
    for (const auto& e : R::move_edits(m)) listed.insert(e);
    EXPECT_EQ(made, listed) << R::describe(m);
  }
}

TEST(proof_tree, the_edits_rules_list_for_a_move_are_those_apply_makes) {
  n_queens::chessboard b(6);
  b.place_queen({0, 1});
  expect_move_edits_are_applys<queens>(b);
  expect_move_edits_are_applys<queens>(n_queens::chessboard(5, n_queens::variant::free_squares));
  expect_move_edits_are_applys<sudoku_rules>(
      sudoku::grid(2, 2, {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3}));
  expect_move_edits_are_applys<peg_solitaire::rules>(bt_test::centre_game(BT_SOURCE_DIR));
}

}  // namespace

namespace {

using games = tic_tac_toe::rules;

// A game's count ranks only when alpha-beta from the reading's window would
// have left each position where the search did.
proof_result game_order_of(const tic_tac_toe::board& start, framework::game_window window,
                           const std::function<void(tic_tac_toe::board&)>& search) {
  framework::trace::recorder recorded;
  {
    tic_tac_toe::board b = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(b.identity().id(), 0);
    search(b);
  }
  framework::state_replayer<games> replay({start}, std::size_t{1} << 21, 0, {}, proof_claim::order_of_moves,
                                          window);
  replay.replay(recorded.records());
  return replay.take_proof().value();
}

TEST(proof_tree, a_game_count_ranks_when_alpha_beta_from_its_window_leaves_where_it_left) {
  using tic_tac_toe::infinity;
  tic_tac_toe::board b;
  b.place_mark({1, 1});  // X in the centre: O to move, 8 moves
  const framework::game_window widest{-infinity, infinity, false};
  for (const auto order : {framework::move_order::forward, framework::move_order::reversed}) {
    const auto deck = game_order_of(b, widest, [&](auto& s) {
      (void)grader::game_searches::alphabeta<tic_tac_toe::rules>(s, -infinity, infinity, order);
    });
    EXPECT_TRUE(deck.ordered);
    const auto each_move = game_order_of(b, {-infinity, infinity, true}, [&](auto& s) {
      grader::game_searches::best_move<tic_tac_toe::rules>(s, order);
    });
    EXPECT_TRUE(each_move.ordered);
  }
  // Knowing the value (a draw) and searching with the window it allows cuts
  // where alpha-beta from the widest window would not.
  const auto oracle = game_order_of(b, widest, [](auto& s) {
    (void)grader::game_searches::alphabeta<tic_tac_toe::rules>(s, -1, 1, framework::move_order::forward);
  });
  EXPECT_FALSE(oracle.ordered);
}

}  // namespace
