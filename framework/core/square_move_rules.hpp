#pragma once
// The part of a problem's rules that follows from one fact: a move is a
// square (row, col), made by one mutator of the state and taken back by
// another, each traced as one edit of that square. N-queens (place_queen,
// remove_queen), tic-tac-toe (place_mark, clear), Boggle (mark_used, unmark)
// and blob count (erase, restore) derive their rules from
//   struct rules : framework::square_move_rules<rules> { ... };
// and get `describe` (the square, "(2,5)"), the runner's move codec
// (`move_json`, `move_from_json`: [row, col]), the node rule (the moves made)
// and the trace's `replay_edit`/`describe_edit`, through their own `apply`
// and `undo`. The rules say what the square and the mutators are called:
//   static constexpr std::string_view square_word = "square";     // "a square must be [row, col], ..."
//   static constexpr std::string_view placed_by = "place_queen";  // the mutator of a traced place
//   static constexpr std::string_view removed_by = "remove_queen";
// and, when a move removes (blob count erases a spot),
//   static constexpr framework::probe::edit move_edit = framework::probe::edit::remove;

#include "framework/core/int_pair_json.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/row_col.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace framework {

template <class Derived>
struct square_move_rules {
  static std::string describe(const row_col& s) { return to_string(s); }

  // The runner protocol's encoding of a move: [row, col].
  static nlohmann::json move_json(const row_col& s) { return row_col_json(s); }
  static row_col move_from_json(const nlohmann::json& j) {
    return row_col_from_json(j, "a " + std::string(Derived::square_word));
  }

  // Nodes: the moves made, the edits of the move's kind.
  static std::uint64_t nodes(std::uint64_t placements, std::uint64_t removals) {
    return edit_of_move() == probe::edit::place ? placements : removals;
  }

  // An edit of the move's kind is the move (apply), the other its undo.
  template <class State>
  static void replay_edit(State& s, probe::edit kind, std::int32_t row, std::int32_t col, std::int32_t) {
    if (kind == edit_of_move()) {
      Derived::apply(s, row_col{row, col});
    } else {
      Derived::undo(s, row_col{row, col});
    }
  }
  static std::string describe_edit(probe::edit kind, std::int32_t row, std::int32_t col, std::int32_t) {
    return std::string(kind == probe::edit::place ? Derived::placed_by : Derived::removed_by) +
           to_string(row_col{row, col});
  }

 private:
  static constexpr probe::edit edit_of_move() {
    if constexpr (requires { Derived::move_edit; }) {
      return Derived::move_edit;
    } else {
      return probe::edit::place;
    }
  }
};

}  // namespace framework
