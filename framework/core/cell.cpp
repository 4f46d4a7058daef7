#include "framework/core/cell.hpp"

#include <charconv>

namespace framework {

std::string to_string(const cell& c) { return '(' + std::to_string(c.x) + ',' + std::to_string(c.y) + ')'; }

namespace {

void skip_spaces(std::string_view& text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
}

std::optional<std::int32_t> take_int(std::string_view& text) {
  skip_spaces(text);
  std::int32_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{}) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return value;
}

bool take_char(std::string_view& text, char expected) {
  skip_spaces(text);
  if (text.empty() || text.front() != expected) return false;
  text.remove_prefix(1);
  return true;
}

}  // namespace

std::optional<cell> parse_cell(std::string_view text) {
  skip_spaces(text);
  const bool parenthesised = take_char(text, '(');
  const auto x = take_int(text);
  if (!x || !take_char(text, ',')) return std::nullopt;
  const auto y = take_int(text);
  if (!y) return std::nullopt;
  if (parenthesised && !take_char(text, ')')) return std::nullopt;
  skip_spaces(text);
  if (!text.empty()) return std::nullopt;
  return cell{*x, *y};
}

}  // namespace framework
