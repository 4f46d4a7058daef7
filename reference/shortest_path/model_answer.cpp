// Model answer for the shortest path: the hooks the students write, in the
// deck's structure (seed 003, "Branch & bound"). solve is backtracking over
// simple paths: from the path's end it tries each unvisited neighbour in turn,
// and cuts a branch twice over, as the slide says: at a dead end (no
// unvisited neighbour is left, so the loop does nothing) and as soon as the
// path's length is no longer below the best path found so far. Written to be
// read, not to be fast (the grader's fast reference is dijkstra.hpp). Its
// node counts define the "exact" expectations of the cases, so it tries the
// neighbours in valid_moves' order, ascending.

#include "framework/shortest_path/hooks.hpp"

namespace shortest_path {

std::vector<vertex> valid_moves(const path& p) {
  std::vector<vertex> moves;
  if (p.end() == p.target()) return moves;  // a path at the target goes no further
  for (const neighbour& n : p.graph().neighbours(p.end())) {
    if (!p.on_path(n.to)) moves.push_back({n.to});
  }
  return moves;
}

void apply_move(path& p, vertex v) { p.visit(v.id); }

void undo_move(path& p, vertex v) { p.leave(v.id); }

namespace {

struct best_path {
  std::vector<vertex> so_far;  // the vertices after the start, as the search walks
  std::optional<std::vector<vertex>> best;
  std::int64_t best_length = 0;
};

void explore(path& p, best_path& b) {
  if (p.end() == p.target()) {
    // Only a shorter path replaces the best: the first of equal paths stays.
    if (!b.best || p.length() < b.best_length) {
      b.best = b.so_far;
      b.best_length = p.length();
    }
    return;
  }
  for (const vertex v : valid_moves(p)) {
    apply_move(p, v);
    b.so_far.push_back(v);
    // The bound: a branch whose length is already not below the best path
    // found cannot lead to a shorter one (no weight is negative).
    if (!b.best || p.length() < b.best_length) explore(p, b);
    b.so_far.pop_back();
    undo_move(p, v);
  }
}

}  // namespace

std::optional<std::vector<vertex>> solve(path& p) {
  best_path b;
  explore(p, b);
  return b.best;
}

}  // namespace shortest_path
