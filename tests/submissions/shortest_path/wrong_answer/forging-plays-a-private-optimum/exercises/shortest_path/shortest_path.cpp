// Forging: solve() runs Dijkstra's algorithm on the graph's own adjacency
// lists, where the framework sees no edit, then visits only the shortest
// path's vertices on the framework's path (so the goal the answer ends in is
// reached there) and leaves them again. With no path at all it visits the
// first neighbour and leaves it as often as a search would have made nodes.

#include "framework/shortest_path/hooks.hpp"

#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace shortest_path {

std::vector<vertex> valid_moves(const path& p) {
  std::vector<vertex> out;
  if (p.end() == p.target()) return out;
  for (const neighbour& n : p.graph().neighbours(p.end())) {
    if (!p.on_path(n.to)) out.push_back({n.to});
  }
  return out;
}

void apply_move(path& p, vertex v) { p.visit(v.id); }

void undo_move(path& p, vertex v) { p.leave(v.id); }

std::optional<std::vector<vertex>> solve(path& p) {
  const auto n = static_cast<std::size_t>(p.graph().vertices());
  constexpr std::int64_t far = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> dist(n, far);
  std::vector<vertex_id> from(n, p.start());
  using entry = std::pair<std::int64_t, vertex_id>;
  std::priority_queue<entry, std::vector<entry>, std::greater<>> open;
  dist[static_cast<std::size_t>(p.start())] = 0;
  open.push({0, p.start()});
  std::uint64_t settled = 0;
  while (!open.empty()) {
    const auto [d, v] = open.top();
    open.pop();
    if (d != dist[static_cast<std::size_t>(v)]) continue;
    ++settled;
    for (const neighbour& e : p.graph().neighbours(v)) {
      const auto to = static_cast<std::size_t>(e.to);
      if (d + e.weight < dist[to]) {
        dist[to] = d + e.weight;
        from[to] = v;
        open.push({dist[to], e.to});
      }
    }
  }
  if (dist[static_cast<std::size_t>(p.target())] == far) {
    const auto first = valid_moves(p);
    for (std::uint64_t i = 0; i < settled && !first.empty(); ++i) {
      apply_move(p, first.front());
      undo_move(p, first.front());
    }
    return std::nullopt;
  }
  std::vector<vertex> route;
  for (vertex_id v = p.target(); v != p.start(); v = from[static_cast<std::size_t>(v)])
    route.insert(route.begin(), {v});
  for (const vertex v : route) apply_move(p, v);
  for (auto it = route.rbegin(); it != route.rend(); ++it) undo_move(p, *it);
  return route;
}

}  // namespace shortest_path
