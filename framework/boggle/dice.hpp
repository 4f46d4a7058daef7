#pragma once
// The dice boards are rolled from, so that generated and benchmark boards
// have the letter frequencies of the real game rather than of the alphabet.
// One letter per face; 'q' is the face printed "Qu". Sources: the dice of
// Hasbro's Boggle since 1987 (16) and of the original Big Boggle (25), as
// listed at boardgamegeek.com/thread/300883 (letter distribution).

#include "framework/core/random_draw.hpp"

#include <array>
#include <cstddef>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boggle {

inline constexpr std::array<std::string_view, 16> standard_dice{
    "aaeegn", "abbjoo", "achops", "affkps", "aoottw", "cimotu", "deilrx", "delrvy",
    "distty", "eeghnw", "eeinsu", "ehrtvw", "eiosst", "elrtty", "himnqu", "hlnnrz",
};

inline constexpr std::array<std::string_view, 25> big_boggle_dice{
    "aaafrs", "aaeeee", "aafirs", "adennn", "aeeeem", "aeegmu", "aegmnn", "afirsy", "bjkqxz",
    "ccenst", "ceiilt", "ceipst", "ddhnot", "dhhlor", "dhhlor", "dhlnor", "eiiitt", "ceilpt",
    "emottt", "ensssu", "fiprsy", "gorrvw", "iprrry", "nootuw", "ooottu",
};

namespace detail {
template <std::size_t N>
constexpr bool six_faces_each(const std::array<std::string_view, N>& dice) {
  for (auto die : dice) {
    if (die.size() != 6) return false;
  }
  return true;
}
}  // namespace detail
static_assert(detail::six_faces_each(standard_dice) && detail::six_faces_each(big_boggle_dice));

// A board rolled as the game rolls it: the dice shaken into the tray in a
// random order, each showing a random face; row-major faces, "qu" for the Qu
// face. The same seed gives the same board on every machine (the draws are
// framework::uniform_below's, never the standard library's distributions).
template <std::size_t N>
std::vector<std::string> roll(const std::array<std::string_view, N>& dice, std::mt19937_64& random) {
  std::array<std::size_t, N> order{};
  for (std::size_t i = 0; i < N; ++i) order[i] = i;
  framework::shuffle(std::span{order}, random);
  std::vector<std::string> faces;
  faces.reserve(N);
  for (const std::size_t die : order) {
    const char face = dice[die][static_cast<std::size_t>(framework::uniform_below(random, 6))];
    faces.emplace_back(face == 'q' ? std::string("qu") : std::string(1, face));
  }
  return faces;
}

}  // namespace boggle
