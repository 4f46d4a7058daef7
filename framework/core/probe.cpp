#include "framework/core/probe.hpp"

#include <utility>

namespace framework::probe {

std::uint64_t nodes() noexcept {
  const auto& s = detail::current;
  return s.rule != nullptr ? s.rule(s.placements, s.removals) : s.placements;
}

void detail::check_budget() {
  const std::uint64_t n = nodes();
  if (n > current.budget) {
    const auto handler = std::exchange(current.on_budget_exceeded, nullptr);
    handler(n);
  }
}

void reset(node_rule rule, std::uint64_t budget, budget_handler on_exceeded, std::size_t log_limit) {
  auto& s = detail::current;
  s.placements = 0;
  s.removals = 0;
  s.rule = rule;
  s.budget = budget;
  s.on_budget_exceeded = on_exceeded;
  s.log_limit = log_limit;
  s.log.clear();
  s.log.reserve(log_limit);
}

const std::vector<event>& log() noexcept { return detail::current.log; }

pause::pause() noexcept : saved_(std::move(detail::current)) { detail::current = detail::state{}; }

pause::~pause() { detail::current = std::move(saved_); }

}  // namespace framework::probe
