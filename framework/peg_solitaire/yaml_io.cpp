#include "framework/peg_solitaire/yaml_io.hpp"

#include "framework/core/errors.hpp"

namespace peg_solitaire {

using framework::yaml_cursor;

namespace {

// Rows of a layout and the source line of each, so an error points at its row.
struct drawn_rows {
  std::vector<std::string> rows;
  std::vector<framework::source_location> where;
};

drawn_rows read_rows(const yaml_cursor& at) {
  drawn_rows out;
  if (at.is_sequence()) {
    for (const auto& item : at.items()) {
      out.rows.push_back(item.as_string());
      out.where.push_back(item.location());
    }
    return out;
  }
  const std::string text = at.as_string();
  const auto base = at.location();
  // A block scalar ("|") starts on the line after its key; a plain or quoted
  // scalar on its own line.
  const bool block = at.node().Tag() == "!" || text.find('\n') != std::string::npos;
  std::size_t start = 0;
  int row = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out.rows.push_back(text.substr(start, end - start));
    auto where = base;
    where.line = base.line + (block ? 1 : 0) + row;
    where.column = 0;
    out.where.push_back(where);
    start = end + 1;
    ++row;
  }
  return out;
}

}  // namespace

board parse_layout(const yaml_cursor& at) {
  const drawn_rows drawn = read_rows(at);
  try {
    return board::from_rows(drawn.rows);
  } catch (const layout_error& e) {
    auto where = drawn.where.empty() ? at.location() : drawn.where[std::min(e.row(), drawn.where.size() - 1)];
    if (at.is_sequence()) where.field = at.path() + "[" + std::to_string(e.row()) + "]";
    throw framework::input_error(where, e.what());
  }
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
