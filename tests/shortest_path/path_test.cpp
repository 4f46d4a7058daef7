// The path state: visits and leaves through the only mutators, the length
// kept as it goes, refusals that name the vertex, equality and keys.
#include "framework/shortest_path/path.hpp"

#include "framework/core/errors.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace {

using namespace shortest_path;
using shortest_path::testing::classic;
using shortest_path::testing::walk;

std::string refusal(path& p, bool visit, vertex_id v) {
  try {
    visit ? p.visit(v) : p.leave(v);
  } catch (const framework::rule_violation& e) {
    return e.what();
  }
  return "";
}

TEST(path, starts_at_its_start_with_length_zero) {
  const path p(classic(), 0, 4);
  EXPECT_EQ(p.start(), 0U);
  EXPECT_EQ(p.end(), 0U);
  EXPECT_EQ(p.target(), 4U);
  EXPECT_EQ(p.length(), 0);
  EXPECT_TRUE(p.on_path(0));
  EXPECT_FALSE(p.on_path(2));
}

TEST(path, visits_add_and_leaves_subtract_the_edge_weights) {
  path p = walk(classic(), 0, 4, {2, 5});
  EXPECT_EQ(p.length(), 11);
  EXPECT_EQ(p.vertices_on_path(), (std::vector<vertex_id>{0, 2, 5}));
  p.visit(4);
  EXPECT_EQ(p.length(), 20);
  p.leave(4);
  p.leave(5);
  EXPECT_EQ(p.length(), 9);
  EXPECT_EQ(p.end(), 2U);
  EXPECT_FALSE(p.on_path(5));
}

TEST(path, refuses_what_no_step_of_the_search_does) {
  path p = walk(classic(), 0, 4, {2});
  EXPECT_NE(refusal(p, true, 4).find("no edge from the path's end, 2, to 4"), std::string::npos);
  EXPECT_NE(refusal(p, true, 0).find("visit(0): already on the path"), std::string::npos);
  EXPECT_NE(refusal(p, true, 9).find("not a vertex of the graph (0..5)"), std::string::npos);
  EXPECT_NE(refusal(p, false, 0).find("leave(0): only the path's last vertex, 2"), std::string::npos);
  p.leave(2);
  EXPECT_NE(refusal(p, false, 0).find("only its start"), std::string::npos);
  EXPECT_EQ(p.vertices_on_path(), std::vector<vertex_id>{0}) << "a refused edit changes nothing";
}

TEST(path, refuses_a_start_or_target_off_the_graph) {
  EXPECT_THROW(path(classic(), 0, 6), std::invalid_argument);
  EXPECT_THROW(path(classic(), 7, 1), std::invalid_argument);
}

TEST(path, copies_share_the_graph_and_compare_by_position) {
  const path a = walk(classic(), 0, 4, {2, 5});
  path b = a;
  EXPECT_EQ(&a.graph(), &b.graph());
  EXPECT_EQ(a, b);
  b.leave(5);
  EXPECT_NE(a, b);
  b.visit(5);
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.key(), b.key());
  // The same vertices in another graph object are the same position.
  EXPECT_EQ(a, walk(classic(), 0, 4, {2, 5}));
}

TEST(path, keys_tell_different_paths_apart) {
  EXPECT_NE(walk(classic(), 0, 4, {2, 5}).key(), walk(classic(), 0, 4, {5, 2}).key());
  EXPECT_NE(walk(classic(), 0, 4, {2}).key(), walk(classic(), 0, 4, {}).key());
}

TEST(graph, refuses_negative_weights_self_loops_and_duplicates) {
  const std::vector<edge> negative{{0, 1, -2}};
  EXPECT_THROW(graph(2, negative, false), std::invalid_argument);
  const std::vector<edge> loop{{1, 1, 2}};
  EXPECT_THROW(graph(2, loop, false), std::invalid_argument);
  const std::vector<edge> twice{{0, 1, 2}, {1, 0, 3}};
  EXPECT_THROW(graph(2, twice, false), std::invalid_argument);
  EXPECT_NO_THROW(graph(2, twice, true)) << "directed: one edge each way";
}

TEST(graph, directed_edges_go_one_way) {
  const std::vector<edge> one{{0, 1, 4}};
  const graph g(2, one, true);
  EXPECT_EQ(g.weight(0, 1), 4);
  EXPECT_FALSE(g.weight(1, 0));
}

TEST(graph, a_maze_joins_open_neighbours) {
  // S.#
  // ..T
  const graph g(maze_plan{2, 3, {false, false, true, false, false, false}});
  EXPECT_EQ(g.vertices(), 6U);
  EXPECT_EQ(g.weight(0, 1), 1);
  EXPECT_FALSE(g.weight(1, 2)) << "a wall has no edges";
  EXPECT_EQ(g.weight(4, 5), 1);
  EXPECT_EQ(g.name(5), "(1,2)");
  EXPECT_EQ(g.neighbours(4).size(), 3U);
}

TEST(graph, random_graphs_are_the_same_for_a_seed) {
  const graph a = random_graph(30, 80, 20, false, 7);
  EXPECT_EQ(a, random_graph(30, 80, 20, false, 7));
  EXPECT_FALSE(a == random_graph(30, 80, 20, false, 8));
  EXPECT_EQ(a.edges().size(), 80U);
  for (const edge& e : a.edges()) {
    EXPECT_GE(e.weight, 1);
    EXPECT_LE(e.weight, 20);
  }
  EXPECT_THROW((void)random_graph(4, 7, 5, false, 1), std::invalid_argument) << "4 vertices hold 6 edges";
}

}  // namespace
