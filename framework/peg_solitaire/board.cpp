#include "framework/peg_solitaire/board.hpp"

#include "framework/core/errors.hpp"
#include "framework/core/probe.hpp"

#include <algorithm>
#include <array>

namespace peg_solitaire {

namespace {

struct parsed_layout {
  std::int32_t width = 0;
  std::int32_t height = 0;
  std::vector<bool> holes;  // per square
  std::vector<bool> pegs;   // per square
};

parsed_layout parse_rows(const std::vector<std::string>& rows) {
  std::vector<std::string> symbols;
  std::vector<std::vector<std::size_t>> columns;  // source column of each symbol
  std::size_t width = 0;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::string row;
    std::vector<std::size_t> where;
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const char ch = rows[r][c];
      if (ch == ' ' || ch == '\t' || ch == '\r') continue;
      if (ch != 'o' && ch != '.' && ch != '#') {
        throw layout_error(
            r, c,
            std::string("unknown symbol '") + ch +
                "' (use 'o' for a peg, '.' for an empty hole, '#' for a square off the board)");
      }
      row.push_back(ch);
      where.push_back(c);
    }
    symbols.push_back(std::move(row));
    columns.push_back(std::move(where));
    width = std::max(width, symbols.back().size());
  }
  // Blank lines at either end are layout whitespace, not rows of the board.
  while (!symbols.empty() && symbols.back().empty()) symbols.pop_back();
  std::size_t first = 0;
  while (first < symbols.size() && symbols[first].empty()) ++first;
  if (first == symbols.size()) throw layout_error(0, 0, "the layout has no squares");
  for (std::size_t r = first; r < symbols.size(); ++r) {
    if (symbols[r].empty()) throw layout_error(r, 0, "blank row inside the layout");
    if (symbols[r].size() != width) {
      throw layout_error(r, columns[r].empty() ? 0 : columns[r].back(),
                         "row has " + std::to_string(symbols[r].size()) + " squares but the widest row has " +
                             std::to_string(width) + " (pad with '#')");
    }
  }
  if (width > 64 || symbols.size() - first > 64)
    throw layout_error(first, 0, "boards are limited to 64x64 squares");
  parsed_layout out;
  out.width = static_cast<std::int32_t>(width);
  out.height = static_cast<std::int32_t>(symbols.size() - first);
  bool any_hole = false;
  for (std::size_t r = first; r < symbols.size(); ++r) {
    for (const char ch : symbols[r]) {
      out.holes.push_back(ch != '#');
      out.pegs.push_back(ch == 'o');
      any_hole = any_hole || ch != '#';
    }
  }
  if (!any_hole) throw layout_error(first, 0, "the layout has no holes");
  return out;
}

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

std::vector<std::uint8_t> to_bytes(const std::vector<bool>& bits) { return {bits.begin(), bits.end()}; }

}  // namespace

geometry::geometry(std::int32_t width, std::int32_t height, const std::vector<bool>& hole_mask)
    : width_(width),
      height_(height),
      index_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), -1) {
  for (std::int32_t y = 0; y < height; ++y) {
    for (std::int32_t x = 0; x < width; ++x) {
      const auto square = static_cast<std::size_t>(y * width + x);
      if (hole_mask.at(square)) {
        index_[square] = static_cast<std::int32_t>(cells_.size());
        cells_.push_back({x, y});
      }
    }
  }
  // Directions in the reading order of the landing hole: up, left, right, down.
  constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};
  for (const cell from : cells_) {
    for (const cell d : directions) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      if (on_board(over) && on_board(to)) {
        lines_.push_back({static_cast<std::uint16_t>(index(from)), static_cast<std::uint16_t>(index(over)),
                          static_cast<std::uint16_t>(index(to))});
      }
    }
  }
}

bool geometry::on_board(cell c) const noexcept {
  return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_ &&
         index_[static_cast<std::size_t>(c.y * width_ + c.x)] >= 0;
}

std::size_t geometry::index(cell c) const noexcept {
  return static_cast<std::size_t>(index_[static_cast<std::size_t>(c.y * width_ + c.x)]);
}

bool operator==(const geometry& a, const geometry& b) {
  return a.width_ == b.width_ && a.height_ == b.height_ && a.index_ == b.index_;
}

board::board(std::shared_ptr<const geometry> shape, std::vector<bool> pegs, std::vector<bool> goal)
    : shape_(std::move(shape)), pegs_(to_bytes(pegs)), goal_(to_bytes(goal)) {
  if (pegs_.size() != shape_->hole_count() || goal_.size() != shape_->hole_count()) {
    throw std::invalid_argument("peg and goal masks must have one entry per hole");
  }
  peg_count_ = static_cast<std::size_t>(std::count(pegs_.begin(), pegs_.end(), 1));
  goal_count_ = static_cast<std::size_t>(std::count(goal_.begin(), goal_.end(), 1));
}

board board::from_layout(std::string_view layout) { return from_rows(split_lines(layout)); }

board board::from_rows(const std::vector<std::string>& rows) {
  const parsed_layout parsed = parse_rows(rows);
  auto shape = std::make_shared<const geometry>(parsed.width, parsed.height, parsed.holes);
  std::vector<bool> pegs;
  for (std::size_t square = 0; square < parsed.holes.size(); ++square) {
    if (parsed.holes[square]) pegs.push_back(parsed.pegs[square]);
  }
  std::vector<bool> goal(shape->hole_count(), false);
  return board(std::move(shape), std::move(pegs), std::move(goal));
}

bool board::has_peg(cell c) const noexcept { return on_board(c) && pegs_[shape_->index(c)] != 0; }

bool board::is_empty(cell c) const noexcept { return on_board(c) && pegs_[shape_->index(c)] == 0; }

std::vector<cell> board::pegs() const {
  std::vector<cell> result;
  result.reserve(peg_count_);
  for (std::size_t hole = 0; hole < pegs_.size(); ++hole) {
    if (pegs_[hole] != 0) result.push_back(shape_->at(hole));
  }
  return result;
}

std::vector<cell> board::holes() const {
  std::vector<cell> result;
  for (std::size_t hole = 0; hole < pegs_.size(); ++hole) {
    if (pegs_[hole] == 0) result.push_back(shape_->at(hole));
  }
  return result;
}

void board::remove_peg(cell c) {
  if (!on_board(c))
    throw framework::rule_violation("remove_peg" + framework::to_string(c) + ": not a hole of the board");
  auto& peg = pegs_[shape_->index(c)];
  if (peg == 0)
    throw framework::rule_violation("remove_peg" + framework::to_string(c) + ": the hole is already empty");
  peg = 0;
  --peg_count_;
  framework::probe::record(framework::probe::edit::remove, c.x, c.y);
}

void board::place_peg(cell c) {
  if (!on_board(c))
    throw framework::rule_violation("place_peg" + framework::to_string(c) + ": not a hole of the board");
  auto& peg = pegs_[shape_->index(c)];
  if (peg != 0)
    throw framework::rule_violation("place_peg" + framework::to_string(c) + ": the hole already holds a peg");
  peg = 1;
  ++peg_count_;
  framework::probe::record(framework::probe::edit::place, c.x, c.y);
}

bool board::is_goal() const noexcept {
  return goal_count_ > 0 && peg_count_ == goal_count_ && pegs_ == goal_;
}

std::vector<cell> board::goal_pegs() const {
  std::vector<cell> result;
  for (std::size_t hole = 0; hole < goal_.size(); ++hole) {
    if (goal_[hole] != 0) result.push_back(shape_->at(hole));
  }
  return result;
}

void board::set_goal(std::vector<bool> goal) {
  if (goal.size() != shape_->hole_count())
    throw std::invalid_argument("goal mask must have one entry per hole");
  goal_ = to_bytes(goal);
  goal_count_ = static_cast<std::size_t>(std::count(goal_.begin(), goal_.end(), 1));
}

std::vector<bool> board::peg_mask() const { return {pegs_.begin(), pegs_.end()}; }

std::vector<bool> board::goal_mask() const { return {goal_.begin(), goal_.end()}; }

std::vector<std::string> board::rows() const {
  std::vector<std::string> result;
  for (std::int32_t y = 0; y < height(); ++y) {
    std::string row;
    for (std::int32_t x = 0; x < width(); ++x) {
      if (x > 0) row.push_back(' ');
      const cell c{x, y};
      row.push_back(!on_board(c) ? '#' : has_peg(c) ? 'o' : '.');
    }
    result.push_back(std::move(row));
  }
  return result;
}

bool operator==(const board& a, const board& b) {
  return (a.shape_ == b.shape_ || *a.shape_ == *b.shape_) && a.pegs_ == b.pegs_;
}

}  // namespace peg_solitaire
