#pragma once
// The lecture's English board (testcases/peg_solitaire/boards/english.yaml)
// with every hole but the centre filled, the centre the goal: the proof
// tests' and the proof benchmark's long search (7.67 M jumps).

#include "framework/core/yaml_input.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "framework/peg_solitaire/yaml_io.hpp"

#include <filesystem>
#include <vector>

namespace bt_test {

inline peg_solitaire::board centre_game(const std::filesystem::path& source_dir) {
  const auto file = source_dir / "testcases" / "peg_solitaire" / "boards" / "english.yaml";
  const auto shape = peg_solitaire::parse_layout(framework::yaml_cursor::load_file(file).at("layout"));
  std::vector<bool> pegs(shape.shape().hole_count(), true);
  std::vector<bool> goal(shape.shape().hole_count(), false);
  pegs[shape.shape().index({3, 3})] = false;
  goal[shape.shape().index({3, 3})] = true;
  return peg_solitaire::board(shape.shape_ptr(), pegs, goal);
}

}  // namespace bt_test
