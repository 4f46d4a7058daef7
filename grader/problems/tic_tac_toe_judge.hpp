#pragma once
// What the tic-tac-toe driver and its judge share (tic_tac_toe_judge.cpp):
// the reference's answers on the framework's board (the fast reference's,
// the deck's depth-limited values per root move), and the judging of the
// game hooks.

#include "framework/tic_tac_toe/board.hpp"
#include "framework/tic_tac_toe/rules.hpp"
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

  // "(1,1) +1, (0,0) 0, ...": each root move's true value, for feedback and `grader show`.
  [[nodiscard]] std::string move_values(const ttt::board& b) const;
  // "(1,1) (0,0) (2,2) ...": a line of best play from b, by the fast reference.
  [[nodiscard]] std::string best_line(const ttt::board& b, std::size_t plies) const;

 private:
  const tic_tac_toe_rules_reference* reference_;
};

[[nodiscard]] std::string squares_text(const std::vector<ttt::square>& squares);

// The judging of each game hook, on the case's start position; the reference's
// answers, when there are, explain a wrong one.
// The square an answer names under `key` (null: none); throws malformed.
[[nodiscard]] std::optional<ttt::square> move_field(const nlohmann::json& output, const char* key);
// The integer an answer holds under `key`; throws malformed.
[[nodiscard]] int int_field(const nlohmann::json& output, const char* key);

[[nodiscard]] judgement evaluate(const test_case& tc, const ttt::board& b, const json& output);
[[nodiscard]] judgement minimax(const test_case& tc, const ttt::board& b, const json& output,
                                const reference_answers& reference);
[[nodiscard]] judgement alphabeta(const test_case& tc, const ttt::board& b, const json& output,
                                  const reference_answers& reference);
[[nodiscard]] judgement depth_limited(const test_case& tc, const ttt::board& b, const json& output,
                                      const reference_answers& reference);
[[nodiscard]] judgement iterative_deepening(const test_case& tc, const ttt::board& b, const json& output,
                                            const reference_answers& reference);
[[nodiscard]] judgement best_move(const test_case& tc, const ttt::board& b, const json& output,
                                  const reference_answers& reference);

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
  return game_tree_claims::depth_value<ttt::rules>(tc.input.at("depth").get<int>(), b,
                                                   int_field(output, "value"), move_field(output, "move"));
}
inline proof_needed deepening_proof(const ttt::board& b, const json& output) {
  return game_tree_claims::depth_value<ttt::rules>(int_field(output, "depth"), b, int_field(output, "value"),
                                                   move_field(output, "move"));
}
inline proof_needed best_move_proof(const test_case& tc, const ttt::board& b, const json& output) {
  return game_tree_claims::best_move<ttt::rules>(b, move_field(output, "move"),
                                                 tc.expected.at("value").get<int>());
}
// The depths an accepted iterative deepening may report: the deck's and the two after it.
inline std::vector<std::optional<int>> deepening_horizons(const test_case& tc) {
  return game_tree_claims::deepening_horizons<ttt::rules>(ttt::rules::state_from_json(tc.input.at("state")),
                                                          tc.expected.at("depth").get<int>());
}
// How a decided game ended: "X has won", "the board is full".
[[nodiscard]] std::string how_decided(const ttt::board& b);
// What `grader show` says a game hook's case expects: its value, its best moves.
[[nodiscard]] std::string expected_text(const test_case& tc);

// The game hooks' own case fields, each taken by some of them (game_hook::fields).
inline constexpr std::array<std::string_view, 4> game_fields{"alpha", "beta", "depth", "node_budget"};
// An iterative deepening case's node_budget: one the lecture's deepening can
// run to while the case is read, and that lets depth 1 complete.
[[nodiscard]] std::uint64_t read_node_budget(const framework::yaml_cursor& at, const ttt::board& b);
// The hook's call with the case's fields: "alphabeta(b, -1, 1)".
[[nodiscard]] std::string call_text(const test_case& tc);
// The values of the depths an accepted iterative deepening may report (the
// deck's `least`, or up to two deeper for a faster move order), each root
// move's too, as { "<depth>": { value, moves: [[move, value], ...] } }; a
// depth whose tree has more than `cap` positions and those after it are left out.
[[nodiscard]] json depth_values(const reference_answers& reference, const ttt::board& b, int least,
                                std::uint64_t cap);

}  // namespace grader::problems::ttt_judge
