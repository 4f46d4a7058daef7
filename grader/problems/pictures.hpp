#pragma once
// Each problem's state as a picture for the HTML reports, one file each
// (<problem>_picture.cpp), hooked into its driver's draw() and mark_move().

#include "framework/blob_count/image.hpp"
#include "framework/boggle/board.hpp"
#include "framework/job_assignment/assignment.hpp"
#include "framework/job_assignment/move.hpp"
#include "framework/n_queens/chessboard.hpp"
#include "framework/peg_solitaire/board.hpp"
#include "framework/peg_solitaire/move.hpp"
#include "framework/shortest_path/path.hpp"
#include "framework/shortest_path/vertex.hpp"
#include "framework/sudoku/grid.hpp"
#include "framework/sudoku/placement.hpp"
#include "framework/tic_tac_toe/board.hpp"
#include "grader/core/picture.hpp"

namespace grader::problems {

[[nodiscard]] picture draw_peg_board(const peg_solitaire::board& b);
void mark_jump(picture& p, const peg_solitaire::move& m);

[[nodiscard]] picture draw_chessboard(const n_queens::chessboard& b);
[[nodiscard]] picture draw_sudoku(const sudoku::grid& g);
void mark_placement(picture& p, const sudoku::placement& m);

// Images larger than max_side pixels on a side are drawn scaled down, a
// drawn cell showing a block of pixels (dark when any of them is a spot).
inline constexpr int max_image_side = 64;
[[nodiscard]] picture draw_image(const blob_count::image& img);

[[nodiscard]] picture draw_boggle(const boggle::board& b);
// The board with the path that spells `word` (or its longest beginning the
// board spells), as the deck's search finds it.
[[nodiscard]] figure boggle_word_figure(const boggle::board& b, const std::string& word);
[[nodiscard]] picture draw_assignment(const job_assignment::assignment& a);
void mark_assignment(picture& p, const job_assignment::move& m);
[[nodiscard]] picture draw_path(const shortest_path::path& p);
[[nodiscard]] picture draw_tic_tac_toe(const tic_tac_toe::board& b);

// Highlights one cell of a grid picture (a square, a pixel, a face), when it is on it.
void highlight(picture& p, int row, int col);

}  // namespace grader::problems
