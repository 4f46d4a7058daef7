#include "grader/problems/n_queens_picture.hpp"

namespace grader::problems {

picture draw_chessboard(const n_queens::chessboard& b) {
  picture p(b.size(), b.size());
  for (int r = 0; r < b.size(); ++r) {
    for (int c = 0; c < b.size(); ++c) {
      const n_queens::square s{r, c};
      // Light and dark squares as on a chessboard; attacked ones tinted so
      // a student sees why the search skips them.
      const std::string shade = (r + c) % 2 == 0 ? "light" : "dark";
      if (b.has_queen(s)) {
        p.at(r, c) = {"\u265B", "queen " + shade};
      } else {
        p.at(r, c) = {"", (b.is_free(s) ? "free " : "attacked ") + shade};
      }
    }
  }
  return p;
}

std::string_view n_queens_picture_styles() {
  // A free square keeps its shade: only attacked ones are tinted.
  return ".s-free{stroke:#999}.s-light{fill:#f0d9b5}.s-dark{fill:#b58863}.s-attacked.s-light{fill:#e9b8ad}.s-"
         "attacked.s-dark{"
         "fill:#b97463}.t-queen{fill:#111;font-size:1.2em}";
}

}  // namespace grader::problems
