#pragma once
// The framework's own rules of Boggle: the trusted implementation every
// student answer is checked against. Satisfies framework::backtracking_rules
// and replayable_rules.
//
// A move marks a cell used (the deck's ERASE LETTER); its undo unmarks it
// (RESTORE LETTER). The legal moves of a board are its unused cells in
// reading order: which of them a search marks next depends on the word it
// spells, which the board does not know, so the rules check each mark for
// what a board can check (on the grid, not in use) and the words by
// find_path. Boggle has no goal position: its answers are words, judged by
// the driver's own hooks (find_word, find_all_words). Nodes: cells marked.

#include "framework/boggle/board.hpp"
#include "framework/boggle/dictionary.hpp"
#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/square_move_rules.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boggle {

// The cells that spell a word, in order.
using path = std::vector<cell>;

// describe, the move codec, the node rule and the trace's edits: square_move_rules.
struct rules : framework::square_move_rules<rules> {
  using state = board;
  using move = cell;
  static constexpr std::string_view name = "boggle";
  static constexpr std::string_view move_word = "mark";
  static constexpr std::string_view square_word = "cell";
  static constexpr std::string_view placed_by = "mark_used";
  static constexpr std::string_view removed_by = "unmark";

  static std::vector<cell> legal_moves(const board& b);
  static std::optional<std::string> why_illegal(const board& b, const cell& c);
  static void apply(board& b, const cell& c) { b.mark_used(c.row, c.col); }
  static void undo(board& b, const cell& c) { b.unmark(c.row, c.col); }
  static bool is_goal(const board&) { return false; }
  static std::string render(const board& b);
  static std::vector<std::string> differences(const board& expected, const board& actual);
  static std::vector<std::string> goal_differences(const board&) { return {}; }

  // The runner protocol's encoding: {"rows": 4, "cols": 4, "faces": ["g",
  // "a", ..., "qu"] (reading order), "used": "0000100000000000"} (one digit
  // per cell, 1 when marked); a move [row, col].
  static nlohmann::json state_json(const board& b);
  static board state_from_json(const nlohmann::json& j);
  // Why a search marked `c` while it was still on the word it spells (the
  // refusal story's cause when a move still on the search's line is made
  // again, framework/core/search_history.hpp): the deck's erased letter.
  static std::string already_on_line(const board& at, const cell& c);

  // The first path, in the deck's order (start cells in reading order, then
  // neighbours in board::neighbour_offsets' order), of distinct adjacent
  // cells whose faces spell `word`, or nullopt. Cells in use are skipped.
  static std::optional<path> find_path(const board& b, std::string_view word);
  // The longest beginning of `word` the board spells, with its path (empty
  // when no cell holds the first letter): why a word is not on the board.
  static std::pair<std::string, path> longest_prefix(const board& b, std::string_view word);
  // "G(0,0) A(0,1) U(0,2)"
  static std::string path_text(const board& b, const path& p);
  // Why `word` is not on the board, in a sentence ("'gaunt': the board spells
  // 'gau' along G(0,0) A(0,1) U(0,2), but no unused neighbour of (0,2) is N").
  static std::string why_not_on_board(const board& b, std::string_view word);
};

// The board with coordinates, faces as printed ("Qu"), a used cell starred
// after its letters (the picture keeps them, where face() reads "*"):
//      0  1  2  3
//   0  G  A  U  T
[[nodiscard]] std::string render(const board& b);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
inline constexpr char find_word[] = "find_word";
inline constexpr char find_all_words[] = "find_all_words";
}  // namespace hook_name

}  // namespace boggle
