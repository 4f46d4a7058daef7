#include "framework/tic_tac_toe/yaml_io.hpp"

#include <algorithm>
#include <stdexcept>

namespace tic_tac_toe {

using framework::yaml_cursor;

const framework::drawing_rules& drawing_rules() {
  static const framework::drawing_rules rules{
      .symbols = "XOxo._",
      .meaning = "'X' and 'O' for the marks, '.' for an empty square",
      .cell_word = "square",
      .max_width = board::max_side,
      .max_height = board::max_side,
  };
  return rules;
}

namespace {

struct drawn_marks {
  int rows = 0;
  int cols = 0;
  std::vector<mark> cells;
};

drawn_marks read_drawing(const yaml_cursor& at) {
  const framework::drawing d = framework::parse_drawing(at, drawing_rules());
  drawn_marks out{d.height, d.width, {}};
  for (int r = 0; r < d.height; ++r) {
    for (int c = 0; c < d.width; ++c) {
      const char s = d.at(c, r).front();
      out.cells.push_back(s == 'X' || s == 'x' ? mark::x : s == 'O' || s == 'o' ? mark::o : mark::none);
    }
  }
  return out;
}

// The board, or the position's impossibility as an error at `at`.
board make(const yaml_cursor& at, int rows, int cols, int k, mark first, const std::vector<mark>& cells) {
  try {
    return board(rows, cols, k, first, cells);
  } catch (const std::invalid_argument& e) {
    at.fail(std::string("no game reaches this position: ") + e.what());
  }
}

}  // namespace

square parse_square(const yaml_cursor& at, const board& on) {
  return framework::parse_row_col_on(at, "square", on.rows(), on.cols());
}

board parse_board(const yaml_cursor& at) {
  const auto [size_at, board_at] =
      at.one_of("size", "board", "give the board either drawn (board: |) or as its size (size: [4, 4])");
  drawn_marks drawn;
  if (board_at) {
    drawn = read_drawing(*board_at);
  } else if (size_at->is_scalar()) {
    drawn.rows = drawn.cols = static_cast<int>(size_at->as_int(1, board::max_side));
  } else {
    const auto sides = size_at->items();
    if (sides.size() != 2) size_at->fail("write the size as [rows, cols], or one number for a square board");
    drawn.rows = static_cast<int>(sides[0].as_int(1, board::max_side));
    drawn.cols = static_cast<int>(sides[1].as_int(1, board::max_side));
  }
  if (drawn.cells.empty()) drawn.cells.assign(static_cast<std::size_t>(drawn.rows * drawn.cols), mark::none);
  int k = std::min(drawn.rows, drawn.cols);
  if (auto k_at = at.find("k")) k = static_cast<int>(k_at->as_int(1, std::max(drawn.rows, drawn.cols)));
  mark first = mark::x;
  if (auto first_at = at.find("first")) first = first_at->as_choice({"X", "O"}) == "X" ? mark::x : mark::o;
  return make(board_at ? *board_at : *size_at, drawn.rows, drawn.cols, k, first, drawn.cells);
}

board parse_drawn(const yaml_cursor& at, const board& like) {
  const drawn_marks drawn = read_drawing(at);
  framework::require_same_size(at, drawn.rows, drawn.cols, like.rows(), like.cols(), "board");
  return make(at, like.rows(), like.cols(), like.k(), like.first(), drawn.cells);
}

}  // namespace tic_tac_toe
