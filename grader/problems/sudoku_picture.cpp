#include "grader/problems/sudoku_picture.hpp"

#include <string>

namespace grader::problems {

namespace {

// 16x16 grids write 10..16 as letters, as the cases draw them.
std::string digit_text(int d, int size) {
  if (size > 9 && d > 9) return std::string(1, static_cast<char>('A' + (d - 10)));
  return std::to_string(d);
}

}  // namespace

picture draw_sudoku(const sudoku::grid& g) {
  picture p(g.size(), g.size());
  p.box_rows = g.box_rows();
  p.box_cols = g.box_cols();
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      const sudoku::cell at{r, c};
      const int d = g.digit(at);
      if (d == 0) {
        p.at(r, c) = {"", "blank"};
      } else {
        p.at(r, c) = {digit_text(d, g.size()), g.is_given(at) ? "given" : "digit"};
      }
    }
  }
  return p;
}

void mark_placement(picture& p, const sudoku::placement& m) { highlight(p, m.at.row, m.at.col); }

std::string_view sudoku_picture_styles() {
  return ".t-given{fill:#111;font-weight:700}.t-digit{fill:#1a5fb4}";
}

}  // namespace grader::problems
