#include "reference/shortest_path/dijkstra.hpp"

#include "reference/shortest_path/dijkstra_detail.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

// Dijkstra's algorithm on a compressed adjacency array (each vertex's edges
// contiguous, in the order given), with a binary heap. Both of the heap's
// usual forms are here, behind one search loop: lazy deletion (push again on
// every improvement, skip entries that are out of date when popped) and
// decrease-key (each vertex at most once in the heap, moved up when it
// improves). dijkstra() uses the faster on the benchmark's graphs (see
// benchmarks/shortest_path). The search stops as soon as the target is
// settled, and the path is read back through each vertex's predecessor.

namespace shortest_path::fast {

struct search_access {
  static std::span<const std::uint32_t> first(const graph& g) noexcept { return g.first_; }
  static std::span<const std::uint32_t> to(const graph& g) noexcept { return g.to_; }
  static std::span<const std::int64_t> weight(const graph& g) noexcept { return g.weight_; }
};

graph::graph(std::uint32_t vertices, std::span<const edge> edges, bool directed) : vertices_(vertices) {
  const std::size_t per_edge = directed ? 1 : 2;
  if (edges.size() > std::numeric_limits<std::uint32_t>::max() / per_edge) {
    throw std::invalid_argument("graph: " + std::to_string(edges.size()) + " edges are too many");
  }
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const edge& e = edges[i];
    if (e.from >= vertices || e.to >= vertices) {
      throw std::invalid_argument("graph: edge " + std::to_string(i) + " (" + std::to_string(e.from) +
                                  " -> " + std::to_string(e.to) + ") leaves the " + std::to_string(vertices) +
                                  " vertices");
    }
    if (e.weight < 0) {
      throw std::invalid_argument("graph: edge " + std::to_string(i) + " has the negative weight " +
                                  std::to_string(e.weight));
    }
  }

  // A counting sort by source: degrees, their prefix sums, then each edge
  // into its source's next free place.
  first_.assign(std::size_t{vertices} + 1, 0);
  for (const edge& e : edges) {
    ++first_[e.from + std::size_t{1}];
    if (!directed) ++first_[e.to + std::size_t{1}];
  }
  for (std::size_t v = 0; v < vertices; ++v) first_[v + 1] += first_[v];
  const std::size_t stored = edges.size() * per_edge;
  to_.resize(stored);
  weight_.resize(stored);
  std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
  for (const edge& e : edges) {
    const std::uint32_t out = next[e.from]++;
    to_[out] = e.to;
    weight_[out] = e.weight;
    if (!directed) {
      const std::uint32_t back = next[e.to]++;
      to_[back] = e.from;
      weight_[back] = e.weight;
    }
  }
}

namespace {

using detail::queue_kind;
using detail::unreachable;

constexpr std::uint32_t no_vertex = std::numeric_limits<std::uint32_t>::max();

void check_vertex(const graph& g, std::uint32_t v, const char* what) {
  if (v >= g.vertices()) {
    throw std::invalid_argument(std::string("dijkstra: ") + what + " vertex " + std::to_string(v) +
                                " is not one of the " + std::to_string(g.vertices()));
  }
}

// Lazy deletion: (distance, vertex) entries, smallest distance on top.
class lazy_queue {
 public:
  explicit lazy_queue(std::uint32_t /*vertices*/) {}
  [[nodiscard]] bool empty() const noexcept { return heap_.empty(); }
  void improve(std::uint32_t v, std::int64_t d, std::span<const std::int64_t> /*dist*/) {
    heap_.push_back({d, v});
    std::push_heap(heap_.begin(), heap_.end(), later);
  }
  // The next vertex to settle, or no_vertex when only stale entries were left.
  std::uint32_t pop(std::span<const std::int64_t> dist) {
    while (!heap_.empty()) {
      std::pop_heap(heap_.begin(), heap_.end(), later);
      const entry top = heap_.back();
      heap_.pop_back();
      if (top.distance == dist[top.vertex]) return top.vertex;
    }
    return no_vertex;
  }

 private:
  struct entry {
    std::int64_t distance;
    std::uint32_t vertex;
  };
  static bool later(const entry& a, const entry& b) noexcept { return a.distance > b.distance; }
  std::vector<entry> heap_;
};

// Decrease-key: a binary heap holding each vertex at most once, with its
// tentative distance beside it (so that sifting compares neighbouring
// entries instead of looking each distance up in the n-long array), and each
// vertex's index in the heap so that an improvement sifts it up from there.
class decrease_key_queue {
 public:
  explicit decrease_key_queue(std::uint32_t vertices) : place_(vertices, absent) {}
  [[nodiscard]] bool empty() const noexcept { return heap_.empty(); }
  void improve(std::uint32_t v, std::int64_t d, std::span<const std::int64_t> /*dist*/) {
    std::size_t i = place_[v];
    if (i == absent) {
      i = heap_.size();
      heap_.push_back({d, v});
    }
    // Sift up: parents with a larger distance move down into the hole.
    while (i > 0) {
      const std::size_t parent = (i - 1) / arity;
      if (heap_[parent].distance <= d) break;
      move(parent, i);
      i = parent;
    }
    heap_[i] = {d, v};
    place_[v] = static_cast<std::uint32_t>(i);
  }
  std::uint32_t pop(std::span<const std::int64_t> /*dist*/) {
    const std::uint32_t top = heap_.front().vertex;
    place_[top] = settled;
    const entry last = heap_.back();
    heap_.pop_back();
    const std::size_t size = heap_.size();
    if (size == 0) return top;
    // Sift the last entry down from the root.
    std::size_t i = 0;
    for (;;) {
      const std::size_t first_child = arity * i + 1;
      if (first_child >= size) break;
      std::size_t best = first_child;
      const std::size_t end = std::min(first_child + arity, size);
      for (std::size_t c = first_child + 1; c < end; ++c) {
        if (heap_[c].distance < heap_[best].distance) best = c;
      }
      if (heap_[best].distance >= last.distance) break;
      move(best, i);
      i = best;
    }
    heap_[i] = last;
    place_[last.vertex] = static_cast<std::uint32_t>(i);
    return top;
  }

 private:
  static constexpr std::size_t arity = 2;
  struct entry {
    std::int64_t distance;
    std::uint32_t vertex;
  };
  void move(std::size_t from, std::size_t to) {
    heap_[to] = heap_[from];
    place_[heap_[to].vertex] = static_cast<std::uint32_t>(to);
  }
  static constexpr std::uint32_t absent = std::numeric_limits<std::uint32_t>::max();
  static constexpr std::uint32_t settled = absent - 1;  // never pushed again: its distance is final
  std::vector<entry> heap_;
  std::vector<std::uint32_t> place_;
};

struct search_result {
  std::vector<std::int64_t> dist;
  std::vector<std::uint32_t> previous;
};

// Settles vertices from `from` until `to` is settled (no_vertex: until every
// reachable vertex is).
template <class queue>
search_result search(const graph& g, std::uint32_t from, std::uint32_t to) {
  const auto first = search_access::first(g);
  const auto heads = search_access::to(g);
  const auto weights = search_access::weight(g);
  search_result r{std::vector<std::int64_t>(g.vertices(), unreachable),
                  std::vector<std::uint32_t>(g.vertices(), no_vertex)};
  auto& dist = r.dist;
  queue q(g.vertices());
  dist[from] = 0;
  q.improve(from, 0, dist);
  while (!q.empty()) {
    const std::uint32_t v = q.pop(dist);
    if (v == no_vertex || v == to) break;
    const std::int64_t dv = dist[v];
    for (std::uint32_t k = first[v]; k < first[v + std::size_t{1}]; ++k) {
      const std::uint32_t w = heads[k];
      const std::int64_t d = dv + weights[k];
      if (d < dist[w]) {
        dist[w] = d;
        r.previous[w] = v;
        q.improve(w, d, dist);
      }
    }
  }
  return r;
}

search_result run(const graph& g, std::uint32_t from, std::uint32_t to, queue_kind kind) {
  return kind == queue_kind::lazy ? search<lazy_queue>(g, from, to) : search<decrease_key_queue>(g, from, to);
}

}  // namespace

namespace detail {

shortest dijkstra_with(const graph& g, std::uint32_t from, std::uint32_t to, queue_kind queue) {
  check_vertex(g, from, "start");
  check_vertex(g, to, "target");
  if (from == to) return {0, {from}};
  const search_result r = run(g, from, to, queue);
  if (r.dist[to] == unreachable) return {};
  shortest answer{r.dist[to], {}};
  for (std::uint32_t v = to; v != from; v = r.previous[v]) answer.path.push_back(v);
  answer.path.push_back(from);
  std::reverse(answer.path.begin(), answer.path.end());
  return answer;
}

std::vector<std::int64_t> distances_from(const graph& g, std::uint32_t from, queue_kind queue) {
  check_vertex(g, from, "start");
  return run(g, from, no_vertex, queue).dist;
}

}  // namespace detail

shortest dijkstra(const graph& g, std::uint32_t from, std::uint32_t to) {
  return detail::dijkstra_with(g, from, to, queue_kind::lazy);
}

}  // namespace shortest_path::fast
