#include "framework/shortest_path/yaml_io.hpp"

#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/row_col.hpp"
#include "framework/shortest_path/rules.hpp"

#include <set>
#include <utility>

namespace shortest_path {

using framework::yaml_cursor;

namespace {

const framework::drawing_rules& maze_drawing() {
  static const framework::drawing_rules rules{
      .symbols = "#.ST",
      .meaning = "'#' for a wall, '.' for an open cell, 'S' for the start, 'T' for the target",
      .cell_word = "cell",
      .max_width = 256,
      .max_height = 256,
  };
  return rules;
}

std::shared_ptr<const graph> random_from(const yaml_cursor& at) {
  at.allow_only({"vertices", "edges", "max_weight", "directed", "seed"});
  const auto n = static_cast<vertex_id>(at.at("vertices").as_int(2, graph::max_vertices));
  const auto m = static_cast<std::uint64_t>(at.at("edges").as_int(0));
  const auto w = at.find("max_weight") ? at.at("max_weight").as_int(1, std::int64_t{1} << 40) : 10;
  const bool directed = at.find("directed") && at.at("directed").as_bool();
  const auto seed = at.find("seed") ? static_cast<std::uint64_t>(at.at("seed").as_int(0)) : 1;
  try {
    return std::make_shared<const graph>(random_graph(n, m, w, directed, seed));
  } catch (const std::invalid_argument& e) {
    at.at("edges").fail(e.what());
  }
}

std::shared_ptr<const graph> graph_from(const yaml_cursor& at) {
  if (!at.is_map()) at.fail("should be a map: { vertices: 6, edges: [[0, 1, 7], ...] }");
  if (const auto random = at.find("random")) {
    at.allow_only({"random"});
    return random_from(*random);
  }
  at.allow_only({"vertices", "directed", "edges"});
  const auto n = static_cast<vertex_id>(at.at("vertices").as_int(1, graph::max_vertices));
  const bool directed = at.find("directed") && at.at("directed").as_bool();
  std::vector<edge> edges;
  std::set<std::pair<vertex_id, vertex_id>> seen;
  for (const yaml_cursor& item : at.at("edges").items()) {
    const auto parts = item.items();
    if (parts.size() != 2 && parts.size() != 3)
      item.fail("an edge is [from, to] or [from, to, weight], not " + std::to_string(parts.size()) +
                " numbers");
    edge e;
    for (std::size_t k = 0; k < 2; ++k) {
      const auto v = parts[k].as_int();
      if (v < 0 || v >= n)
        parts[k].fail(std::to_string(v) + " is not a vertex of the graph (0.." + std::to_string(n - 1) + ")");
      (k == 0 ? e.from : e.to) = static_cast<vertex_id>(v);
    }
    if (parts.size() == 3) {
      e.weight = parts[2].as_int();
      if (e.weight < 0)
        parts[2].fail("the weight " + std::to_string(e.weight) +
                      " is negative: the lecture's bound (a path's length so far) only cuts correctly when "
                      "no edge shortens a path, so weights must be 0 or more");
    }
    if (e.from == e.to)
      item.fail("the edge " + std::to_string(e.from) + " -> " + std::to_string(e.to) + " is a self-loop");
    const auto key = directed || e.from < e.to ? std::pair{e.from, e.to} : std::pair{e.to, e.from};
    if (!seen.insert(key).second)
      item.fail("the edge " + std::to_string(e.from) + (directed ? " -> " : " - ") + std::to_string(e.to) +
                " is given twice" + (directed ? "" : " (an undirected edge goes both ways)"));
    edges.push_back(e);
  }
  return std::make_shared<const graph>(n, edges, directed);
}

// A maze's graph, its start and its target.
path maze_from(const yaml_cursor& at) {
  const framework::drawing d = framework::parse_drawing(at, maze_drawing());
  maze_plan plan{d.height, d.width, {}};
  std::optional<vertex_id> start;
  std::optional<vertex_id> target;
  for (std::size_t i = 0; i < d.cells.size(); ++i) {
    const char ch = d.cells[i][0];
    plan.wall.push_back(ch == '#');
    auto& found = ch == 'S' ? start : target;
    if (ch != 'S' && ch != 'T') continue;
    if (found)
      at.fail(std::string("the maze has two ") + (ch == 'S' ? "starts 'S'" : "targets 'T'") + "; draw one");
    found = static_cast<vertex_id>(i);
  }
  if (!start || !target)
    at.fail(std::string("the maze has no ") + (!start ? "start 'S'" : "target 'T'") + "; draw one of each");
  return path(std::make_shared<const graph>(std::move(plan)), *start, *target);
}

void extend(path& p, const yaml_cursor& at) {
  const auto items = at.items();
  if (items.empty()) at.fail("a path starts at its start vertex, " + p.graph().name(p.start()));
  if (parse_vertex(items.front(), p.graph()) != p.start())
    items.front().fail("a path starts at its start vertex, " + p.graph().name(p.start()));
  for (std::size_t i = 1; i < items.size(); ++i) {
    const vertex v{parse_vertex(items[i], p.graph())};
    if (const auto why = rules::why_illegal(p, v)) items[i].fail(*why);
    p.visit(v.id);
  }
}

}  // namespace

vertex_id parse_vertex(const yaml_cursor& at, const graph& g) {
  const std::string text = at.as_string();
  std::optional<vertex_id> v;
  if (const auto number = shortest_path::parse_vertex(text)) {
    v = number->id;
  } else if (const auto cell = framework::parse_row_col(text); cell && g.maze()) {
    const auto& maze = *g.maze();
    if (cell->row < 0 || cell->col < 0 || cell->row >= maze.rows || cell->col >= maze.cols)
      at.fail(text + " is not a cell of the " + std::to_string(maze.rows) + "x" + std::to_string(maze.cols) +
              " maze");
    v = static_cast<vertex_id>(cell->row * maze.cols + cell->col);
  }
  if (!v)
    at.fail("'" + text + "' is not a vertex; write its number" + (g.maze() ? " or its cell \"(r,c)\"" : ""));
  if (!g.contains(*v))
    at.fail(text + " is not a vertex of the graph (0.." + std::to_string(g.vertices() - 1) + ")");
  return *v;
}

vertex parse_move(const yaml_cursor& at) {
  const std::string text = at.as_string();
  const auto v = shortest_path::parse_vertex(text);
  if (!v) at.fail("'" + text + "' is not a vertex; a move is the number of the vertex the path goes to");
  return *v;
}

path parse_path(const yaml_cursor& at) {
  const auto [graph_at, maze_at] = at.one_of(
      "graph", "maze", "give the graph either as an edge list (graph: {vertices, edges}) or drawn (maze: |)");
  std::optional<path> p;
  if (maze_at) {
    for (const auto field : {"from", "to"}) {
      if (const auto f = at.find(field)) f->fail("a maze's start and target are its 'S' and 'T'");
    }
    p.emplace(maze_from(*maze_at));
  } else {
    const auto g = graph_from(*graph_at);
    const auto end_at = [&](const char* field) {
      const yaml_cursor f = at.at(field);
      return parse_vertex(f, *g);
    };
    const vertex_id from = end_at("from");
    p.emplace(g, from, end_at("to"));
  }
  if (const auto path_at = at.find("path")) extend(*p, *path_at);
  return std::move(*p);
}

path parse_path_like(const yaml_cursor& at, const path& like) {
  path p(like.shared_graph(), like.start(), like.target());
  extend(p, at);
  return p;
}

}  // namespace shortest_path
