#pragma once
// Shortest-path positions from YAML. A case gives its graph in one of two ways:
//   graph: { vertices: 6, directed: false, edges: [[0, 1, 7], [0, 2, 9], [1, 3]] }
//       an edge list: [from, to, weight], the weight 1 when omitted, never
//       negative; directed: false (the default) makes every edge two-way
//   graph: { random: { vertices: 40, edges: 120, max_weight: 20, directed: false, seed: 7 } }
//       a random graph, the same on every machine (graph.hpp's random_graph)
//   from: 0                     the start s
//   to: 4                       the target t
// or
//   maze: |                     '#' a wall, '.' an open cell, 'S' the start, 'T' the target
//     S . # .
//     # . . T
//       a vertex per cell, numbered row * cols + col; unit steps between
//       4-neighbouring open cells (no from/to: S and T say where)
// plus, optionally,
//   path: [0, 2]                the path a search has made so far, from the
//                               start (maze cells as numbers or "(r,c)"), for
//                               hook cases in the middle of a search
// A negative weight, an edge to a vertex out of range, a self-loop, an edge
// given twice, or a maze without one S and one T is an error naming the
// file, the line and the field.

#include "framework/core/yaml_input.hpp"
#include "framework/shortest_path/path.hpp"
#include "framework/shortest_path/vertex.hpp"

namespace shortest_path {

// The case fields a path is read from.
inline constexpr std::string_view path_fields[] = {"graph", "maze", "from", "to", "path"};

// The path described by a case's graph/maze/from/to/path fields.
[[nodiscard]] path parse_path(const framework::yaml_cursor& case_at);
// The path a list of vertices makes in like's graph, from like's start to
// like's target (an apply_move case's expect.position).
[[nodiscard]] path parse_path_like(const framework::yaml_cursor& at, const path& like);
// A vertex number; in a maze also the cell "(r,c)".
[[nodiscard]] vertex_id parse_vertex(const framework::yaml_cursor& at, const graph& g);
// A move: a vertex number.
[[nodiscard]] vertex parse_move(const framework::yaml_cursor& at);

}  // namespace shortest_path
