#pragma once
// A two-player game a person plays in the terminal (`grader play`), against
// the kit's reference or against a team's own hook, which runs out of process
// in the sandbox like every graded case. The command is written once against
// this interface; a problem that is a game (tic-tac-toe) implements it and
// returns it from problem_driver::game().
//
// Positions travel as the runner's JSON, so the command never needs the
// problem's types, and a team's move is asked for with an ordinary test case
// of the problem's move hook (best_move), judged by the same driver.

#include "framework/core/yaml_input.hpp"
#include "grader/core/test_case.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace grader {

struct played_move {
  nlohmann::json position;  // after the move
  std::string described;    // the move in the problem's notation, "(1,1)"
};

struct advised_move {
  std::string move;     // text play() accepts
  std::string comment;  // why, for the person: "X wins with best play"
};

class game_play {
 public:
  virtual ~game_play() = default;

  // The start. `fields` holds a case's position fields (from `--set
  // FIELD=VALUE`); an empty map is the problem's usual game. Throws
  // framework::input_error naming the field.
  [[nodiscard]] virtual nlohmann::json start(const framework::yaml_cursor& fields) const = 0;

  // The two sides' names, the first being the one that moves first.
  [[nodiscard]] virtual std::pair<std::string, std::string> sides(const nlohmann::json& position) const = 0;
  // Whose turn it is: one of the sides.
  [[nodiscard]] virtual std::string to_move(const nlohmann::json& position) const = 0;
  // "X wins", "draw": the end of the game, or nothing while it goes on.
  [[nodiscard]] virtual std::optional<std::string> result(const nlohmann::json& position) const = 0;
  [[nodiscard]] virtual std::string render(const nlohmann::json& position) const = 0;

  // How a person writes a move, for the prompt: "row,col from 0, e.g. 1,1".
  [[nodiscard]] virtual std::string move_syntax() const = 0;
  // A move as written, played by the rules. Throws std::invalid_argument with
  // a sentence when it is not a move or not legal here.
  [[nodiscard]] virtual played_move play(const nlohmann::json& position, const std::string& move) const = 0;

  // The reference's move: one of the best, the same every time.
  [[nodiscard]] virtual advised_move reference_move(const nlohmann::json& position) const = 0;

  // The case asking a team's hook for its move here (id, hook, input and
  // limits set), and the move in that hook's output, as play() accepts it.
  // Throws std::invalid_argument when the output holds no move.
  [[nodiscard]] virtual test_case move_case(const nlohmann::json& position) const = 0;
  [[nodiscard]] virtual std::string move_in(const nlohmann::json& output) const = 0;
};

}  // namespace grader
