#include "framework/peg_solitaire/yaml_io.hpp"

#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/errors.hpp"

namespace peg_solitaire {

using framework::yaml_cursor;

board parse_layout(const yaml_cursor& at) {
  return framework::parse_located(
      at, [](const std::vector<std::string>& rows) { return board::from_rows(rows); });
}

std::vector<bool> parse_position(const yaml_cursor& at, const board& shape_of) {
  const std::size_t holes = shape_of.shape().hole_count();
  if (at.is_map()) {
    at.allow_only({"vacant", "pegs"});
    const bool vacant = at.has("vacant");
    if (vacant == at.has("pegs"))
      at.fail("give exactly one of 'vacant' (all holes but these hold a peg) or 'pegs' (only these do)");
    const yaml_cursor list = at.at(vacant ? "vacant" : "pegs");
    std::vector<bool> mask(holes, vacant);
    for (const auto& item : list.items()) {
      const std::string text = item.as_string();
      const auto c = framework::parse_cell(text);
      if (!c) item.fail("'" + text + "' is not a cell; write it as \"(x,y)\"");
      if (!shape_of.on_board(*c)) item.fail(framework::to_string(*c) + " is not a hole of this board");
      mask[shape_of.shape().index(*c)] = !vacant;
    }
    return mask;
  }
  const board drawn = parse_layout(at);
  if (!(drawn.shape() == shape_of.shape())) {
    at.fail("the drawing's holes do not match the board's shape (" + std::to_string(shape_of.width()) + "x" +
            std::to_string(shape_of.height()) + " with " + std::to_string(holes) + " holes)");
  }
  return drawn.peg_mask();
}

move parse_move(const yaml_cursor& at) {
  const std::string text = at.as_string();
  const auto m = peg_solitaire::parse_move(text);
  if (!m)
    at.fail("'" + text +
            "' is not a jump; write it as \"(x,y)->(x,y)\" with the ends two holes apart in a row or column");
  return *m;
}

std::vector<move> parse_moves(const yaml_cursor& at) {
  std::vector<move> result;
  for (const auto& item : at.items()) result.push_back(parse_move(item));
  return result;
}

}  // namespace peg_solitaire
