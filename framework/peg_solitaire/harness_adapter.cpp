// The runner's side of peg solitaire: decodes the grader's request, calls one
// of the student's hooks, encodes what it returned.

#include "framework/harness/adapter.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/json_io.hpp"
#include "framework/peg_solitaire/rules.hpp"

namespace framework::harness {

std::string_view problem_name() { return "peg_solitaire"; }

nlohmann::json handle(const request& r) {
  using namespace peg_solitaire;
  board b = [&] {
    try {
      return board_from_json(r.input.at("board"));
    } catch (const std::exception& e) {
      throw bad_request(std::string("bad board: ") + e.what());
    }
  }();
  const auto the_move = [&] {
    try {
      return move_from_json(r.input.at("move"));
    } catch (const std::exception& e) {
      throw bad_request(std::string("bad move: ") + e.what());
    }
  };

  if (r.hook == "valid_moves") {
    begin_search(&rules::nodes);
    const std::vector<move> moves = valid_moves(b);
    return {{"moves", to_json(moves)}};
  }
  if (r.hook == "apply_move" || r.hook == "undo_move") {
    const move m = the_move();
    begin_search(&rules::nodes);
    if (r.hook == "apply_move") {
      apply_move(b, m);
    } else {
      undo_move(b, m);
    }
    return {{"board", to_json(b)}};
  }
  if (r.hook == "solve") {
    begin_search(&rules::nodes);
    const auto solution = solve(b);
    return {{"solution", solution ? to_json(*solution) : nlohmann::json(nullptr)}};
  }
  throw bad_request("peg_solitaire has no hook '" + r.hook + "'");
}

}  // namespace framework::harness
