#include "reference/peg_solitaire/pagoda.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <numeric>

namespace peg_solitaire::fast {

namespace {

// A dense two-phase simplex: maximise c.x subject to A x <= b and x >= 0.
// Problems here are small (one variable per hole, one row per jump line), so
// clarity beats sparsity. Ties are broken by the smallest index (Bland), and a
// pivot cap guards against cycling in degenerate corners anyway.
class simplex {
 public:
  simplex(const std::vector<std::vector<double>>& a, const std::vector<double>& b,
          const std::vector<double>& c)
      : m_(b.size()), n_(c.size()), basic_(m_), nonbasic_(n_ + 1), d_((m_ + 2) * (n_ + 2), 0.0) {
    for (std::size_t i = 0; i < m_; ++i) {
      for (std::size_t j = 0; j < n_; ++j) at(i, j) = a[i][j];
      basic_[i] = static_cast<long>(n_ + i);
      at(i, n_) = -1.0;
      at(i, n_ + 1) = b[i];
    }
    for (std::size_t j = 0; j < n_; ++j) {
      nonbasic_[j] = static_cast<long>(j);
      at(m_, j) = -c[j];
    }
    nonbasic_[n_] = -1;
    at(m_ + 1, n_) = 1.0;
  }

  // The optimum, or nullopt when infeasible, unbounded or cycling.
  std::optional<std::vector<double>> solve() {
    std::size_t r = 0;
    for (std::size_t i = 1; i < m_; ++i) {
      if (at(i, n_ + 1) < at(r, n_ + 1)) r = i;
    }
    if (m_ > 0 && at(r, n_ + 1) < -eps) {
      // Phase 1: the origin is infeasible; minimise the artificial variable.
      pivot(r, n_);
      if (!run(true) || at(m_ + 1, n_ + 1) < -eps) return std::nullopt;
      for (std::size_t i = 0; i < m_; ++i) {
        if (basic_[i] != -1) continue;
        std::size_t s = 0;
        for (std::size_t j = 1; j <= n_; ++j) {
          if (at(i, j) < at(i, s) || (at(i, j) == at(i, s) && nonbasic_[j] < nonbasic_[s])) s = j;
        }
        pivot(i, s);
      }
    }
    if (!run(false)) return std::nullopt;
    std::vector<double> x(n_, 0.0);
    for (std::size_t i = 0; i < m_; ++i) {
      if (basic_[i] >= 0 && static_cast<std::size_t>(basic_[i]) < n_)
        x[static_cast<std::size_t>(basic_[i])] = at(i, n_ + 1);
    }
    return x;
  }

 private:
  static constexpr double eps = 1e-9;
  static constexpr std::size_t pivot_cap = 100'000;

  double& at(std::size_t i, std::size_t j) noexcept { return d_[i * (n_ + 2) + j]; }

  void pivot(std::size_t r, std::size_t s) {
    const double inv = 1.0 / at(r, s);
    for (std::size_t i = 0; i < m_ + 2; ++i) {
      if (i == r) continue;
      const double factor = at(i, s) * inv;
      if (factor == 0.0) continue;
      for (std::size_t j = 0; j < n_ + 2; ++j) at(i, j) -= at(r, j) * factor;
      at(i, s) = -factor;
    }
    for (std::size_t j = 0; j < n_ + 2; ++j) {
      if (j != s) at(r, j) *= inv;
    }
    at(r, s) = inv;
    std::swap(basic_[r], nonbasic_[s]);
    ++pivots_;
  }

  bool run(bool phase_one) {
    const std::size_t objective = phase_one ? m_ + 1 : m_;
    while (pivots_ < pivot_cap) {
      std::size_t s = n_ + 1;
      for (std::size_t j = 0; j <= n_; ++j) {
        if (!phase_one && nonbasic_[j] == -1) continue;
        if (s == n_ + 1 || at(objective, j) < at(objective, s) ||
            (at(objective, j) == at(objective, s) && nonbasic_[j] < nonbasic_[s])) {
          s = j;
        }
      }
      if (s == n_ + 1 || at(objective, s) > -eps) return true;
      std::size_t r = m_;
      for (std::size_t i = 0; i < m_; ++i) {
        if (at(i, s) < eps) continue;
        if (r == m_) {
          r = i;
          continue;
        }
        const double here = at(i, n_ + 1) / at(i, s);
        const double best = at(r, n_ + 1) / at(r, s);
        if (here < best - eps || (here < best + eps && basic_[i] < basic_[r])) r = i;
      }
      if (r == m_) return false;  // unbounded
      pivot(r, s);
    }
    return false;
  }

  std::size_t m_;
  std::size_t n_;
  std::vector<long> basic_;
  std::vector<long> nonbasic_;
  std::vector<double> d_;
  std::size_t pivots_ = 0;
};

}  // namespace

long long pagoda::value(const std::vector<bool>& pegs) const {
  long long v = 0;
  for (std::size_t hole = 0; hole < pegs.size() && hole < weight.size(); ++hole) {
    if (pegs[hole]) v += weight[hole];
  }
  return v;
}

bool is_pagoda(const geometry& shape, const std::vector<int>& weight) {
  if (weight.size() != shape.hole_count()) return false;
  return std::all_of(shape.lines().begin(), shape.lines().end(), [&](const line& l) {
    return static_cast<long long>(weight[l.from]) + weight[l.over] >= weight[l.to];
  });
}

std::vector<pagoda> sublattice_pagodas(const board& b) {
  const geometry& g = b.shape();
  const auto goal = b.goal_mask();
  std::vector<pagoda> result;
  for (std::int32_t px = 0; px < 2; ++px) {
    for (std::int32_t py = 0; py < 2; ++py) {
      pagoda p;
      p.weight.assign(g.hole_count(), 0);
      for (std::size_t hole = 0; hole < g.hole_count(); ++hole) {
        const cell c = g.at(hole);
        if (c.x % 2 == px && c.y % 2 == py) p.weight[hole] = 1;
      }
      // Only a sublattice the goal needs pegs on can cut anything.
      if (p.value(goal) > 0 && is_pagoda(g, p.weight)) result.push_back(std::move(p));
    }
  }
  return result;
}

std::optional<pagoda> best_pagoda(const geometry& shape, const std::vector<double>& objective, int bound) {
  const std::size_t n = shape.hole_count();
  if (objective.size() != n || bound <= 0) return std::nullopt;
  // Variables x = weight + bound >= 0, so the bounds become x <= 2 bound and
  // each line's inequality  w(to) - w(from) - w(over) <= 0  becomes
  // x(to) - x(from) - x(over) <= -bound.
  const auto shift = static_cast<double>(bound);
  std::vector<std::vector<double>> a;
  std::vector<double> rhs;
  for (const line& l : shape.lines()) {
    std::vector<double> row(n, 0.0);
    row[l.to] += 1.0;
    row[l.from] -= 1.0;
    row[l.over] -= 1.0;
    a.push_back(std::move(row));
    rhs.push_back(-shift);
  }
  for (std::size_t h = 0; h < n; ++h) {
    std::vector<double> row(n, 0.0);
    row[h] = 1.0;
    a.push_back(std::move(row));
    rhs.push_back(2.0 * shift);
  }
  simplex lp(a, rhs, objective);
  const auto x = lp.solve();
  if (!x) return std::nullopt;
  // Vertices of this polytope have small denominators; find one that makes
  // every weight an integer, then let is_pagoda have the last word.
  for (const int scale : {1, 2, 3, 4, 6, 8, 12, 24}) {
    pagoda p;
    p.weight.resize(n);
    bool integral = true;
    for (std::size_t h = 0; h < n; ++h) {
      const double w = ((*x)[h] - shift) * scale;
      const double rounded = std::round(w);
      integral = integral && std::abs(w - rounded) < 1e-6;
      p.weight[h] = static_cast<int>(rounded);
    }
    if (!integral) continue;
    int divisor = 0;
    for (const int w : p.weight) divisor = std::gcd(divisor, w < 0 ? -w : w);
    if (divisor == 0) return std::nullopt;  // the zero function cuts nothing
    for (int& w : p.weight) w /= divisor;
    if (is_pagoda(shape, p.weight)) return p;
    return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace peg_solitaire::fast
