#pragma once
// What the tic-tac-toe driver and its judge share (tic_tac_toe_judge.cpp):
// the fast reference's answers on the framework's board, the deck's
// depth-limited values per root move, and the judging of the game hooks.

#include "framework/tic_tac_toe/board.hpp"
#include "grader/core/problem_driver.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace grader::problems::ttt_judge {

namespace ttt = tic_tac_toe;
using nlohmann::json;

// The true value (+1 / 0 / -1 from X's side) and every best move, by the fast reference.
struct truth {
  int value = 0;
  std::vector<ttt::square> best_moves;
  std::uint64_t nodes = 0;
};
[[nodiscard]] truth solve(const ttt::board& b);
[[nodiscard]] int value(const ttt::board& b);

// The deck's depth-limited search at the root: its value, and each root
// move's backed-up value (depth - 1 below it); nullopt when the model answer
// would place more than `cap` marks.
struct root_values {
  int value = 0;
  std::vector<std::pair<ttt::square, int>> moves;
  [[nodiscard]] std::vector<ttt::square> best() const;
};
[[nodiscard]] std::optional<root_values> depth_limited_values(const ttt::board& b, int depth,
                                                              std::uint64_t cap);

// The deepest depth the lecture's iterative deepening (minimax depth_limited,
// reading order) completes within `budget` marks, 0 when not even depth 1.
[[nodiscard]] int lecture_depth(const ttt::board& b, std::uint64_t budget);

// "(1,1) +1, (0,0) 0, ...": each root move's true value, for feedback and `grader show`.
[[nodiscard]] std::string move_values(const ttt::board& b);
// "(1,1) (0,0) (2,2) ...": a line of best play from b, by the fast reference.
[[nodiscard]] std::string best_line(const ttt::board& b, std::size_t plies);
[[nodiscard]] std::string squares_text(const std::vector<ttt::square>& squares);
[[nodiscard]] json squares_json(const std::vector<ttt::square>& squares);
[[nodiscard]] std::vector<ttt::square> squares_from_json(const json& j);

// The judging of each game hook, on the case's start position.
[[nodiscard]] judgement evaluate(const test_case& tc, const ttt::board& b, const json& output);
[[nodiscard]] judgement minimax(const test_case& tc, const ttt::board& b, const json& output);
[[nodiscard]] judgement depth_limited(const test_case& tc, const ttt::board& b, const json& output);
[[nodiscard]] judgement iterative_deepening(const test_case& tc, const ttt::board& b, const json& output);
[[nodiscard]] judgement best_move(const test_case& tc, const ttt::board& b, const json& output);

}  // namespace grader::problems::ttt_judge
