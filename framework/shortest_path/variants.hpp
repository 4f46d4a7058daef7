#pragma once
// Other searches a student might write, measured by the grader's tools and
// tests against the lecture's branch and bound (framework::lecture_search):
//   - cutting only when a branch's length is above the best path found (the
//     deck's "exceeded", where the lecture's search cuts once it is not
//     below): the two explore different trees only when a path that has not
//     reached the target is exactly as long as the best one, so an exact node
//     count is fair to both only where they agree;
//   - no bound at all: every simple path from the start is walked (a dead end
//     is the only cut), which is what a budget must refuse.
// Nodes are vertices visited, as the rules count them.

#include "framework/core/lecture_search.hpp"
#include "framework/shortest_path/path.hpp"

#include <cstdint>
#include <optional>

namespace shortest_path {

// nullopt: more than `cap` nodes (cap 0: none).
[[nodiscard]] std::optional<std::uint64_t> nodes_cutting_only_longer(path p, framework::move_order order,
                                                                     std::uint64_t cap);
[[nodiscard]] std::optional<std::uint64_t> nodes_without_bound(path p, std::uint64_t cap);

}  // namespace shortest_path
