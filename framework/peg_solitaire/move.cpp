#include "framework/peg_solitaire/move.hpp"

#include <cstdlib>

namespace peg_solitaire {

std::string to_string(const move& m) {
  std::string text = framework::to_string(m.from) + "->" + framework::to_string(m.to);
  if (!(m.over == jump(m.from, m.to).over) ||
      (std::abs(m.from.x - m.to.x) + std::abs(m.from.y - m.to.y)) % 2 != 0) {
    text += " over " + framework::to_string(m.over);
  }
  return text;
}

std::optional<move> parse_move(std::string_view text) {
  const auto arrow = text.find("->");
  if (arrow == std::string_view::npos) return std::nullopt;
  const auto from = framework::parse_cell(text.substr(0, arrow));
  std::string_view rest = text.substr(arrow + 2);
  std::optional<cell> over;
  if (const auto keyword = rest.find(" over "); keyword != std::string_view::npos) {
    over = framework::parse_cell(rest.substr(keyword + 6));
    if (!over) return std::nullopt;
    rest = rest.substr(0, keyword);
  }
  const auto to = framework::parse_cell(rest);
  if (!from || !to) return std::nullopt;
  const int dx = std::abs(from->x - to->x);
  const int dy = std::abs(from->y - to->y);
  if (!((dx == 2 && dy == 0) || (dx == 0 && dy == 2))) return std::nullopt;
  move m = jump(*from, *to);
  if (over) m.over = *over;
  return m;
}

}  // namespace peg_solitaire
