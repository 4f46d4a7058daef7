#include "framework/sudoku/grid.hpp"

#include "framework/core/errors.hpp"

#include <stdexcept>

namespace sudoku {

std::string size_text(int n) { return std::to_string(n) + "x" + std::to_string(n); }

char digit_symbol(int d) noexcept {
  if (d >= 1 && d <= 9) return static_cast<char>('0' + d);
  if (d >= 10 && d <= 16) return static_cast<char>('A' + d - 10);
  return '.';
}

std::optional<int> digit_of(char symbol) noexcept {
  if (symbol == '.' || symbol == '0') return 0;
  if (symbol >= '1' && symbol <= '9') return symbol - '0';
  if (symbol >= 'A' && symbol <= 'G') return symbol - 'A' + 10;
  if (symbol >= 'a' && symbol <= 'g') return symbol - 'a' + 10;
  return std::nullopt;
}

namespace {

// The sides are bounded before their product is taken: a corrupt case's sides would overflow it.
int checked_size(int box_rows, int box_cols) {
  if (box_rows < 1 || box_cols < 1 || box_rows > grid::max_size || box_cols > grid::max_size ||
      box_rows * box_cols > grid::max_size) {
    throw std::invalid_argument("a sudoku's boxes are at most 16 cells, not " + std::to_string(box_rows) +
                                "x" + std::to_string(box_cols));
  }
  return box_rows * box_cols;
}

}  // namespace

grid::grid(int box_rows, int box_cols, const std::vector<int>& givens)
    : box_rows_(box_rows), box_cols_(box_cols), n_(checked_size(box_rows, box_cols)) {
  const auto cells = static_cast<std::size_t>(n_ * n_);
  digits_.assign(cells, 0);
  given_.assign(cells, false);
  counts_.assign(3 * static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_ + 1), 0);
  empty_ = n_ * n_;
  if (givens.empty()) return;
  if (givens.size() != cells) {
    throw std::invalid_argument("a " + size_text(n_) + " sudoku has " + std::to_string(cells) +
                                " cells, not " + std::to_string(givens.size()));
  }
  for (std::size_t i = 0; i < cells; ++i) {
    const int d = givens[i];
    if (d == 0) continue;
    const cell c{static_cast<int>(i) / n_, static_cast<int>(i) % n_};
    if (d < 0 || d > n_) {
      throw std::invalid_argument(std::to_string(d) + " at " + to_string(c) + " is not a digit of a " +
                                  size_text(n_) + " sudoku (1 to " + std::to_string(n_) + ")");
    }
    digits_[i] = static_cast<std::uint8_t>(d);
    given_[i] = true;
    --empty_;
    count(c, d, +1);
  }
}

bool grid::on_grid(cell c) const noexcept { return c.row >= 0 && c.col >= 0 && c.row < n_ && c.col < n_; }

int grid::digit(cell c) const noexcept { return on_grid(c) ? digits_[index(c)] : 0; }

bool grid::is_given(cell c) const noexcept { return on_grid(c) && given_[index(c)]; }

int grid::box_of(cell c) const noexcept { return (c.row / box_rows_) * box_rows_ + c.col / box_cols_; }

cell grid::box_origin(cell c) const noexcept {
  return {c.row - c.row % box_rows_, c.col - c.col % box_cols_};
}

std::size_t grid::counter(unit u, cell c, int d) const noexcept {
  const int which = u == unit::row ? c.row : u == unit::column ? c.col : box_of(c);
  const auto kind = static_cast<std::size_t>(u);
  return (kind * static_cast<std::size_t>(n_) + static_cast<std::size_t>(which)) *
             static_cast<std::size_t>(n_ + 1) +
         static_cast<std::size_t>(d);
}

int grid::count_in(unit u, cell c, int d) const noexcept {
  if (!on_grid(c) || d < 1 || d > n_) return 0;
  return counts_[counter(u, c, d)];
}

bool grid::fits(cell c, int d) const noexcept {
  if (!on_grid(c) || d < 1 || d > n_) return false;
  const int own = digit(c) == d ? 1 : 0;
  return count_in(unit::row, c, d) == own && count_in(unit::column, c, d) == own &&
         count_in(unit::box, c, d) == own;
}

void grid::count(cell c, int d, int delta) noexcept {
  for (const unit u : {unit::row, unit::column, unit::box}) {
    auto& k = counts_[counter(u, c, d)];
    k = static_cast<std::uint8_t>(k + delta);
  }
}

std::optional<cell> grid::first_empty() const noexcept {
  if (empty_ == 0) return std::nullopt;
  for (std::size_t i = 0; i < digits_.size(); ++i) {
    if (digits_[i] == 0) return cell{static_cast<int>(i) / n_, static_cast<int>(i) % n_};
  }
  return std::nullopt;
}

void grid::refuse(framework::probe::edit kind, cell c, int d, const std::string& why) const {
  // The trace holds a digit in 8 bits; the message keeps the one the hook asked for.
  framework::probe::refuse(identity_, kind, c.row, c.col, d >= 0 && d <= max_size ? d : 0);
  const bool set = kind == framework::probe::edit::place;
  throw framework::rule_violation((set ? "set_digit" : "clear_digit") + to_string(c) +
                                  (set ? "=" + std::to_string(d) : std::string()) + ": " + why);
}

void grid::set_digit(cell c, int d) {
  using framework::probe::edit;
  if (!on_grid(c)) refuse(edit::place, c, d, "not a cell of the " + size_text(n_) + " grid");
  if (d < 1 || d > n_)
    refuse(edit::place, c, d,
           std::to_string(d) + " is not a digit of a " + size_text(n_) + " sudoku (1 to " +
               std::to_string(n_) + ")");
  if (is_given(c))
    refuse(edit::place, c, d,
           "the cell is a given (" + std::to_string(digit(c)) + "); a puzzle's givens never change");
  if (digit(c) != 0)
    refuse(edit::place, c, d, "the cell already holds " + std::to_string(digit(c)) + "; clear it first");
  digits_[index(c)] = static_cast<std::uint8_t>(d);
  --empty_;
  count(c, d, +1);
  framework::probe::record(identity_, edit::place, c.row, c.col, d);
}

void grid::clear_digit(cell c) {
  using framework::probe::edit;
  if (!on_grid(c)) refuse(edit::remove, c, 0, "not a cell of the " + size_text(n_) + " grid");
  if (is_given(c))
    refuse(edit::remove, c, 0,
           "the cell is a given (" + std::to_string(digit(c)) + "); a puzzle's givens never change");
  const int d = digit(c);
  if (d == 0) refuse(edit::remove, c, 0, "the cell is already empty");
  digits_[index(c)] = 0;
  ++empty_;
  count(c, d, -1);
  framework::probe::record(identity_, edit::remove, c.row, c.col, d);
}

bool grid::is_goal() const noexcept {
  if (empty_ != 0) return false;
  for (std::size_t k = 0; k < counts_.size(); ++k) {
    if (counts_[k] > 1) return false;
  }
  return true;
}

}  // namespace sudoku
