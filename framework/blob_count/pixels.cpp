#include "framework/blob_count/pixels.hpp"

#include "framework/blob_count/image.hpp"

#include <cctype>
#include <stdexcept>
#include <string>

namespace blob_count {

namespace {

void check_sides(int rows, int cols) {
  if (rows < 0 || cols < 0 || rows > image::max_side || cols > image::max_side)
    throw std::invalid_argument("an image is 0 to " + std::to_string(image::max_side) + " pixels on a side");
}

std::size_t area(int rows, int cols) {
  return static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
}

}  // namespace

pixels random_pixels(int rows, int cols, double density, std::uint64_t seed) {
  check_sides(rows, cols);
  if (!(density >= 0.0 && density <= 1.0)) throw std::invalid_argument("a density is 0 to 1");
  pixels out{rows, cols, std::vector<std::uint8_t>(area(rows, cols), 0)};
  // density * 2^53 is exact in a double, and its conversion to an integer is
  // fixed by IEEE 754: the threshold is the same everywhere.
  const auto threshold = static_cast<std::uint64_t>(density * 9007199254740992.0);
  std::uint64_t state = seed;
  for (auto& p : out.spots) p = (splitmix64(state) >> 11) < threshold ? 1 : 0;
  return out;
}

pixels filled_pixels(int rows, int cols) {
  check_sides(rows, cols);
  return {rows, cols, std::vector<std::uint8_t>(area(rows, cols), 1)};
}

pixels parse_pbm(std::string_view text) {
  std::size_t at = 0;
  // The next token, skipping whitespace and comments; in the raster a digit
  // alone is a token, as P1 allows "0101" without spaces.
  const auto next = [&](bool single) {
    while (at < text.size()) {
      if (text[at] == '#') {
        while (at < text.size() && text[at] != '\n') ++at;
      } else if (std::isspace(static_cast<unsigned char>(text[at])) != 0) {
        ++at;
      } else {
        break;
      }
    }
    const std::size_t start = at;
    if (single && at < text.size()) return text.substr(at++, 1);
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at])) == 0 && text[at] != '#')
      ++at;
    return text.substr(start, at - start);
  };
  if (next(false) != "P1")
    throw std::invalid_argument(
        "not a plain PBM picture: it must begin with P1 (export as \"plain\" or \"ASCII\" PBM)");
  const auto number = [&](const char* what) {
    const std::string token(next(false));
    int value = -1;
    try {
      std::size_t used = 0;
      value = std::stoi(token, &used);
      if (used != token.size()) value = -1;
    } catch (const std::exception&) {
      value = -1;
    }
    if (value < 0 || value > image::max_side)
      throw std::invalid_argument(std::string("the ") + what + " '" + token + "' is not 0 to " +
                                  std::to_string(image::max_side));
    return value;
  };
  const int cols = number("width");
  const int rows = number("height");
  pixels out{rows, cols, std::vector<std::uint8_t>(area(rows, cols), 0)};
  for (std::size_t i = 0; i < out.spots.size(); ++i) {
    const auto bit = next(true);
    if (bit != "0" && bit != "1")
      throw std::invalid_argument(bit.empty() ? "the picture ends after " + std::to_string(i) + " of its " +
                                                    std::to_string(out.spots.size()) + " pixels"
                                              : "pixel " + std::to_string(i) + " is '" + std::string(bit) +
                                                    "', not 0 or 1");
    out.spots[i] = bit == "1" ? 1 : 0;
  }
  return out;
}

}  // namespace blob_count
