#pragma once
// The lecture's backtracking, written once against a problem's rules: leaf-win
// when the state is a goal, leaf-lose when no move is left, otherwise each
// legal move in turn is applied, searched and undone. It is the yardstick for
// "exact" node counts: a student's search that tries valid_moves front to back
// (a for loop) explores exactly what `forward` does; one that takes them from
// the back, as the lecture's `possible_moves.pop()` does, what `reversed` does.
// Nodes are moves applied.

#include "framework/core/problem.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace framework {

enum class move_order { forward, reversed };

template <backtracking_rules R>
struct lecture_search_result {
  bool finished = false;  // false: stopped at the cap
  std::optional<std::vector<typename R::move>> solution;
  std::uint64_t nodes = 0;
};

template <backtracking_rules R>
lecture_search_result<R> lecture_search(typename R::state start, move_order order, std::uint64_t cap) {
  struct search {
    typename R::state& s;
    move_order order;
    std::uint64_t cap;
    std::uint64_t nodes = 0;
    std::vector<typename R::move> path;

    // 1: found, 0: not below here, -1: cap reached
    int run() {
      if (R::is_goal(s)) return 1;
      const auto moves = R::legal_moves(s);
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto& m = order == move_order::forward ? moves[i] : moves[moves.size() - 1 - i];
        if (cap != 0 && nodes == cap) return -1;
        R::apply(s, m);
        ++nodes;
        path.push_back(m);
        if (const int found = run(); found != 0) return found;
        path.pop_back();
        R::undo(s, m);
      }
      return 0;
    }
  };
  search walk{start, order, cap, 0, {}};
  const int found = walk.run();
  lecture_search_result<R> result;
  result.finished = found >= 0;
  result.nodes = walk.nodes;
  if (found == 1) result.solution = std::move(walk.path);
  return result;
}

// The same backtracking counting solutions instead of stopping at the first:
// a goal counts one and is a leaf; below any other state each legal move in
// turn is applied, counted with what is left of `limit`, and undone, until
// `limit` solutions are found. A count to a limit depends on the order the
// moves are tried in (a full count does not), so a count hook with a limit
// has a `reversed` node count too.
struct lecture_count_result {
  bool finished = false;  // false: stopped at the cap
  std::uint64_t count = 0;
  std::uint64_t nodes = 0;
};

template <backtracking_rules R>
lecture_count_result lecture_count(typename R::state start, move_order order, std::uint64_t limit,
                                   std::uint64_t cap) {
  struct search {
    typename R::state& s;
    move_order order;
    std::uint64_t cap;
    std::uint64_t nodes = 0;
    bool capped = false;

    std::uint64_t run(std::uint64_t wanted) {
      if (R::is_goal(s)) return 1;
      const auto moves = R::legal_moves(s);
      std::uint64_t found = 0;
      for (std::size_t i = 0; i < moves.size() && found < wanted && !capped; ++i) {
        const auto& m = order == move_order::forward ? moves[i] : moves[moves.size() - 1 - i];
        if (cap != 0 && nodes == cap) {
          capped = true;
          break;
        }
        R::apply(s, m);
        ++nodes;
        found += run(wanted - found);
        R::undo(s, m);
      }
      return found;
    }
  };
  search walk{start, order, cap};
  lecture_count_result result;
  result.count = walk.run(limit);
  result.finished = !walk.capped;
  result.nodes = walk.nodes;
  return result;
}

}  // namespace framework
