#pragma once
// The framework's own rules of peg solitaire: the trusted implementation every
// student answer is checked against. Satisfies framework::backtracking_rules.
//
// Canonical order of moves: by the jumping peg in reading order (row by row,
// left to right), then by landing hole in reading order, that is up, left,
// right, down. The lecture's solve pops moves from the end of its deque; the
// kit's model answer and node counts try them from the front.
//
// Nodes explored: the number of jumps applied during the search. A jump
// removes two pegs and places one, and undoing it removes one and places two,
// so jumps applied = (2 * removals - placements) / 3 whatever order a hook
// edits the three holes in, and whether or not the search copies boards.

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace peg_solitaire {

struct rules {
  using state = board;
  using move = peg_solitaire::move;
  static constexpr std::string_view name = "peg_solitaire";
  static constexpr std::string_view move_word = "jump";
  // Seed 001's solve undoes a jump in the call that made it, not in its caller.
  static constexpr std::string_view lecture_undo =
      "as the lecture's solve does, in the call the jump led to: undo_move(last_move) at its leaf-lose case "
      "and after its loop of moves";

  static std::vector<move> legal_moves(const board& b);
  static std::optional<std::string> why_illegal(const board& b, const move& m);
  static void apply(board& b, const move& m);
  static void undo(board& b, const move& m);
  static bool is_goal(const board& b) { return b.is_goal(); }
  static std::string describe(const move& m) { return to_string(m); }
  static std::string render(const board& b);
  static std::vector<std::string> differences(const board& expected, const board& actual);
  static std::vector<std::string> goal_differences(const board& b);
  // Inline: the replay asks twice for every edit it follows.
  static std::uint64_t nodes(std::uint64_t placements, std::uint64_t removals) {
    return 2 * removals >= placements ? (2 * removals - placements) / 3 : 0;
  }
  // A jump takes two pegs off and puts one on; its undo the other way round.
  static constexpr std::uint64_t edits_per_move = 3;
  // The arguments of the edits apply makes: the pegs off `from` and `over`, one onto `to`.
  static std::array<std::array<std::int32_t, 3>, 3> move_edits(const move& m) {
    return {{{m.from.x, m.from.y, 0}, {m.over.x, m.over.y, 0}, {m.to.x, m.to.y, 0}}};
  }

  // The runner protocol's encoding (json_io.hpp).
  static nlohmann::json state_json(const board& b);
  static board state_from_json(const nlohmann::json& j);
  static nlohmann::json move_json(const move& m);
  static move move_from_json(const nlohmann::json& j);

  // The grader's replay of a traced edit (framework/core/replay.hpp).
  static void replay_edit(board& b, framework::probe::edit kind, std::int32_t x, std::int32_t y,
                          std::int32_t);
  static std::string describe_edit(framework::probe::edit kind, std::int32_t x, std::int32_t y, std::int32_t);
};

// A picture of the position with its coordinates:
//      0 1 2 3 4 5
//   0    o     o
//   1  o o o o o .
[[nodiscard]] std::string render(const board& b);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;

}  // namespace hook_name

}  // namespace peg_solitaire
