#pragma once
// N-queens from YAML. A case gives its board in one of two ways, plus the
// lecture version it is about:
//   n: 8                       an empty 8x8 board
//   queens: ["(0,0)", "(1,4)"] optionally, queens on it, as (row, col)
// or
//   board: |                   a drawing: Q a queen, . (or _ or x) an empty square
//     Q . . .
//     . . . .
//     . . . .
//     . . . .
//   variant: rows | free_squares     (default rows; see chessboard.hpp)
// Every error names the file, the line and the field.

#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/row_col_input.hpp"
#include "framework/core/yaml_input.hpp"
#include "framework/n_queens/chessboard.hpp"

namespace n_queens {

// The case fields the board is read from.
inline constexpr std::string_view board_fields[] = {"n", "board", "queens", "variant"};

[[nodiscard]] const framework::drawing_rules& drawing_rules();

// The board described by a case's n/board/queens/variant fields.
[[nodiscard]] chessboard parse_board(const framework::yaml_cursor& case_at);
// A drawn position of the same size as `like` (an apply_move case's expect.position).
[[nodiscard]] chessboard parse_drawn(const framework::yaml_cursor& at, const chessboard& like);
// "(row,col)", on the board `on`.
[[nodiscard]] square parse_square(const framework::yaml_cursor& at, const chessboard& on);

}  // namespace n_queens
