#include "grader/core/feedback.hpp"

#include "framework/core/drawn_grid.hpp"

#include <algorithm>

namespace grader::feedback {

std::string shorten(const std::string& text) {
  return text.size() > quote_limit ? text.substr(0, quote_limit) + "..." : text;
}

std::string quote(const nlohmann::json& j) {
  return shorten(j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string thousands(std::uint64_t n) {
  const std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::string list_some(const std::vector<std::string>& items, std::size_t limit) {
  std::string text;
  for (std::size_t i = 0; i < items.size() && i < limit; ++i) {
    if (i > 0) text += ", ";
    text += items[i];
  }
  if (items.size() > limit) text += " and " + std::to_string(items.size() - limit) + " more";
  return text;
}

std::string lines_some(const std::vector<std::string>& items, const std::string& what, std::size_t limit) {
  std::string text;
  for (std::size_t i = 0; i < items.size() && i < limit; ++i) text += items[i] + '\n';
  if (items.size() > limit)
    text += "... and " + std::to_string(items.size() - limit) + " more " + what + '\n';
  return text;
}

std::string side_by_side(const std::vector<std::pair<std::string, std::string>>& pictures) {
  std::vector<std::vector<std::string>> blocks;
  std::vector<std::size_t> widths;
  std::size_t height = 0;
  for (const auto& [title, picture] : pictures) {
    auto lines = framework::split_lines(picture);
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    lines.insert(lines.begin(), title);
    std::size_t width = 0;
    for (const auto& l : lines) width = std::max(width, l.size());
    height = std::max(height, lines.size());
    blocks.push_back(std::move(lines));
    widths.push_back(width);
  }
  std::string text;
  for (std::size_t row = 0; row < height; ++row) {
    std::string line;
    for (std::size_t c = 0; c < blocks.size(); ++c) {
      const std::string cell = row < blocks[c].size() ? blocks[c][row] : "";
      line += cell;
      if (c + 1 < blocks.size()) line += std::string(widths[c] - cell.size() + 4, ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    text += line + '\n';
  }
  return text;
}

}  // namespace grader::feedback
