#pragma once
// The framework's own rules of the shortest path (seed 003, "Branch & bound"):
// the trusted implementation every student answer is checked against.
// Satisfies framework::optimising_rules and replayable_rules.
//
// A move goes on from the path's end to a vertex (vertex.hpp). The legal
// moves of a path are the neighbours of its end not on it yet, ascending;
// the target has none (a path that reached it is a leaf). A goal is a path
// ending at the target; it costs its length, and the bound of any path is its
// length too: the deck cuts a branch once "its length exceeded that of an
// already found path" (weights are never negative, so a path only grows).
// Nodes: vertices visited.

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/shortest_path/path.hpp"
#include "framework/shortest_path/vertex.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shortest_path {

struct rules {
  using state = path;
  using move = vertex;
  static constexpr std::string_view name = "shortest_path";
  static constexpr std::string_view move_word = "step";
  static constexpr std::string_view state_word = "path";
  static constexpr std::string_view cost_word = "length";

  static std::vector<vertex> legal_moves(const path& p);
  static std::optional<std::string> why_illegal(const path& p, const vertex& v);
  static void apply(path& p, const vertex& v) { p.visit(v.id); }
  static void undo(path& p, const vertex& v) { p.leave(v.id); }
  static bool is_goal(const path& p) { return p.end() == p.target(); }
  static std::int64_t cost(const path& p) { return p.length(); }
  static std::int64_t bound(const path& p) { return p.length(); }
  // The same path is the same node of the search tree.
  static std::uint64_t expansion_key(const path& p) { return p.key(); }
  static std::string describe(const vertex& v) { return to_string(v); }
  static std::string render(const path& p);
  static std::vector<std::string> differences(const path& expected, const path& actual);
  static std::vector<std::string> goal_differences(const path& p);
  static std::uint64_t nodes(std::uint64_t visits, std::uint64_t) { return visits; }

  // The runner protocol's encoding: {"vertices": 6, "directed": false,
  // "edges": [[0, 1, 7], ...], "from": 0, "to": 4, "path": [0, 2]} or, for a
  // maze, {"maze": ["#.S", ...], "from": .., "to": .., "path": [...]}; a move
  // is its vertex number.
  static nlohmann::json state_json(const path& p);
  static path state_from_json(const nlohmann::json& j);
  static nlohmann::json move_json(const vertex& v) { return v.id; }
  static vertex move_from_json(const nlohmann::json& j);

  static void replay_edit(path& p, framework::probe::edit kind, std::int32_t v, std::int32_t, std::int32_t);
  static std::string describe_edit(framework::probe::edit kind, std::int32_t v, std::int32_t, std::int32_t);

  // "0 -> 2 -> 5" (maze cells as "(r,c)")
  static std::string path_text(const graph& g, const std::vector<vertex_id>& vertices);
};

// An edge-list graph: the path with its length, then each vertex's edges;
// a maze: its drawing with the path's cells marked '*'.
[[nodiscard]] std::string render(const path& p);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;

}  // namespace hook_name

}  // namespace shortest_path
