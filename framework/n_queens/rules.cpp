#include "framework/n_queens/rules.hpp"

#include "framework/core/drawn_grid.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace n_queens {

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

namespace {

bool attacks(const square& a, const square& b) {
  return a.row == b.row || a.col == b.col || std::abs(a.row - b.row) == std::abs(a.col - b.col);
}

std::string size_of(const chessboard& b) { return framework::size_text(b.size(), b.size()); }

}  // namespace

std::vector<square> rules::legal_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int r = b.first_empty_row();
    for (int c = 0; r < b.size() && c < b.size(); ++c) {
      if (b.is_free({r, c})) moves.push_back({r, c});
    }
    return moves;
  }
  for (int r = 0; r < b.size(); ++r) {
    for (int c = 0; c < b.size(); ++c) {
      if (b.is_free({r, c})) moves.push_back({r, c});
    }
  }
  return moves;
}

std::vector<std::vector<square>> rules::choice_points(const chessboard& b) {
  std::vector<std::vector<square>> points;
  for (int r = 0; r < b.size(); ++r) {
    if (b.row_has_queen(r)) continue;
    auto& row = points.emplace_back();
    for (int c = 0; c < b.size(); ++c) {
      if (b.is_free({r, c})) row.push_back({r, c});
    }
  }
  return points;
}

std::vector<std::pair<square, square>> rules::symmetric_moves(const chessboard& b) {
  const int n = b.size();
  // The seven symmetries of the square besides the identity: bit 0 mirrors
  // the columns, bit 1 the rows, bit 2 swaps rows and columns.
  const auto image = [n](int symmetry, square s) {
    square t{(symmetry & 2) != 0 ? n - 1 - s.row : s.row, (symmetry & 1) != 0 ? n - 1 - s.col : s.col};
    if ((symmetry & 4) != 0) std::swap(t.row, t.col);
    return t;
  };
  const auto queens = b.queens();
  std::vector<std::pair<square, square>> pairs;
  for (int symmetry = 1; symmetry < 8; ++symmetry) {
    if (!std::all_of(queens.begin(), queens.end(), [&](square q) { return b.has_queen(image(symmetry, q)); }))
      continue;
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (b.is_free({r, c})) pairs.emplace_back(square{r, c}, image(symmetry, {r, c}));
      }
    }
  }
  return pairs;
}

std::optional<square> rules::attacker_of(const chessboard& b, const square& s) {
  for (const square q : b.queens()) {
    if (!(q == s) && attacks(q, s)) return q;
  }
  return std::nullopt;
}

std::string rules::line_between(const square& from, const square& to) {
  if (from.row == to.row) return "same row";
  if (from.col == to.col) return "same column";
  return "same diagonal";
}

std::optional<std::string> rules::why_illegal(const chessboard& b, const square& s) {
  if (!b.on_board(s)) return to_string(s) + " is not a square of the " + size_of(b) + " board";
  if (b.has_queen(s)) return "a queen already stands on " + to_string(s);
  if (auto q = attacker_of(b, s)) {
    return to_string(s) + " is attacked by the queen at " + to_string(*q) + " (" + line_between(*q, s) + ")";
  }
  if (b.kind() == variant::rows && s.row != b.first_empty_row()) {
    return "queens go row by row: the next queen belongs in row " + std::to_string(b.first_empty_row()) +
           ", not row " + std::to_string(s.row);
  }
  return std::nullopt;
}

std::string render(const chessboard& b) {
  return framework::render_grid(b.size(), b.size(), [&](int x, int y) {
    const square s{y, x};
    return std::string(1, b.has_queen(s) ? 'Q' : b.attackers(s) > 0 ? 'x' : '.');
  });
}

std::string rules::render(const chessboard& b) { return n_queens::render(b); }

std::vector<std::string> rules::differences(const chessboard& expected, const chessboard& actual) {
  if (expected.size() != actual.size())
    return {"the board is " + size_of(actual) + " but should be " + size_of(expected)};
  std::vector<std::string> out;
  for (int r = 0; r < expected.size(); ++r) {
    for (int c = 0; c < expected.size(); ++c) {
      const square s{r, c};
      if (expected.has_queen(s) == actual.has_queen(s)) continue;
      out.push_back(to_string(s) + (expected.has_queen(s) ? " should hold a queen but is empty"
                                                          : " should be empty but holds a queen"));
    }
  }
  return out;
}

std::vector<std::string> rules::goal_differences(const chessboard& b) {
  std::vector<std::string> out;
  const auto queens = b.queens();
  for (std::size_t i = 0; i < queens.size(); ++i) {
    for (std::size_t j = i + 1; j < queens.size(); ++j) {
      if (attacks(queens[i], queens[j])) {
        out.push_back("the queens at " + to_string(queens[i]) + " and " + to_string(queens[j]) +
                      " attack each other (" + line_between(queens[i], queens[j]) + ")");
      }
    }
  }
  if (b.queen_count() != b.size()) {
    out.push_back(std::to_string(b.queen_count()) + " of the " + std::to_string(b.size()) +
                  " queens are placed");
  }
  return out;
}

nlohmann::json rules::state_json(const chessboard& b) {
  nlohmann::json queens = nlohmann::json::array();
  for (const square s : b.queens()) queens.push_back(move_json(s));
  return {{"n", b.size()}, {"variant", to_string(b.kind())}, {"queens", queens}};
}

chessboard rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("n") || !j["n"].is_number_integer())
    throw std::invalid_argument("a chessboard needs its size 'n'");
  const std::string kind = j.value("variant", std::string("rows"));
  if (kind != "rows" && kind != "free_squares") throw std::invalid_argument("unknown variant '" + kind + "'");
  chessboard b(j["n"].get<int>(), kind == "rows" ? variant::rows : variant::free_squares);
  if (j.contains("queens")) {
    if (!j["queens"].is_array()) throw std::invalid_argument("'queens' must be a list");
    for (const auto& q : j["queens"]) b.place_queen(move_from_json(q));
  }
  return b;
}

}  // namespace n_queens
