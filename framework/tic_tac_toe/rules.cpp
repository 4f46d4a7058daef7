#include "framework/tic_tac_toe/rules.hpp"

#include "framework/core/drawn_grid.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <array>
#include <stdexcept>

namespace tic_tac_toe {

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

namespace {

std::string size_of(const board& b) { return framework::size_text(b.rows(), b.cols()); }

std::string game_line(const board& b) {
  if (b.winner() != mark::none) return std::string(to_string(b.winner())) + " won";
  if (b.is_full()) return "draw";
  return std::string(to_string(b.to_move())) + " to move";
}

mark mark_of(char c) {
  switch (c) {
    case 'X':
      return mark::x;
    case 'O':
      return mark::o;
    case '.':
      return mark::none;
    default:
      throw std::invalid_argument(std::string("'") + c + "' is not a square's mark (X, O or .)");
  }
}

}  // namespace

std::vector<square> rules::legal_moves(const board& b) {
  std::vector<square> moves;
  if (b.is_over()) return moves;
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      if (b.is_empty({r, c})) moves.push_back({r, c});
    }
  }
  return moves;
}

std::optional<std::string> rules::why_illegal(const board& b, const square& s) {
  if (!b.on_board(s)) return to_string(s) + " is not a square of the " + size_of(b) + " board";
  if (b.at(s) != mark::none) return to_string(s) + " already holds " + std::string(to_string(b.at(s)));
  if (b.winner() != mark::none)
    return "the game is over: " + std::string(to_string(b.winner())) + " has " + in_a_row(b.k());
  return std::nullopt;
}

std::string render(const board& b) {
  return framework::render_grid(b.cols(), b.rows(),
                                [&](int x, int y) {
                                  return std::string(to_string(b.at({y, x})));
                                }) +
         game_line(b) + "\n";
}

std::string rules::render(const board& b) { return tic_tac_toe::render(b); }

std::vector<std::string> rules::differences(const board& expected, const board& actual) {
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols())
    return {"the board is " + size_of(actual) + " but should be " + size_of(expected)};
  if (expected.k() != actual.k())
    return {"the board wins with " + in_a_row(actual.k()) + " but should with " + in_a_row(expected.k())};
  if (expected.first() != actual.first())
    return {std::string(to_string(actual.first())) + " moves first but " +
            std::string(to_string(expected.first())) + " should"};
  std::vector<std::string> out;
  for (int r = 0; r < expected.rows(); ++r) {
    for (int c = 0; c < expected.cols(); ++c) {
      const square s{r, c};
      const mark want = expected.at(s);
      const mark got = actual.at(s);
      if (want == got) continue;
      out.push_back(
          to_string(s) +
          (want == mark::none ? " should be empty" : " should hold " + std::string(to_string(want))) +
          (got == mark::none ? " but is empty" : " but holds " + std::string(to_string(got))));
    }
  }
  return out;
}

std::vector<std::string> rules::goal_differences(const board& b) {
  if (b.is_over()) return {};
  return {"the game is still open: " + std::string(to_string(b.to_move())) + " to move"};
}

nlohmann::json rules::state_json(const board& b) {
  std::string cells;
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) cells += to_string(b.at({r, c}));
  }
  return {{"rows", b.rows()},
          {"cols", b.cols()},
          {"k", b.k()},
          {"first", to_string(b.first())},
          {"cells", cells}};
}

board rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw std::invalid_argument("a board must be an object, not " + j.dump());
  for (const char* key : {"rows", "cols", "k"}) {
    if (!j.contains(key) || !j[key].is_number_integer())
      throw std::invalid_argument(std::string("a board needs an integer '") + key + "'");
  }
  if (!j.contains("first") || !j["first"].is_string() || (j["first"] != "X" && j["first"] != "O"))
    throw std::invalid_argument("a board needs 'first': \"X\" or \"O\"");
  if (!j.contains("cells") || !j["cells"].is_string())
    throw std::invalid_argument("a board needs its 'cells'");
  std::vector<mark> cells;
  for (const char c : j["cells"].get<std::string>()) cells.push_back(mark_of(c));
  return board(j["rows"].get<int>(), j["cols"].get<int>(), j["k"].get<int>(),
               j["first"] == "X" ? mark::x : mark::o, cells);
}

namespace {

// Calls f(start, dr, dc) for each length-k window: each direction from each
// start square, where k squares fit on the board.
template <typename F>
void for_each_window(const board& b, F&& f) {
  static constexpr std::array<std::array<int, 2>, 4> directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
  for (const auto& [dr, dc] : directions) {
    for (int r = 0; r < b.rows(); ++r) {
      for (int c = 0; c < b.cols(); ++c) {
        if (b.on_board({r + dr * (b.k() - 1), c + dc * (b.k() - 1)})) f(square{r, c}, dr, dc);
      }
    }
    if (b.k() == 1) break;  // a single square is one window, whatever the direction
  }
}

}  // namespace

std::vector<rules::window> rules::windows(const board& b) {
  std::vector<window> out;
  for_each_window(b, [&](square start, int dr, int dc) {
    window w;
    w.diagonal = dr != 0 && dc != 0;
    for (int i = 0; i < b.k(); ++i) w.squares.push_back({start.row + dr * i, start.col + dc * i});
    out.push_back(std::move(w));
  });
  return out;
}

int rules::heuristic(const board& b) {
  if (b.winner() == mark::x) return 1000;
  if (b.winner() == mark::o) return -1000;
  // The windows walked in place, not listed: the game-tree searches evaluate
  // every leaf, and building the list each time was most of their cost.
  int open_for_x = 0;
  int open_for_o = 0;
  for_each_window(b, [&](square start, int dr, int dc) {
    bool has_x = false;
    bool has_o = false;
    for (int i = 0; i < b.k(); ++i) {
      const mark m = b.at({start.row + dr * i, start.col + dc * i});
      has_x = has_x || m == mark::x;
      has_o = has_o || m == mark::o;
    }
    open_for_x += has_o ? 0 : 1;
    open_for_o += has_x ? 0 : 1;
  });
  return open_for_x - open_for_o;
}

int rules::outcome(const board& b) { return b.winner() == mark::x ? 1 : b.winner() == mark::o ? -1 : 0; }

std::optional<int> rules::immediate_outcome(const board& b) {
  if (b.is_over()) return std::nullopt;
  const mark m = b.to_move();
  static constexpr std::array<std::array<int, 2>, 4> directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      if (!b.is_empty({r, c})) continue;
      for (const auto& [dr, dc] : directions) {
        int run = 1;
        for (square t{r + dr, c + dc}; b.at(t) == m; t = {t.row + dr, t.col + dc}) ++run;
        for (square t{r - dr, c - dc}; b.at(t) == m; t = {t.row - dr, t.col - dc}) ++run;
        if (run >= b.k()) return m == mark::x ? 1 : -1;
      }
    }
  }
  return std::nullopt;
}

std::uint64_t rules::position_key(const board& b) {
  std::uint64_t key = 0;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c) key = key * 3 + static_cast<std::uint64_t>(b.at({r, c}));
  return key;
}

}  // namespace tic_tac_toe
