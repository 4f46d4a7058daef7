#include "grader/problems/tic_tac_toe_picture.hpp"

namespace grader::problems {

picture draw_tic_tac_toe(const tic_tac_toe::board& b) {
  picture p(b.rows(), b.cols());
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      switch (b.at({r, c})) {
        case tic_tac_toe::mark::x:
          p.at(r, c) = {"X", "x"};
          break;
        case tic_tac_toe::mark::o:
          p.at(r, c) = {"O", "o"};
          break;
        case tic_tac_toe::mark::none:
          p.at(r, c) = {"", "empty"};
          break;
      }
    }
  }
  return p;
}

std::string_view tic_tac_toe_picture_styles() {
  return ".s-empty{fill:#fff}.t-x{fill:#c62828;font-weight:700}.t-o{fill:#1565c0;font-weight:700}";
}

}  // namespace grader::problems
