#include "framework/job_assignment/assignment.hpp"

#include "framework/core/errors.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace job_assignment {

std::string_view to_string(bound_rule rule) noexcept {
  return rule == bound_rule::every_job ? "every_job" : "free_jobs";
}

std::optional<bound_rule> parse_bound_rule(std::string_view text) noexcept {
  if (text == "every_job") return bound_rule::every_job;
  if (text == "free_jobs") return bound_rule::free_jobs;
  return std::nullopt;
}

char contractor_name(int contractor) noexcept {
  return contractor >= 0 && contractor < 26 ? static_cast<char>('a' + contractor) : '?';
}

std::string pair_text(int contractor, int job) {
  if (contractor >= 0 && contractor < 26)
    return std::string(1, contractor_name(contractor)) + "->" + std::to_string(job + 1);
  return "contractor " + std::to_string(contractor) + "->" + std::to_string(job + 1);
}

assignment::assignment(int n, std::vector<std::int64_t> bids, bound_rule rule) : n_(n), rule_(rule) {
  if (n < 1 || n > max_size)
    throw std::invalid_argument("a job assignment has 1 to " + std::to_string(max_size) +
                                " contractors, not " + std::to_string(n));
  const auto cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (bids.size() != cells)
    throw std::invalid_argument(std::to_string(n) + " contractors and " + std::to_string(n) + " jobs make " +
                                std::to_string(cells) + " bids, not " + std::to_string(bids.size()));
  constexpr std::int64_t most = max_bid;
  for (std::size_t i = 0; i < cells; ++i) {
    if (bids[i] < 0 || bids[i] > most)
      throw std::invalid_argument("contractor " + std::string(1, contractor_name(static_cast<int>(i) / n)) +
                                  "'s bid for job " + std::to_string(static_cast<int>(i) % n + 1) + " is " +
                                  std::to_string(bids[i]) + "; bids are 0 to " + std::to_string(most));
  }
  bids_ = std::make_shared<const std::vector<std::int64_t>>(std::move(bids));
  job_of_.reserve(static_cast<std::size_t>(n));
}

std::int64_t assignment::bid(int contractor, int job) const noexcept {
  if (contractor < 0 || job < 0 || contractor >= n_ || job >= n_) return 0;
  return (*bids_)[static_cast<std::size_t>(contractor) * static_cast<std::size_t>(n_) +
                  static_cast<std::size_t>(job)];
}

std::optional<int> assignment::job_of(int contractor) const noexcept {
  if (contractor < 0 || contractor >= assigned()) return std::nullopt;
  return job_of_[static_cast<std::size_t>(contractor)];
}

bool assignment::is_free(int job) const noexcept { return job >= 0 && job < n_ && (taken_ >> job & 1u) == 0; }

void assignment::refuse(framework::probe::edit kind, int contractor, int job, const std::string& why) const {
  // The trace holds the job in 16 bits; the message keeps what the hook asked for.
  framework::probe::refuse(identity_, kind, contractor, job >= 0 && job < max_size ? job : 0);
  const bool assigning = kind == framework::probe::edit::place;
  const std::string who = contractor >= 0 && contractor < n_ ? std::string(1, contractor_name(contractor))
                                                             : std::to_string(contractor);
  throw framework::rule_violation(assigning
                                      ? "assign(" + who + ", job " + std::to_string(job + 1) + "): " + why
                                      : "unassign(" + who + "): " + why);
}

void assignment::assign(int contractor, int job) {
  using framework::probe::edit;
  if (contractor < 0 || contractor >= n_)
    refuse(
        edit::place, contractor, job,
        "there are " + std::to_string(n_) + " contractors, a to " + std::string(1, contractor_name(n_ - 1)));
  if (job < 0 || job >= n_)
    refuse(edit::place, contractor, job,
           "there are " + std::to_string(n_) + " jobs, 1 to " + std::to_string(n_));
  if (contractor != next_contractor())
    refuse(edit::place, contractor, job,
           is_complete()
               ? std::string("every contractor has a job already")
               : "contractors are assigned in order, and the next one is " +
                     std::string(1, contractor_name(next_contractor())) +
                     (contractor < assigned()
                          ? " (" + std::string(1, contractor_name(contractor)) + " has job " +
                                std::to_string(job_of_[static_cast<std::size_t>(contractor)] + 1) + ")"
                          : std::string()));
  if (!is_free(job)) {
    int holder = 0;
    while (job_of_[static_cast<std::size_t>(holder)] != job) ++holder;
    refuse(edit::place, contractor, job,
           "job " + std::to_string(job + 1) + " is taken by contractor " +
               std::string(1, contractor_name(holder)));
  }
  job_of_.push_back(static_cast<std::int8_t>(job));
  taken_ |= 1u << job;
  cost_ += bid(contractor, job);
  framework::probe::record(identity_, edit::place, contractor, job);
}

void assignment::unassign(int contractor) {
  using framework::probe::edit;
  if (assigned() == 0) refuse(edit::remove, contractor, 0, "no contractor has a job");
  if (contractor != assigned() - 1)
    refuse(edit::remove, contractor, 0,
           "only the last contractor assigned, " + std::string(1, contractor_name(assigned() - 1)) +
               ", can give its job back");
  const int job = job_of_.back();
  job_of_.pop_back();
  taken_ &= ~(1u << job);
  cost_ -= bid(contractor, job);
  framework::probe::record(identity_, edit::remove, contractor, job);
}

}  // namespace job_assignment
