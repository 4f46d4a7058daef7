#pragma once
// Grids drawn in YAML cases (a peg solitaire board, a sudoku, a chessboard, a
// gel image, a Boggle tray) and grids drawn for people (feedback, `grader
// show`). Every problem with a board uses these, so the error messages and
// the pictures look the same everywhere.
//
// A drawing is a block of text or a list of row strings:
//   board: |                    board:
//     # o # # o #                 - "# o # # o #"
//     o o o o o .                 - "o o o o o ."
// In `characters` mode every character but whitespace is one cell's symbol
// (so "o o ." and "oo." are the same row); in `words` mode cells are
// separated by whitespace ("Qu A B C"). Blank rows at either end are
// whitespace, not rows. Reading a drawing from a case file, with errors that
// name the file, the row's line and the field, is drawn_grid_input.hpp; this
// header stays free of YAML, since every state type includes it.

#include <cstddef>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace framework {

// Written with designated initializers, naming only what differs from the
// defaults, in this order:
//   static const drawing_rules rules{.symbols = "o.#", .meaning = "...", .cell_word = "square"};
// (every member has an initializer, so naming some is not a
// -Wmissing-field-initializers warning).
struct drawing_rules {
  enum class mode { characters, words };
  mode cells = mode::characters;
  // characters mode: the allowed symbols, and what they mean (for the error).
  std::string_view symbols{};
  std::string_view meaning{};  // "'o' for a peg, '.' for an empty hole, '#' for a square off the board"
  // words mode (or extra checks): an error message for a bad cell, or nullopt.
  std::function<std::optional<std::string>(std::string_view cell)> check{};
  // Added to the "rows differ in width" error, e.g. "pad with '#'".
  std::string_view pad_hint{};
  // Characters that only draw lines between cells (a sudoku's box borders,
  // "|+-"): ignored where they stand, and a row of nothing else is skipped.
  std::string_view decoration{};
  // What a cell is called in messages ("square", "cell", "pixel").
  std::string_view cell_word = "cell";
  int max_width = 64;
  int max_height = 64;
};

// A parsed drawing: width x height cells in reading order.
struct drawing {
  int width = 0;
  int height = 0;
  std::vector<std::string> cells;
  std::size_t first_row = 0;  // the text row the drawing starts on (for errors)

  [[nodiscard]] const std::string& at(int x, int y) const {
    return cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
  }
};

// A bad drawing, located by row and column of the text (0-based).
class drawing_error : public std::runtime_error {
 public:
  drawing_error(std::size_t row, std::size_t column, const std::string& what)
      : std::runtime_error(what), row_(row), column_(column) {}
  [[nodiscard]] std::size_t row() const noexcept { return row_; }
  [[nodiscard]] std::size_t column() const noexcept { return column_; }

 private:
  std::size_t row_;
  std::size_t column_;
};

// Parses rows of text (no location): throws drawing_error.
[[nodiscard]] drawing parse_drawing(const std::vector<std::string>& rows, const drawing_rules& rules);
[[nodiscard]] std::vector<std::string> split_lines(std::string_view text);

// A picture of a grid with its coordinates, x across the top and y down the
// side (labels mod 10 when cells are one character wide):
//      0 1 2 3 4 5
//   0    o     o
//   1  o o o o o .
// `symbol(x, y)` gives a cell's text; trailing blanks are trimmed.
[[nodiscard]] std::string render_grid(int width, int height,
                                      const std::function<std::string(int x, int y)>& symbol);

}  // namespace framework
