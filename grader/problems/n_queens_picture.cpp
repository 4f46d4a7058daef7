#include "grader/problems/pictures.hpp"

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

}  // namespace grader::problems
