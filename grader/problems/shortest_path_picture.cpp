#include "grader/problems/shortest_path_picture.hpp"

#include <cmath>
#include <numbers>

namespace grader::problems {

namespace {

using shortest_path::vertex_id;

// A graph of more vertices is drawn as its path only: a circle of hundreds
// of vertices and their edges tells nobody anything.
constexpr vertex_id max_drawn_vertices = 40;

std::string vertex_style(const shortest_path::path& p, vertex_id v) {
  if (v == p.start()) return "start";
  if (v == p.target()) return "target";
  return p.on_path(v) ? "path" : "open";
}

}  // namespace

picture draw_path(const shortest_path::path& p) {
  const auto& g = p.graph();
  const auto& on = p.vertices_on_path();
  if (const auto& maze = g.maze()) {
    picture pic(maze->rows, maze->cols);
    for (int r = 0; r < maze->rows; ++r) {
      for (int c = 0; c < maze->cols; ++c) {
        const auto v = static_cast<vertex_id>(r * maze->cols + c);
        pic.at(r, c) = {v == p.start()    ? "S"
                        : v == p.target() ? "T"
                                          : "",
                        maze->wall[v] ? "wall" : vertex_style(p, v)};
      }
    }
    for (std::size_t i = 1; i < on.size(); ++i) {
      const auto cols = static_cast<vertex_id>(maze->cols);
      pic.arrows.push_back({static_cast<int>(on[i - 1] / cols), static_cast<int>(on[i - 1] % cols),
                            static_cast<int>(on[i] / cols), static_cast<int>(on[i] % cols), "path"});
    }
    pic.note = "length " + std::to_string(p.length());
    return pic;
  }
  // Vertices on a circle, numbered, the path's edges marked.
  const vertex_id n = std::min(g.vertices(), max_drawn_vertices);
  const double radius = std::max(2.0, static_cast<double>(n) * 0.45);
  const int side = static_cast<int>(std::ceil(2 * radius + 2));
  picture pic;
  pic.rows = side;
  pic.cols = side;
  for (vertex_id v = 0; v < n; ++v) {
    const double angle =
        2 * std::numbers::pi * static_cast<double>(v) / static_cast<double>(n) - std::numbers::pi / 2;
    pic.nodes.push_back({side / 2.0 + radius * std::cos(angle), side / 2.0 + radius * std::sin(angle),
                         std::to_string(v), vertex_style(p, v)});
  }
  const auto on_path_edge = [&](vertex_id a, vertex_id b) {
    for (std::size_t i = 1; i < on.size(); ++i) {
      if (on[i - 1] == a && on[i] == b) return true;
      if (!g.is_directed() && on[i - 1] == b && on[i] == a) return true;
    }
    return false;
  };
  for (const auto& e : g.edges()) {
    if (e.from >= n || e.to >= n) continue;
    pic.edges.push_back(
        {e.from, e.to, std::to_string(e.weight), g.is_directed(), on_path_edge(e.from, e.to) ? "path" : ""});
  }
  pic.note = "length " + std::to_string(p.length());
  if (g.vertices() > n)
    pic.note +=
        "; the first " + std::to_string(n) + " of " + std::to_string(g.vertices()) + " vertices drawn";
  return pic;
}

std::string_view shortest_path_picture_styles() {
  return ".s-wall{fill:#444;stroke:#444}.s-open{fill:#fff}.s-path{fill:#bbdefb}.s-start{fill:#81c784}.s-"
         "target{fill:#e57373}line.e.s-path{stroke:#e65100;stroke-width:3.5}circle.n.s-path{fill:#bbdefb}"
         "circle.n.s-start{fill:#81c784}circle.n.s-target{fill:#e57373}";
}

}  // namespace grader::problems
