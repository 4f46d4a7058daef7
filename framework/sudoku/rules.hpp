#pragma once
// The framework's own rules of sudoku: the trusted implementation every
// student answer is checked against. Satisfies framework::backtracking_rules
// and replayable_rules.
//
// A move writes a digit into a cell (placement.hpp). The blog's search fills
// the first empty cell in reading order (find_empty) with each digit that
// check_validity accepts, so the legal moves of a grid, in canonical order,
// are the digits that fit its first empty cell, ascending. The goal: every
// cell filled, no digit twice in a row, column or box. Nodes: digits set.

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/sudoku/grid.hpp"
#include "framework/sudoku/placement.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sudoku {

// Another cell of a unit that holds the same digit.
struct clash {
  unit where;
  cell other;
};

struct rules {
  using state = grid;
  using move = placement;
  static constexpr std::string_view name = "sudoku";
  static constexpr std::string_view move_word = "digit";
  static constexpr std::string_view state_word = "grid";

  static std::vector<placement> legal_moves(const grid& g);
  // Every complete set of alternatives a search may branch on: the digits
  // that fit each empty cell (a smarter search picks the cell with fewest),
  // for the replay's proof of a count (framework/core/proof_tree.hpp).
  static std::vector<std::vector<placement>> choice_points(const grid& g);
  // The arguments of the edits apply makes (one: set_digit(row, col) = digit).
  static std::array<std::array<std::int32_t, 3>, 1> move_edits(const placement& p) {
    return {{{p.at.row, p.at.col, p.digit}}};
  }
  static std::optional<std::string> why_illegal(const grid& g, const placement& p);
  static void apply(grid& g, const placement& p) { g.set_digit(p.at, p.digit); }
  static void undo(grid& g, const placement& p) { g.clear_digit(p.at); }
  static bool is_goal(const grid& g) { return g.is_goal(); }
  static std::string describe(const placement& p) { return to_string(p); }
  static std::string render(const grid& g);
  static std::vector<std::string> differences(const grid& expected, const grid& actual);
  static std::vector<std::string> goal_differences(const grid& g);
  static std::uint64_t nodes(std::uint64_t placements, std::uint64_t) { return placements; }

  // The runner protocol's encoding: {"boxes": [3, 3], "givens": "53..7....",
  // "placed": "..4......"} (one symbol per cell, reading order: digit_symbol),
  // a move [row, col, digit].
  static nlohmann::json state_json(const grid& g);
  static grid state_from_json(const nlohmann::json& j);
  static nlohmann::json move_json(const placement& p) {
    return nlohmann::json::array({p.at.row, p.at.col, p.digit});
  }
  static placement move_from_json(const nlohmann::json& j);

  static void replay_edit(grid& g, framework::probe::edit kind, std::int32_t row, std::int32_t col,
                          std::int32_t digit);
  static std::string describe_edit(framework::probe::edit kind, std::int32_t row, std::int32_t col,
                                   std::int32_t digit);

  // The first other cell, in row, column then box, that holds d as well.
  static std::optional<clash> clash_of(const grid& g, cell c, int d);
  // Every digit that a unit holds more than once: "two 5s in row 3, at (3,1) and (3,7)".
  static std::vector<std::string> conflicts(const grid& g);
  // "row 3", "column 5", "the box at (3,6)"
  static std::string unit_name(const grid& g, unit u, cell c);
  // The empty cells in reading order, and the digits a grid holds in them:
  // the moves that fill them, in the order the blog's search makes them
  // (stopping at the first cell still empty). How an answer grid becomes a
  // solution the rules can replay.
  static std::vector<cell> empty_cells(const grid& g);
  static std::vector<placement> filling(const std::vector<cell>& cells, const grid& filled);
};

// The grid with box borders and coordinates (row down the side, column
// across the top):
//        0 1 2   3 4 5   6 7 8
//     0  5 3 . | . 7 . | . . .
[[nodiscard]] std::string render(const grid& g);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
inline constexpr char find_empty[] = "find_empty";
inline constexpr char check_validity[] = "check_validity";
}  // namespace hook_name

}  // namespace sudoku
