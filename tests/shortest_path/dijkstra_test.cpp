// The grader's shortest-path reference (reference/shortest_path/dijkstra)
// checked against what does not depend on it: Bellman-Ford on seeded random
// graphs (directed and undirected, zero weights, duplicate edges, self loops,
// disconnected parts), and every simple path on the smallest of them, for
// both of the heap's forms. Graphs stay small: this file must run in well
// under a second optimised; the large graphs are the benchmark's.
#include "reference/shortest_path/dijkstra.hpp"

#include "reference/shortest_path/dijkstra_detail.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fast = shortest_path::fast;
using fast::detail::queue_kind;

constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();

// The lightest edge a -> b (either way when undirected), or none.
std::int64_t lightest_edge(const std::vector<fast::edge>& edges, bool directed, std::uint32_t a,
                           std::uint32_t b) {
  std::int64_t best = none;
  for (const auto& e : edges) {
    if ((e.from == a && e.to == b) || (!directed && e.from == b && e.to == a))
      best = std::min(best, e.weight);
  }
  return best;
}

// Bellman-Ford: n - 1 rounds of relaxing every edge.
std::vector<std::int64_t> bellman_ford(std::uint32_t n, const std::vector<fast::edge>& edges, bool directed,
                                       std::uint32_t from) {
  std::vector<std::int64_t> dist(n, none);
  dist[from] = 0;
  for (std::uint32_t round = 1; round < n; ++round) {
    for (const auto& e : edges) {
      if (dist[e.from] != none) dist[e.to] = std::min(dist[e.to], dist[e.from] + e.weight);
      if (!directed && dist[e.to] != none) dist[e.from] = std::min(dist[e.from], dist[e.to] + e.weight);
    }
  }
  return dist;
}

// The shortest over every simple path, by depth-first enumeration.
std::int64_t shortest_simple_path(std::uint32_t n, const std::vector<fast::edge>& edges, bool directed,
                                  std::uint32_t from, std::uint32_t to) {
  std::int64_t best = none;
  std::vector<bool> on_path(n);
  struct frame {
    std::uint32_t vertex;
    std::uint32_t next;
    std::int64_t length;
  };
  std::vector<frame> stack{{from, 0, 0}};
  on_path[from] = true;
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.vertex == to) best = std::min(best, top.length);
    if (top.vertex == to || top.next == n) {
      on_path[top.vertex] = false;
      stack.pop_back();
      continue;
    }
    const std::uint32_t w = top.next++;
    const std::int64_t weight = lightest_edge(edges, directed, top.vertex, w);
    if (weight == none || on_path[w]) continue;
    const std::int64_t length = top.length + weight;
    on_path[w] = true;
    stack.push_back({w, 0, length});
  }
  return best;
}

struct random_graph {
  std::uint32_t n = 0;
  std::vector<fast::edge> edges;
  bool directed = false;
};

// n vertices, m edges with weights in [0, max_weight] (0 is frequent when
// max_weight is small); endpoints only within the first `part` vertices or
// only among the rest, so that the two parts are disconnected.
random_graph make_graph(std::mt19937_64& rng, std::uint32_t n, std::size_t m, std::int64_t max_weight,
                        bool directed) {
  random_graph g{n, {}, directed};
  std::uniform_int_distribution<std::uint32_t> split(1, n);
  const std::uint32_t part = split(rng);
  std::uniform_int_distribution<std::int64_t> weight(0, max_weight);
  for (std::size_t i = 0; i < m; ++i) {
    const bool low = part == n || std::bernoulli_distribution(0.7)(rng);
    const std::uint32_t lo = low ? 0 : part;
    const std::uint32_t hi = low ? part - 1 : n - 1;
    std::uniform_int_distribution<std::uint32_t> vertex(lo, hi);
    const std::uint32_t a = vertex(rng);
    const std::uint32_t b = vertex(rng);
    g.edges.push_back({a, b, weight(rng)});
  }
  return g;
}

// The answer's own consistency: a path from `from` to `to` along existing
// edges whose lightest weights add up to the length.
void expect_valid_path(const random_graph& g, std::uint32_t from, std::uint32_t to,
                       const fast::shortest& got) {
  if (!got.length) {
    EXPECT_TRUE(got.path.empty());
    return;
  }
  ASSERT_FALSE(got.path.empty());
  EXPECT_EQ(got.path.front(), from);
  EXPECT_EQ(got.path.back(), to);
  std::int64_t sum = 0;
  for (std::size_t i = 0; i + 1 < got.path.size(); ++i) {
    const std::int64_t w = lightest_edge(g.edges, g.directed, got.path[i], got.path[i + 1]);
    ASSERT_NE(w, none) << "no edge " << got.path[i] << " -> " << got.path[i + 1];
    sum += w;
  }
  EXPECT_EQ(sum, *got.length);
}

void check_all_pairs(const random_graph& g, bool enumerate, const std::string& what) {
  const fast::graph compressed(g.n, g.edges, g.directed);
  for (std::uint32_t from = 0; from < g.n; ++from) {
    const auto expected = bellman_ford(g.n, g.edges, g.directed, from);
    for (const auto kind : {queue_kind::lazy, queue_kind::decrease_key}) {
      EXPECT_EQ(fast::detail::distances_from(compressed, from, kind), expected) << what << ", from " << from;
    }
    for (std::uint32_t to = 0; to < g.n; ++to) {
      SCOPED_TRACE(what + ", " + std::to_string(from) + " -> " + std::to_string(to));
      const std::optional<std::int64_t> want =
          expected[to] == none ? std::nullopt : std::optional<std::int64_t>(expected[to]);
      if (enumerate) {
        const std::int64_t simple = shortest_simple_path(g.n, g.edges, g.directed, from, to);
        ASSERT_EQ(simple == none ? std::nullopt : std::optional<std::int64_t>(simple), want);
      }
      const auto got = fast::dijkstra(compressed, from, to);
      EXPECT_EQ(got.length, want);
      expect_valid_path(g, from, to, got);
      const auto other = fast::detail::dijkstra_with(compressed, from, to, queue_kind::decrease_key);
      EXPECT_EQ(other.length, want);
      expect_valid_path(g, from, to, other);
    }
  }
}

TEST(ShortestPathFast, RandomAgainstBellmanFordAndEverySimplePath) {
  std::mt19937_64 rng(20261124);
  for (int round = 0; round < 150; ++round) {
    const bool directed = round % 2 == 0;
    const auto n = static_cast<std::uint32_t>(1 + round % 7);
    const std::size_t m = static_cast<std::size_t>(round % 13);
    const std::int64_t max_weight = round % 3 == 0 ? 2 : 50;  // 0..2: many zero weights and ties
    check_all_pairs(make_graph(rng, n, m, max_weight, directed), true, "round " + std::to_string(round));
  }
}

TEST(ShortestPathFast, LargerRandomAgainstBellmanFord) {
  std::mt19937_64 rng(42);
  for (int round = 0; round < 60; ++round) {
    const bool directed = round % 2 == 1;
    const auto n = static_cast<std::uint32_t>(10 + round % 21);
    const std::size_t m = static_cast<std::size_t>(n) * (1 + static_cast<std::size_t>(round % 4));
    const std::int64_t max_weight = round % 3 == 0 ? 1 : 1'000'000'000'000;
    check_all_pairs(make_graph(rng, n, m, max_weight, directed), false, "round " + std::to_string(round));
  }
}

TEST(ShortestPathFast, FromEqualsTo) {
  const std::vector<fast::edge> edges{{0, 1, 5}, {1, 0, 3}};
  const fast::graph g(3, edges, true);
  for (std::uint32_t v = 0; v < 3; ++v) {
    const auto got = fast::dijkstra(g, v, v);
    EXPECT_EQ(got.length, 0);
    EXPECT_EQ(got.path, (std::vector<std::uint32_t>{v}));
  }
  const fast::graph single(1, {}, false);
  EXPECT_EQ(fast::dijkstra(single, 0, 0).path, (std::vector<std::uint32_t>{0}));
}

TEST(ShortestPathFast, Unreachable) {
  // Directed: 1 can reach nothing; 2 is isolated.
  const std::vector<fast::edge> edges{{0, 1, 1}};
  const fast::graph g(3, edges, true);
  for (const auto& [from, to] :
       std::vector<std::pair<std::uint32_t, std::uint32_t>>{{1, 0}, {0, 2}, {2, 1}}) {
    const auto got = fast::dijkstra(g, from, to);
    EXPECT_FALSE(got.length.has_value());
    EXPECT_TRUE(got.path.empty());
  }
  EXPECT_EQ(fast::dijkstra(g, 0, 1).length, 1);
}

TEST(ShortestPathFast, DirectionAndDuplicates) {
  // 0 -> 1 twice (9 and 4) and 1 -> 2 (2); undirected, 2 reaches 0 the same way back.
  const std::vector<fast::edge> edges{{0, 1, 9}, {0, 1, 4}, {1, 2, 2}, {0, 2, 7}};
  const fast::graph directed(3, edges, true);
  auto got = fast::dijkstra(directed, 0, 2);
  EXPECT_EQ(got.length, 6);
  EXPECT_EQ(got.path, (std::vector<std::uint32_t>{0, 1, 2}));
  EXPECT_FALSE(fast::dijkstra(directed, 2, 0).length.has_value());

  const fast::graph undirected(3, edges, false);
  got = fast::dijkstra(undirected, 2, 0);
  EXPECT_EQ(got.length, 6);
  EXPECT_EQ(got.path, (std::vector<std::uint32_t>{2, 1, 0}));
}

TEST(ShortestPathFast, ZeroWeightsAndSelfLoops) {
  const std::vector<fast::edge> edges{{0, 0, 0}, {0, 1, 0}, {1, 1, 3}, {1, 2, 0}, {2, 0, 0}};
  const fast::graph g(3, edges, true);
  const auto got = fast::dijkstra(g, 0, 2);
  EXPECT_EQ(got.length, 0);
  EXPECT_EQ(got.path, (std::vector<std::uint32_t>{0, 1, 2}));
}

TEST(ShortestPathFast, BadArgumentsRejected) {
  const std::vector<fast::edge> out_of_range{{0, 3, 1}};
  EXPECT_THROW(fast::graph(3, out_of_range, true), std::invalid_argument);
  const std::vector<fast::edge> source_out_of_range{{5, 0, 1}};
  EXPECT_THROW(fast::graph(3, source_out_of_range, false), std::invalid_argument);
  const std::vector<fast::edge> negative{{0, 1, 1}, {1, 2, -1}};
  EXPECT_THROW(fast::graph(3, negative, true), std::invalid_argument);
  EXPECT_THROW(fast::graph(0, out_of_range, true), std::invalid_argument);

  const std::vector<fast::edge> edges{{0, 1, 1}};
  const fast::graph g(2, edges, false);
  EXPECT_THROW((void)fast::dijkstra(g, 2, 0), std::invalid_argument);
  EXPECT_THROW((void)fast::dijkstra(g, 0, 2), std::invalid_argument);
  const fast::graph empty(0, {}, true);
  EXPECT_THROW((void)fast::dijkstra(empty, 0, 0), std::invalid_argument);
  EXPECT_THROW((void)fast::detail::distances_from(g, 7, queue_kind::lazy), std::invalid_argument);
}

}  // namespace
