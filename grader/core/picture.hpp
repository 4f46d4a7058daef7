#pragma once
// Boards as pictures, for people who would rather look at a board than read
// coordinates (the HTML reports). Problem-neutral: a picture is a grid of
// cells, each with a short text and a style class, plus optional arrows (a
// jump, a path) and, for a graph that is no grid, vertices and edges at
// positions in cell units. A figure is a caption and one picture or several
// (a solution played out move by move). Each problem turns its state into a
// picture (grader/problems/<problem>_picture.cpp); the report layer draws
// them as SVG without knowing any problem.

#include <cstddef>
#include <string>
#include <vector>

namespace grader {

// A cell's style is one or more words, each a class the HTML colours: its
// square's fill (".s-<word>") and its text's (".t-<word>"). The problem that
// draws a style colours it (problem_driver::picture_styles(), in its own
// <problem>_picture.cpp); these few are every problem's:
//   off        a square that is not part of the board (drawn as nothing)
//   blank      background (a big image leaves it to the page)
//   highlight  a cell a move touches
//   wrong      a cell that differs from the expected board
// A round mark (a peg, a hole) is drawn over the square with the same classes.
enum class round_mark : unsigned char { none, disc, dot };

struct picture_cell {
  std::string text{};
  std::string style{};
  round_mark round = round_mark::none;
};

// From the centre of one cell to the centre of another.
struct picture_arrow {
  int from_row = 0;
  int from_col = 0;
  int to_row = 0;
  int to_col = 0;
  std::string style{};  // "move" (a jump), "path" (a word's or a route's way)
};

// A vertex of a graph drawn at (x, y), in cell units from the top left.
struct picture_node {
  double x = 0.0;
  double y = 0.0;
  std::string label{};
  std::string style{};
};

struct picture_edge {
  std::size_t from = 0;  // indices into nodes
  std::size_t to = 0;
  std::string label{};
  bool directed = false;
  std::string style{};
};

struct picture {
  int rows = 0;
  int cols = 0;
  std::vector<picture_cell> cells{};  // rows * cols, reading order
  std::vector<picture_arrow> arrows{};
  // Thick lines every box_rows rows and box_cols columns (a sudoku's boxes); 0: none.
  int box_rows = 0;
  int box_cols = 0;
  // A graph that is no grid: nodes and edges over a rows x cols canvas.
  std::vector<picture_node> nodes{};
  std::vector<picture_edge> edges{};
  std::string note{};  // one line under the board: "scaled 1:4", "cost 13"

  picture() = default;
  picture(int r, int c)
      : rows(r), cols(c), cells(static_cast<std::size_t>(r) * static_cast<std::size_t>(c)) {}

  [[nodiscard]] bool on_grid(int row, int col) const noexcept {
    return row >= 0 && col >= 0 && row < rows && col < cols;
  }
  [[nodiscard]] picture_cell& at(int row, int col) {
    return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) +
                 static_cast<std::size_t>(col)];
  }
  [[nodiscard]] const picture_cell& at(int row, int col) const {
    return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) +
                 static_cast<std::size_t>(col)];
  }
};

// One frame of a figure, with what it shows ("move 3: (3,1)->(5,1)").
struct frame {
  std::string caption{};
  picture board{};
};

// "start", "goal", "your board" beside "expected", or a solution whose frames
// a slider steps through.
struct figure {
  std::string caption{};
  std::vector<frame> frames{};
  bool wrong = false;  // the student's board that is not the expected one
};

// Marks the cells of `actual` that differ from `expected` as "wrong" (and
// keeps their text), when the two have the same grid; returns how many.
std::size_t mark_differences(picture& actual, const picture& expected);

// Adds "highlight" to a cell's style, when the cell is on the grid.
void highlight(picture& p, int row, int col);

}  // namespace grader
