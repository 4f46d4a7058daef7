// While Away: solve walks the graph's neighbour list itself with a while loop whose continue skips the ++i.
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
  const auto next = p.graph().neighbours(p.end());
  std::size_t i = 0;
  while (i < next.size()) {
    const vertex v{next[i].to};
    if (p.on_path(v.id)) continue;  // skips the ++i below: the same neighbour, forever
    apply_move(p, v);
    walked.push_back(v);
    if (!best || p.length() < best_length) search(p);
    walked.pop_back();
    undo_move(p, v);
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
