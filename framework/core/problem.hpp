#pragma once
// The common shape of a backtracking problem. Every problem of the kit (peg
// solitaire, sudoku, N-queens, blob count, Boggle, job assignment, shortest
// path, tic-tac-toe) provides a `rules` type satisfying `backtracking_rules`:
//
//   state        framework-owned position; its mutators report to the probe
//   move         one step of the search (a jump, a digit, a queen, a mark...)
//   legal_moves  every legal move of a state, in the documented canonical order
//   why_illegal  nullopt when a move is legal, else a sentence saying why not
//   apply/undo   the framework's own, trusted implementation of a move
//   is_goal      the leaf-win test (for games: the position is decided)
//   describe     a move in the problem's notation, e.g. "(3,1)->(5,1)"
//   render       a text picture of a state
//   differences  how two states differ, cell by cell, in words a student can act on
//   goal_differences  how a state falls short of the goal, in the same words
//
// The student's hooks have the same names in the problem's namespace
// (valid_moves, apply_move, undo_move, solve...) and are checked against these.
// Generic checks (the exact move set, apply/undo round trips, replaying a
// solution) are written once against this concept in `framework/core/checks.hpp`.

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace framework {

template <class R>
concept backtracking_rules = requires(typename R::state& s, const typename R::state& cs,
                                      const typename R::move& m) {
  typename R::state;
  typename R::move;
  { R::legal_moves(cs) } -> std::same_as<std::vector<typename R::move>>;
  { R::why_illegal(cs, m) } -> std::same_as<std::optional<std::string>>;
  { R::apply(s, m) } -> std::same_as<void>;
  { R::undo(s, m) } -> std::same_as<void>;
  { R::is_goal(cs) } -> std::same_as<bool>;
  { R::describe(m) } -> std::same_as<std::string>;
  { R::render(cs) } -> std::same_as<std::string>;
  { R::differences(cs, cs) } -> std::same_as<std::vector<std::string>>;
  { R::goal_differences(cs) } -> std::same_as<std::vector<std::string>>;
  { m == m } -> std::convertible_to<bool>;
  { m < m } -> std::convertible_to<bool>;
  { cs == cs } -> std::convertible_to<bool>;
};

// What a move is called in messages ("jump" for peg solitaire, "queen" for
// N-queens): R::move_word when the rules give one.
template <class R>
std::string move_word() {
  if constexpr (requires { R::move_word; }) {
    return std::string(R::move_word);
  } else {
    return "move";
  }
}

// What a state is called in messages ("board" unless the rules give a
// state_word: sudoku's "grid").
template <class R>
std::string state_word() {
  if constexpr (requires { R::state_word; }) {
    return std::string(R::state_word);
  } else {
    return "board";
  }
}

// A word with its indefinite article, for messages that put a word of the
// rules after "a": "a jump", "an assignment". By the first letter, which is
// right for every word the rules use (none sounds unlike it is spelled, as
// "unit" or "hour" do).
inline std::string with_article(const std::string& word) {
  const bool vowel =
      !word.empty() && std::string_view("aeiouAEIOU").find(word.front()) != std::string_view::npos;
  return (vowel ? "an " : "a ") + word;
}

// Problems that ask for the best goal, not any goal (branch and bound: job
// assignment, shortest path). `cost` is what a goal costs; `bound` is what the
// lecture's branch and bound prunes with: no goal reachable from the position
// costs less, and at a goal it is the cost. A solve hook of such a problem is
// judged on the cost of the goal its moves reach, against the best cost.
template <class R>
concept optimising_rules = backtracking_rules<R> && requires(const typename R::state& cs) {
  { R::cost(cs) } -> std::same_as<std::int64_t>;
  { R::bound(cs) } -> std::same_as<std::int64_t>;
};

// What a goal's cost is called in messages ("length" for a path): R::cost_word
// when the rules give one.
template <class R>
std::string cost_word() {
  if constexpr (requires { R::cost_word; }) {
    return std::string(R::cost_word);
  } else {
    return "cost";
  }
}

// How a solve hook searches. The lecture's depth-first search (or branch and
// bound) is what `exact` node counts mean; a best-first search's count depends
// on how it breaks ties between equal bounds, so its nodes are judged against
// a budget only.
enum class search_style { depth_first, best_first };

}  // namespace framework
