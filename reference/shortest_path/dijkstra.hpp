#pragma once
// The grader's shortest-path reference: Dijkstra's algorithm on a compressed
// adjacency array. It decides every solve case (the shortest length, or that
// the target cannot be reached), so a bound that cuts the best path or a
// search that stops at the first path found is caught; the tests cross-check
// the model answer's backtracking against it on random graphs.
//
// This file knows nothing of the framework's path type: a graph is a plain
// list of edges, so the reference builds and is tested on its own.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace shortest_path::fast {

struct edge {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  std::int64_t weight = 0;  // >= 0
};

// Vertices 0..n-1; an undirected edge is stored both ways.
class graph {
 public:
  graph(std::uint32_t vertices, std::span<const edge> edges, bool directed);
  [[nodiscard]] std::uint32_t vertices() const noexcept { return vertices_; }

 private:
  friend struct search_access;
  std::uint32_t vertices_ = 0;
  std::vector<std::uint32_t> first_;  // vertices_ + 1 offsets into to_ / weight_
  std::vector<std::uint32_t> to_;
  std::vector<std::int64_t> weight_;
};

struct shortest {
  std::optional<std::int64_t> length;  // nullopt: `to` cannot be reached
  std::vector<std::uint32_t> path;     // from `from` to `to` inclusive; empty when unreachable
};

// A shortest path from `from` to `to` (both < g.vertices()); weights must be
// non-negative, so it is also a shortest simple path. Among several, any one.
[[nodiscard]] shortest dijkstra(const graph& g, std::uint32_t from, std::uint32_t to);

}  // namespace shortest_path::fast
