#include "framework/shortest_path/graph.hpp"

#include "framework/core/random_draw.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>
#include <utility>

namespace shortest_path {

namespace {

std::string edge_text(const edge& e) {
  return "[" + std::to_string(e.from) + ", " + std::to_string(e.to) + ", " + std::to_string(e.weight) + "]";
}

// Checked before the adjacency is allocated.
std::size_t checked_size(vertex_id vertices) {
  if (vertices == 0 || vertices > graph::max_vertices)
    throw std::invalid_argument("a graph has 1 to " + std::to_string(graph::max_vertices) +
                                " vertices, not " + std::to_string(vertices));
  return vertices;
}

}  // namespace

graph::graph(vertex_id vertices, std::span<const edge> edges, bool directed)
    : adjacency_(checked_size(vertices)), directed_(directed) {
  for (const edge& e : edges) {
    if (e.from >= vertices || e.to >= vertices)
      throw std::invalid_argument("the edge " + edge_text(e) + " leaves the vertices 0.." +
                                  std::to_string(vertices - 1));
    if (e.from == e.to) throw std::invalid_argument("the edge " + edge_text(e) + " is a self-loop");
    if (e.weight < 0)
      throw std::invalid_argument("the edge " + edge_text(e) +
                                  " has a negative weight; the bound (a path's length so far) needs "
                                  "weights of 0 or more");
    adjacency_[e.from].push_back({e.to, e.weight});
    if (!directed) adjacency_[e.to].push_back({e.from, e.weight});
  }
  for (vertex_id v = 0; v < vertices; ++v) {
    auto& out = adjacency_[v];
    std::sort(out.begin(), out.end(), [](const neighbour& a, const neighbour& b) { return a.to < b.to; });
    const auto twice = std::adjacent_find(
        out.begin(), out.end(), [](const neighbour& a, const neighbour& b) { return a.to == b.to; });
    if (twice != out.end())
      throw std::invalid_argument("the edge " + std::to_string(v) + (directed ? " -> " : " - ") +
                                  std::to_string(twice->to) + " is given twice");
  }
}

graph::graph(maze_plan maze) {
  if (maze.rows < 1 || maze.cols < 1 ||
      static_cast<std::uint64_t>(maze.rows) * static_cast<std::uint64_t>(maze.cols) > max_vertices ||
      maze.wall.size() != static_cast<std::size_t>(maze.rows) * static_cast<std::size_t>(maze.cols))
    throw std::invalid_argument("a maze of " + std::to_string(maze.rows) + "x" + std::to_string(maze.cols) +
                                " cells needs one wall flag per cell");
  adjacency_.resize(maze.wall.size());
  const auto at = [&](int r, int c) { return static_cast<vertex_id>(r * maze.cols + c); };
  for (int r = 0; r < maze.rows; ++r) {
    for (int c = 0; c < maze.cols; ++c) {
      if (maze.wall[at(r, c)]) continue;
      // Ascending neighbour numbers: up, left, right, down.
      const std::pair<int, int> steps[] = {{r - 1, c}, {r, c - 1}, {r, c + 1}, {r + 1, c}};
      for (const auto& [nr, nc] : steps) {
        if (nr < 0 || nc < 0 || nr >= maze.rows || nc >= maze.cols || maze.wall[at(nr, nc)]) continue;
        adjacency_[at(r, c)].push_back({at(nr, nc), 1});
      }
    }
  }
  maze_ = std::move(maze);
}

std::span<const neighbour> graph::neighbours(vertex_id v) const noexcept {
  if (!contains(v)) return {};
  return adjacency_[v];
}

std::optional<std::int64_t> graph::weight(vertex_id u, vertex_id v) const noexcept {
  const auto out = neighbours(u);
  const auto it =
      std::lower_bound(out.begin(), out.end(), v, [](const neighbour& n, vertex_id x) { return n.to < x; });
  if (it == out.end() || it->to != v) return std::nullopt;
  return it->weight;
}

std::vector<edge> graph::edges() const {
  std::vector<edge> out;
  for (vertex_id u = 0; u < vertices(); ++u) {
    for (const neighbour& n : adjacency_[u]) {
      if (directed_ || u < n.to) out.push_back({u, n.to, n.weight});
    }
  }
  return out;
}

std::string graph::name(vertex_id v) const {
  if (!maze_) return std::to_string(v);
  const auto cols = static_cast<vertex_id>(maze_->cols);
  return "(" + std::to_string(v / cols) + "," + std::to_string(v % cols) + ")";
}

graph random_graph(vertex_id vertices, std::uint64_t edges, std::int64_t max_weight, bool directed,
                   std::uint64_t seed) {
  if (vertices < 2) throw std::invalid_argument("a random graph needs at least 2 vertices");
  const std::uint64_t n = vertices;
  const std::uint64_t most = directed ? n * (n - 1) : n * (n - 1) / 2;
  if (edges > most)
    throw std::invalid_argument(std::to_string(vertices) + " vertices hold at most " + std::to_string(most) +
                                " edges, not " + std::to_string(edges));
  if (max_weight < 1) throw std::invalid_argument("the largest weight must be at least 1");
  std::mt19937_64 random(seed);
  std::set<std::pair<vertex_id, vertex_id>> taken;
  std::vector<edge> drawn;
  while (drawn.size() < edges) {
    auto u = static_cast<vertex_id>(framework::uniform_below(random, n));
    auto v = static_cast<vertex_id>(framework::uniform_below(random, n));
    if (u == v) continue;
    if (!directed && v < u) std::swap(u, v);
    if (!taken.emplace(u, v).second) continue;
    const auto w =
        static_cast<std::int64_t>(framework::uniform_below(random, static_cast<std::uint64_t>(max_weight))) +
        1;
    drawn.push_back({u, v, w});
  }
  return graph(vertices, drawn, directed);
}

maze_plan random_maze(int rows, int cols, int wall_percent, std::uint64_t seed) {
  if (rows < 1 || cols < 1) throw std::invalid_argument("a maze has at least one row and one column");
  if (wall_percent < 0 || wall_percent > 100)
    throw std::invalid_argument("a wall density is 0 to 100 percent");
  std::mt19937_64 random(seed);
  maze_plan maze{rows, cols,
                 std::vector<bool>(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols))};
  for (std::size_t i = 0; i < maze.wall.size(); ++i)
    maze.wall[i] = framework::uniform_below(random, 100) < static_cast<std::uint64_t>(wall_percent);
  maze.wall.front() = false;
  maze.wall.back() = false;
  return maze;
}

}  // namespace shortest_path
