#include "grader/core/picture.hpp"

namespace grader {

std::size_t mark_differences(picture& actual, const picture& expected) {
  if (actual.rows != expected.rows || actual.cols != expected.cols) return 0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < actual.cells.size(); ++i) {
    auto& a = actual.cells[i];
    const auto& e = expected.cells[i];
    if (a.text == e.text && a.style == e.style && a.round == e.round) continue;
    a.style = "wrong";
    a.round = round_mark::none;
    ++n;
  }
  return n;
}

void highlight(picture& p, int row, int col) {
  if (p.on_grid(row, col)) p.at(row, col).style += " highlight";
}

}  // namespace grader
