// Team Alpha: the deck's shortest path by backtracking, with both of its
// cuts -- a dead end (no unvisited neighbour left), and a path that is
// already no shorter than the best one found.

#include "framework/shortest_path/hooks.hpp"

namespace shortest_path {

std::vector<vertex> valid_moves(const path& p) {
  std::vector<vertex> moves;
  if (p.end() == p.target()) return moves;
  for (const neighbour& n : p.graph().neighbours(p.end())) {
    if (!p.on_path(n.to)) moves.push_back({n.to});
  }
  return moves;
}

void apply_move(path& p, vertex v) { p.visit(v.id); }

void undo_move(path& p, vertex v) { p.leave(v.id); }

namespace {

struct search {
  path& p;
  std::vector<vertex> walked;
  std::optional<std::vector<vertex>> best;
  std::int64_t best_length = 0;

  void from_here() {
    if (p.end() == p.target()) {
      if (!best || p.length() < best_length) {
        best = walked;
        best_length = p.length();
      }
      return;
    }
    for (const vertex v : valid_moves(p)) {
      apply_move(p, v);
      walked.push_back(v);
      if (!best || p.length() < best_length) from_here();
      walked.pop_back();
      undo_move(p, v);
    }
  }
};

}  // namespace

std::optional<std::vector<vertex>> solve(path& p) {
  search s{p, {}, {}, 0};
  s.from_here();
  return s.best;
}

}  // namespace shortest_path
