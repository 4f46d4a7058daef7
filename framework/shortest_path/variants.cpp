#include "framework/shortest_path/variants.hpp"

#include "framework/shortest_path/rules.hpp"

namespace shortest_path {

namespace {

struct walk {
  path& p;
  framework::move_order order;
  std::uint64_t cap;
  bool bounded;
  std::uint64_t nodes = 0;
  std::optional<std::int64_t> best;

  // false: the cap was reached
  bool run() {
    if (rules::is_goal(p)) {
      if (!best || p.length() < *best) best = p.length();
      return true;
    }
    const auto moves = rules::legal_moves(p);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const auto& v = order == framework::move_order::forward ? moves[i] : moves[moves.size() - 1 - i];
      if (cap != 0 && nodes == cap) return false;
      rules::apply(p, v);
      ++nodes;
      if (!bounded || !best || p.length() <= *best) {
        if (!run()) return false;
      }
      rules::undo(p, v);
    }
    return true;
  }
};

std::optional<std::uint64_t> count(path p, framework::move_order order, std::uint64_t cap, bool bounded) {
  walk w{p, order, cap, bounded, 0, std::nullopt};
  if (!w.run()) return std::nullopt;
  return w.nodes;
}

}  // namespace

std::optional<std::uint64_t> nodes_cutting_only_longer(path p, framework::move_order order,
                                                       std::uint64_t cap) {
  return count(std::move(p), order, cap, true);
}

std::optional<std::uint64_t> nodes_without_bound(path p, std::uint64_t cap) {
  return count(std::move(p), framework::move_order::forward, cap, false);
}

}  // namespace shortest_path
