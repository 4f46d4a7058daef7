#include "framework/sudoku/rules.hpp"

#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <stdexcept>

namespace sudoku {

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

namespace {

std::string size_of(const grid& g) { return std::to_string(g.size()) + "x" + std::to_string(g.size()); }

// The cells of the unit u through c, in reading order.
std::vector<cell> unit_cells(const grid& g, unit u, cell c) {
  std::vector<cell> out;
  const int n = g.size();
  if (u == unit::row) {
    for (int col = 0; col < n; ++col) out.push_back({c.row, col});
  } else if (u == unit::column) {
    for (int row = 0; row < n; ++row) out.push_back({row, c.col});
  } else {
    const cell o = g.box_origin(c);
    for (int r = 0; r < g.box_rows(); ++r) {
      for (int k = 0; k < g.box_cols(); ++k) out.push_back({o.row + r, o.col + k});
    }
  }
  return out;
}

std::string symbols(const grid& g, bool given) {
  std::string out;
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      const cell at{r, c};
      out += g.is_given(at) == given ? digit_symbol(g.digit(at)) : '.';
    }
  }
  return out;
}

std::vector<int> digits_of(const std::string& text, int n, const char* key) {
  if (text.size() != static_cast<std::size_t>(n * n))
    throw std::invalid_argument(std::string("'") + key + "' must have " + std::to_string(n * n) + " cells");
  std::vector<int> out;
  for (const char ch : text) {
    const auto d = digit_of(ch);
    if (!d || *d > n) throw std::invalid_argument(std::string("'") + key + "' has a bad cell '" + ch + "'");
    out.push_back(*d);
  }
  return out;
}

}  // namespace

std::vector<placement> rules::legal_moves(const grid& g) {
  std::vector<placement> moves;
  const auto at = g.first_empty();
  if (!at) return moves;
  for (int d = 1; d <= g.size(); ++d) {
    if (g.fits(*at, d)) moves.push_back({*at, d});
  }
  return moves;
}

std::vector<std::vector<placement>> rules::choice_points(const grid& g) {
  std::vector<std::vector<placement>> points;
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      if (!g.is_empty({r, c})) continue;
      auto& digits = points.emplace_back();
      for (int d = 1; d <= g.size(); ++d) {
        if (g.fits({r, c}, d)) digits.push_back({{r, c}, d});
      }
    }
  }
  return points;
}

std::optional<clash> rules::clash_of(const grid& g, cell c, int d) {
  for (const unit u : {unit::row, unit::column, unit::box}) {
    for (const cell other : unit_cells(g, u, c)) {
      if (!(other == c) && g.digit(other) == d) return clash{u, other};
    }
  }
  return std::nullopt;
}

std::string rules::unit_name(const grid& g, unit u, cell c) {
  if (u == unit::row) return "row " + std::to_string(c.row);
  if (u == unit::column) return "column " + std::to_string(c.col);
  return "the box at " + to_string(g.box_origin(c));
}

std::optional<std::string> rules::why_illegal(const grid& g, const placement& p) {
  if (!g.on_grid(p.at)) return to_string(p.at) + " is not a cell of the " + size_of(g) + " grid";
  if (p.digit < 1 || p.digit > g.size())
    return std::to_string(p.digit) + " is not a digit of a " + size_of(g) + " sudoku (1 to " +
           std::to_string(g.size()) + ")";
  if (g.is_given(p.at))
    return to_string(p.at) + " is a given (" + std::to_string(g.digit(p.at)) + "), which never changes";
  if (g.digit(p.at) != 0) return to_string(p.at) + " already holds " + std::to_string(g.digit(p.at));
  if (const auto c = clash_of(g, p.at, p.digit)) {
    return std::to_string(p.digit) + " is already in " + unit_name(g, c->where, p.at) + ", at " +
           to_string(c->other);
  }
  if (const auto first = g.first_empty(); first && !(*first == p.at)) {
    return "the search fills the first empty cell in reading order, " + to_string(*first) + ", not " +
           to_string(p.at);
  }
  return std::nullopt;
}

std::string render(const grid& g) {
  const int n = g.size();
  const auto rule = [&] {
    std::string line = "    ";
    for (int c = 0; c < n; ++c) {
      if (c > 0 && c % g.box_cols() == 0) line += "-+";
      line += "--";
    }
    return line + "\n";
  };
  std::string out = "    ";
  for (int c = 0; c < n; ++c) {
    if (c > 0 && c % g.box_cols() == 0) out += "  ";
    out += ' ';
    out += static_cast<char>('0' + c % 10);
  }
  out += '\n';
  for (int r = 0; r < n; ++r) {
    if (r > 0 && r % g.box_rows() == 0) out += rule();
    std::string line(r < 10 ? "  " : " ");
    line += std::to_string(r);
    line += ' ';
    for (int c = 0; c < n; ++c) {
      if (c > 0 && c % g.box_cols() == 0) line += " |";
      line += ' ';
      line += digit_symbol(g.digit({r, c}));
    }
    out += line + '\n';
  }
  return out;
}

std::string rules::render(const grid& g) { return sudoku::render(g); }

std::vector<std::string> rules::differences(const grid& expected, const grid& actual) {
  if (expected.box_rows() != actual.box_rows() || expected.box_cols() != actual.box_cols())
    return {"the grid is " + size_of(actual) + " but should be " + size_of(expected)};
  std::vector<std::string> out;
  for (int r = 0; r < expected.size(); ++r) {
    for (int c = 0; c < expected.size(); ++c) {
      const cell at{r, c};
      const int want = expected.digit(at);
      const int got = actual.digit(at);
      if (want != got) {
        out.push_back(to_string(at) +
                      (want == 0 ? " should be empty but holds " + std::to_string(got)
                                 : " should hold " + std::to_string(want) +
                                       (got == 0 ? " but is empty" : " but holds " + std::to_string(got))));
      } else if (expected.is_given(at) != actual.is_given(at)) {
        out.push_back(to_string(at) +
                      (expected.is_given(at) ? " should be a given" : " should not be a given"));
      }
    }
  }
  return out;
}

std::vector<std::string> rules::conflicts(const grid& g) {
  std::vector<std::string> out;
  const int n = g.size();
  for (const unit u : {unit::row, unit::column, unit::box}) {
    for (int k = 0; k < n; ++k) {
      // the first cell of unit number k
      const cell first = u == unit::row ? cell{k, 0}
                         : u == unit::column
                             ? cell{0, k}
                             : cell{(k / g.box_rows()) * g.box_rows(), (k % g.box_rows()) * g.box_cols()};
      for (int d = 1; d <= n; ++d) {
        const int times = g.count_in(u, first, d);
        if (times < 2) continue;
        std::string cells;
        for (const cell c : unit_cells(g, u, first)) {
          if (g.digit(c) == d) cells += (cells.empty() ? "" : " and ") + to_string(c);
        }
        out.push_back((times == 2 ? std::string("two ") : std::to_string(times) + " ") + std::to_string(d) +
                      "s in " + unit_name(g, u, first) + ", at " + cells);
      }
    }
  }
  return out;
}

std::vector<std::string> rules::goal_differences(const grid& g) {
  std::vector<std::string> out = conflicts(g);
  if (g.empty_cells() > 0) {
    out.push_back(std::to_string(g.empty_cells()) + (g.empty_cells() == 1 ? " cell is" : " cells are") +
                  " still empty, the first " + to_string(*g.first_empty()));
  }
  return out;
}

nlohmann::json rules::state_json(const grid& g) {
  return {
      {"boxes", {g.box_rows(), g.box_cols()}}, {"givens", symbols(g, true)}, {"placed", symbols(g, false)}};
}

grid rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("boxes") || !j["boxes"].is_array() || j["boxes"].size() != 2 ||
      !j["boxes"][0].is_number_integer() || !j["boxes"][1].is_number_integer())
    throw std::invalid_argument("a grid needs its 'boxes': [rows, cols]");
  const int box_rows = j["boxes"][0].get<int>();
  const int box_cols = j["boxes"][1].get<int>();
  // Each side is bounded before the product, which would overflow for a corrupt case's sides.
  if (box_rows < 1 || box_cols < 1 || box_rows > grid::max_size || box_cols > grid::max_size ||
      box_rows * box_cols > grid::max_size)
    throw std::invalid_argument("boxes of " + j["boxes"].dump() + " cells are not a sudoku's");
  const int n = box_rows * box_cols;
  if (!j.contains("givens") || !j["givens"].is_string())
    throw std::invalid_argument("a grid needs its 'givens'");
  grid g(box_rows, box_cols, digits_of(j["givens"].get<std::string>(), n, "givens"));
  if (j.contains("placed")) {
    if (!j["placed"].is_string()) throw std::invalid_argument("'placed' must be a string");
    const auto placed = digits_of(j["placed"].get<std::string>(), n, "placed");
    for (std::size_t i = 0; i < placed.size(); ++i) {
      if (placed[i] != 0) g.set_digit({static_cast<int>(i) / n, static_cast<int>(i) % n}, placed[i]);
    }
  }
  return g;
}

placement rules::move_from_json(const nlohmann::json& j) {
  if (!j.is_array() || j.size() != 3 || !j[0].is_number_integer() || !j[1].is_number_integer() ||
      !j[2].is_number_integer())
    throw std::invalid_argument("a placement must be [row, col, digit], not " + j.dump());
  return {{j[0].get<std::int32_t>(), j[1].get<std::int32_t>()}, j[2].get<std::int32_t>()};
}

void rules::replay_edit(grid& g, framework::probe::edit kind, std::int32_t row, std::int32_t col,
                        std::int32_t digit) {
  if (kind == framework::probe::edit::place) {
    g.set_digit({row, col}, digit);
  } else {
    g.clear_digit({row, col});
  }
}

std::string rules::describe_edit(framework::probe::edit kind, std::int32_t row, std::int32_t col,
                                 std::int32_t digit) {
  if (kind == framework::probe::edit::place)
    return "set_digit" + to_string(cell{row, col}) + "=" + std::to_string(digit);
  return "clear_digit" + to_string(cell{row, col});
}

std::vector<cell> rules::empty_cells(const grid& g) {
  std::vector<cell> out;
  for (int r = 0; r < g.size(); ++r) {
    for (int c = 0; c < g.size(); ++c) {
      if (g.digit({r, c}) == 0) out.push_back({r, c});
    }
  }
  return out;
}

std::vector<placement> rules::filling(const std::vector<cell>& cells, const grid& filled) {
  std::vector<placement> out;
  for (const cell c : cells) {
    if (filled.digit(c) == 0) break;
    out.push_back({c, filled.digit(c)});
  }
  return out;
}

}  // namespace sudoku
