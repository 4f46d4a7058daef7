// Our shortest-path reference (reference/shortest_path/dijkstra: Dijkstra on
// a compressed adjacency array, binary heap, with lazy deletion or with
// decrease-key) beside the Boost Graph Library's dijkstra_shortest_paths
// (Debian's libboost-graph-dev, 1.74: a 4-ary heap with decrease-key, on
// BGL's own compressed_sparse_row_graph, its fastest graph type), on the same
// graphs, one core:
//
//   - random sparse graphs of 10^4, 10^5 and 10^6 vertices, each with 4
//     directed edges per vertex to random vertices, weights in [1, 1000];
//   - a 1000 x 1000 grid maze: a quarter of the cells are walls, moves to
//     the four neighbours cost 1 to 9 (an undirected edge per move).
//
// Two questions: every distance from one vertex (full single-source), and
// single pairs (16 random pairs per graph, all of them in each iteration; the search stops when the
// target is settled: BGL's visitor throws there, its documented way to stop).
// Both sides allocate their distance and predecessor arrays inside the
// timing, as a call of ours does. Graphs are made before timing; before
// timing, all three searches are run from vertex 0 and on every pair and the
// benchmark fails if any distance differs.
//
//   benchmarks/shortest_path/setup    # once: installs Boost.Graph (without it, BGL's side is skipped)
//   cmake --preset release && cmake --build build/release --target shortest_path_benchmark -j2
//   ./build/release/benchmarks/shortest_path/shortest_path_benchmark

#include "reference/shortest_path/dijkstra.hpp"
#include "reference/shortest_path/dijkstra_detail.hpp"

#include <benchmark/benchmark.h>

#ifdef BT_HAVE_BGL
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/property_map/property_map.hpp>
#endif

#include <cstddef>
#include <cstdint>
#include <exception>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace fast = shortest_path::fast;
using fast::detail::queue_kind;

constexpr std::size_t pair_count = 16;

struct workload {
  std::string name;
  std::uint32_t vertices = 0;
  std::vector<fast::edge> arcs;  // directed: an undirected edge is here both ways
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
};

// An exact, portable map of a raw 64-bit draw onto [0, range).
std::uint32_t below(std::mt19937_64& rng, std::uint32_t range) {
  return static_cast<std::uint32_t>(((rng() >> 32) * range) >> 32);
}

workload random_sparse(std::uint32_t n) {
  std::mt19937_64 rng(20261124 + n);
  workload w{"random/" + std::to_string(n), n, {}, {}};
  w.arcs.reserve(std::size_t{n} * 4);
  for (std::uint32_t v = 0; v < n; ++v) {
    for (int k = 0; k < 4; ++k)
      w.arcs.push_back({v, below(rng, n), 1 + static_cast<std::int64_t>(below(rng, 1000))});
  }
  for (std::size_t i = 0; i < pair_count; ++i) w.pairs.emplace_back(below(rng, n), below(rng, n));
  return w;
}

workload grid_maze(std::uint32_t side) {
  std::mt19937_64 rng(20261124);
  const std::uint32_t n = side * side;
  std::vector<bool> wall(n);
  for (std::uint32_t v = 0; v < n; ++v) wall[v] = below(rng, 4) == 0;
  wall[0] = wall[n - 1] = false;
  workload w{"maze/" + std::to_string(side) + "x" + std::to_string(side), n, {}, {}};
  auto connect = [&](std::uint32_t a, std::uint32_t b) {
    if (wall[a] || wall[b]) return;
    const std::int64_t weight = 1 + static_cast<std::int64_t>(below(rng, 9));
    w.arcs.push_back({a, b, weight});
    w.arcs.push_back({b, a, weight});
  };
  for (std::uint32_t r = 0; r < side; ++r) {
    for (std::uint32_t c = 0; c < side; ++c) {
      if (c + 1 < side) connect(r * side + c, r * side + c + 1);
      if (r + 1 < side) connect(r * side + c, (r + 1) * side + c);
    }
  }
  w.pairs.emplace_back(0, n - 1);  // corner to corner, then random open cells
  while (w.pairs.size() < pair_count) {
    const std::uint32_t a = below(rng, n);
    const std::uint32_t b = below(rng, n);
    if (!wall[a] && !wall[b]) w.pairs.emplace_back(a, b);
  }
  return w;
}

#ifdef BT_HAVE_BGL
using bgl_graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, std::int64_t,
                                                     boost::no_property, std::uint32_t, std::uint32_t>;

struct target_settled {};

// Stops BGL's search when the target is settled (examined: popped from the heap).
class stop_at : public boost::default_dijkstra_visitor {
 public:
  explicit stop_at(std::uint32_t target) : target_(target) {}
  void examine_vertex(std::uint32_t v, const bgl_graph&) const {
    if (v == target_) throw target_settled{};
  }

 private:
  std::uint32_t target_;
};

// BGL's distances from `from`; with a target, stops when it is settled and
// the other entries are not final.
std::vector<std::int64_t> bgl_search(const bgl_graph& g, std::uint32_t from,
                                     std::uint32_t target = std::numeric_limits<std::uint32_t>::max()) {
  const auto n = boost::num_vertices(g);
  std::vector<std::int64_t> dist(n);
  std::vector<std::uint32_t> previous(n);
  const auto index = boost::get(boost::vertex_index, g);
  auto params = boost::predecessor_map(boost::make_iterator_property_map(previous.begin(), index))
                    .distance_map(boost::make_iterator_property_map(dist.begin(), index))
                    .weight_map(boost::get(boost::edge_bundle, g));
  try {
    boost::dijkstra_shortest_paths(g, from, params.visitor(stop_at(target)));
  } catch (const target_settled&) {}
  return dist;
}
#endif

struct prepared {
  workload w;
  fast::graph ours;
#ifdef BT_HAVE_BGL
  bgl_graph bgl;
#endif
};

std::unique_ptr<prepared> prepare(workload w) {
#ifdef BT_HAVE_BGL
  std::vector<std::pair<std::uint32_t, std::uint32_t>> ends;
  std::vector<std::int64_t> weights;
  ends.reserve(w.arcs.size());
  weights.reserve(w.arcs.size());
  for (const auto& a : w.arcs) {
    ends.emplace_back(a.from, a.to);
    weights.push_back(a.weight);
  }
  bgl_graph bgl(boost::edges_are_unsorted_multi_pass, ends.begin(), ends.end(), weights.begin(), w.vertices);
#endif
  fast::graph ours(w.vertices, w.arcs, true);
  auto p = std::unique_ptr<prepared>(new prepared{std::move(w), std::move(ours)
#ifdef BT_HAVE_BGL
                                                                    ,
                                                  std::move(bgl)
#endif
  });
  return p;
}

std::string check_agreement(const prepared& p) {
  const auto lazy = fast::detail::distances_from(p.ours, 0, queue_kind::lazy);
  if (fast::detail::distances_from(p.ours, 0, queue_kind::decrease_key) != lazy)
    return "the two queues disagree from vertex 0";
#ifdef BT_HAVE_BGL
  const auto bgl = bgl_search(p.bgl, 0);
  for (std::size_t v = 0; v < lazy.size(); ++v) {
    // BGL's unreachable is the largest int64, as ours is.
    if (bgl[v] != lazy[v]) return "BGL disagrees from vertex 0 at vertex " + std::to_string(v);
  }
#endif
  for (const auto& [from, to] : p.w.pairs) {
    const auto full = fast::detail::distances_from(p.ours, from, queue_kind::lazy);
    const auto length = [](const fast::shortest& found) {
      return found.length.value_or(fast::detail::unreachable);
    };
    if (length(fast::dijkstra(p.ours, from, to)) != full[to] ||
        length(fast::detail::dijkstra_with(p.ours, from, to, queue_kind::decrease_key)) != full[to])
      return "single pair " + std::to_string(from) + " -> " + std::to_string(to) +
             " disagrees with the full search";
#ifdef BT_HAVE_BGL
    if (bgl_search(p.bgl, from, to)[to] != full[to])
      return "BGL's single pair " + std::to_string(from) + " -> " + std::to_string(to) + " disagrees";
#endif
  }
  return "";
}

// The workloads, made and cross-checked on first use, outside any timing.
const prepared& workload_for(const std::string& name) {
  static std::map<std::string, std::unique_ptr<prepared>> made;
  auto found = made.find(name);
  if (found != made.end()) return *found->second;
  workload w = name == "maze/1000x1000"  ? grid_maze(1000)
               : name == "random/10000"  ? random_sparse(10'000)
               : name == "random/100000" ? random_sparse(100'000)
                                         : random_sparse(1'000'000);
  auto p = prepare(std::move(w));
  const std::string why = check_agreement(*p);
  if (!why.empty()) throw std::runtime_error(name + ": " + why);
  return *made.emplace(name, std::move(p)).first->second;
}

const prepared* checked(benchmark::State& state, const std::string& name) {
  try {
    return &workload_for(name);
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return nullptr;
  }
}

void report(benchmark::State& state, const prepared& p) {
  state.counters["arcs"] = static_cast<double>(p.w.arcs.size());
}

// An iteration of a pair benchmark answers all the pairs; the rate is per pair.
void report_pairs(benchmark::State& state, const prepared& p) {
  report(state, p);
  state.counters["pairs/s"] =
      benchmark::Counter(static_cast<double>(pair_count), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_ours_full(benchmark::State& state, const std::string& name, queue_kind kind) {
  const auto* p = checked(state, name);
  if (p == nullptr) return;
  for (auto _ : state) {
    const auto dist = fast::detail::distances_from(p->ours, 0, kind);
    benchmark::DoNotOptimize(dist.data());
  }
  report(state, *p);
}

void BM_ours_pair(benchmark::State& state, const std::string& name, queue_kind kind) {
  const auto* p = checked(state, name);
  if (p == nullptr) return;
  for (auto _ : state) {
    for (const auto& [from, to] : p->w.pairs) {
      const auto got = fast::detail::dijkstra_with(p->ours, from, to, kind);
      benchmark::DoNotOptimize(got.path.data());
    }
  }
  report_pairs(state, *p);
}

#ifdef BT_HAVE_BGL
void BM_bgl_full(benchmark::State& state, const std::string& name) {
  const auto* p = checked(state, name);
  if (p == nullptr) return;
  for (auto _ : state) {
    const auto dist = bgl_search(p->bgl, 0);
    benchmark::DoNotOptimize(dist.data());
  }
  report(state, *p);
}

void BM_bgl_pair(benchmark::State& state, const std::string& name) {
  const auto* p = checked(state, name);
  if (p == nullptr) return;
  for (auto _ : state) {
    for (const auto& [from, to] : p->w.pairs) {
      const auto dist = bgl_search(p->bgl, from, to);
      benchmark::DoNotOptimize(dist.data());
    }
  }
  report_pairs(state, *p);
}
#else
void BM_bgl_absent(benchmark::State& state) {
  for (auto _ : state) {}
  state.SkipWithError(
      "Boost.Graph is not installed: run benchmarks/shortest_path/setup, then re-run cmake --preset release");
}
#endif

int register_all() {
  for (const std::string name : {"random/10000", "random/100000", "random/1000000", "maze/1000x1000"}) {
    const auto unit = name == "random/10000" ? benchmark::kMicrosecond : benchmark::kMillisecond;
    benchmark::RegisterBenchmark(("ours_lazy/full/" + name).c_str(), BM_ours_full, name, queue_kind::lazy)
        ->Unit(unit);
    benchmark::RegisterBenchmark(("ours_decrease_key/full/" + name).c_str(), BM_ours_full, name,
                                 queue_kind::decrease_key)
        ->Unit(unit);
#ifdef BT_HAVE_BGL
    benchmark::RegisterBenchmark(("bgl/full/" + name).c_str(), BM_bgl_full, name)->Unit(unit);
#endif
    benchmark::RegisterBenchmark(("ours_lazy/pair/" + name).c_str(), BM_ours_pair, name, queue_kind::lazy)
        ->Unit(unit);
    benchmark::RegisterBenchmark(("ours_decrease_key/pair/" + name).c_str(), BM_ours_pair, name,
                                 queue_kind::decrease_key)
        ->Unit(unit);
#ifdef BT_HAVE_BGL
    benchmark::RegisterBenchmark(("bgl/pair/" + name).c_str(), BM_bgl_pair, name)->Unit(unit);
#endif
  }
#ifndef BT_HAVE_BGL
  benchmark::RegisterBenchmark("bgl_absent", BM_bgl_absent);
#endif
  return 0;
}

const int registered = register_all();

}  // namespace

BENCHMARK_MAIN();
