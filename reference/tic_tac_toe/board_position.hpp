#pragma once
// The framework's board as the fast solver's position: fast_solver.hpp knows
// no framework type (it builds and is tested on its own), so what reads a
// case's board for it converts here.

#include "framework/tic_tac_toe/board.hpp"
#include "reference/tic_tac_toe/fast_solver.hpp"

#include <cstdint>

namespace tic_tac_toe::fast {

[[nodiscard]] inline position position_of(const board& b) {
  position p{b.rows(), b.cols(), b.k(), 0, 0, b.to_move() == mark::x};
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      const auto bit = std::uint64_t{1} << (r * b.cols() + c);
      if (b.at({r, c}) == mark::x) p.x |= bit;
      if (b.at({r, c}) == mark::o) p.o |= bit;
    }
  }
  return p;
}

}  // namespace tic_tac_toe::fast
