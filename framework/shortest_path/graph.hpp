#pragma once
// The graph of a shortest-path search: vertices 0..n-1, edges with
// non-negative integer weights, directed or not. It never changes once made,
// so every copy of a path shares one (std::shared_ptr<const graph>): a search
// that copies its path copies a pointer, not the adjacency.
//
// A maze is a graph too: a vertex per cell (numbered row * cols + col), a unit
// edge between 4-neighbouring open cells, none at a wall. The graph keeps the
// maze's drawing so a path can be shown on it.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace shortest_path {

using vertex_id = std::uint32_t;

struct edge {
  vertex_id from = 0;
  vertex_id to = 0;
  std::int64_t weight = 1;
};

// One step out of a vertex.
struct neighbour {
  vertex_id to = 0;
  std::int64_t weight = 0;
  friend bool operator==(const neighbour&, const neighbour&) = default;
};

// The cells of a maze: walls and open cells, reading order.
struct maze_plan {
  int rows = 0;
  int cols = 0;
  std::vector<bool> wall;
  friend bool operator==(const maze_plan&, const maze_plan&) = default;
};

class graph {
 public:
  static constexpr vertex_id max_vertices = 1u << 20;

  // Throws std::invalid_argument on a vertex out of range, a self-loop, a
  // negative weight or an edge given twice (both ways, for an undirected graph).
  graph(vertex_id vertices, std::span<const edge> edges, bool directed);
  // The maze's graph: unit steps between 4-neighbouring open cells.
  explicit graph(maze_plan maze);

  [[nodiscard]] vertex_id vertices() const noexcept { return static_cast<vertex_id>(adjacency_.size()); }
  [[nodiscard]] bool is_directed() const noexcept { return directed_; }
  [[nodiscard]] bool contains(vertex_id v) const noexcept { return v < vertices(); }
  // The steps out of v, ascending by neighbour (empty for a vertex out of range).
  [[nodiscard]] std::span<const neighbour> neighbours(vertex_id v) const noexcept;
  // The weight of the edge u -> v, or none.
  [[nodiscard]] std::optional<std::int64_t> weight(vertex_id u, vertex_id v) const noexcept;
  // Every edge once (an undirected one as from < to), by from then to.
  [[nodiscard]] std::vector<edge> edges() const;
  [[nodiscard]] const std::optional<maze_plan>& maze() const noexcept { return maze_; }

  // Vertex v as the maze cell "(r,c)", or its number when the graph is no maze.
  [[nodiscard]] std::string name(vertex_id v) const;

  friend bool operator==(const graph& a, const graph& b) {
    return a.directed_ == b.directed_ && a.adjacency_ == b.adjacency_ && a.maze_ == b.maze_;
  }

 private:
  std::vector<std::vector<neighbour>> adjacency_;
  bool directed_ = false;
  std::optional<maze_plan> maze_;
};

// A random graph on `vertices` vertices with `edges` distinct edges (no
// self-loops), weights 1..max_weight, drawn from `seed` the same way on every
// machine. Throws std::invalid_argument when that many edges do not fit.
[[nodiscard]] graph random_graph(vertex_id vertices, std::uint64_t edges, std::int64_t max_weight,
                                 bool directed, std::uint64_t seed);

// A random maze of rows x cols cells, each a wall with probability
// wall_percent / 100, except the corners (0,0) and (rows-1, cols-1), which
// are open (the generator's start and target).
[[nodiscard]] maze_plan random_maze(int rows, int cols, int wall_percent, std::uint64_t seed);

}  // namespace shortest_path
