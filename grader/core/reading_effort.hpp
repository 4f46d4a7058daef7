#pragma once
// How much a reference may search to resolve one case while the case is read
// (tic-tac-toe's game values and depth-limited trees): past it the case is
// refused with an error naming its position, never a grader that searches
// for hours on an empty 6x6 board. One number for the process; the fuzz
// targets lower it, their instrumented build being some thirty times slower.

#include <atomic>
#include <cstdint>
#include <stdexcept>

namespace grader {

// Some 50 s of the fast game solver (1,000,000,000 took 262 s on the
// development machine); the empty 5x5 board, the largest a case reads from
// scratch, needs a fifth of it.
inline constexpr std::uint64_t kReadingPositions = 200'000'000;

[[nodiscard]] inline std::atomic<std::uint64_t>& reading_positions() {
  static std::atomic<std::uint64_t> positions{kReadingPositions};
  return positions;
}

// A reference stopped at reading_positions().
class too_many_positions : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace grader
