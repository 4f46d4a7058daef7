#pragma once
// The lecture's backtracking, written once against a problem's rules: leaf-win
// when the state is a goal, leaf-lose when no move is left, otherwise each
// legal move in turn is applied, searched and undone. It is the yardstick for
// "exact" node counts: a student's search that tries valid_moves front to back
// (a for loop) explores exactly what `forward` does; one that takes them from
// the back, as the lecture's `possible_moves.pop()` does, what `reversed` does.
// Nodes are moves applied. For optimising rules (framework/core/problem.hpp)
// the lecture's search is its depth-first branch and bound, below.

#include "framework/core/problem.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace framework {

enum class move_order { forward, reversed };

// When a branch and bound cuts a branch. The deck says "can cut off a branch
// if its lb exceeds the cost of a found solution" (above_best: ties with the
// best are searched); cutting as soon as the bound is not below the best
// (not_below_best) searches less and finds a goal as good. Both are the
// lecture's, and each has node counts of its own.
enum class cut_rule { not_below_best, above_best };

template <backtracking_rules R>
struct lecture_search_result {
  bool finished = false;  // false: stopped at the cap
  std::optional<std::vector<typename R::move>> solution;
  std::uint64_t nodes = 0;
};

// For optimising rules, the lecture's search is depth-first branch and bound
// (seed 003, "Branch & bound"): a goal is a leaf and becomes the best when it
// costs less than the best so far (the first of equal costs is kept); below
// any other position each legal move in turn is applied (a node), the branch
// is searched only when the cut rule lets its bound through (below the best
// cost found, or not above it), and the move is undone. The whole tree is
// searched, so the result is a best goal.
template <optimising_rules R>
lecture_search_result<R> lecture_branch_and_bound(typename R::state start, move_order order,
                                                  std::uint64_t cap,
                                                  cut_rule cut = cut_rule::not_below_best) {
  struct search {
    typename R::state& s;
    move_order order;
    cut_rule cut;
    std::uint64_t cap;
    std::uint64_t nodes = 0;
    std::vector<typename R::move> path;
    std::optional<std::int64_t> best_cost;
    std::optional<std::vector<typename R::move>> best;

    // false: cap reached
    bool run() {
      if (R::is_goal(s)) {
        if (const auto c = R::cost(s); !best_cost || c < *best_cost) {
          best_cost = c;
          best = path;
        }
        return true;
      }
      const auto moves = R::legal_moves(s);
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto& m = order == move_order::forward ? moves[i] : moves[moves.size() - 1 - i];
        if (cap != 0 && nodes == cap) return false;
        R::apply(s, m);
        ++nodes;
        path.push_back(m);
        const bool promising = !best_cost || (cut == cut_rule::not_below_best ? R::bound(s) < *best_cost
                                                                              : R::bound(s) <= *best_cost);
        if (promising && !run()) return false;
        path.pop_back();
        R::undo(s, m);
      }
      return true;
    }
  };
  search walk{start, order, cut, cap, 0, {}, {}, {}};
  lecture_search_result<R> result;
  result.finished = walk.run();
  result.nodes = walk.nodes;
  if (result.finished) result.solution = std::move(walk.best);
  return result;
}

// `cut` matters only to optimising rules.
template <backtracking_rules R>
lecture_search_result<R> lecture_search(typename R::state start, move_order order, std::uint64_t cap,
                                        cut_rule cut = cut_rule::not_below_best) {
  if constexpr (optimising_rules<R>) {
    return lecture_branch_and_bound<R>(std::move(start), order, cap, cut);
  }
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
