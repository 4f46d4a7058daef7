// Team Charlie: the deck's backtracking without recursion -- an explicit
// stack of frames, each a vertex of the path and the next neighbour to try
// -- with both of the deck's cuts (a dead end, and a path already no
// shorter than the best found).
//
// Two shortcuts are wrong, and each costs a kind of case:
//
//  * "There is always a path": the answer is read with .value(). When the
//    target cannot be reached there is none, and std::bad_optional_access
//    ends the program: a crash.
//  * A step that costs nothing "cannot help", so the loop skips it with
//    `continue` -- before moving on to the next neighbour. The same step is
//    looked at forever: every graph with a zero-weight edge on the way hangs
//    until the time limit.

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

std::optional<std::vector<vertex>> solve(path& p) {
  struct frame {
    vertex_id at;
    std::size_t next = 0;
  };
  std::vector<frame> stack{{p.end()}};
  std::vector<vertex> walked;
  std::optional<std::vector<vertex>> best;
  std::int64_t best_length = 0;
  if (p.end() == p.target()) best = walked;
  while (!stack.empty()) {
    frame& top = stack.back();
    const auto around = p.graph().neighbours(top.at);
    if (top.at == p.target() || top.next == around.size()) {
      stack.pop_back();
      if (!walked.empty()) {
        undo_move(p, walked.back());
        walked.pop_back();
      }
      continue;
    }
    const neighbour n = around[top.next];
    if (n.weight == 0) continue;
    ++top.next;
    if (p.on_path(n.to)) continue;
    apply_move(p, {n.to});
    walked.push_back({n.to});
    if (best && p.length() >= best_length) {
      undo_move(p, walked.back());
      walked.pop_back();
      continue;
    }
    if (n.to == p.target()) {
      best = walked;
      best_length = p.length();
    }
    stack.push_back({n.to});
  }
  return std::optional<std::vector<vertex>>(best.value());
}

}  // namespace shortest_path
