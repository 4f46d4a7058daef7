#pragma once
// The search probe: the framework, not the student, measures how many nodes a
// search explores. Every framework-owned state type reports its edits here
// (a peg removed, a queen placed...), and each problem defines its node count
// from those tallies. Counters are process-wide on purpose: a student who copies
// the board instead of undoing moves is still counted, and student code runs in
// its own process (the runner), so no other search shares them.

#include <cstdint>
#include <vector>

namespace framework::probe {

enum class edit : std::uint8_t { place, remove };

// One logged edit; the meaning of a, b, c is the state type's (a cell's x and y,
// a digit...). Only the first `log_limit` edits are kept.
struct event {
  edit kind;
  std::int32_t a;
  std::int32_t b;
  std::int32_t c;
};

// How a problem turns the raw tallies into nodes explored.
using node_rule = std::uint64_t (*)(std::uint64_t placements, std::uint64_t removals);
using budget_handler = void (*)(std::uint64_t nodes);

namespace detail {
struct state {
  std::uint64_t placements = 0;
  std::uint64_t removals = 0;
  node_rule rule = nullptr;
  std::uint64_t budget = UINT64_MAX;
  budget_handler on_budget_exceeded = nullptr;
  std::size_t log_limit = 0;
  std::vector<event> log;
};
inline state current;
void check_budget();
}  // namespace detail

[[nodiscard]] inline std::uint64_t placements() noexcept { return detail::current.placements; }
[[nodiscard]] inline std::uint64_t removals() noexcept { return detail::current.removals; }
[[nodiscard]] std::uint64_t nodes() noexcept;

// Called by state mutators. Kept inline: student searches call them millions of times.
inline void record(edit kind, std::int32_t a, std::int32_t b = 0, std::int32_t c = 0) {
  auto& s = detail::current;
  if (kind == edit::place) {
    ++s.placements;
  } else {
    ++s.removals;
  }
  if (s.log.size() < s.log_limit) s.log.push_back({kind, a, b, c});
  if (s.on_budget_exceeded != nullptr) detail::check_budget();
}

// Starts a fresh measurement. `budget` (nodes) calls `on_exceeded` the moment the
// count passes it, so a runaway search is stopped early instead of timing out.
void reset(node_rule rule = nullptr, std::uint64_t budget = UINT64_MAX, budget_handler on_exceeded = nullptr,
           std::size_t log_limit = 0);

[[nodiscard]] const std::vector<event>& log() noexcept;

// Pauses counting while the framework itself edits a state (building a board,
// replaying a solution) so only the student's search is measured.
class pause {
 public:
  pause() noexcept;
  ~pause();
  pause(const pause&) = delete;
  pause& operator=(const pause&) = delete;

 private:
  detail::state saved_;
};

}  // namespace framework::probe
