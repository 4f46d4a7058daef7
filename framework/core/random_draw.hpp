#pragma once
// Random draws that give the same results with every standard library, for
// everything the kit generates from a seed (sudoku puzzles, Boggle boards):
// std::mt19937_64's raw output is fully specified, but
// std::uniform_int_distribution and std::shuffle are not, so a seed would
// give another puzzle on another machine if they were used.

#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <utility>

namespace framework {

// The next value of a splitmix64 stream (Steele, Lea and Flood 2014): the
// same on every machine, for generators that must be (random images, cost
// matrices).
[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// A number in [0, bound) (bound >= 1), every one equally likely.
[[nodiscard]] inline std::uint64_t uniform_below(std::mt19937_64& random, std::uint64_t bound) {
  // Rejection keeps every value equally likely: draws below 2^64 mod bound
  // would make the small remainders more frequent.
  const std::uint64_t reject_below = (0 - bound) % bound;
  std::uint64_t x = random();
  while (x < reject_below) x = random();
  return x % bound;
}

// Fisher-Yates with uniform_below's draws: every order equally likely.
template <typename T, std::size_t Extent>
void shuffle(std::span<T, Extent> items, std::mt19937_64& random) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const auto j = static_cast<std::size_t>(uniform_below(random, i));
    std::swap(items[i - 1], items[j]);
  }
}

}  // namespace framework
