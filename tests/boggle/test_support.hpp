#pragma once
// Shared by the Boggle tests: boards written as rows of faces, and the
// deck's board (seed 003, slide 12).

#include "framework/boggle/board.hpp"
#include "framework/boggle/yaml_io.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace boggle::testing {

// Rows of faces separated by spaces ("G A U T"), or compact ("GAUT", "QuIT").
inline board from(const std::vector<std::string>& rows) {
  std::vector<std::string> faces;
  int width = 0;
  for (const auto& row : rows) {
    std::istringstream in(spaced_row(row));
    std::string face;
    width = 0;
    while (in >> face) {
      faces.push_back(face);
      ++width;
    }
  }
  return board(static_cast<int>(rows.size()), width, faces);
}

inline board deck_board() { return from({"G A U T", "P R M R", "D O L A", "E S I C"}); }

}  // namespace boggle::testing
