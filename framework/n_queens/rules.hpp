#pragma once
// The framework's own rules of N-queens: the trusted implementation every
// student answer is checked against. Satisfies framework::backtracking_rules
// and replayable_rules.
//
// A move places a queen on a square. Canonical order of the legal moves
// (valid_moves), by the board's variant:
//   rows          the free squares of the first row without a queen, columns
//                 ascending (seed 003's placeQueens)
//   free_squares  every free square, in reading order (seed 004's list_valid_moves)
// The goal: n queens, none attacking another. Nodes: queens placed.

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/square_move_rules.hpp"
#include "framework/n_queens/chessboard.hpp"
#include "framework/n_queens/square.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace n_queens {

// describe, the move codec, the node rule and the trace's edits: square_move_rules.
struct rules : framework::square_move_rules<rules> {
  using state = chessboard;
  using move = square;
  static constexpr std::string_view name = "n_queens";
  static constexpr std::string_view move_word = "queen";
  static constexpr std::string_view square_word = "square";
  static constexpr std::string_view placed_by = "place_queen";
  static constexpr std::string_view removed_by = "remove_queen";

  static std::vector<square> legal_moves(const chessboard& b);
  // Every complete set of alternatives a search may branch on: the free
  // squares of each row without a queen (every solution has a queen in each),
  // for the replay's proof of a count (framework/core/proof_tree.hpp).
  static std::vector<std::vector<square>> choice_points(const chessboard& b);
  // The symmetries of the square (mirrors, rotations) that leave the queens
  // where they are, each as pairs {free square, its image}: below an empty
  // board, the queen in column c and the one in column n-1-c begin mirror
  // images of the same solutions, so a count may search half the first row
  // and double (the replay's proof accepts the cut, proof_tree.hpp).
  static std::vector<std::pair<square, square>> symmetric_moves(const chessboard& b);
  // The arguments of the edits apply makes (one: place_queen(row, col)).
  static std::array<std::array<std::int32_t, 3>, 1> move_edits(const square& s) {
    return {{{s.row, s.col, 0}}};
  }
  static std::optional<std::string> why_illegal(const chessboard& b, const square& s);
  static void apply(chessboard& b, const square& s) { b.place_queen(s); }
  static void undo(chessboard& b, const square& s) { b.remove_queen(s); }
  static bool is_goal(const chessboard& b) { return b.is_goal(); }
  static std::string render(const chessboard& b);
  static std::vector<std::string> differences(const chessboard& expected, const chessboard& actual);
  static std::vector<std::string> goal_differences(const chessboard& b);

  // The runner protocol's encoding: {"n": 8, "variant": "rows", "queens": [[r, c], ...]}, a move [r, c].
  static nlohmann::json state_json(const chessboard& b);
  static chessboard state_from_json(const nlohmann::json& j);

  // A queen on the board that attacks `s` from another square, if any (the
  // nearest in reading order), for messages.
  static std::optional<square> attacker_of(const chessboard& b, const square& s);
  // How a queen at `from` attacks `to`: "same row", "same column", "same diagonal".
  static std::string line_between(const square& from, const square& to);
};

// Q a queen, . a free square, x a square some queen attacks; coordinates
// (row down the side, column across the top).
[[nodiscard]] std::string render(const chessboard& b);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
inline constexpr char in_jeopardy[] = "in_jeopardy";
inline constexpr char place_queens[] = "place_queens";
}  // namespace hook_name

}  // namespace n_queens
