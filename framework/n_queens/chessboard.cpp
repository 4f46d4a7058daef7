#include "framework/n_queens/chessboard.hpp"

#include "framework/core/errors.hpp"

#include <array>
#include <stdexcept>

namespace n_queens {

std::string_view to_string(variant v) noexcept { return v == variant::rows ? "rows" : "free_squares"; }

namespace {

// Checked before any member is sized: n * n of an unchecked n (a fuzzed or corrupt case) overflows.
int checked_side(int n) {
  if (n < 1 || n > chessboard::max_size) {
    throw std::invalid_argument("a chessboard is 1x1 to " + std::to_string(chessboard::max_size) + "x" +
                                std::to_string(chessboard::max_size) + ", not " + std::to_string(n) + "x" +
                                std::to_string(n));
  }
  return n;
}

}  // namespace

chessboard::chessboard(int n, variant v)
    : n_(checked_side(n)),
      variant_(v),
      queen_rows_(static_cast<std::size_t>(n_), 0),
      attacked_(static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_), 0) {}

bool chessboard::on_board(square s) const noexcept {
  return s.row >= 0 && s.col >= 0 && s.row < n_ && s.col < n_;
}

bool chessboard::has_queen(square s) const noexcept {
  return on_board(s) && ((queen_rows_[static_cast<std::size_t>(s.row)] >> s.col) & 1U) != 0;
}

int chessboard::attackers(square s) const noexcept { return on_board(s) ? attacked_[index(s)] : 0; }

bool chessboard::is_free(square s) const noexcept {
  return on_board(s) && !has_queen(s) && attacked_[index(s)] == 0;
}

std::vector<square> chessboard::queens() const {
  std::vector<square> out;
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      if (has_queen({r, c})) out.push_back({r, c});
    }
  }
  return out;
}

bool chessboard::row_has_queen(int r) const noexcept {
  return r >= 0 && r < n_ && queen_rows_[static_cast<std::size_t>(r)] != 0;
}

int chessboard::first_empty_row() const noexcept {
  int r = 0;
  while (r < n_ && queen_rows_[static_cast<std::size_t>(r)] != 0) ++r;
  return r;
}

void chessboard::mark(square s, int delta) noexcept {
  // Radiate out in all eight directions, as seed 004's mark_queen does.
  static constexpr std::array<std::array<int, 2>, 8> directions{
      {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
  for (const auto& [dr, dc] : directions) {
    for (square t{s.row + dr, s.col + dc}; on_board(t); t = {t.row + dr, t.col + dc}) {
      auto& count = attacked_[index(t)];
      count = static_cast<std::uint16_t>(count + delta);
    }
  }
}

void chessboard::refuse(framework::probe::edit kind, square s, const std::string& why) const {
  framework::probe::refuse(identity_, kind, s.row, s.col);
  throw framework::rule_violation(
      std::string(kind == framework::probe::edit::place ? "place_queen" : "remove_queen") + to_string(s) +
      ": " + why);
}

void chessboard::place_queen(square s) {
  using framework::probe::edit;
  if (!on_board(s)) refuse(edit::place, s, "not a square of the " + framework::size_text(n_, n_) + " board");
  if (has_queen(s)) refuse(edit::place, s, "the square already holds a queen");
  queen_rows_[static_cast<std::size_t>(s.row)] |= 1U << s.col;
  ++queen_count_;
  mark(s, +1);
  framework::probe::record(identity_, edit::place, s.row, s.col);
}

void chessboard::remove_queen(square s) {
  using framework::probe::edit;
  if (!on_board(s)) refuse(edit::remove, s, "not a square of the " + framework::size_text(n_, n_) + " board");
  if (!has_queen(s)) refuse(edit::remove, s, "there is no queen on the square");
  queen_rows_[static_cast<std::size_t>(s.row)] &= ~(1U << s.col);
  --queen_count_;
  mark(s, -1);
  framework::probe::record(identity_, edit::remove, s.row, s.col);
}

bool chessboard::is_goal() const noexcept {
  if (queen_count_ != n_) return false;
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      if (has_queen({r, c}) && attacked_[index({r, c})] != 0) return false;
    }
  }
  return true;
}

}  // namespace n_queens
