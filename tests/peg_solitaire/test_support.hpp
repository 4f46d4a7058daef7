#pragma once
// Shared by the peg solitaire tests: the shipped boards and the problems built
// on them, read from the kit's source tree exactly as the case loader reads them.

#include "framework/core/yaml_input.hpp"
#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/yaml_io.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace peg_solitaire::testing {

inline std::filesystem::path boards_dir() {
  return std::filesystem::path(BT_SOURCE_DIR) / "testcases" / "peg_solitaire" / "boards";
}

// A shipped board (every hole holds a peg, no goal).
inline board shipped_board(const std::string& name) {
  const auto file = framework::yaml_cursor::load_file(boards_dir() / (name + ".yaml"));
  return parse_layout(file.at("layout"));
}

// The single-vacancy problem: every hole of `shape` filled but `vacancy`,
// finishing with exactly one peg at `finish`.
inline board single_vacancy(const board& shape, framework::cell vacancy, framework::cell finish) {
  const geometry& g = shape.shape();
  std::vector<bool> pegs(g.hole_count(), true);
  std::vector<bool> goal(g.hole_count(), false);
  pegs[g.index(vacancy)] = false;
  goal[g.index(finish)] = true;
  return board(shape.shape_ptr(), pegs, goal);
}

// A drawn position with a goal given as its list of pegs.
inline board drawn(const std::string& layout, const std::vector<framework::cell>& goal_pegs) {
  board b = board::from_layout(layout);
  std::vector<bool> goal(b.shape().hole_count(), false);
  for (const auto c : goal_pegs) goal[b.shape().index(c)] = true;
  b.set_goal(goal);
  return b;
}

}  // namespace peg_solitaire::testing
