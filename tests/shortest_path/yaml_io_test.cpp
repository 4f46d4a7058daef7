// Graphs and mazes from YAML, and the errors (file, line, field) for what a
// case must not hold: negative weights, edges out of range, self-loops,
// duplicates, mazes without one S and one T.
#include "framework/shortest_path/yaml_io.hpp"

#include "framework/core/errors.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using namespace shortest_path;
using framework::yaml_cursor;

path read(const std::string& yaml) { return parse_path(yaml_cursor::load_string(yaml, "case.yaml")); }

std::string error(const std::string& yaml) {
  try {
    (void)read(yaml);
  } catch (const framework::input_error& e) {
    return e.what();
  }
  return "";
}

TEST(yaml_io, reads_an_edge_list_with_default_weights) {
  const path p = read("graph: { vertices: 4, edges: [[0, 1, 7], [1, 2], [2, 3, 0]] }\nfrom: 0\nto: 3\n");
  EXPECT_EQ(p.graph().vertices(), 4U);
  EXPECT_FALSE(p.graph().is_directed());
  EXPECT_EQ(p.graph().weight(2, 1), 1);
  EXPECT_EQ(p.graph().weight(3, 2), 0);
  EXPECT_EQ(p.start(), 0U);
  EXPECT_EQ(p.target(), 3U);
}

TEST(yaml_io, reads_a_directed_graph_and_a_path_so_far) {
  const path p = read(
      "graph: { vertices: 3, directed: true, edges: [[0, 1, 2], [1, 2, 3]] }\nfrom: 0\nto: 2\n"
      "path: [0, 1]\n");
  EXPECT_FALSE(p.graph().weight(1, 0));
  EXPECT_EQ(p.end(), 1U);
  EXPECT_EQ(p.length(), 2);
}

TEST(yaml_io, refuses_a_negative_weight_at_its_line) {
  const std::string e =
      error("graph:\n  vertices: 3\n  edges:\n    - [0, 1, 4]\n    - [1, 2, -3]\nfrom: 0\nto: 2\n");
  EXPECT_NE(e.find("case.yaml"), std::string::npos) << e;
  EXPECT_NE(e.find(":5"), std::string::npos) << e;
  EXPECT_NE(e.find("graph.edges[1][2]"), std::string::npos) << e;
  EXPECT_NE(e.find("the weight -3 is negative"), std::string::npos) << e;
}

TEST(yaml_io, refuses_bad_edges) {
  EXPECT_NE(error("graph: { vertices: 3, edges: [[0, 3]] }\nfrom: 0\nto: 2\n").find("3 is not a vertex"),
            std::string::npos);
  EXPECT_NE(error("graph: { vertices: 3, edges: [[1, 1]] }\nfrom: 0\nto: 2\n").find("self-loop"),
            std::string::npos);
  EXPECT_NE(error("graph: { vertices: 3, edges: [[0, 1], [1, 0]] }\nfrom: 0\nto: 2\n").find("given twice"),
            std::string::npos);
  EXPECT_EQ(error("graph: { vertices: 3, directed: true, edges: [[0, 1], [1, 0]] }\nfrom: 0\nto: 2\n"), "");
  EXPECT_NE(
      error("graph: { vertices: 3, edges: [[0, 1, 2, 3]] }\nfrom: 0\nto: 2\n").find("[from, to, weight]"),
      std::string::npos);
  EXPECT_NE(error("graph: { vertices: 3, edges: [] }\nfrom: 0\nto: 5\n").find("not a vertex"),
            std::string::npos);
  EXPECT_NE(error("graph: { vertices: 3, edges: [], colour: red }\nfrom: 0\nto: 1\n").find("colour"),
            std::string::npos);
}

TEST(yaml_io, reads_a_maze) {
  const path p = read("maze: |\n  S . #\n  # . T\n");
  EXPECT_EQ(p.graph().vertices(), 6U);
  EXPECT_EQ(p.start(), 0U);
  EXPECT_EQ(p.target(), 5U);
  EXPECT_TRUE(p.graph().maze().has_value());
  const path q = read("maze: |\n  S . #\n  # . T\npath: [0, \"(0,1)\", 4]\n");
  EXPECT_EQ(q.end(), 4U);
}

TEST(yaml_io, refuses_a_maze_without_one_start_and_one_target) {
  EXPECT_NE(error("maze: |\n  S . .\n  . . .\n").find("no target 'T'"), std::string::npos);
  EXPECT_NE(error("maze: |\n  S . S\n  . . T\n").find("two starts"), std::string::npos);
  EXPECT_NE(error("maze: |\n  S . x\n  . . T\n").find("'#' for a wall"), std::string::npos);
  EXPECT_NE(error("maze: |\n  S T\nfrom: 0\n").find("'S' and 'T'"), std::string::npos);
}

TEST(yaml_io, refuses_both_or_neither_graph_and_maze) {
  EXPECT_NE(error("from: 0\nto: 1\n").find("one of them"), std::string::npos);
  EXPECT_NE(error("graph: { vertices: 2, edges: [] }\nmaze: S T\nfrom: 0\nto: 1\n").find("not both"),
            std::string::npos);
}

TEST(yaml_io, a_path_must_be_a_walk_from_the_start) {
  EXPECT_NE(error("graph: { vertices: 3, edges: [[0, 1], [1, 2]] }\nfrom: 0\nto: 2\npath: [1]\n")
                .find("starts at its start vertex"),
            std::string::npos);
  EXPECT_NE(error("graph: { vertices: 3, edges: [[0, 1], [1, 2]] }\nfrom: 0\nto: 2\npath: [0, 2]\n")
                .find("no edge from the path's end"),
            std::string::npos);
}

TEST(yaml_io, reads_a_random_graph) {
  const path p =
      read("graph: { random: { vertices: 20, edges: 40, max_weight: 9, seed: 3 } }\nfrom: 0\nto: 19\n");
  EXPECT_EQ(p.graph(), random_graph(20, 40, 9, false, 3));
  EXPECT_NE(error("graph: { random: { vertices: 4, edges: 9 } }\nfrom: 0\nto: 3\n").find("at most 6"),
            std::string::npos);
}

}  // namespace
