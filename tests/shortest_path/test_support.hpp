#pragma once
// Shared by the shortest-path tests: the deck-style 6-vertex graph and paths on it.

#include "framework/shortest_path/path.hpp"
#include "reference/shortest_path/on_path.hpp"

#include <memory>
#include <vector>

namespace shortest_path::testing {

// The classic 6-vertex example (undirected): 0-1 7, 0-2 9, 0-5 14, 1-2 10,
// 1-3 15, 2-3 11, 2-5 2, 3-4 6, 4-5 9. From 0 to 4 the shortest path is
// 0 2 5 4 (length 20); the first path the search finds, 0 1 2 3 4, is 34.
inline std::shared_ptr<const graph> classic() {
  static const std::vector<edge> edges{{0, 1, 7},  {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15},
                                       {2, 3, 11}, {2, 5, 2}, {3, 4, 6},  {4, 5, 9}};
  return std::make_shared<const graph>(6, edges, false);
}

inline path walk(std::shared_ptr<const graph> g, vertex_id from, vertex_id to,
                 const std::vector<vertex_id>& then) {
  path p(std::move(g), from, to);
  for (const vertex_id v : then) p.visit(v);
  return p;
}

// Dijkstra's shortest length from the path's start (the fast reference).
inline std::optional<std::int64_t> dijkstra_length(const path& p) {
  return shortest_path::fast::shortest_on(p).length;
}

}  // namespace shortest_path::testing
