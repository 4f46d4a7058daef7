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
  const framework::drawing drawn = framework::parse_drawing(rows, layout_rules());
  parsed_layout out;
  out.width = drawn.width;
  out.height = drawn.height;
  for (const auto& symbol : drawn.cells) {
    out.holes.push_back(symbol != "#");
    out.pegs.push_back(symbol == "o");
  }
  if (std::find(out.holes.begin(), out.holes.end(), true) == out.holes.end())
    throw layout_error(drawn.first_row, 0, "the layout has no holes");
  return out;
}

std::vector<std::uint8_t> to_bytes(const std::vector<bool>& bits) { return {bits.begin(), bits.end()}; }

}  // namespace

const framework::drawing_rules& layout_rules() {
  static const framework::drawing_rules rules{
      .symbols = "o.#",
      .meaning = "'o' for a peg, '.' for an empty hole, '#' for a square off the board",
      .pad_hint = "pad with '#'",
      .cell_word = "square",
  };
  return rules;
}

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
  // A board of at most 64 squares gets its bits (0 for every hole otherwise).
  in_a_word_ = index_.size() <= 64;
  hole_bits_.assign(cells_.size(), 0);
  for (std::size_t hole = 0; in_a_word_ && hole < cells_.size(); ++hole) {
    hole_bits_[hole] = std::uint64_t{1} << static_cast<unsigned>(cells_[hole].y * width_ + cells_[hole].x);
    masks_.holes |= hole_bits_[hole];
  }
  for (std::size_t hole = 0; hole < cells_.size(); ++hole) {
    const cell from = cells_[hole];
    for (std::size_t d = 0; d < directions.size(); ++d) {
      const cell over{from.x + directions[d].x, from.y + directions[d].y};
      const cell to{from.x + 2 * directions[d].x, from.y + 2 * directions[d].y};
      if (on_board(over) && on_board(to)) {
        lines_.push_back({static_cast<std::uint16_t>(hole), static_cast<std::uint16_t>(index(over)),
                          static_cast<std::uint16_t>(index(to))});
        masks_.jump_from[d] |= hole_bits_[hole];
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
  for (std::size_t hole = 0; hole < pegs_.size(); ++hole) {
    if (pegs_[hole] != 0) square_pegs_ |= shape_->hole_bit(hole);
  }
}

board board::from_layout(std::string_view layout) { return from_rows(framework::split_lines(layout)); }

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

void board::refuse(framework::probe::edit kind, cell c, const char* why) const {
  framework::probe::refuse(identity_, kind, c.x, c.y);
  throw framework::rule_violation(
      std::string(kind == framework::probe::edit::remove ? "remove_peg" : "place_peg") +
      framework::to_string(c) + ": " + why);
}

void board::remove_peg(cell c) {
  using framework::probe::edit;
  if (!on_board(c)) refuse(edit::remove, c, "not a hole of the board");
  const std::size_t hole = shape_->index(c);
  auto& peg = pegs_[hole];
  if (peg == 0) refuse(edit::remove, c, "the hole is already empty");
  peg = 0;
  --peg_count_;
  square_pegs_ &= ~shape_->hole_bit(hole);
  framework::probe::record(identity_, edit::remove, c.x, c.y);
}

void board::place_peg(cell c) {
  using framework::probe::edit;
  if (!on_board(c)) refuse(edit::place, c, "not a hole of the board");
  const std::size_t hole = shape_->index(c);
  auto& peg = pegs_[hole];
  if (peg != 0) refuse(edit::place, c, "the hole already holds a peg");
  peg = 1;
  ++peg_count_;
  square_pegs_ |= shape_->hole_bit(hole);
  framework::probe::record(identity_, edit::place, c.x, c.y);
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
