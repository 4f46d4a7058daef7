#pragma once
// The fast reference (reference/shortest_path/dijkstra.hpp) on the
// framework's graphs: the reference part, the generator and the tests ask it
// the same question, the shortest path on from a path's end. Only the
// instructor's build includes it; the driver asks through
// shortest_path_rules_reference (shortest_path_reference.hpp).

#include "framework/shortest_path/path.hpp"
#include "reference/shortest_path/dijkstra.hpp"

namespace grader::problems {

// Dijkstra on what is left of the graph for a path: from its end, around the
// vertices it already holds (a simple path cannot go back through them). The
// length is that of the rest of the path.
[[nodiscard]] inline shortest_path::fast::shortest shortest_on(const shortest_path::path& p) {
  std::vector<shortest_path::fast::edge> edges;
  const shortest_path::graph& g = p.graph();
  for (const shortest_path::edge& e : g.edges()) {
    const bool blocked = (p.on_path(e.from) && e.from != p.end()) || (p.on_path(e.to) && e.to != p.end());
    if (!blocked) edges.push_back({e.from, e.to, e.weight});
  }
  return shortest_path::fast::dijkstra(shortest_path::fast::graph(g.vertices(), edges, g.is_directed()),
                                       p.end(), p.target());
}

}  // namespace grader::problems
