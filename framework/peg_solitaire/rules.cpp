#include "framework/peg_solitaire/rules.hpp"

#include "framework/core/problem.hpp"

#include <cstdlib>

namespace peg_solitaire {

static_assert(framework::backtracking_rules<rules>);

std::vector<move> rules::legal_moves(const board& b) {
  std::vector<move> result;
  const geometry& shape = b.shape();
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
  std::string text = "   ";
  for (std::int32_t x = 0; x < b.width(); ++x) {
    text += ' ';
    text += std::to_string(x % 10);
  }
  text += '\n';
  for (std::int32_t y = 0; y < b.height(); ++y) {
    std::string label = std::to_string(y);
    text += std::string(3 - std::min<std::size_t>(3, label.size()), ' ') + label;
    for (std::int32_t x = 0; x < b.width(); ++x) {
      const cell c{x, y};
      text += ' ';
      text += !b.on_board(c) ? ' ' : b.has_peg(c) ? 'o' : '.';
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    text += '\n';
  }
  return text;
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

std::uint64_t rules::nodes(std::uint64_t placements, std::uint64_t removals) {
  return 2 * removals >= placements ? (2 * removals - placements) / 3 : 0;
}

}  // namespace peg_solitaire
