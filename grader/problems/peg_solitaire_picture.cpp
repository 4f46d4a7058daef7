#include "grader/problems/pictures.hpp"

namespace grader::problems {

picture draw_peg_board(const peg_solitaire::board& b) {
  picture p(b.height(), b.width());
  for (auto& c : p.cells) c.style = "off";
  for (const auto c : b.cells()) p.at(c.y, c.x) = {"", b.has_peg(c) ? "peg" : "hole"};
  return p;
}

void mark_jump(picture& p, const peg_solitaire::move& m) {
  p.arrows.push_back({m.from.y, m.from.x, m.to.y, m.to.x, "move"});
}

void highlight(picture& p, int row, int col) {
  if (p.on_grid(row, col)) p.at(row, col).style += " highlight";
}

}  // namespace grader::problems
