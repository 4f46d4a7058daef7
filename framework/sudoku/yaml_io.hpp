#pragma once
// Sudoku from YAML. A case gives its puzzle in one of two ways:
//   puzzle: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//       the common one-line form: one symbol per cell in reading order, 1-9
//       then A-G for 10-16, '.' or '0' for an empty cell (spaces and line
//       breaks are ignored); 16, 36, 81 or 256 symbols for 4x4, 6x6, 9x9, 16x16
// or
//   grid: |                    a drawing, box borders optional ('|', '-', '+')
//     5 3 . | . 7 . | . . .
//     6 . . | 1 9 5 | . . .
//     ...
// plus, optionally,
//   boxes: 2x3                 the boxes' rows x columns (default: 2x2, 2x3, 3x3, 4x4 by size)
//   placed: ["(0,2)=4"]        digits a search has already written (not givens),
//                              for hook cases in the middle of a search
// Every digit the puzzle gives is a given. A malformed grid (a wrong number
// of cells, a digit out of range, a digit twice in a unit) is an error naming
// the file, the line and the field.

#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/yaml_input.hpp"
#include "framework/sudoku/grid.hpp"
#include "framework/sudoku/placement.hpp"

namespace sudoku {

// The case fields the grid is read from.
inline constexpr std::string_view grid_fields[] = {"puzzle", "grid", "boxes", "placed"};

[[nodiscard]] const framework::drawing_rules& drawing_rules();

// The grid described by a case's puzzle/grid/boxes/placed fields.
[[nodiscard]] grid parse_grid(const framework::yaml_cursor& case_at);
// A drawn grid with the givens of `like` (an apply_move case's expect.position):
// its other digits are placed ones.
[[nodiscard]] grid parse_drawn(const framework::yaml_cursor& at, const grid& like);
// "(row,col)=digit"
[[nodiscard]] placement parse_placement(const framework::yaml_cursor& at);
// The default boxes of an n x n sudoku (rows, cols), or nullopt when it has none.
[[nodiscard]] std::optional<std::pair<int, int>> default_boxes(int n);

}  // namespace sudoku
