#pragma once
// What the tic-tac-toe driver and its judge share (tic_tac_toe_judge.cpp):
// the reference's answers on the framework's board (the fast reference's,
// the deck's depth-limited values per root move), and the judging of the
// game hooks: evaluate's here, the game-tree hooks' written once for any
// game (grader/core/game_judge.hpp, whose names this namespace takes).

#include "framework/tic_tac_toe/board.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/game_judge.hpp"
#include "grader/core/game_tree_claims.hpp"
#include "grader/core/hooks/standard_hook.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/problems/tic_tac_toe_reference.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader::problems::ttt_judge {

namespace ttt = tic_tac_toe;
using nlohmann::json;

// What the judge asks the reference (tic_tac_toe_reference.hpp). The student
// handout has none: each answer then says so (no_reference), the suite loader
// takes the case's recorded resolution instead, and feedback leaves the
// sentence out.
class reference_answers {
 public:
  explicit reference_answers(const tic_tac_toe_rules_reference* reference) : reference_(reference) {}

  // The fast reference's true value and best moves, and its value alone.
  [[nodiscard]] truth solve(const ttt::board& b) const;
  [[nodiscard]] int value(const ttt::board& b) const;
  // The deck's depth-limited search at the root; nullopt when the model
  // answer would place more than `cap` marks.
  [[nodiscard]] std::optional<root_values> depth_limited_values(const ttt::board& b, int depth,
                                                                std::uint64_t cap) const;
  // The deepest depth the lecture's iterative deepening (minimax depth_limited,
  // reading order) completes within `budget` marks, 0 when not even depth 1.
  [[nodiscard]] int lecture_depth(const ttt::board& b, std::uint64_t budget) const;

 private:
  const tic_tac_toe_rules_reference* reference_;
};

using namespace game_judge;

// evaluate's answer against the deck's evaluation, a wrong one told which
// lines it miscounted.
[[nodiscard]] judgement evaluate(const test_case& tc, const ttt::board& b, const json& output);

// What the tree a search explored must prove for an accepted answer, and the
// answer's claim in words (grader/core/game_tree_claims.hpp).
using game_tree_claims::proof_needed;
inline proof_needed minimax_proof(const ttt::board& b, const json& output) {
  return game_tree_claims::full_value<ttt::rules>(b, int_field(output, "value"));
}
inline proof_needed alphabeta_proof(const test_case& tc, const ttt::board& b, const json& output) {
  return game_tree_claims::window_value<ttt::rules>(
      b, int_field(output, "value"), tc.input.at("alpha").get<int>(), tc.input.at("beta").get<int>());
}
inline proof_needed depth_limited_proof(const test_case& tc, const ttt::board& b, const json& output) {
  return game_tree_claims::depth_value<ttt::rules>(
      tc.input.at("depth").get<int>(), b, int_field(output, "value"), move_field<ttt::rules>(output, "move"));
}
inline proof_needed deepening_proof(const ttt::board& b, const json& output) {
  return game_tree_claims::depth_value<ttt::rules>(int_field(output, "depth"), b, int_field(output, "value"),
                                                   move_field<ttt::rules>(output, "move"));
}
inline proof_needed best_move_proof(const test_case& tc, const ttt::board& b, const json& output) {
  return game_tree_claims::best_move<ttt::rules>(b, move_field<ttt::rules>(output, "move"),
                                                 tc.expected.at("value").get<int>());
}
// The depths an accepted iterative deepening may report: the deck's and the two after it.
inline std::vector<std::optional<int>> deepening_horizons(const test_case& tc) {
  return game_tree_claims::deepening_horizons<ttt::rules>(ttt::rules::state_from_json(tc.input.at("state")),
                                                          tc.expected.at("depth").get<int>());
}
// What `grader show` says a game hook's case expects: its value, its best moves.
inline std::string expected(const test_case& tc) { return expected_text<ttt::rules>(tc); }
// How a decided game ended: "X has won", "the board is full".
[[nodiscard]] std::string how_decided(const ttt::board& b);

}  // namespace grader::problems::ttt_judge
