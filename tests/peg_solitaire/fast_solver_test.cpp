// The grader's fast solver: every shipped problem decided the documented way,
// every solution replayed by the framework's rules, every "unsolvable" matched
// by the model answer's plain exhaustive search wherever that is small enough
// to finish, and the building blocks (symmetries, position classes, pagoda
// functions) checked on their own.
#include "reference/peg_solitaire/fast_solver.hpp"
#include "framework/core/checks.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace {

namespace fast = peg_solitaire::fast;
using framework::cell;
using peg_solitaire::board;
using peg_solitaire::move;
using peg_solitaire::rules;
using peg_solitaire::testing::drawn;
using peg_solitaire::testing::shipped_board;
using peg_solitaire::testing::single_vacancy;

std::string name_of(const board& b) {
  std::string text = "start\n" + rules::render(b) + "goal:";
  for (const cell c : b.goal_pegs()) text += " " + framework::to_string(c);
  return text;
}

// Solves `b` and checks what any answer must satisfy: decided, and a claimed
// solution replays legally to the goal with the framework's own rules.
fast::result solve_checked(const board& b, const fast::options& opts = {}) {
  const fast::result r = fast::solve(b, opts);
  EXPECT_TRUE(r.decided) << name_of(b) << "\n" << r.reason;
  if (r.solvable) {
    const auto failure = framework::replay<rules>(b, r.solution);
    EXPECT_FALSE(failure.has_value()) << name_of(b) << "\n" << (failure ? failure->reason : "");
    EXPECT_EQ(r.solution.size(), b.peg_count() - b.goal_pegs().size());
  } else {
    EXPECT_TRUE(r.solution.empty());
  }
  EXPECT_FALSE(r.reason.empty());
  return r;
}

// The model answer's verdict, or nullopt when it explores more than `budget`
// jumps (it has no failure table, so some problems explode).
std::optional<bool> model_verdict(const board& b, std::uint64_t budget) {
  framework::probe::counter capped(&rules::nodes, budget);
  board work = b;
  try {
    std::optional<std::vector<move>> answer;
    {
      const framework::probe::scoped_sink listening(capped);
      answer = peg_solitaire::solve(work);
    }
    if (answer) {
      const auto failure = framework::replay<rules>(b, *answer);
      EXPECT_FALSE(failure.has_value()) << name_of(b) << "\n" << (failure ? failure->reason : "");
    }
    return answer.has_value();
  } catch (const framework::probe::cap_reached&) {
    return std::nullopt;
  }
}

// --- the shipped problems (docs/peg_solitaire.md) -----------------------------

struct shipped_problem {
  const char* board_name;
  cell vacancy;
  cell finish;
  bool solvable;
};

TEST(fast_solver, lecture_problem_is_solved) {
  // Seed 001: start with every hole but (5,1) filled, finish with one peg at (5,1).
  const board start = single_vacancy(shipped_board("lecture"), {5, 1}, {5, 1});
  const auto r = solve_checked(start);
  EXPECT_TRUE(r.solvable);
  EXPECT_EQ(r.solution.size(), 18U);
  EXPECT_EQ(r.solution.front(), peg_solitaire::jump({3, 1}, {5, 1}));  // the only first move
}

TEST(fast_solver, english_central_game_is_solved) {
  const board start = single_vacancy(shipped_board("english"), {3, 3}, {3, 3});
  const auto r = solve_checked(start);
  EXPECT_TRUE(r.solvable);
  EXPECT_EQ(r.solution.size(), 31U);
}

// The image of a solution under a symmetry of the board (a hole permutation).
std::vector<move> image_of(const std::vector<move>& solution, const board& b, const fast::permutation& s) {
  const auto& g = b.shape();
  const auto map = [&](cell c) { return g.at(s[g.index(c)]); };
  std::vector<move> result;
  for (const move& m : solution) result.push_back({map(m.from), map(m.over), map(m.to)});
  return result;
}

// Seed 001: the 6x6 board is the smallest square board on which the complement
// problem can be solved. It can be from every one of its 36 holes: the solver
// solves one vacancy per symmetry class (the cheapest to find), and the images
// of those solutions under the board's symmetries solve the other 30, as the
// framework's replay confirms. (The benchmark solves all 36 directly.)
TEST(fast_solver, every_square6_complement_problem_is_solved) {
  const board shape = shipped_board("square6");
  const auto symmetries = fast::shape_symmetries(shape.shape());
  std::set<cell> covered;
  for (const cell v : std::vector<cell>{{5, 0}, {1, 0}, {2, 0}, {4, 4}, {4, 3}, {2, 2}}) {
    const board start = single_vacancy(shape, v, v);
    const auto r = solve_checked(start);
    ASSERT_TRUE(r.solvable) << framework::to_string(v);
    for (const auto& s : symmetries) {
      const cell image = shape.shape().at(s[shape.shape().index(v)]);
      const auto failure =
          framework::replay<rules>(single_vacancy(shape, image, image), image_of(r.solution, shape, s));
      EXPECT_FALSE(failure.has_value())
          << framework::to_string(image) << ": " << (failure ? failure->reason : "");
      covered.insert(image);
    }
  }
  EXPECT_EQ(covered.size(), 36U);
}

// ... and no smaller square board has one: 4x4 and 5x5 fail by the position
// classes alone (the full n x n square has class 0 only when 3 divides n), 3x3
// by search.
TEST(fast_solver, square_boards_below_6x6_have_no_complement_problem) {
  for (int n = 3; n <= 5; ++n) {
    std::string layout;
    for (int y = 0; y < n; ++y) layout += std::string(static_cast<std::size_t>(n), 'o') + "\n";
    const board shape = board::from_layout(layout);
    for (const cell v : shape.cells()) {
      const auto r = solve_checked(single_vacancy(shape, v, v));
      EXPECT_FALSE(r.solvable) << n << "x" << n << " " << framework::to_string(v);
      if (n != 3) {
        EXPECT_NE(r.reason.find("position classes"), std::string::npos) << r.reason;
      }
    }
  }
}

// European problems of the documented table, each solvable one through its
// cheapest symmetric image; every problem of the table is in the benchmark.
TEST(fast_solver, european_problems_are_decided_as_documented) {
  const board shape = shipped_board("european");
  const std::vector<shipped_problem> problems{
      {"european", {3, 3}, {3, 3}, false},  // the central game: position classes
      {"european", {2, 0}, {2, 0}, false},  // no complement problem on this board
      {"european", {3, 1}, {3, 1}, false}, {"european", {3, 2}, {3, 2}, false},
      {"european", {3, 0}, {3, 6}, false},  // (3,0) has no single-peg finish at all
      {"european", {3, 2}, {3, 4}, true},  {"european", {6, 4}, {3, 2}, true},  // the image of (2,0) -> (4,3)
  };
  for (const auto& p : problems) {
    const auto r = solve_checked(single_vacancy(shape, p.vacancy, p.finish));
    EXPECT_EQ(r.solvable, p.solvable)
        << framework::to_string(p.vacancy) << " -> " << framework::to_string(p.finish);
    if (!p.solvable) {
      EXPECT_EQ(r.nodes, 0U) << "a class argument needs no search";
      EXPECT_NE(r.reason.find("position classes"), std::string::npos) << r.reason;
    }
  }
}

// --- agreement with the model answer --------------------------------------------

// Every single-vacancy, single-survivor problem of the lecture's board, up to
// its symmetries: the fast solver and the model answer (where it finishes)
// agree, and class-incompatible ones are refused without search.
TEST(fast_solver, agrees_with_the_model_answer_on_the_lecture_board) {
  const board shape = shipped_board("lecture");
  const auto symmetries = fast::shape_symmetries(shape.shape());
  std::set<std::pair<std::size_t, std::size_t>> seen;
  int compared = 0;
  for (std::size_t v = 0; v < shape.shape().hole_count(); ++v) {
    for (std::size_t w = 0; w < shape.shape().hole_count(); ++w) {
      std::pair<std::size_t, std::size_t> representative{v, w};
      for (const auto& s : symmetries) representative = std::min(representative, std::pair{s[v], s[w]});
      if (!seen.insert(representative).second) continue;
      const board start = single_vacancy(shape, shape.shape().at(v), shape.shape().at(w));
      const auto r = solve_checked(start);
      const bool same_class =
          fast::class_of(start.shape(), start.peg_mask()) == fast::class_of(start.shape(), start.goal_mask());
      if (!same_class) {
        EXPECT_FALSE(r.solvable);
        continue;
      }
      if (const auto model = model_verdict(start, 100'000)) {
        EXPECT_EQ(r.solvable, *model) << name_of(start);
        ++compared;
      }
    }
  }
  // The unsolvable ones within the class (vacate (1,0), finish at (4,0)...)
  // are beyond the model answer's plain search; the fast solver exhausts them.
  EXPECT_GE(compared, 5);
}

// Small boards where the model answer's plain search finishes: every
// single-vacancy problem, any finish (class-compatible or not).
TEST(fast_solver, agrees_with_the_model_answer_on_small_boards) {
  int compared = 0;
  int solvable = 0;
  for (const char* layout : {"o o o o o o o o\n", "o o o o\no o o o\no o o o\n",
                             "# o o #\no o o o\no o o o\n# o o #\n", "# o #\no o o\no o o\no o o\n# o #\n"}) {
    const board shape = board::from_layout(layout);
    for (const cell v : shape.cells()) {
      for (const cell w : shape.cells()) {
        const board start = single_vacancy(shape, v, w);
        const auto r = solve_checked(start);
        if (const auto model = model_verdict(start, 20'000)) {
          EXPECT_EQ(r.solvable, *model) << name_of(start);
          ++compared;
          if (*model) ++solvable;
        }
      }
    }
  }
  EXPECT_GE(compared, 300);
  EXPECT_GE(solvable, 10);
}

// Random sparse positions on every shipped board, each with a single-peg goal
// in the start's position class (so only search, pagodas or luck decide):
// half are random (mostly dead), half are played backwards from the goal (so
// solvable). The fast solver and the model answer's exhaustive search agree.
TEST(fast_solver, agrees_with_the_model_answer_on_random_sparse_positions) {
  std::mt19937 random(1);
  int compared = 0;
  int solvable = 0;
  int unsolvable = 0;
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const board shape = shipped_board(name);
    const auto& g = shape.shape();
    for (int trial = 0; trial < 40; ++trial) {
      const std::size_t count = 4 + random() % 6;
      std::vector<bool> pegs(g.hole_count(), false);
      std::vector<bool> goal(g.hole_count(), false);
      if (trial % 2 == 0) {
        while (static_cast<std::size_t>(std::count(pegs.begin(), pegs.end(), true)) < count) {
          pegs[random() % g.hole_count()] = true;
        }
        std::vector<std::size_t> finishes;
        for (std::size_t h = 0; h < g.hole_count(); ++h) {
          std::vector<bool> single(g.hole_count(), false);
          single[h] = true;
          if (fast::class_of(g, single) == fast::class_of(g, pegs)) finishes.push_back(h);
        }
        if (finishes.empty()) continue;
        goal[finishes[random() % finishes.size()]] = true;
      } else {
        // Backwards: an "unjump" puts pegs on `from` and `over` and takes the one on `to`.
        const std::size_t finish = random() % g.hole_count();
        goal[finish] = true;
        pegs = goal;
        for (std::size_t k = 1; k < count; ++k) {
          std::vector<peg_solitaire::line> unjumps;
          for (const auto& l : g.lines()) {
            if (pegs[l.to] && !pegs[l.from] && !pegs[l.over]) unjumps.push_back(l);
          }
          if (unjumps.empty()) break;
          const auto& l = unjumps[random() % unjumps.size()];
          pegs[l.to] = false;
          pegs[l.from] = true;
          pegs[l.over] = true;
        }
      }
      const board start(shape.shape_ptr(), pegs, goal);
      const auto r = solve_checked(start);
      if (trial % 2 == 1) {
        EXPECT_TRUE(r.solvable) << name_of(start);
      }
      if (const auto model = model_verdict(start, 200'000)) {
        EXPECT_EQ(r.solvable, *model) << name_of(start);
        ++compared;
        ++(*model ? solvable : unsolvable);
      }
    }
  }
  EXPECT_GE(compared, 100);
  EXPECT_GE(solvable, 40);
  EXPECT_GE(unsolvable, 20);
}

// Every acceleration can be switched off without changing an answer. Without
// the failure table the search is the model answer's, so it gets small boards.
TEST(fast_solver, options_change_the_work_not_the_answer) {
  const board lecture = shipped_board("lecture");
  const board small = board::from_layout("o o o o o\no o o o o\no o o o o\n");
  const std::vector<board> problems{
      single_vacancy(lecture, {5, 1}, {5, 1}), single_vacancy(lecture, {1, 0}, {4, 0}),
      single_vacancy(lecture, {2, 1}, {2, 4}), single_vacancy(small, {0, 0}, {0, 0}),
      single_vacancy(small, {1, 0}, {4, 2}),   single_vacancy(small, {2, 1}, {2, 1})};
  for (const board& start : problems) {
    const bool expected = fast::solve(start).solvable;
    for (int variant = 0; variant < 5; ++variant) {
      fast::options opts;
      opts.use_symmetry = variant != 0;
      opts.use_memo = variant != 1;
      opts.use_class_pruning = variant != 2;
      opts.use_pagoda = variant != 3;
      if (variant == 4) {  // the lecture's plain search plus the failure table only
        opts.use_symmetry = false;
        opts.use_class_pruning = false;
        opts.use_pagoda = false;
      }
      if (!opts.use_memo && start.shape().hole_count() > 15) continue;
      EXPECT_EQ(solve_checked(start, opts).solvable, expected) << name_of(start) << "\nvariant " << variant;
    }
  }
}

TEST(fast_solver, stops_undecided_past_the_node_limit) {
  const board start = single_vacancy(shipped_board("english"), {3, 3}, {3, 3});
  fast::options opts;
  opts.node_limit = 100;
  const auto r = fast::solve(start, opts);
  EXPECT_FALSE(r.decided);
  EXPECT_FALSE(r.solvable);
  EXPECT_TRUE(r.solution.empty());
  EXPECT_EQ(r.nodes, 101U);
  EXPECT_NE(r.reason.find("node limit"), std::string::npos) << r.reason;
}

TEST(fast_solver, is_deterministic) {
  const board start = single_vacancy(shipped_board("square6"), {2, 2}, {2, 2});
  const auto a = fast::solve(start);
  const auto b = fast::solve(start);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.solution, b.solution);
  EXPECT_EQ(a.memo_entries, b.memo_entries);
}

TEST(fast_solver, a_tiny_failure_table_costs_time_not_answers) {
  fast::options opts;
  opts.memo_megabytes = 0;  // one bucket: nearly every failure is forgotten
  const board small = board::from_layout("o o o o o\no o o o o\no o o o o\n");
  const auto r = solve_checked(single_vacancy(small, {1, 0}, {4, 2}), opts);
  EXPECT_EQ(r.solvable, fast::solve(single_vacancy(small, {1, 0}, {4, 2})).solvable);
  EXPECT_LE(r.memo_entries, 8U);
}

TEST(fast_solver, trivial_problems_need_no_search) {
  const board done = drawn(". o .\n", {{1, 0}});
  auto r = solve_checked(done);
  EXPECT_TRUE(r.solvable);
  EXPECT_TRUE(r.solution.empty());
  EXPECT_EQ(r.nodes, 0U);

  r = solve_checked(drawn("o . .\n", {{1, 0}, {2, 0}}));  // fewer pegs than the goal
  EXPECT_FALSE(r.solvable);
  EXPECT_EQ(r.nodes, 0U);

  board no_goal = board::from_layout("o o .\n");  // a layout without a goal is never won
  r = solve_checked(no_goal);
  EXPECT_FALSE(r.solvable);

  r = solve_checked(drawn("o o .\n", {{2, 0}}));
  EXPECT_TRUE(r.solvable);
  EXPECT_EQ(r.solution, (std::vector<move>{peg_solitaire::jump({0, 0}, {2, 0})}));
}

// Boards beyond 64 holes take the wider positions; extra holes cut off from
// the play area by a column of '#' change the width, never the answer.
TEST(fast_solver, wide_boards_give_the_same_answers) {
  std::mt19937 random(3);
  // A 9x9 play area, then a column of '#', then 9 rows of far holes.
  const auto layout = [](int far_columns) {
    std::string text;
    for (int y = 0; y < 9; ++y) {
      text += "o o o o o o o o o #";
      for (int x = 0; x < far_columns; ++x) text += " .";
      text += "\n";
    }
    return text;
  };
  int solvable = 0;
  for (int trial = 0; trial < 12; ++trial) {
    // Trial 0 is solvable: (2,2) jumps to (4,2), then (5,2) jumps back to (3,2).
    std::vector<cell> pegs{{2, 2}, {3, 2}, {5, 2}};
    cell finish{3, 2};
    while (trial > 0 && pegs.size() < 6) {
      const cell c{static_cast<std::int32_t>(2 + random() % 5), static_cast<std::int32_t>(2 + random() % 5)};
      if (std::find(pegs.begin(), pegs.end(), c) == pegs.end()) pegs.push_back(c);
    }
    if (trial > 0)
      finish = {static_cast<std::int32_t>(2 + random() % 5), static_cast<std::int32_t>(2 + random() % 5)};
    std::optional<bool> answer;
    for (const int extra : {1, 6, 24}) {  // 90, 135 and 297 holes: 2, 4 and 64 words
      board shape = board::from_layout(layout(extra));
      std::vector<bool> mask(shape.shape().hole_count(), false);
      for (const cell c : pegs) mask[shape.shape().index(c)] = true;
      std::vector<bool> goal(mask.size(), false);
      goal[shape.shape().index(finish)] = true;
      const board start(shape.shape_ptr(), mask, goal);
      const auto r = solve_checked(start);
      if (!answer) {
        answer = r.solvable;
        if (const auto model = model_verdict(start, 500'000)) {
          EXPECT_EQ(*model, r.solvable) << name_of(start);
        }
      }
      EXPECT_EQ(r.solvable, *answer) << name_of(start) << "\nwith " << shape.shape().hole_count() << " holes";
    }
    if (*answer) ++solvable;
  }
  EXPECT_GE(solvable, 1);
  EXPECT_LE(solvable, 11);
}

// Wide positions with the symmetry reduction at work: square boards of 169
// (4 words) and 289 holes (64 words) with the goal in the centre, so all eight
// symmetries canonicalise positions peg by peg.
TEST(fast_solver, wide_symmetric_boards_give_the_same_answers_with_and_without_symmetry) {
  std::mt19937 random(5);
  int solvable = 0;
  for (const int size : {13, 17}) {
    std::string layout;
    for (int y = 0; y < size; ++y) layout += std::string(static_cast<std::size_t>(size), 'o') + "\n";
    const board shape = board::from_layout(layout);
    const std::int32_t middle = size / 2;
    for (int trial = 0; trial < 6; ++trial) {
      std::vector<bool> pegs(shape.shape().hole_count(), false);
      std::vector<bool> goal(pegs.size(), false);
      goal[shape.shape().index({middle, middle})] = true;
      // Half solvable by construction: five unjumps back from the centre.
      if (trial % 2 == 0) {
        pegs = goal;
        for (int k = 0; k < 5; ++k) {
          std::vector<peg_solitaire::line> unjumps;
          for (const auto& l : shape.shape().lines()) {
            if (pegs[l.to] && !pegs[l.from] && !pegs[l.over]) unjumps.push_back(l);
          }
          const auto& l = unjumps[random() % unjumps.size()];
          pegs[l.to] = false;
          pegs[l.from] = true;
          pegs[l.over] = true;
        }
      } else {
        for (int k = 0; k < 6; ++k) {
          const auto x = static_cast<std::int32_t>(middle - 2 + static_cast<std::int32_t>(random() % 5));
          const auto y = static_cast<std::int32_t>(middle - 2 + static_cast<std::int32_t>(random() % 5));
          pegs[shape.shape().index({x, y})] = true;
        }
      }
      const board start(shape.shape_ptr(), pegs, goal);
      EXPECT_EQ(fast::goal_symmetries(start).size(), 8U);
      const auto with = solve_checked(start);
      fast::options plain;
      plain.use_symmetry = false;
      EXPECT_EQ(solve_checked(start, plain).solvable, with.solvable) << name_of(start);
      if (trial % 2 == 0) {
        EXPECT_TRUE(with.solvable) << name_of(start);
      }
      if (with.solvable) ++solvable;
    }
  }
  EXPECT_GE(solvable, 6);
}

// --- symmetries -------------------------------------------------------------------

TEST(symmetry, shipped_boards_have_all_eight_symmetries_of_the_square) {
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const board b = shipped_board(name);
    const auto symmetries = fast::shape_symmetries(b.shape());
    EXPECT_EQ(symmetries.size(), 8U) << name;
    // Each maps the jump lines onto jump lines (that is what makes it a symmetry of the game).
    std::set<std::tuple<std::size_t, std::size_t, std::size_t>> lines;
    for (const auto& l : b.shape().lines()) lines.insert({l.from, l.over, l.to});
    for (const auto& s : symmetries) {
      for (const auto& l : b.shape().lines())
        EXPECT_TRUE(lines.count({s[l.from], s[l.over], s[l.to]})) << name;
    }
    // The identity comes first, and no two are the same.
    std::vector<std::size_t> identity(b.shape().hole_count());
    for (std::size_t h = 0; h < identity.size(); ++h) identity[h] = h;
    EXPECT_EQ(symmetries.front(), identity);
    EXPECT_EQ(std::set<fast::permutation>(symmetries.begin(), symmetries.end()).size(), symmetries.size());
  }
}

TEST(symmetry, found_on_the_holes_bounding_box_whatever_the_padding) {
  EXPECT_EQ(fast::shape_symmetries(board::from_layout("o o o o o\no o o o o\no o o o o\n").shape()).size(),
            4U);
  EXPECT_EQ(
      fast::shape_symmetries(board::from_layout("# # # #\n# o o #\n# o o #\n# # # #\n# # # #\n").shape())
          .size(),
      8U);
  EXPECT_EQ(fast::shape_symmetries(board::from_layout("o # #\no o #\no o o\n").shape()).size(),
            2U);  // a diagonal
  EXPECT_EQ(fast::shape_symmetries(board::from_layout("o o o\no # #\n").shape()).size(), 1U);
}

TEST(symmetry, only_those_fixing_the_goal_may_identify_positions) {
  const auto count = [](const char* name, cell goal) {
    return fast::goal_symmetries(single_vacancy(shipped_board(name), goal, goal)).size();
  };
  EXPECT_EQ(count("english", {3, 3}), 8U);
  EXPECT_EQ(count("english", {3, 0}), 2U);  // the mirror through x = 3
  EXPECT_EQ(count("lecture", {5, 1}), 1U);  // the lecture's goal breaks every symmetry
  EXPECT_EQ(count("lecture", {1, 1}), 2U);  // a crossing: the diagonal mirror
  EXPECT_EQ(count("square6", {0, 0}), 2U);
  EXPECT_EQ(count("square6", {2, 1}), 1U);
  EXPECT_EQ(count("european", {3, 5}), 2U);
}

// --- position classes ------------------------------------------------------------

TEST(position_class, is_invariant_under_every_jump) {
  std::mt19937 random(11);
  for (const char* name : {"lecture", "english", "square6", "european"}) {
    const board shape = shipped_board(name);
    for (int game = 0; game < 10; ++game) {
      const cell v = shape.cells()[random() % shape.cells().size()];
      board b = single_vacancy(shape, v, v);
      const auto start_class = fast::class_of(b.shape(), b.peg_mask());
      for (auto moves = rules::legal_moves(b); !moves.empty(); moves = rules::legal_moves(b)) {
        rules::apply(b, moves[random() % moves.size()]);
        ASSERT_EQ(fast::class_of(b.shape(), b.peg_mask()), start_class) << name << "\n" << rules::render(b);
      }
    }
  }
}

TEST(position_class, separates_the_european_central_game_but_not_the_english_one) {
  const auto classes = [](const char* name) {
    const board b = single_vacancy(shipped_board(name), {3, 3}, {3, 3});
    return std::pair{fast::class_of(b.shape(), b.peg_mask()), fast::class_of(b.shape(), b.goal_mask())};
  };
  const auto [english_start, english_goal] = classes("english");
  EXPECT_EQ(english_start, english_goal);
  const auto [european_start, european_goal] = classes("european");
  EXPECT_FALSE(european_start == european_goal);
  EXPECT_EQ(fast::to_string(european_goal), "(2,2)");
}

// --- pagoda functions -------------------------------------------------------------

TEST(pagoda, sublattices_are_pagoda_functions_and_only_useful_ones_are_kept) {
  const board b = single_vacancy(shipped_board("english"), {3, 3}, {3, 3});
  const auto pagodas = fast::sublattice_pagodas(b);
  ASSERT_EQ(pagodas.size(), 1U);  // the centre lies on one sublattice: x and y odd
  EXPECT_TRUE(fast::is_pagoda(b.shape(), pagodas.front().weight));
  EXPECT_EQ(pagodas.front().value(b.goal_mask()), 1);
  EXPECT_EQ(pagodas.front().value(b.peg_mask()), 4);  // (3,1), (1,3), (5,3), (3,5)
}

TEST(pagoda, is_pagoda_checks_every_line) {
  const board b = board::from_layout("o o o\n");
  EXPECT_TRUE(fast::is_pagoda(b.shape(), {1, 0, 1}));
  EXPECT_TRUE(fast::is_pagoda(b.shape(), {1, 1, 1}));
  EXPECT_FALSE(fast::is_pagoda(b.shape(), {0, 0, 1}));  // (0,0) over (1,0) into (2,0) would gain
  EXPECT_FALSE(fast::is_pagoda(b.shape(), {1, 1}));     // one weight per hole
}

TEST(pagoda, linear_programming_returns_verified_integer_functions) {
  // Conway's soldiers: weight towards a target row, maximised at the target.
  const board b = board::from_layout("o o o o o o o\n");
  std::vector<double> objective(7, -1.0);
  objective[6] = 6.0;
  const auto p = fast::best_pagoda(b.shape(), objective, 4);
  ASSERT_TRUE(p.has_value());
  EXPECT_TRUE(fast::is_pagoda(b.shape(), p->weight));
  EXPECT_GT(p->weight[6], p->weight[0]);
  // A zero objective has only the zero function to offer, which cuts nothing.
  EXPECT_FALSE(fast::best_pagoda(b.shape(), std::vector<double>(7, 0.0), 4).has_value());
}

TEST(pagoda, cuts_a_problem_the_class_argument_cannot) {
  // Pegs only where x or y is even; the goal, the centre, has both odd. The
  // classes agree, but no jump can put a peg on the (odd, odd) sublattice.
  const board start = drawn(
      "# # . . . # #\n"
      "# # . . . # #\n"
      ". . o . . . .\n"
      "o . o . . . .\n"
      ". . . . . . .\n"
      "# # o . . # #\n"
      "# # o . . # #\n",
      {{3, 3}});
  ASSERT_EQ(fast::class_of(start.shape(), start.peg_mask()),
            fast::class_of(start.shape(), start.goal_mask()));
  const auto r = solve_checked(start);
  EXPECT_FALSE(r.solvable);
  EXPECT_EQ(r.nodes, 0U);
  EXPECT_NE(r.reason.find("pagoda"), std::string::npos) << r.reason;
  fast::options no_pagoda;
  no_pagoda.use_pagoda = false;
  const auto searched = solve_checked(start, no_pagoda);
  EXPECT_FALSE(searched.solvable);
  EXPECT_GT(searched.nodes, 0U);
  EXPECT_EQ(model_verdict(start, 100'000), std::optional<bool>(false));
}

}  // namespace
