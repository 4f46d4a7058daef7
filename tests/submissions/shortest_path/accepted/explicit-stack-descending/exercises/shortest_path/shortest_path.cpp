// Stack Overflow Avoiders: the same branch and bound with an explicit stack, taking each vertex's moves from
// the back (neighbours descending).
#include "framework/shortest_path/hooks.hpp"

namespace shortest_path {

std::vector<vertex> valid_moves(const path& p) {
  std::vector<vertex> out;
  if (p.end() == p.target()) return out;
  for (const neighbour& n : p.graph().neighbours(p.end())) {
    if (!p.on_path(n.to)) out.push_back({n.to});
  }
  return out;
}

void apply_move(path& p, vertex v) { p.visit(v.id); }

void undo_move(path& p, vertex v) { p.leave(v.id); }

// The recursion as a loop over an explicit stack of frames, each with the
// moves of its path's end, taken from the back (the lecture's pop()).
std::optional<std::vector<vertex>> solve(path& p) {
  struct frame {
    std::vector<vertex> moves;
  };
  std::optional<std::vector<vertex>> best;
  std::int64_t best_length = 0;
  std::vector<vertex> walked;
  std::vector<frame> stack;
  const auto enter = [&] {
    if (p.end() == p.target()) {
      if (!best || p.length() < best_length) {
        best = walked;
        best_length = p.length();
      }
      stack.push_back({});
    } else {
      stack.push_back({valid_moves(p)});
    }
  };
  enter();
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.moves.empty()) {
      stack.pop_back();
      if (!walked.empty()) {
        undo_move(p, walked.back());
        walked.pop_back();
      }
      continue;
    }
    const vertex v = top.moves.back();
    top.moves.pop_back();
    apply_move(p, v);
    walked.push_back(v);
    if (!best || p.length() < best_length) {
      enter();
    } else {
      walked.pop_back();
      undo_move(p, v);
    }
  }
  return best;
}

}  // namespace shortest_path
