#include "framework/sudoku/placement.hpp"

#include <charconv>

namespace sudoku {

std::string to_string(const placement& p) { return to_string(p.at) + "=" + std::to_string(p.digit); }

std::optional<placement> parse_placement(std::string_view text) {
  const auto equals = text.rfind('=');
  if (equals == std::string_view::npos) return std::nullopt;
  const auto at = framework::parse_row_col(text.substr(0, equals));
  if (!at) return std::nullopt;
  std::string_view digit = text.substr(equals + 1);
  while (!digit.empty() && (digit.front() == ' ' || digit.front() == '\t')) digit.remove_prefix(1);
  while (!digit.empty() && (digit.back() == ' ' || digit.back() == '\t')) digit.remove_suffix(1);
  std::int32_t d = 0;
  const auto [end, error] = std::from_chars(digit.data(), digit.data() + digit.size(), d);
  if (error != std::errc{} || end != digit.data() + digit.size() || digit.empty()) return std::nullopt;
  return placement{*at, d};
}

}  // namespace sudoku
