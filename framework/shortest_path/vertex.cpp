#include "framework/shortest_path/vertex.hpp"

#include <charconv>

namespace shortest_path {

std::string to_string(const vertex& v) { return std::to_string(v.id); }

std::optional<vertex> parse_vertex(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  vertex_id id = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return vertex{id};
}

}  // namespace shortest_path
