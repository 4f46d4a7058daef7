// Dead Ends Only: solve cuts a branch only at a dead end, never by its length.
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
  for (const vertex v : valid_moves(p)) {
    apply_move(p, v);
    walked.push_back(v);
    if (true) search(p);
    walked.pop_back();
    undo_move(p, v);
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
