// Our job-assignment reference (reference/job_assignment/hungarian: shortest
// augmenting paths with potentials, O(n^3)) beside dlib's
// max_cost_assignment (Debian's libdlib-dev, 19.24: the O(n^3) Hungarian
// algorithm, header-only, maximising, so it is given the negated bids) on
// the same random n x n matrices, one core; and, for small n, the deck's
// branch and bound and brute force over all n! assignments, to show what the
// polynomial algorithm saves. SciPy's linear_sum_assignment is timed on the
// same matrices by scipy_lsap.py beside this file, which reads them from the
// files that --write-matrices writes.
//
// Matrices: bids in [0, 10^6) from std::mt19937_64's raw output (the top bits
// of each draw, scaled: the same numbers on every platform), seed 20261124 + n;
// made before timing. Before timing, every program's optimal cost is
// compared with ours and the benchmark fails if they differ.
//
//   benchmarks/job_assignment/setup    # once: installs SciPy and dlib (without dlib, its side is skipped)
//   cmake --preset release && cmake --build build/release --target job_assignment_benchmark -j2
//   ./build/release/benchmarks/job_assignment/job_assignment_benchmark
//   ./build/release/benchmarks/job_assignment/job_assignment_benchmark --write-matrices /tmp/lsap
//   /usr/bin/python3 benchmarks/job_assignment/scipy_lsap.py /tmp/lsap

#include "reference/job_assignment/hungarian.hpp"

#include <benchmark/benchmark.h>

#ifdef BT_HAVE_DLIB
#include <dlib/matrix.h>
#include <dlib/optimization/max_cost_assignment.h>
#endif

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fast = job_assignment::fast;

constexpr std::int64_t bid_range = 1'000'000;
constexpr std::size_t small_sizes[] = {8, 10, 11, 12, 14, 16, 18, 20, 22};  // at 24 it ran over 4 CPU minutes
constexpr std::size_t large_sizes[] = {100, 500, 1000, 2000};
constexpr std::size_t brute_force_limit = 11;  // 11! = 40 million assignments

std::vector<std::int64_t> random_matrix(std::size_t n) {
  std::mt19937_64 rng(20261124 + n);
  std::vector<std::int64_t> cost(n * n);
  // The top 32 bits times the range, shifted down: an exact, portable map
  // onto [0, bid_range) (std::uniform_int_distribution is not portable).
  for (auto& c : cost) c = static_cast<std::int64_t>(((rng() >> 32) * std::uint64_t{bid_range}) >> 32);
  return cost;
}

// The deck's branch and bound: contractors in order, each one's jobs tried
// cheapest lower bound first, lb = cost so far + every remaining
// contractor's cheapest job among those left; a branch is cut when lb is no
// better than the best assignment found. Depth first, so memory is linear.
class branch_and_bound {
 public:
  branch_and_bound(const std::vector<std::int64_t>& cost, std::size_t n)
      : cost_(cost), n_(n), free_(n, true), best_(std::numeric_limits<std::int64_t>::max()) {}

  std::int64_t solve() {
    extend(0, 0);
    return best_;
  }
  [[nodiscard]] std::uint64_t nodes() const noexcept { return nodes_; }

 private:
  // The cheapest bids of rows from..n-1 among the free jobs.
  std::int64_t remaining_bound(std::size_t from) const {
    std::int64_t sum = 0;
    for (std::size_t row = from; row < n_; ++row) {
      std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
      for (std::size_t col = 0; col < n_; ++col) {
        if (free_[col]) lowest = std::min(lowest, cost_[row * n_ + col]);
      }
      sum += lowest;
    }
    return sum;
  }

  void extend(std::size_t row, std::int64_t so_far) {
    ++nodes_;
    if (row == n_) {
      best_ = std::min(best_, so_far);
      return;
    }
    struct child {
      std::int64_t bound;
      std::size_t col;
    };
    std::vector<child> children;
    for (std::size_t col = 0; col < n_; ++col) {
      if (!free_[col]) continue;
      free_[col] = false;
      children.push_back({so_far + cost_[row * n_ + col] + remaining_bound(row + 1), col});
      free_[col] = true;
    }
    std::sort(children.begin(), children.end(),
              [](const child& a, const child& b) { return a.bound < b.bound; });
    for (const child& c : children) {
      if (c.bound >= best_) break;
      free_[c.col] = false;
      extend(row + 1, so_far + cost_[row * n_ + c.col]);
      free_[c.col] = true;
    }
  }

  const std::vector<std::int64_t>& cost_;
  std::size_t n_;
  std::vector<bool> free_;
  std::int64_t best_;
  std::uint64_t nodes_ = 0;
};

std::int64_t brute_force(const std::vector<std::int64_t>& cost, std::size_t n) {
  std::vector<std::size_t> job_of(n);
  std::iota(job_of.begin(), job_of.end(), std::size_t{0});
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  do {
    std::int64_t total = 0;
    for (std::size_t row = 0; row < n; ++row) total += cost[row * n + job_of[row]];
    best = std::min(best, total);
  } while (std::next_permutation(job_of.begin(), job_of.end()));
  return best;
}

#ifdef BT_HAVE_DLIB
// dlib maximises: the negated bids. Its cost type is long (64 bits here).
dlib::matrix<long> dlib_matrix(const std::vector<std::int64_t>& cost, std::size_t n) {
  const auto side = static_cast<long>(n);
  dlib::matrix<long> m(side, side);
  for (long r = 0; r < side; ++r) {
    for (long c = 0; c < side; ++c)
      m(r, c) = -static_cast<long>(cost[static_cast<std::size_t>(r * side + c)]);
  }
  return m;
}

std::int64_t dlib_cost(const std::vector<std::int64_t>& cost, std::size_t n,
                       const std::vector<long>& assignment) {
  std::int64_t total = 0;
  for (std::size_t row = 0; row < n; ++row)
    total += cost[row * n + static_cast<std::size_t>(assignment[row])];
  return total;
}
#endif

struct instance {
  std::vector<std::int64_t> cost;
  std::int64_t optimum = 0;
};

// The matrix of size n with its optimum, made and cross-checked on first use.
const instance& instance_for(std::size_t n) {
  static std::map<std::size_t, instance> made;
  auto found = made.find(n);
  if (found != made.end()) return found->second;
  instance inst{random_matrix(n), 0};
  inst.optimum = fast::hungarian(inst.cost, n).cost;
  if (n <= brute_force_limit && brute_force(inst.cost, n) != inst.optimum)
    throw std::runtime_error("n = " + std::to_string(n) + ": brute force disagrees with ours");
  if (n <= small_sizes[std::size(small_sizes) - 1] && branch_and_bound(inst.cost, n).solve() != inst.optimum)
    throw std::runtime_error("n = " + std::to_string(n) + ": branch and bound disagrees with ours");
#ifdef BT_HAVE_DLIB
  if (dlib_cost(inst.cost, n, dlib::max_cost_assignment(dlib_matrix(inst.cost, n))) != inst.optimum)
    throw std::runtime_error("n = " + std::to_string(n) + ": dlib disagrees with ours");
#endif
  return made.emplace(n, std::move(inst)).first->second;
}

const instance* checked_instance(benchmark::State& state, std::size_t n) {
  try {
    return &instance_for(n);
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return nullptr;
  }
}

void BM_ours(benchmark::State& state, std::size_t n) {
  const auto* inst = checked_instance(state, n);
  if (inst == nullptr) return;
  for (auto _ : state) {
    const auto got = fast::hungarian(inst->cost, n);
    benchmark::DoNotOptimize(got.cost);
  }
  state.counters["cost"] = static_cast<double>(inst->optimum);
}

void BM_branch_and_bound(benchmark::State& state, std::size_t n) {
  const auto* inst = checked_instance(state, n);
  if (inst == nullptr) return;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    branch_and_bound search(inst->cost, n);
    benchmark::DoNotOptimize(search.solve());
    nodes = search.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}

void BM_brute_force(benchmark::State& state, std::size_t n) {
  const auto* inst = checked_instance(state, n);
  if (inst == nullptr) return;
  for (auto _ : state) benchmark::DoNotOptimize(brute_force(inst->cost, n));
}

#ifdef BT_HAVE_DLIB
void BM_dlib(benchmark::State& state, std::size_t n) {
  const auto* inst = checked_instance(state, n);
  if (inst == nullptr) return;
  const auto m = dlib_matrix(inst->cost, n);
  for (auto _ : state) {
    const auto assignment = dlib::max_cost_assignment(m);
    benchmark::DoNotOptimize(assignment.data());
  }
}
#else
void BM_dlib_absent(benchmark::State& state) {
  for (auto _ : state) {}
  state.SkipWithError(
      "dlib is not installed: run benchmarks/job_assignment/setup, then re-run cmake --preset release");
}
#endif

int register_all() {
  for (const std::size_t n : small_sizes) {
    const std::string name = "/" + std::to_string(n);
    benchmark::RegisterBenchmark(("ours" + name).c_str(), BM_ours, n)->Unit(benchmark::kMicrosecond);
#ifdef BT_HAVE_DLIB
    benchmark::RegisterBenchmark(("dlib" + name).c_str(), BM_dlib, n)->Unit(benchmark::kMicrosecond);
#endif
    benchmark::RegisterBenchmark(("branch_and_bound" + name).c_str(), BM_branch_and_bound, n)
        ->Unit(benchmark::kMillisecond);
    if (n <= brute_force_limit) {
      benchmark::RegisterBenchmark(("brute_force" + name).c_str(), BM_brute_force, n)
          ->Unit(benchmark::kMillisecond);
    }
  }
  for (const std::size_t n : large_sizes) {
    const std::string name = "/" + std::to_string(n);
    benchmark::RegisterBenchmark(("ours" + name).c_str(), BM_ours, n)->Unit(benchmark::kMillisecond);
#ifdef BT_HAVE_DLIB
    benchmark::RegisterBenchmark(("dlib" + name).c_str(), BM_dlib, n)->Unit(benchmark::kMillisecond);
#endif
  }
#ifndef BT_HAVE_DLIB
  benchmark::RegisterBenchmark("dlib_absent", BM_dlib_absent);
#endif
  return 0;
}

// For scipy_lsap.py: n<size>.bin (the bids, n * n little-endian int64 in
// row-major order) and n<size>.cost (our optimum) for every size.
int write_matrices(const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  std::vector<std::size_t> sizes(std::begin(small_sizes), std::end(small_sizes));
  sizes.insert(sizes.end(), std::begin(large_sizes), std::end(large_sizes));
  for (const std::size_t n : sizes) {
    const auto cost = random_matrix(n);
    const std::string stem = "n" + std::to_string(n);
    std::ofstream bids(dir / (stem + ".bin"), std::ios::binary);
    for (const std::int64_t c : cost) {
      unsigned char bytes[8];
      for (std::size_t k = 0; k < 8; ++k)
        bytes[k] = static_cast<unsigned char>(static_cast<std::uint64_t>(c) >> (8 * k));
      bids.write(reinterpret_cast<const char*>(bytes), sizeof bytes);
    }
    std::ofstream(dir / (stem + ".cost")) << fast::hungarian(cost, n).cost << '\n';
    if (!bids) {
      std::cerr << "cannot write " << (dir / (stem + ".bin")) << '\n';
      return 1;
    }
  }
  std::cout << "wrote " << sizes.size() << " matrices to " << dir << '\n';
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--write-matrices") == 0) return write_matrices(argv[2]);
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
