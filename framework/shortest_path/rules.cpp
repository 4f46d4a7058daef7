#include "framework/shortest_path/rules.hpp"

#include "framework/core/drawn_grid.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <stdexcept>

namespace shortest_path {

static_assert(framework::optimising_rules<rules>);
static_assert(framework::replayable_rules<rules>);

namespace {

// Enough of a big graph's adjacency to read in feedback.
constexpr vertex_id rendered_vertices = 40;

vertex_id vertex_from(const nlohmann::json& j, const char* what) {
  if (!j.is_number_unsigned() || j.get<std::uint64_t>() >= graph::max_vertices)
    throw std::invalid_argument(std::string(what) + " must be a vertex number, not " + j.dump());
  return j.get<vertex_id>();
}

std::shared_ptr<const graph> graph_from(const nlohmann::json& j) {
  if (j.contains("maze")) {
    const auto& rows = j.at("maze");
    if (!rows.is_array() || rows.empty()) throw std::invalid_argument("'maze' must be a list of rows");
    maze_plan plan;
    plan.rows = static_cast<int>(rows.size());
    for (const auto& row : rows) {
      if (!row.is_string()) throw std::invalid_argument("a maze row must be a string");
      const auto text = row.get<std::string>();
      if (plan.cols == 0) plan.cols = static_cast<int>(text.size());
      if (text.size() != static_cast<std::size_t>(plan.cols))
        throw std::invalid_argument("maze rows differ in width");
      for (const char ch : text) {
        if (ch != '#' && ch != '.') throw std::invalid_argument("a maze cell is '#' or '.'");
        plan.wall.push_back(ch == '#');
      }
    }
    return std::make_shared<const graph>(std::move(plan));
  }
  if (!j.contains("vertices") || !j.contains("edges") || !j.at("edges").is_array())
    throw std::invalid_argument("a graph needs its 'vertices' and 'edges'");
  std::vector<edge> edges;
  for (const auto& e : j.at("edges")) {
    if (!e.is_array() || e.size() != 3 || !e[2].is_number_integer())
      throw std::invalid_argument("an edge is [from, to, weight], not " + e.dump());
    edges.push_back(
        {vertex_from(e[0], "an edge's end"), vertex_from(e[1], "an edge's end"), e[2].get<std::int64_t>()});
  }
  return std::make_shared<const graph>(vertex_from(j.at("vertices"), "'vertices'"), edges,
                                       j.value("directed", false));
}

}  // namespace

std::vector<vertex> rules::legal_moves(const path& p) {
  std::vector<vertex> moves;
  if (is_goal(p)) return moves;
  for (const neighbour& n : p.graph().neighbours(p.end())) {
    if (!p.on_path(n.to)) moves.push_back({n.to});
  }
  return moves;
}

std::optional<std::string> rules::why_illegal(const path& p, const vertex& v) {
  const graph& g = p.graph();
  if (!g.contains(v.id))
    return std::to_string(v.id) + " is not a vertex of the graph (0.." + std::to_string(g.vertices() - 1) +
           ")";
  if (p.on_path(v.id)) return g.name(v.id) + " is already on the path; a simple path visits a vertex once";
  if (!g.weight(p.end(), v.id))
    return "there is no edge from the path's end, " + g.name(p.end()) + ", to " + g.name(v.id) +
           (g.is_directed() && g.weight(v.id, p.end()) ? " (only one the other way: the graph is directed)"
                                                       : "");
  if (is_goal(p)) return "the path has reached the target " + g.name(p.target()) + ": it goes no further";
  return std::nullopt;
}

std::string rules::path_text(const graph& g, const std::vector<vertex_id>& vertices) {
  std::string out;
  for (const vertex_id v : vertices) out += (out.empty() ? "" : " -> ") + g.name(v);
  return out;
}

std::string render(const path& p) {
  const graph& g = p.graph();
  std::string out = "path " + rules::path_text(g, p.vertices_on_path()) + " (length " +
                    std::to_string(p.length()) + "), from " + g.name(p.start()) + " to " +
                    g.name(p.target()) + "\n";
  if (const auto& maze = g.maze()) {
    return out + framework::render_grid(maze->cols, maze->rows, [&](int x, int y) {
             const auto v = static_cast<vertex_id>(y * maze->cols + x);
             if (v == p.start()) return std::string("S");
             if (v == p.target()) return std::string("T");
             if (p.on_path(v)) return std::string("*");
             return std::string(maze->wall[v] ? "#" : ".");
           });
  }
  out += std::string(g.is_directed() ? "directed" : "undirected") + " graph, " +
         std::to_string(g.vertices()) + " vertices; edges (weight):\n";
  for (vertex_id v = 0; v < g.vertices() && v < rendered_vertices; ++v) {
    std::string line = "  " + std::to_string(v) + ":";
    for (const neighbour& n : g.neighbours(v))
      line += " " + std::to_string(n.to) + " (" + std::to_string(n.weight) + ")";
    out += line + "\n";
  }
  if (g.vertices() > rendered_vertices)
    out += "  ... " + std::to_string(g.vertices() - rendered_vertices) + " more\n";
  return out;
}

std::string rules::render(const path& p) { return shortest_path::render(p); }

std::vector<std::string> rules::differences(const path& expected, const path& actual) {
  if (!(expected.graph() == actual.graph())) return {"the graph changed; a search never changes its graph"};
  if (expected.start() != actual.start() || expected.target() != actual.target())
    return {"the path should run from " + std::to_string(expected.start()) + " to " +
            std::to_string(expected.target())};
  if (expected.vertices_on_path() == actual.vertices_on_path()) return {};
  const graph& g = expected.graph();
  return {"the path should be " + path_text(g, expected.vertices_on_path()) + " but is " +
          path_text(g, actual.vertices_on_path())};
}

std::vector<std::string> rules::goal_differences(const path& p) {
  if (is_goal(p)) return {};
  const graph& g = p.graph();
  return {"the path ends at " + g.name(p.end()) + ", not at the target " + g.name(p.target())};
}

nlohmann::json rules::state_json(const path& p) {
  const graph& g = p.graph();
  nlohmann::json j;
  if (const auto& maze = g.maze()) {
    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < maze->rows; ++r) {
      std::string row;
      for (int c = 0; c < maze->cols; ++c)
        row += maze->wall[static_cast<std::size_t>(r * maze->cols + c)] ? '#' : '.';
      rows.push_back(row);
    }
    j["maze"] = rows;
  } else {
    nlohmann::json edges = nlohmann::json::array();
    for (const edge& e : g.edges()) edges.push_back({e.from, e.to, e.weight});
    j["vertices"] = g.vertices();
    j["directed"] = g.is_directed();
    j["edges"] = edges;
  }
  j["from"] = p.start();
  j["to"] = p.target();
  j["path"] = p.vertices_on_path();
  return j;
}

path rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("from") || !j.contains("to"))
    throw std::invalid_argument("a path needs its graph, 'from' and 'to'");
  path p(graph_from(j), vertex_from(j.at("from"), "'from'"), vertex_from(j.at("to"), "'to'"));
  if (j.contains("path")) {
    const auto& visited = j.at("path");
    if (!visited.is_array() || visited.empty() || vertex_from(visited[0], "a path's vertex") != p.start())
      throw std::invalid_argument("'path' must be a list of vertices starting at 'from'");
    for (std::size_t i = 1; i < visited.size(); ++i) p.visit(vertex_from(visited[i], "a path's vertex"));
  }
  return p;
}

vertex rules::move_from_json(const nlohmann::json& j) { return {vertex_from(j, "a move")}; }

void rules::replay_edit(path& p, framework::probe::edit kind, std::int32_t v, std::int32_t, std::int32_t) {
  if (kind == framework::probe::edit::place) {
    p.visit(static_cast<vertex_id>(v));
  } else {
    p.leave(static_cast<vertex_id>(v));
  }
}

std::string rules::describe_edit(framework::probe::edit kind, std::int32_t v, std::int32_t, std::int32_t) {
  return (kind == framework::probe::edit::place ? "visit(" : "leave(") + std::to_string(v) + ")";
}

}  // namespace shortest_path
