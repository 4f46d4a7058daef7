// While Away: the loop over the moves is a while loop whose `continue` for a cut branch skips the ++i.
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

namespace {

std::optional<std::vector<vertex>> best;
std::int64_t best_length = 0;
std::vector<vertex> walked;

void search(path& p) {
  if (p.end() == p.target()) {
    if (!best || p.length() < best_length) {
      best = walked;
      best_length = p.length();
    }
    return;
  }
  const auto moves = valid_moves(p);
  std::size_t i = 0;
  while (i < moves.size()) {
    apply_move(p, moves[i]);
    walked.push_back(moves[i]);
    if (best && p.length() >= best_length) {
      walked.pop_back();
      undo_move(p, moves[i]);
      continue;  // skips the ++i below: the same cut branch, forever
    }
    search(p);
    walked.pop_back();
    undo_move(p, moves[i]);
    ++i;
  }
}

}  // namespace

std::optional<std::vector<vertex>> solve(path& p) {
  best.reset();
  walked.clear();
  search(p);
  return best;
}

}  // namespace shortest_path
