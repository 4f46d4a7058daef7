#include "grader/problems/peg_solitaire_picture.hpp"

namespace grader::problems {

picture draw_peg_board(const peg_solitaire::board& b) {
  picture p(b.height(), b.width());
  for (auto& c : p.cells) c.style = "off";
  for (const auto c : b.cells()) {
    const bool peg = b.has_peg(c);
    p.at(c.y, c.x) = {"", peg ? "peg" : "hole", peg ? round_mark::disc : round_mark::dot};
  }
  return p;
}

void mark_jump(picture& p, const peg_solitaire::move& m) {
  p.arrows.push_back({m.from.y, m.from.x, m.to.y, m.to.x, "move"});
}

std::string_view peg_solitaire_picture_styles() {
  return ".s-peg,.s-hole{fill:#e8cfa0;stroke:#c9a66b}circle.s-peg{fill:#6b3e1f;stroke:#3d220f}circle.s-hole{"
         "fill:#fff8ec;stroke:#8a6a3a}";
}

}  // namespace grader::problems
