#pragma once
// The dice boards are rolled from, so that generated and benchmark boards
// have the letter frequencies of the real game rather than of the alphabet.
// One letter per face; 'q' is the face printed "Qu". Sources: the dice of
// Hasbro's Boggle since 1987 (16) and of the original Big Boggle (25), as
// listed at boardgamegeek.com/thread/300883 (letter distribution).

#include <array>
#include <string_view>

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

}  // namespace boggle
