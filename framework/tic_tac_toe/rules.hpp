#pragma once
// The framework's own rules of tic-tac-toe (m,n,k games): the trusted
// implementation every student answer is checked against. Satisfies
// framework::backtracking_rules and replayable_rules.
//
// A move puts the mark of the player to move on an empty square ("mark").
// Canonical order of the legal moves (valid_moves): the empty squares in
// reading order, none once the game is decided. A game has no single goal
// state: "goal" means decided (a line of k, or a full board), and the answers
// of the game hooks are values and best moves, judged by the driver. Nodes:
// marks placed (a node is a position the search visits).

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/square_move_rules.hpp"
#include "framework/tic_tac_toe/board.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tic_tac_toe {

// describe, the move codec, the node rule and the trace's edits: square_move_rules.
struct rules : framework::square_move_rules<rules> {
  using state = board;
  using move = square;
  static constexpr std::string_view name = "tic_tac_toe";
  static constexpr std::string_view move_word = "mark";
  static constexpr std::string_view square_word = "square";
  static constexpr std::string_view placed_by = "place_mark";
  static constexpr std::string_view removed_by = "clear";

  static std::vector<square> legal_moves(const board& b);
  static std::optional<std::string> why_illegal(const board& b, const square& s);
  static void apply(board& b, const square& s) { b.place_mark(s); }
  static void undo(board& b, const square& s) { b.clear(s); }
  static bool is_goal(const board& b) { return b.is_over(); }
  static std::string render(const board& b);
  static std::vector<std::string> differences(const board& expected, const board& actual);
  static std::vector<std::string> goal_differences(const board& b);

  // The runner protocol's encoding: {"rows": 3, "cols": 3, "k": 3, "first": "X",
  // "cells": "..O..X.OX"} (reading order), a move [r, c].
  static nlohmann::json state_json(const board& b);
  static board state_from_json(const nlohmann::json& j);

  // --- the game, as the grader and the model answer's tests judge it ---------
  // The deck's evaluate: +1000 when X has k in a row, -1000 when O has;
  // otherwise the lines (length-k windows along rows, columns and both
  // diagonal directions) holding no O, minus those holding no X.
  static int heuristic(const board& b);
  // The result of a decided position from X's side: +1 X won, -1 O won, 0 a draw.
  static int outcome(const board& b);
  // Every length-k window of the board (rows, columns, both diagonals), each
  // as its k squares: what the heuristic counts, and what feedback names.
  struct window {
    std::vector<square> squares;
    bool diagonal = false;
  };
  static std::vector<window> windows(const board& b);

  // --- what the grader's evaluation of an explored game tree reads -----------
  // (grader/core/game_tree_witness.hpp), and its runs of the deck's searches
  // (grader/core/game_searches.hpp)
  static constexpr int infinity = tic_tac_toe::infinity;
  // The judge's words (grader/core/game_judge.hpp): the sides, and what plies_left counts.
  static std::string side_name(bool maximizing) {
    return std::string(to_string(maximizing ? mark::x : mark::o));
  }
  static constexpr std::string_view plies_left_word = "empty square";
  static bool maximizing(const board& b) { return b.to_move() == mark::x; }
  static int move_count(const board& b) { return b.is_over() ? 0 : b.empty_count(); }
  // The most marks a game from b may still place: every mark fills a square.
  static int plies_left(const board& b) { return move_count(b); }
  static int ply(const board& b) { return b.mark_count(); }
  // The outcome when the player to move completes a line with its next mark.
  static std::optional<int> immediate_outcome(const board& b);
  // The cells in base 3 (36 squares at most fit in 64 bits): equal only for
  // equal positions of boards of one size, k and first player.
  static std::uint64_t position_key(const board& b);
};

// X, O and . on a grid with coordinates (row down the side, column across the
// top), and a line saying who is to move or how the game ended.
[[nodiscard]] std::string render(const board& b);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
inline constexpr char evaluate[] = "evaluate";
inline constexpr char minimax[] = "minimax";
inline constexpr char alphabeta[] = "alphabeta";
inline constexpr char depth_limited[] = "depth_limited";
inline constexpr char iterative_deepening[] = "iterative_deepening";
inline constexpr char best_move[] = "best_move";
}  // namespace hook_name

}  // namespace tic_tac_toe
