#pragma once
// What the shortest-path driver asks of the instructor's kit beyond the model
// answers and the solve cases' decision: the length of a shortest path that
// continues a path to its target (Dijkstra, the instructor's dijkstra.hpp),
// quoted when a student's search misses one. The reference part
// (shortest_path_reference.cpp) fills it; the student handout has none, and
// its messages quote no length.

#include "framework/shortest_path/path.hpp"
#include "framework/shortest_path/rules.hpp"
#include "grader/core/rules_reference.hpp"

#include <cstdint>
#include <functional>
#include <optional>

namespace grader::problems {

struct shortest_path_rules_reference : rules_reference<shortest_path::rules> {
  // The length of a shortest path from the path's start through the vertices
  // it holds to its target, or nullopt when the target cannot be reached.
  std::function<std::optional<std::int64_t>(const shortest_path::path&)> shortest_length;
};

}  // namespace grader::problems
