#pragma once
// A move of the shortest-path search: the vertex the path goes to next. The
// canonical order is ascending vertex numbers (the order valid_moves lists a
// vertex's neighbours in). Written as its number, "5".

#include "framework/shortest_path/graph.hpp"

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace shortest_path {

struct vertex {
  vertex_id id = 0;

  friend constexpr bool operator==(const vertex&, const vertex&) = default;
  friend constexpr std::strong_ordering operator<=>(const vertex&, const vertex&) = default;
};

// "5"
[[nodiscard]] std::string to_string(const vertex& v);
// Accepts "5" (surrounding blanks ignored).
[[nodiscard]] std::optional<vertex> parse_vertex(std::string_view text);

}  // namespace shortest_path
