#include "framework/n_queens/yaml_io.hpp"

#include "framework/n_queens/rules.hpp"

#include <algorithm>

namespace n_queens {

using framework::yaml_cursor;

const framework::drawing_rules& drawing_rules() {
  static const framework::drawing_rules rules{
      .symbols = "Qq._x",
      .meaning = "'Q' for a queen, '.' for an empty square",
      .cell_word = "square",
      .max_width = chessboard::max_size,
      .max_height = chessboard::max_size,
  };
  return rules;
}

namespace {

chessboard from_drawing(const yaml_cursor& at) {
  const framework::drawing d = framework::parse_drawing(at, drawing_rules());
  framework::require_square(at, d, "chessboard");
  chessboard b(d.width);
  for (int r = 0; r < d.height; ++r) {
    for (int c = 0; c < d.width; ++c) {
      if (d.at(c, r) == "Q" || d.at(c, r) == "q") b.place_queen({r, c});
    }
  }
  return b;
}

}  // namespace

square parse_square(const yaml_cursor& at, const chessboard& on) {
  return framework::parse_row_col_on(at, "square", on.size(), on.size());
}

chessboard parse_board(const yaml_cursor& at) {
  const auto [n_at, board_at] =
      at.one_of("n", "board", "give the board either as its size (n: 8) or drawn (board: |)");
  chessboard b = board_at ? from_drawing(*board_at)
                          : chessboard(static_cast<int>(n_at->as_int(1, chessboard::max_size)));
  if (auto queens_at = at.find("queens")) {
    for (const auto& item : queens_at->items()) {
      const square s = parse_square(item, b);
      if (b.has_queen(s)) item.fail("a queen already stands on " + to_string(s));
      b.place_queen(s);
    }
  }
  if (auto v = at.find("variant")) {
    b.set_kind(v->as_choice({"rows", "free_squares"}) == "rows" ? variant::rows : variant::free_squares);
  }
  return b;
}

chessboard parse_drawn(const yaml_cursor& at, const chessboard& like) {
  chessboard drawn = from_drawing(at);
  framework::require_same_size(at, drawn.size(), drawn.size(), like.size(), like.size(), "board");
  drawn.set_kind(like.kind());
  return drawn;
}

}  // namespace n_queens
