// Shortest path: your hooks. Replace each body (and delete its `throw`); the
// declarations and their contracts are in framework/shortest_path/hooks.hpp,
// the path you edit in framework/shortest_path/path.hpp.
//
// Check your work with:  ./build/dev/grader/grader test shortest_path
//
// Vertices are numbers 0..n-1 (in a maze, the cell (r,c) is r * cols + c).
// p.graph().neighbours(v) lists v's edges as {to, weight}, ascending by `to`;
// p.end() is the path's last vertex, p.on_path(v) says whether v is on it,
// p.length() is its length so far. Change the path only with p.visit(v) and
// p.leave(v): the framework counts every vertex you visit (your "nodes").
//
// Cases that check the exact number of nodes expect the lecture's order:
// neighbours tried in ascending order (for solve, from the highest down is
// accepted too), and a branch cut as soon as its length is not below the best
// path found so far (or, as the deck says, only once it exceeds it: both cuts
// earn the points).

#include "framework/core/errors.hpp"
#include "framework/shortest_path/hooks.hpp"

namespace shortest_path {

std::vector<vertex> valid_moves([[maybe_unused]] const path& p) {
  // The neighbours of p.end() that are not on the path yet, ascending, as
  // vertex{number}. None once the path has reached p.target().
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] path& p, [[maybe_unused]] vertex v) {
  // Go on to v.
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] path& p, [[maybe_unused]] vertex v) {
  // Step back from v, the path's last vertex.
  throw framework::not_implemented("undo_move");
}

std::optional<std::vector<vertex>> solve([[maybe_unused]] path& p) {
  // The deck's backtracking with a bound (seed 003, "Branch & bound"): keep
  // the best path found so far and its length. From the path's end:
  //   - at the target: a path; it is the new best if it is shorter;
  //   - otherwise try each valid move: apply it, search on from there, undo it.
  // Cut a branch as the slide says: when the vertex is a dead end (no valid
  // move: the loop does nothing), and when its length is not below that of
  // the best path already found (search on only while p.length() < best).
  // Return the vertices after the start of the best path, or std::nullopt
  // when no path reaches the target.
  throw framework::not_implemented("solve");
}

}  // namespace shortest_path
