// Top Down: valid_moves lists the neighbours in descending order.
#include "framework/shortest_path/hooks.hpp"

namespace shortest_path {

std::vector<vertex> valid_moves(const path& p) {
  // neighbours from the highest down
  std::vector<vertex> out;
  if (p.end() == p.target()) return out;
  const auto ns = p.graph().neighbours(p.end());
  for (auto it = ns.rbegin(); it != ns.rend(); ++it) {
    if (!p.on_path(it->to)) out.push_back({it->to});
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
    if (!best || p.length() < best_length) search(p);
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
