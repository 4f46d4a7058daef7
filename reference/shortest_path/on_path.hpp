#pragma once
// The fast reference (dijkstra.hpp) on the framework's graphs: the grader's
// reference part, the case generator and the tests ask it the same question,
// the shortest path on from a path's end.

#include "framework/shortest_path/path.hpp"
#include "reference/shortest_path/dijkstra.hpp"

namespace shortest_path::fast {

// Dijkstra on what is left of the graph for a path: from its end, around the
// vertices it already holds (a simple path cannot go back through them). The
// length is that of the rest of the path.
[[nodiscard]] inline shortest shortest_on(const shortest_path::path& p) {
  std::vector<edge> edges;
  const shortest_path::graph& g = p.graph();
  for (const shortest_path::edge& e : g.edges()) {
    const bool blocked = (p.on_path(e.from) && e.from != p.end()) || (p.on_path(e.to) && e.to != p.end());
    if (!blocked) edges.push_back({e.from, e.to, e.weight});
  }
  return dijkstra(graph(g.vertices(), edges, g.is_directed()), p.end(), p.target());
}

}  // namespace shortest_path::fast
