#include "reference/job_assignment/hungarian.hpp"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

// The Hungarian algorithm as successive shortest augmenting paths (Jonker and
// Volgenant; the form of Crouse, "On implementing 2D rectangular assignment
// algorithms", 2016):
//
//   - potentials u (rows) and v (columns) keep every reduced cost
//     cost[i][j] - u[i] - v[j] non-negative, and zero on every assigned pair,
//     so an assignment that is complete is optimal;
//   - the potentials start as the column minima (u = 0), and each column is
//     given to the row of its minimum when that row is still free: on random
//     bids this assigns about 60 % of the rows before any search;
//   - every free row then grows a shortest-path tree over the columns by
//     reduced cost (Dijkstra with a slack per column and no heap, the
//     O(n^2) form for a dense graph) until it reaches a free column, updates
//     the potentials of the tree so that the path is tight, and flips the
//     path. n rows times O(n^2) makes O(n^3).
//
// The columns not yet in the tree are kept in a list from which a settled
// column is swapped out, so late steps scan fewer columns; among columns of
// equal slack a free one is taken, which ends the search early on ties.
// Everything is in flat arrays of the problem's size and nothing recurses.

namespace job_assignment::fast {

namespace {

constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
constexpr std::int64_t infinity = std::numeric_limits<std::int64_t>::max();

class solver {
 public:
  solver(std::span<const std::int64_t> cost, std::size_t n)
      : cost_(cost),
        n_(n),
        u_(n, 0),
        v_(n, 0),
        shortest_(n),
        path_(n),
        col_of_(n, none),
        row_of_(n, none),
        remaining_(n) {
    tree_rows_.reserve(n);
    tree_cols_.reserve(n);
  }

  optimum run() {
    reduce_columns();
    for (std::size_t row = 0; row < n_; ++row) {
      if (col_of_[row] == none) augment(row);
    }
    optimum result;
    result.job_of = col_of_;
    for (std::size_t row = 0; row < n_; ++row) result.cost += cost_[row * n_ + col_of_[row]];
    return result;
  }

 private:
  // v = the column minima makes every reduced cost non-negative with u = 0;
  // a column whose minimum row is free is assigned there (a tight pair).
  void reduce_columns() {
    for (std::size_t col = 0; col < n_; ++col) {
      std::size_t best = 0;
      for (std::size_t row = 1; row < n_; ++row) {
        if (cost_[row * n_ + col] < cost_[best * n_ + col]) best = row;
      }
      v_[col] = cost_[best * n_ + col];
      if (col_of_[best] == none) {
        col_of_[best] = col;
        row_of_[col] = best;
      }
    }
  }

  // One shortest augmenting path from the free row `start`.
  void augment(std::size_t start) {
    for (std::size_t col = 0; col < n_; ++col) {
      remaining_[col] = col;
      shortest_[col] = infinity;
    }
    std::size_t left = n_;
    tree_rows_.clear();
    tree_cols_.clear();

    std::int64_t min_value = 0;  // the length of the path to the last settled column
    std::size_t row = start;
    std::size_t sink = none;
    while (sink == none) {
      tree_rows_.push_back(row);
      const std::int64_t* bids = cost_.data() + row * n_;
      const std::int64_t base = min_value - u_[row];
      std::int64_t lowest = infinity;
      std::size_t lowest_at = 0;
      for (std::size_t k = 0; k < left; ++k) {
        const std::size_t col = remaining_[k];
        const std::int64_t reduced = base + bids[col] - v_[col];
        if (reduced < shortest_[col]) {
          path_[col] = row;
          shortest_[col] = reduced;
        }
        if (shortest_[col] < lowest || (shortest_[col] == lowest && row_of_[col] == none)) {
          lowest = shortest_[col];
          lowest_at = k;
        }
      }
      min_value = lowest;
      const std::size_t col = remaining_[lowest_at];
      tree_cols_.push_back(col);
      remaining_[lowest_at] = remaining_[--left];
      if (row_of_[col] == none) {
        sink = col;
      } else {
        row = row_of_[col];
      }
    }

    // Potentials: the path becomes tight and no reduced cost turns negative.
    u_[start] += min_value;
    for (const std::size_t r : tree_rows_) {
      if (r != start) u_[r] += min_value - shortest_[col_of_[r]];
    }
    for (const std::size_t c : tree_cols_) v_[c] -= min_value - shortest_[c];

    // Flip the path from the sink back to the start.
    for (std::size_t col = sink;;) {
      const std::size_t r = path_[col];
      row_of_[col] = r;
      const std::size_t previous = col_of_[r];
      col_of_[r] = col;
      if (r == start) break;
      col = previous;
    }
  }

  std::span<const std::int64_t> cost_;
  std::size_t n_;
  std::vector<std::int64_t> u_;
  std::vector<std::int64_t> v_;
  std::vector<std::int64_t> shortest_;  // per column: slack of the tree so far
  std::vector<std::size_t> path_;       // per column: the tree row it was reached from
  std::vector<std::size_t> col_of_;
  std::vector<std::size_t> row_of_;
  std::vector<std::size_t> remaining_;  // columns not in the tree, the first `left` of them
  std::vector<std::size_t> tree_rows_;
  std::vector<std::size_t> tree_cols_;
};

}  // namespace

optimum hungarian(std::span<const std::int64_t> cost, std::size_t n) {
  if (n != 0 && n > std::numeric_limits<std::size_t>::max() / n) {
    throw std::invalid_argument("hungarian: n * n overflows");
  }
  if (cost.size() != n * n) {
    throw std::invalid_argument("hungarian: " + std::to_string(cost.size()) + " bids for n = " +
                                std::to_string(n) + " (needs n * n = " + std::to_string(n * n) + ")");
  }
  return solver(cost, n).run();
}

}  // namespace job_assignment::fast
