#include "framework/core/drawn_grid.hpp"

#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/row_col.hpp"

#include <algorithm>

namespace framework {

namespace {

bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

bool is_decoration(char ch, const drawing_rules& rules) {
  return rules.decoration.find(ch) != std::string_view::npos;
}

// A row drawn only with decoration: a line between boxes, not a row of cells.
bool is_rule_line(const std::string& row, const drawing_rules& rules) {
  bool drawn = false;
  for (const char ch : row) {
    if (is_blank(ch)) continue;
    if (!is_decoration(ch, rules)) return false;
    drawn = true;
  }
  return drawn;
}

struct token {
  std::string text;
  std::size_t column;
};

std::vector<token> tokens_of(const std::string& row, std::size_t r, const drawing_rules& rules) {
  std::vector<token> out;
  for (std::size_t c = 0; c < row.size();) {
    if (is_blank(row[c]) || is_decoration(row[c], rules)) {
      ++c;
      continue;
    }
    std::size_t end = c + 1;
    if (rules.cells == drawing_rules::mode::words) {
      while (end < row.size() && !is_blank(row[end]) && !is_decoration(row[end], rules)) ++end;
    }
    token t{row.substr(c, end - c), c};
    if (rules.cells == drawing_rules::mode::characters &&
        rules.symbols.find(t.text[0]) == std::string_view::npos) {
      throw drawing_error(r, c, "unknown symbol '" + t.text + "' (use " + std::string(rules.meaning) + ")");
    }
    if (rules.check) {
      if (auto why = rules.check(t.text)) throw drawing_error(r, c, *why);
    }
    out.push_back(std::move(t));
    c = end;
  }
  return out;
}

}  // namespace

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> rows;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = text.find('\n', start);
    if (end == std::string_view::npos) {
      rows.emplace_back(text.substr(start));
      break;
    }
    rows.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return rows;
}

drawing parse_drawing(const std::vector<std::string>& rows, const drawing_rules& rules) {
  std::vector<std::vector<token>> parsed;
  std::vector<bool> rule_line;
  std::size_t width = 0;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    rule_line.push_back(is_rule_line(rows[r], rules));
    parsed.push_back(tokens_of(rows[r], r, rules));
    width = std::max(width, parsed.back().size());
  }
  std::size_t first = 0;
  std::size_t last = parsed.size();
  while (first < last && parsed[first].empty()) ++first;
  while (last > first && parsed[last - 1].empty()) --last;
  std::size_t height = 0;
  const std::string cells = std::string(rules.cell_word) + "s";
  if (first == last) throw drawing_error(0, 0, "the drawing has no " + cells);
  for (std::size_t r = first; r < last; ++r) {
    if (rule_line[r]) continue;
    ++height;
    if (parsed[r].empty()) throw drawing_error(r, 0, "blank row inside the drawing");
    if (parsed[r].size() != width) {
      std::string hint = rules.pad_hint.empty() ? std::string() : " (" + std::string(rules.pad_hint) + ")";
      throw drawing_error(r, parsed[r].back().column,
                          "row has " + std::to_string(parsed[r].size()) + " " + cells +
                              " but the widest row has " + std::to_string(width) + hint);
    }
  }
  if (width > static_cast<std::size_t>(rules.max_width) ||
      height > static_cast<std::size_t>(rules.max_height)) {
    throw drawing_error(first, 0,
                        "drawings are limited to " + std::to_string(rules.max_width) + "x" +
                            std::to_string(rules.max_height) + " " + cells);
  }
  drawing out;
  out.width = static_cast<int>(width);
  out.height = static_cast<int>(height);
  out.first_row = first;
  for (std::size_t r = first; r < last; ++r) {
    for (auto& t : parsed[r]) out.cells.push_back(std::move(t.text));
  }
  return out;
}

drawn_rows read_drawn_rows(const yaml_cursor& at) {
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
  const bool block = at.is_block_scalar() || text.find('\n') != std::string::npos;
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

drawing parse_drawing(const yaml_cursor& at, const drawing_rules& rules) {
  return parse_located(at, [&](const std::vector<std::string>& rows) { return parse_drawing(rows, rules); });
}

void require_square(const yaml_cursor& at, const drawing& d, std::string_view what) {
  if (d.width != d.height) {
    at.fail("a " + std::string(what) + " is square, but this drawing is " + std::to_string(d.width) +
            " wide and " + std::to_string(d.height) + " high");
  }
}

void require_same_size(const yaml_cursor& at, int rows, int cols, int like_rows, int like_cols,
                       std::string_view what) {
  if (rows != like_rows || cols != like_cols) {
    at.fail("the drawing is " + size_text(rows, cols) + " but the " + std::string(what) + " is " +
            size_text(like_rows, like_cols));
  }
}

std::string render_grid(int width, int height, const std::function<std::string(int x, int y)>& symbol) {
  std::vector<std::string> cells;
  std::size_t cell_width = 1;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      cells.push_back(symbol(x, y));
      cell_width = std::max(cell_width, cells.back().size());
    }
  }
  const auto pad = [&](std::string text) {
    if (text.size() < cell_width) text += std::string(cell_width - text.size(), ' ');
    return text;
  };
  std::string text = "   ";
  for (int x = 0; x < width; ++x) {
    text += ' ';
    text += pad(cell_width == 1 ? std::to_string(x % 10) : std::to_string(x));
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  text += '\n';
  for (int y = 0; y < height; ++y) {
    const std::string label = std::to_string(y);
    text += std::string(3 - std::min<std::size_t>(3, label.size()), ' ') + label;
    for (int x = 0; x < width; ++x) {
      text += ' ';
      text += pad(cells[static_cast<std::size_t>(y * width + x)]);
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    text += '\n';
  }
  return text;
}

}  // namespace framework
