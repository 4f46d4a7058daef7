// The rules: legal moves (unvisited neighbours ascending, none at the
// target), reasons for illegal moves, cost and bound, the JSON codec, the
// trace's edits and the pictures.
#include "framework/shortest_path/rules.hpp"

#include "framework/core/errors.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

namespace {

using namespace shortest_path;
using shortest_path::testing::classic;
using shortest_path::testing::walk;

std::vector<vertex> ids(std::initializer_list<vertex_id> list) {
  std::vector<vertex> out;
  for (const auto v : list) out.push_back({v});
  return out;
}

TEST(rules, legal_moves_are_the_unvisited_neighbours_ascending) {
  EXPECT_EQ(rules::legal_moves(path(classic(), 0, 4)), ids({1, 2, 5}));
  EXPECT_EQ(rules::legal_moves(walk(classic(), 0, 4, {2})), ids({1, 3, 5}));
  EXPECT_EQ(rules::legal_moves(walk(classic(), 0, 4, {2, 5})), ids({4}));
}

TEST(rules, the_target_is_a_leaf) {
  const path p = walk(classic(), 0, 4, {2, 5, 4});
  EXPECT_TRUE(rules::is_goal(p));
  EXPECT_TRUE(rules::legal_moves(p).empty());
  EXPECT_NE(rules::why_illegal(p, {3}).value_or("").find("reached the target 4"), std::string::npos);
  EXPECT_EQ(rules::cost(p), 20);
  EXPECT_EQ(rules::bound(p), 20);
}

TEST(rules, from_equals_to_is_a_goal_of_length_zero) {
  const path p(classic(), 3, 3);
  EXPECT_TRUE(rules::is_goal(p));
  EXPECT_EQ(rules::cost(p), 0);
  EXPECT_TRUE(rules::legal_moves(p).empty());
}

TEST(rules, why_illegal_names_the_mistake) {
  const path p = walk(classic(), 0, 4, {2});
  EXPECT_FALSE(rules::why_illegal(p, {5}));
  EXPECT_NE(rules::why_illegal(p, {0}).value_or("").find("already on the path"), std::string::npos);
  EXPECT_NE(rules::why_illegal(p, {4}).value_or("").find("no edge from the path's end, 2, to 4"),
            std::string::npos);
  EXPECT_NE(rules::why_illegal(p, {8}).value_or("").find("not a vertex"), std::string::npos);
  const std::vector<edge> one_way{{1, 0, 3}};
  const path q(std::make_shared<const graph>(2, one_way, true), 0, 1);
  EXPECT_NE(rules::why_illegal(q, {1}).value_or("").find("the graph is directed"), std::string::npos);
}

TEST(rules, json_round_trips_graphs_and_mazes) {
  const path p = walk(classic(), 0, 4, {2, 5});
  EXPECT_EQ(rules::state_from_json(rules::state_json(p)), p);
  const path m =
      walk(std::make_shared<const graph>(maze_plan{2, 3, {false, false, true, false, false, false}}), 0, 5,
           {3, 4});
  const auto j = rules::state_json(m);
  EXPECT_TRUE(j.contains("maze"));
  EXPECT_EQ(rules::state_from_json(j), m);
  EXPECT_EQ(rules::move_from_json(rules::move_json({5})), vertex{5});
  EXPECT_THROW((void)rules::move_from_json(-1), std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json({{"from", 0}}), std::invalid_argument);
}

TEST(rules, replayed_edits_go_through_the_mutators) {
  path p(classic(), 0, 4);
  rules::replay_edit(p, framework::probe::edit::place, 2, 0, 0);
  EXPECT_EQ(p.end(), 2U);
  EXPECT_EQ(rules::describe_edit(framework::probe::edit::remove, 2, 0, 0), "leave(2)");
  EXPECT_THROW(rules::replay_edit(p, framework::probe::edit::place, 4, 0, 0), framework::rule_violation);
  rules::replay_edit(p, framework::probe::edit::remove, 2, 0, 0);
  EXPECT_EQ(p.end(), 0U);
}

TEST(rules, differences_and_goal_differences_say_what_is_wrong) {
  const path a = walk(classic(), 0, 4, {2, 5});
  const path b = walk(classic(), 0, 4, {2});
  ASSERT_EQ(rules::differences(a, b).size(), 1U);
  EXPECT_EQ(rules::differences(a, b)[0], "the path should be 0 -> 2 -> 5 but is 0 -> 2");
  EXPECT_TRUE(rules::differences(a, a).empty());
  EXPECT_EQ(rules::goal_differences(b)[0], "the path ends at 2, not at the target 4");
}

TEST(rules, a_maze_is_drawn_with_its_path) {
  const path m =
      walk(std::make_shared<const graph>(maze_plan{2, 3, {false, false, true, false, false, false}}), 0, 5,
           {3, 4});
  const std::string picture = rules::render(m);
  EXPECT_NE(picture.find("length 2"), std::string::npos);
  EXPECT_NE(picture.find("S . #"), std::string::npos) << picture;
  EXPECT_NE(picture.find("* * T"), std::string::npos) << picture;
}

TEST(rules, an_edge_list_is_drawn_with_its_adjacency) {
  const std::string picture = rules::render(walk(classic(), 0, 4, {2}));
  EXPECT_NE(picture.find("path 0 -> 2 (length 9)"), std::string::npos) << picture;
  EXPECT_NE(picture.find("2: 0 (9) 1 (10) 3 (11) 5 (2)"), std::string::npos) << picture;
}

}  // namespace
