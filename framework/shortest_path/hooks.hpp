#pragma once
// The hooks a student writes for the shortest path (seed 003, "Branch &
// bound": "for the shortest path problem we cut off a branch if the vertex was
// a dead end; we also cut it off if its length exceeded that of an already
// found path"), and the hooks every problem of the kit shares. The model
// answer (in the instructor's kit) and the student's skeleton
// (exercises/shortest_path/) both define exactly these functions; the grader
// calls them out of its own process.
//
// The path is the framework's (path.hpp): p.graph() is the graph (vertices
// 0..n-1, p.graph().neighbours(v) as {to, weight} ascending by `to`),
// p.start() and p.target() are fixed, p.end() is the path's last vertex,
// p.on_path(v) says whether v is on it and p.length() is its length so far.
// p.visit(v) and p.leave(v) are the only edits, and every visit is a node of
// the search.

#include "framework/shortest_path/path.hpp"
#include "framework/shortest_path/vertex.hpp"

#include <optional>
#include <vector>

namespace shortest_path {

// The vertices the path may go on to: the neighbours of p.end() that are not
// on the path yet, ascending; none once the path has reached the target.
std::vector<vertex> valid_moves(const path& p);

// Goes on to v (p.visit).
void apply_move(path& p, vertex v);

// Steps back from v, the path's last vertex (p.leave), restoring p exactly.
void undo_move(path& p, vertex v);

// A shortest simple path from p.start() to p.target(): the vertices after the
// start, in order, ending at the target (none when the path starts at the
// target), or std::nullopt when the target cannot be reached. p must be as it
// was afterwards. The grader replays the vertices with its own rules and
// recomputes the length.
std::optional<std::vector<vertex>> solve(path& p);

}  // namespace shortest_path
