#pragma once
// Tic-tac-toe from YAML. A case gives its position in one of two ways:
//   board: |          a drawing: X and O the marks, . an empty square;
//     . . O           the rows and columns come from the drawing
//     . . X
//     . O X
// or
//   size: [4, 4]      an empty board of 4 rows and 4 columns (size: 4 is 4x4)
// and optionally
//   k: 4              marks in a row that win (default: the shorter side, 3 on 3x3)
//   first: O          who moved first (default X); whose turn it is follows from the counts
// A drawn position must be reachable by play: the first player has as many
// marks as the other or one more, at most one player has a line, and a
// winner was the last to move. Every error names the file, the line and the field.

#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/row_col_input.hpp"
#include "framework/core/yaml_input.hpp"
#include "framework/tic_tac_toe/board.hpp"

namespace tic_tac_toe {

// The case fields the board is read from.
inline constexpr std::string_view board_fields[] = {"board", "size", "k", "first"};

[[nodiscard]] const framework::drawing_rules& drawing_rules();

// The board described by a case's board/size/k/first fields.
[[nodiscard]] board parse_board(const framework::yaml_cursor& case_at);
// A drawn position with the size, k and first player of `like` (an apply_move case's expect.position).
[[nodiscard]] board parse_drawn(const framework::yaml_cursor& at, const board& like);
// "(row,col)", on the board `on`.
[[nodiscard]] square parse_square(const framework::yaml_cursor& at, const board& on);

}  // namespace tic_tac_toe
