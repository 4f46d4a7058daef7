// valid_moves forgets the target: the searches take numbers past it.

#include "framework/subset_sum/hooks.hpp"

namespace subset_sum {

std::vector<item> valid_moves(const tray& t) {
  std::vector<item> moves;
  for (int i = t.last_taken() + 1; i < t.size(); ++i) {
    moves.push_back({i});
  }
  return moves;
}

void apply_move(tray& t, item i) { t.take(i); }

void undo_move(tray& t, item i) { t.put_back(i); }

namespace {

bool search(tray& t, std::vector<item>& taken) {
  if (t.sum() == t.target()) return true;
  for (const item i : valid_moves(t)) {
    apply_move(t, i);
    taken.push_back(i);
    if (search(t, taken)) return true;
    taken.pop_back();
    undo_move(t, i);
  }
  return false;
}

}  // namespace

std::optional<std::vector<item>> solve(tray& t) {
  std::vector<item> taken;
  if (search(t, taken)) return taken;
  return std::nullopt;
}

}  // namespace subset_sum
