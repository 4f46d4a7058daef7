#include "framework/peg_solitaire/rules.hpp"

#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"
#include "framework/peg_solitaire/json_io.hpp"

#include <bit>
#include <cstdlib>

namespace peg_solitaire {

namespace {

// y with y's bit s = x's bit s + k: the squares k on, seen from each square.
std::uint64_t seen_from(std::uint64_t x, std::int32_t k) {
  if (k >= 64 || k <= -64) return 0;
  return k >= 0 ? x >> k : x << -k;
}

// legal_moves on a board whose squares fit a word: every jump of every
// direction at once, then listed in the canonical order.
std::vector<move> jumps_in_a_word(const board& b, const geometry::square_masks& masks) {
  const std::int32_t width = b.width();
  const std::uint64_t pegs = b.square_pegs();
  const std::uint64_t empty = masks.holes & ~pegs;
  std::array<std::uint64_t, 4> from{};
  std::uint64_t any = 0;
  for (std::size_t d = 0; d < from.size(); ++d) {
    const cell step = geometry::directions[d];
    const std::int32_t k = step.y * width + step.x;
    from[d] = pegs & seen_from(pegs, k) & seen_from(empty, 2 * k) & masks.jump_from[d];
    any |= from[d];
  }
  std::vector<move> result;
  for (; any != 0; any &= any - 1) {
    const auto square = std::countr_zero(any);
    const cell c{square % width, square / width};
    for (std::size_t d = 0; d < from.size(); ++d) {
      if ((from[d] >> square & 1U) == 0) continue;
      const cell step = geometry::directions[d];
      result.push_back(jump(c, {c.x + 2 * step.x, c.y + 2 * step.y}));
    }
  }
  return result;
}

}  // namespace

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

std::vector<move> rules::legal_moves(const board& b) {
  const geometry& shape = b.shape();
  if (const auto* masks = shape.squares_in_a_word()) return jumps_in_a_word(b, *masks);
  std::vector<move> result;
  for (const line& l : shape.lines()) {
    if (b.peg_at(l.from) && b.peg_at(l.over) && !b.peg_at(l.to)) {
      result.push_back({shape.at(l.from), shape.at(l.over), shape.at(l.to)});
    }
  }
  return result;
}

std::optional<std::string> rules::why_illegal(const board& b, const move& m) {
  using framework::to_string;
  const int dx = m.to.x - m.from.x;
  const int dy = m.to.y - m.from.y;
  if (!((std::abs(dx) == 2 && dy == 0) || (dx == 0 && std::abs(dy) == 2))) {
    return "a peg jumps exactly two holes up, down, left or right, but " + to_string(m.from) + " and " +
           to_string(m.to) + " are not two apart in a row or column";
  }
  if (!(m.over == jump(m.from, m.to).over)) {
    return "the jumped peg must be the one between, " + to_string(jump(m.from, m.to).over) + ", not " +
           to_string(m.over);
  }
  if (!b.on_board(m.from)) return to_string(m.from) + " is not a hole of the board";
  if (!b.on_board(m.over)) return to_string(m.over) + " is not a hole of the board";
  if (!b.on_board(m.to)) return "it lands off the board at " + to_string(m.to);
  if (!b.has_peg(m.from)) return "it jumps from an empty hole " + to_string(m.from);
  if (!b.has_peg(m.over)) return "it jumps over an empty hole " + to_string(m.over);
  if (b.has_peg(m.to)) return "it lands on a peg at " + to_string(m.to);
  return std::nullopt;
}

void rules::apply(board& b, const move& m) {
  b.remove_peg(m.from);
  b.remove_peg(m.over);
  b.place_peg(m.to);
}

void rules::undo(board& b, const move& m) {
  b.remove_peg(m.to);
  b.place_peg(m.over);
  b.place_peg(m.from);
}

std::string render(const board& b) {
  return framework::render_grid(b.width(), b.height(), [&](int x, int y) {
    const cell c{x, y};
    return std::string(1, !b.on_board(c) ? ' ' : b.has_peg(c) ? 'o' : '.');
  });
}

std::string rules::render(const board& b) { return peg_solitaire::render(b); }

std::vector<std::string> rules::differences(const board& expected, const board& actual) {
  std::vector<std::string> result;
  if (!(expected.shape() == actual.shape())) {
    result.push_back("the board's shape changed");
    return result;
  }
  for (const cell c : expected.cells()) {
    const bool want = expected.has_peg(c);
    if (want != actual.has_peg(c)) {
      result.push_back(framework::to_string(c) +
                       (want ? " should hold a peg but is empty" : " should be empty but holds a peg"));
    }
  }
  return result;
}

std::vector<std::string> rules::goal_differences(const board& b) {
  std::vector<std::string> result;
  for (const cell c : b.cells()) {
    const bool want = b.goal_at(b.shape().index(c));
    if (want != b.has_peg(c)) {
      result.push_back(framework::to_string(c) +
                       (want ? " should hold a peg but is empty" : " still holds a peg"));
    }
  }
  return result;
}

nlohmann::json rules::state_json(const board& b) { return to_json(b); }
board rules::state_from_json(const nlohmann::json& j) { return board_from_json(j); }
nlohmann::json rules::move_json(const move& m) { return to_json(m); }
move rules::move_from_json(const nlohmann::json& j) { return peg_solitaire::move_from_json(j); }

void rules::replay_edit(board& b, framework::probe::edit kind, std::int32_t x, std::int32_t y, std::int32_t) {
  if (kind == framework::probe::edit::place) {
    b.place_peg({x, y});
  } else {
    b.remove_peg({x, y});
  }
}

std::string rules::describe_edit(framework::probe::edit kind, std::int32_t x, std::int32_t y, std::int32_t) {
  return (kind == framework::probe::edit::place ? "place_peg" : "remove_peg") +
         framework::to_string(cell{x, y});
}

}  // namespace peg_solitaire
