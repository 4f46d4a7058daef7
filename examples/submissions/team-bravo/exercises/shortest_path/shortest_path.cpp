// Team Bravo: the lecture's backtracking, as for peg solitaire -- stop at the
// first path that reaches the target. It forgets the second half of the
// deck's branch and bound: the first path found is not always the shortest,
// and without a best length to beat nothing is cut but dead ends. Every
// graph whose first path (trying neighbours in ascending order) is the
// shortest one is solved; the others get a longer path.

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

bool find(path& p, std::vector<vertex>& walked) {
  if (p.end() == p.target()) return true;
  for (const vertex v : valid_moves(p)) {
    apply_move(p, v);
    walked.push_back(v);
    if (find(p, walked)) {
      undo_move(p, v);  // the path as it was; `walked` keeps the way found
      return true;
    }
    walked.pop_back();
    undo_move(p, v);
  }
  return false;
}

}  // namespace

std::optional<std::vector<vertex>> solve(path& p) {
  std::vector<vertex> walked;
  if (!find(p, walked)) return std::nullopt;
  return walked;
}

}  // namespace shortest_path
