#pragma once
// Peg solitaire on the runner protocol (JSON). The grader encodes the positions
// it sends; the runner encodes what the student's hooks returned. Decoding is
// strict: a runner's answer is untrusted and anything malformed is rejected
// with a reason instead of being guessed at.

#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace peg_solitaire {

// {"rows": ["# o o ...", ...], "goal": ["(3,3)"]}
[[nodiscard]] nlohmann::json to_json(const board& b);
[[nodiscard]] board board_from_json(const nlohmann::json& j);

// [[fx,fy],[ox,oy],[tx,ty]]: the three cells as the student's move holds them.
[[nodiscard]] nlohmann::json to_json(const move& m);
[[nodiscard]] move move_from_json(const nlohmann::json& j);

[[nodiscard]] nlohmann::json to_json(const std::vector<move>& moves);
[[nodiscard]] std::vector<move> moves_from_json(const nlohmann::json& j);

}  // namespace peg_solitaire
