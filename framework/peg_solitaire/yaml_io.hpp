#pragma once
// Peg solitaire from YAML: layouts (ASCII art), positions on a known board,
// and moves. Every error names the file, the line and the field.
//
// A position is written either as ASCII art with the board's shape, or as
//   { vacant: ["(3,3)"] }   every hole holds a peg except these
//   { pegs:   ["(3,3)"] }   only these holes hold a peg

#include "framework/core/yaml_input.hpp"
#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"

#include <vector>

namespace peg_solitaire {

// A drawn layout: a block of text or a list of row strings.
[[nodiscard]] board parse_layout(const framework::yaml_cursor& at);

// A position on the shape of `shape_of`, as one mask entry per hole.
[[nodiscard]] std::vector<bool> parse_position(const framework::yaml_cursor& at, const board& shape_of);

[[nodiscard]] move parse_move(const framework::yaml_cursor& at);
[[nodiscard]] std::vector<move> parse_moves(const framework::yaml_cursor& at);

}  // namespace peg_solitaire
