// The model answer: valid_moves agrees with the rules; solve finds a path as
// short as Dijkstra's on hundreds of random graphs (directed or not, with
// zero weights, with unreachable targets), leaves the path as it was, and
// explores exactly what the lecture's branch and bound explores.
#include "framework/core/lecture_search.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/shortest_path/hooks.hpp"
#include "framework/shortest_path/rules.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <random>

namespace {

using namespace shortest_path;
using shortest_path::testing::classic;
using shortest_path::testing::walk;

struct counted_solve {
  std::optional<std::vector<vertex>> solution;
  std::uint64_t nodes = 0;
};

counted_solve solve_counted(path p) {
  counted_solve out;
  framework::probe::counter counted(&rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  out.solution = solve(p);
  out.nodes = counted.nodes();
  return out;
}

// Replays a solution with the rules: its length, or nullopt if it is not a path to the target.
std::optional<std::int64_t> replayed_length(path p, const std::vector<vertex>& solution) {
  for (const vertex v : solution) {
    if (rules::why_illegal(p, v)) return std::nullopt;
    rules::apply(p, v);
  }
  if (!rules::is_goal(p)) return std::nullopt;
  return p.length();
}

TEST(model_answer, solves_the_classic_graph) {
  const auto found = solve_counted(path(classic(), 0, 4));
  ASSERT_TRUE(found.solution);
  EXPECT_EQ(*found.solution, (std::vector<vertex>{{2}, {5}, {4}}));
  EXPECT_EQ(replayed_length(path(classic(), 0, 4), *found.solution), 20);
}

TEST(model_answer, from_equals_to_is_the_empty_path) {
  const auto found = solve_counted(path(classic(), 3, 3));
  ASSERT_TRUE(found.solution);
  EXPECT_TRUE(found.solution->empty());
  EXPECT_EQ(found.nodes, 0U);
}

TEST(model_answer, valid_moves_agrees_with_the_rules) {
  std::mt19937_64 random(11);
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    path p(std::make_shared<const graph>(random_graph(10, 25, 9, seed % 2 == 1, seed)), 0, 9);
    for (int step = 0; step < 6; ++step) {
      EXPECT_EQ(valid_moves(p), rules::legal_moves(p));
      const auto moves = rules::legal_moves(p);
      if (moves.empty()) break;
      p.visit(moves[random() % moves.size()].id);
    }
  }
}

TEST(model_answer, is_as_short_as_dijkstra_on_random_graphs) {
  int unreachable = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    const auto n = static_cast<vertex_id>(3 + seed % 8);
    const std::uint64_t most = seed % 3 == 0 ? std::uint64_t{n} * (n - 1) : std::uint64_t{n} * (n - 1) / 2;
    const std::uint64_t m = std::min<std::uint64_t>(most, n + seed % 13);
    // max_weight 1 on every fifth graph: unit weights, many ties.
    const auto g =
        std::make_shared<const graph>(random_graph(n, m, seed % 5 == 0 ? 1 : 9, seed % 3 == 0, seed));
    const path start(g, 0, n - 1);
    path p = start;
    const auto found = solve(p);
    EXPECT_EQ(p, start) << "seed " << seed << ": solve leaves the path as it was";
    const auto best = shortest_path::testing::dijkstra_length(start);
    ASSERT_EQ(found.has_value(), best.has_value()) << "seed " << seed;
    if (!found) {
      ++unreachable;
      continue;
    }
    EXPECT_EQ(replayed_length(start, *found), best) << "seed " << seed;
  }
  EXPECT_GT(unreachable, 5) << "some targets cannot be reached";
}

TEST(model_answer, zero_weight_edges_are_followed) {
  const std::vector<edge> edges{{0, 1, 0}, {1, 2, 0}, {0, 2, 1}};
  const path start(std::make_shared<const graph>(3, edges, false), 0, 2);
  const auto found = solve_counted(start);
  ASSERT_TRUE(found.solution);
  EXPECT_EQ(replayed_length(start, *found.solution), 0);
}

TEST(model_answer, explores_exactly_the_lecture_branch_and_bound) {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const auto g =
        std::make_shared<const graph>(random_graph(9, 18, seed % 4 == 0 ? 1 : 12, seed % 2 == 1, seed));
    const path start(g, 0, 8);
    const auto mine = solve_counted(start);
    const auto lecture = framework::lecture_search<rules>(start, framework::move_order::forward, 0);
    ASSERT_TRUE(lecture.finished);
    EXPECT_EQ(mine.nodes, lecture.nodes) << "seed " << seed;
    EXPECT_EQ(mine.solution, lecture.solution) << "seed " << seed;
  }
}

}  // namespace
