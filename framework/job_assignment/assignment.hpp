#pragma once
// The job assignment of the deck's branch and bound (seed 003, "B & B
// example"), owned by the framework: n contractors (a, b, c...) bid for n
// jobs (1, 2, 3...), and a partial assignment gives the first contractors a
// job each, no job twice. The bids are fixed when the assignment is made and
// shared, never copied, between its copies: a best-first search keeps every
// state of its frontier as a copy of its own, so a copy must be cheap.
//
// Contractors are assigned in order, a first, as the deck's tree does; the
// only edits are assign (the next contractor takes a free job) and unassign
// (the last contractor assigned gives the job back). Each refuses what no
// step of the search can do and reports every edit to the framework's probe:
// an assignment made is a node generated.
//
// The lower bound is the deck's "cost of bids assigned so far + minimal bids
// possible for remaining contractors", under one of two rules fixed when the
// assignment is made: each remaining contractor's lowest bid over every job
// (the deck's, which gives 10 for its matrix), or over the jobs still free
// (tighter, never below the first).

#include "framework/core/probe.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace job_assignment {

enum class bound_rule : std::uint8_t { every_job, free_jobs };

// "every_job", "free_jobs"
[[nodiscard]] std::string_view to_string(bound_rule rule) noexcept;
[[nodiscard]] std::optional<bound_rule> parse_bound_rule(std::string_view text) noexcept;

// Contractor c as the deck writes it: 'a' for 0, 'b' for 1...
[[nodiscard]] char contractor_name(int contractor) noexcept;

class assignment {
 public:
  static constexpr int max_size = 16;
  // Bids are at most a trillion (dollars or $K alike), so that no sum of
  // them, a cost or a bound, comes near overflowing.
  static constexpr std::int64_t max_bid = 1'000'000'000'000;

  // n x n bids, row-major (contractor by job). Throws std::invalid_argument
  // on a size outside 1..16, a matrix that is not n x n or a bid outside
  // 0..max_bid.
  assignment(int n, std::vector<std::int64_t> bids, bound_rule rule = bound_rule::every_job);

  [[nodiscard]] int size() const noexcept { return n_; }
  [[nodiscard]] std::int64_t bid(int contractor, int job) const noexcept;
  [[nodiscard]] const std::vector<std::int64_t>& bids() const noexcept { return *bids_; }
  [[nodiscard]] bound_rule rule() const noexcept { return rule_; }
  // How many contractors have a job: a, b... up to next_contractor() - 1.
  [[nodiscard]] int assigned() const noexcept { return static_cast<int>(job_of_.size()); }
  [[nodiscard]] int next_contractor() const noexcept { return assigned(); }
  [[nodiscard]] std::optional<int> job_of(int contractor) const noexcept;
  [[nodiscard]] bool is_free(int job) const noexcept;
  [[nodiscard]] std::int64_t cost_so_far() const noexcept { return cost_; }
  [[nodiscard]] bool is_complete() const noexcept { return assigned() == n_; }
  // (The lower bound is the student's hook, lower_bound in hooks.hpp; the
  // framework's own is rules::bound.)

  // --- the only edits -------------------------------------------------------
  // The next contractor takes the free job `job` (0-based).
  void assign(int contractor, int job);
  // The last contractor assigned gives its job back.
  void unassign(int contractor);

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Equal when the bids, the rule and the partial assignment are.
  friend bool operator==(const assignment& a, const assignment& b) noexcept {
    return a.n_ == b.n_ && a.rule_ == b.rule_ && a.job_of_ == b.job_of_ &&
           (a.bids_ == b.bids_ || *a.bids_ == *b.bids_);
  }

 private:
  [[noreturn]] void refuse(framework::probe::edit kind, int contractor, int job,
                           const std::string& why) const;

  int n_;
  bound_rule rule_;
  std::shared_ptr<const std::vector<std::int64_t>> bids_;
  std::vector<std::int8_t> job_of_;  // per assigned contractor, in order
  std::uint32_t taken_ = 0;          // bit j: job j is taken
  std::int64_t cost_ = 0;
  framework::probe::identity identity_;
};

// "a->2": a contractor letter and a job numbered from 1, as the deck writes them.
[[nodiscard]] std::string pair_text(int contractor, int job);

}  // namespace job_assignment
