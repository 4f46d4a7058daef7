#include "framework/tic_tac_toe/board.hpp"

#include "framework/core/errors.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace tic_tac_toe {

std::string_view to_string(mark m) noexcept {
  switch (m) {
    case mark::x:
      return "X";
    case mark::o:
      return "O";
    case mark::none:
      break;
  }
  return ".";
}

mark opponent(mark m) noexcept { return m == mark::x ? mark::o : m == mark::o ? mark::x : mark::none; }

std::string in_a_row(int k) {
  static constexpr std::array<std::string_view, 7> words{"zero", "one",  "two", "three",
                                                         "four", "five", "six"};
  const std::string count =
      k >= 0 && k < 7 ? std::string(words[static_cast<std::size_t>(k)]) : std::to_string(k);
  return count + " in a row";
}

board::board(int rows, int cols, int k, mark first) : rows_(rows), cols_(cols), k_(k), first_(first) {
  if (rows < 1 || cols < 1 || rows > max_side || cols > max_side) {
    throw std::invalid_argument("a board is 1x1 to " + std::to_string(max_side) + "x" +
                                std::to_string(max_side) + ", not " + std::to_string(rows) + "x" +
                                std::to_string(cols));
  }
  if (k < 1 || k > std::max(rows, cols)) {
    throw std::invalid_argument("k (marks in a row that win) must be 1 to " +
                                std::to_string(std::max(rows, cols)) + " on a " + std::to_string(rows) + "x" +
                                std::to_string(cols) + " board, not " + std::to_string(k));
  }
  if (first == mark::none) throw std::invalid_argument("the first player must be X or O");
  cells_.assign(static_cast<std::size_t>(rows * cols), mark::none);
}

board::board(int rows, int cols, int k, mark first, const std::vector<mark>& cells)
    : board(rows, cols, k, first) {
  if (cells.size() != cells_.size()) {
    throw std::invalid_argument("a " + framework::size_text(rows, cols) + " board has " +
                                std::to_string(cells_.size()) + " squares, not " +
                                std::to_string(cells.size()));
  }
  cells_ = cells;
  x_count_ = static_cast<int>(std::count(cells_.begin(), cells_.end(), mark::x));
  o_count_ = static_cast<int>(std::count(cells_.begin(), cells_.end(), mark::o));
  const mark second = opponent(first);
  const int lead = mark_count(first) - mark_count(second);
  if (lead != 0 && lead != 1) {
    throw std::invalid_argument(std::string(to_string(first)) + " moves first, so it has as many marks as " +
                                std::string(to_string(second)) + " or one more, not " +
                                std::to_string(mark_count(first)) + " against " +
                                std::to_string(mark_count(second)));
  }
  std::array<bool, 3> line{};
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      const mark m = at({r, c});
      if (m != mark::none && completes_line({r, c}, m)) line[static_cast<std::size_t>(m)] = true;
    }
  }
  if (line[static_cast<std::size_t>(mark::x)] && line[static_cast<std::size_t>(mark::o)])
    throw std::invalid_argument("both X and O have " + in_a_row(k) + ": the game stops at the first line");
  winner_ = line[static_cast<std::size_t>(mark::x)]   ? mark::x
            : line[static_cast<std::size_t>(mark::o)] ? mark::o
                                                      : mark::none;
  if (winner_ != mark::none && winner_ == to_move()) {
    throw std::invalid_argument(
        std::string(to_string(winner_)) + " has " + in_a_row(k) +
        " but would be to move: " + "the winner is the last to move, so the counts cannot be " +
        std::to_string(x_count_) + " X and " + std::to_string(o_count_) + " O");
  }
}

bool board::on_board(square s) const noexcept {
  return s.row >= 0 && s.col >= 0 && s.row < rows_ && s.col < cols_;
}

mark board::at(square s) const noexcept { return on_board(s) ? cells_[index(s)] : mark::none; }

int board::mark_count(mark m) const noexcept {
  return m == mark::x ? x_count_ : m == mark::o ? o_count_ : empty_count();
}

mark board::to_move() const noexcept {
  return mark_count(first_) == mark_count(opponent(first_)) ? first_ : opponent(first_);
}

bool board::completes_line(square s, mark m) const noexcept {
  if (m == mark::none) return false;
  // The four directions of a line: along the row, the column and both diagonals.
  static constexpr std::array<std::array<int, 2>, 4> directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
  for (const auto& [dr, dc] : directions) {
    int run = at(s) == m ? 1 : 0;
    if (run == 0) return false;
    for (square t{s.row + dr, s.col + dc}; at(t) == m; t = {t.row + dr, t.col + dc}) ++run;
    for (square t{s.row - dr, s.col - dc}; at(t) == m; t = {t.row - dr, t.col - dc}) ++run;
    if (run >= k_) return true;
  }
  return false;
}

mark board::find_winner() const noexcept {
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      const mark m = at({r, c});
      if (m != mark::none && completes_line({r, c}, m)) return m;
    }
  }
  return mark::none;
}

void board::refuse(framework::probe::edit kind, square s, const std::string& why) const {
  framework::probe::refuse(identity_, kind, s.row, s.col);
  throw framework::rule_violation(
      std::string(kind == framework::probe::edit::place ? "place_mark" : "clear") + to_string(s) + ": " +
      why);
}

void board::place_mark(square s) {
  using framework::probe::edit;
  if (!on_board(s))
    refuse(edit::place, s, "not a square of the " + framework::size_text(rows_, cols_) + " board");
  if (at(s) != mark::none)
    refuse(edit::place, s, "the square already holds " + std::string(to_string(at(s))));
  if (winner_ != mark::none)
    refuse(edit::place, s, "the game is over: " + std::string(to_string(winner_)) + " has " + in_a_row(k_));
  const mark m = to_move();
  cells_[index(s)] = m;
  ++(m == mark::x ? x_count_ : o_count_);
  ++marks_placed_;
  if (completes_line(s, m)) winner_ = m;
  framework::probe::record(identity_, edit::place, s.row, s.col);
}

void board::clear(square s) {
  using framework::probe::edit;
  if (!on_board(s))
    refuse(edit::remove, s, "not a square of the " + framework::size_text(rows_, cols_) + " board");
  const mark m = at(s);
  if (m == mark::none) refuse(edit::remove, s, "the square is empty");
  if (m == to_move()) {
    refuse(edit::remove, s,
           std::string(to_string(m)) + " is to move, so only " + std::string(to_string(opponent(m))) +
               "'s marks can be taken back");
  }
  cells_[index(s)] = mark::none;
  --(m == mark::x ? x_count_ : o_count_);
  // Taking a mark back can only undo a win, never make one.
  if (winner_ != mark::none) winner_ = find_winner();
  framework::probe::record(identity_, edit::remove, s.row, s.col);
}

}  // namespace tic_tac_toe
