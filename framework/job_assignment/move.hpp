#pragma once
// A move of the job assignment search: the next contractor takes a job.
// Written as the deck writes it, "a->2": contractor a (0), job 2 (1 here:
// jobs are numbered from 1 in the notation and from 0 in the code).

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace job_assignment {

struct move {
  std::int32_t contractor = 0;  // 0 = a
  std::int32_t job = 0;         // 0 = job 1

  friend constexpr bool operator==(const move&, const move&) = default;
  // Canonical order: by contractor, then the job ascending.
  friend constexpr std::strong_ordering operator<=>(const move&, const move&) = default;
};

// "a->2"
[[nodiscard]] std::string to_string(const move& m);
// Accepts "a->2", "a -> 2" and "A->2".
[[nodiscard]] std::optional<move> parse_move(std::string_view text);

}  // namespace job_assignment
