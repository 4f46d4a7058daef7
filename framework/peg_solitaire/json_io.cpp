#include "framework/peg_solitaire/json_io.hpp"

#include "framework/core/int_pair_json.hpp"

#include <stdexcept>

namespace peg_solitaire {

namespace {

cell cell_from_json(const nlohmann::json& j) {
  const auto [x, y] = framework::int_pair_from_json(j, "a cell", "[x, y]");
  return {x, y};
}

}  // namespace

nlohmann::json to_json(const board& b) {
  nlohmann::json goal = nlohmann::json::array();
  for (const cell c : b.goal_pegs()) goal.push_back(framework::to_string(c));
  return {{"rows", b.rows()}, {"goal", goal}};
}

board board_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("rows") || !j["rows"].is_array())
    throw std::invalid_argument("a board needs 'rows'");
  board b = board::from_rows(j["rows"].get<std::vector<std::string>>());
  std::vector<bool> goal(b.shape().hole_count(), false);
  if (j.contains("goal")) {
    for (const auto& text : j["goal"]) {
      const auto c = framework::parse_cell(text.get<std::string>());
      if (!c || !b.on_board(*c)) throw std::invalid_argument("bad goal cell " + text.dump());
      goal[b.shape().index(*c)] = true;
    }
  }
  b.set_goal(std::move(goal));
  return b;
}

nlohmann::json to_json(const move& m) {
  return nlohmann::json::array({{m.from.x, m.from.y}, {m.over.x, m.over.y}, {m.to.x, m.to.y}});
}

move move_from_json(const nlohmann::json& j) {
  if (!j.is_array() || j.size() != 3)
    throw std::invalid_argument("a move must be [from, over, to], not " + j.dump());
  return {cell_from_json(j[0]), cell_from_json(j[1]), cell_from_json(j[2])};
}

nlohmann::json to_json(const std::vector<move>& moves) {
  nlohmann::json result = nlohmann::json::array();
  for (const auto& m : moves) result.push_back(to_json(m));
  return result;
}

std::vector<move> moves_from_json(const nlohmann::json& j) {
  if (!j.is_array()) throw std::invalid_argument("moves must be a list, not " + j.dump());
  std::vector<move> result;
  result.reserve(j.size());
  for (const auto& item : j) result.push_back(move_from_json(item));
  return result;
}

}  // namespace peg_solitaire
