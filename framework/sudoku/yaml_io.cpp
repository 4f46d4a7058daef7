#include "framework/sudoku/yaml_io.hpp"

#include "framework/sudoku/rules.hpp"

#include <cctype>

namespace sudoku {

using framework::yaml_cursor;

const framework::drawing_rules& drawing_rules() {
  static const framework::drawing_rules rules{
      .symbols = "123456789ABCDEFGabcdefg0._",
      .meaning = "1-9 and A-G (10-16) for digits, '.' for an empty cell",
      .decoration = "|+-",
      .cell_word = "cell",
      .max_width = grid::max_size,
      .max_height = grid::max_size,
  };
  return rules;
}

std::optional<std::pair<int, int>> default_boxes(int n) {
  switch (n) {
    case 1:
      return std::pair{1, 1};
    case 4:
      return std::pair{2, 2};
    case 6:
      return std::pair{2, 3};
    case 8:
      return std::pair{2, 4};
    case 9:
      return std::pair{3, 3};
    case 12:
      return std::pair{3, 4};
    case 16:
      return std::pair{4, 4};
    default:
      return std::nullopt;
  }
}

namespace {

// The digits of a grid in reading order, before its boxes are known.
struct raw_grid {
  int n = 0;
  std::vector<int> digits;
};

raw_grid from_puzzle(const yaml_cursor& at) {
  const std::string text = at.as_string();
  raw_grid out;
  for (const char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch)) != 0) continue;
    const auto d = digit_of(ch);
    if (!d) {
      std::string why = "'";
      why += ch;
      why += "' (symbol " + std::to_string(out.digits.size() + 1) +
             ") is not a cell: use 1-9 and A-G (10-16) for digits, '.' or '0' for an empty cell";
      at.fail(why);
    }
    out.digits.push_back(*d);
  }
  const auto cells = static_cast<int>(out.digits.size());
  while ((out.n + 1) * (out.n + 1) <= cells) ++out.n;
  if (out.n * out.n != cells || out.n > grid::max_size || cells == 0) {
    at.fail("the puzzle has " + std::to_string(cells) +
            " cells; a sudoku has 16 (4x4), 36 (6x6), 81 (9x9) or 256 (16x16)");
  }
  return out;
}

raw_grid from_drawing(const yaml_cursor& at) {
  const framework::drawing d = framework::parse_drawing(at, drawing_rules());
  framework::require_square(at, d, "sudoku");
  raw_grid out;
  out.n = d.width;
  for (const auto& symbol : d.cells) out.digits.push_back(digit_of(symbol[0]).value_or(0));
  return out;
}

std::pair<int, int> boxes_of(const yaml_cursor& case_at, const yaml_cursor& drawn_at, int n) {
  if (auto b = case_at.find("boxes")) {
    const std::string text = b->as_string();
    const auto x = text.find('x');
    int rows = 0;
    int cols = 0;
    try {
      if (x == std::string::npos) throw std::invalid_argument(text);
      std::size_t used = 0;
      rows = std::stoi(text.substr(0, x), &used);
      if (used != x) throw std::invalid_argument(text);
      cols = std::stoi(text.substr(x + 1), &used);
      if (used != text.size() - x - 1) throw std::invalid_argument(text);
    } catch (const std::exception&) {
      b->fail("'" + text + "' is not a box shape; write it as rows x columns, e.g. 2x3");
    }
    if (rows < 1 || cols < 1 || rows > n || cols > n || rows * cols != n)
      b->fail("boxes of " + text + " do not tile a " + size_text(n) + " sudoku (rows x columns must be " +
              std::to_string(n) + ")");
    return {rows, cols};
  }
  if (auto d = default_boxes(n)) return *d;
  drawn_at.fail("a " + size_text(n) + " sudoku has no usual boxes: give them as boxes: RxC");
}

grid make_grid(const yaml_cursor& at, const raw_grid& raw, std::pair<int, int> boxes) {
  for (std::size_t i = 0; i < raw.digits.size(); ++i) {
    if (raw.digits[i] > raw.n) {
      const cell c{static_cast<int>(i) / raw.n, static_cast<int>(i) % raw.n};
      at.fail(std::string(1, digit_symbol(raw.digits[i])) + " at " + to_string(c) + " is not a digit of a " +
              size_text(raw.n) + " sudoku (1 to " + std::to_string(raw.n) + ")");
    }
  }
  grid g(boxes.first, boxes.second, raw.digits);
  if (const auto clashes = rules::conflicts(g); !clashes.empty())
    at.fail("the givens hold " + clashes.front() + ": a puzzle gives a digit at most once per unit");
  return g;
}

}  // namespace

placement parse_placement(const yaml_cursor& at) {
  const std::string text = at.as_string();
  const auto p = sudoku::parse_placement(text);
  if (!p) at.fail("'" + text + "' is not a placement; write it as \"(row,col)=digit\"");
  return *p;
}

grid parse_grid(const yaml_cursor& at) {
  const auto [puzzle_at, grid_at] = at.one_of(
      "puzzle", "grid", "give the sudoku either on one line (puzzle: \"53..7....\") or drawn (grid: |)");
  const yaml_cursor& drawn_at = puzzle_at ? *puzzle_at : *grid_at;
  const raw_grid raw = puzzle_at ? from_puzzle(*puzzle_at) : from_drawing(*grid_at);
  grid g = make_grid(drawn_at, raw, boxes_of(at, drawn_at, raw.n));
  if (auto placed_at = at.find("placed")) {
    for (const auto& item : placed_at->items()) {
      const placement p = parse_placement(item);
      if (!g.on_grid(p.at))
        item.fail(to_string(p.at) + " is not a cell of the " + size_text(g.size()) + " grid");
      if (p.digit < 1 || p.digit > g.size())
        item.fail(std::to_string(p.digit) + " is not a digit of a " + size_text(g.size()) + " sudoku");
      if (g.digit(p.at) != 0)
        item.fail(to_string(p.at) + " already holds " + std::to_string(g.digit(p.at)) +
                  (g.is_given(p.at) ? " (a given)" : ""));
      if (const auto c = rules::clash_of(g, p.at, p.digit))
        item.fail(std::to_string(p.digit) + " is already in " + rules::unit_name(g, c->where, p.at) +
                  ", at " + to_string(c->other));
      g.set_digit(p.at, p.digit);
    }
  }
  return g;
}

grid parse_drawn(const yaml_cursor& at, const grid& like) {
  const raw_grid raw = from_drawing(at);
  framework::require_same_size(at, raw.n, raw.n, like.size(), like.size(), "grid");
  std::vector<int> givens(raw.digits.size(), 0);
  for (std::size_t i = 0; i < raw.digits.size(); ++i) {
    const cell c{static_cast<int>(i) / raw.n, static_cast<int>(i) % raw.n};
    if (raw.digits[i] > raw.n)
      at.fail(std::string(1, digit_symbol(raw.digits[i])) + " at " + to_string(c) + " is not a digit of a " +
              size_text(raw.n) + " sudoku");
    if (like.is_given(c)) {
      if (raw.digits[i] != like.digit(c))
        at.fail(to_string(c) + " is a given (" + std::to_string(like.digit(c)) + ") and cannot change");
      givens[i] = raw.digits[i];
    }
  }
  grid g(like.box_rows(), like.box_cols(), givens);
  for (std::size_t i = 0; i < raw.digits.size(); ++i) {
    const cell c{static_cast<int>(i) / raw.n, static_cast<int>(i) % raw.n};
    if (raw.digits[i] != 0 && !like.is_given(c)) g.set_digit(c, raw.digits[i]);
  }
  return g;
}

}  // namespace sudoku
