#pragma once
// The N-queens chessboard, owned by the framework: an n x n board (1 <= n <=
// 32) with queens on some squares and, as in seed 004, a counter per square
// of the queens that attack it, so "is this square free" is O(1). The only
// edits are place_queen and remove_queen; they refuse what no move can do (a
// square off the board, a second queen on a square, a queen that is not
// there) and report every edit to the framework's probe, which is how the
// nodes of a search are measured (a queen placed is a node).
//
// Placing a queen on an attacked square is possible, as on a real board: it
// is the search's mistake, which the rules name when they replay an answer.
//
// The board also carries which lecture version of the search the case is
// about, because the order of valid moves depends on it:
//   rows          seed 003's placeQueens: one queen per row, top to bottom,
//                 columns ascending in the first row without a queen
//   free_squares  seed 004's solver: every free square, in reading order

#include "framework/core/probe.hpp"
#include "framework/n_queens/square.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace n_queens {

enum class variant : std::uint8_t { rows, free_squares };

[[nodiscard]] std::string_view to_string(variant v) noexcept;

class chessboard {
 public:
  static constexpr int max_size = 32;

  // An empty n x n board; throws std::invalid_argument outside 1..max_size.
  explicit chessboard(int n, variant v = variant::rows);

  [[nodiscard]] int size() const noexcept { return n_; }
  [[nodiscard]] variant kind() const noexcept { return variant_; }
  void set_kind(variant v) noexcept { variant_ = v; }

  [[nodiscard]] bool on_board(square s) const noexcept;
  [[nodiscard]] bool has_queen(square s) const noexcept;
  // How many queens on other squares attack `s` (same row, column or diagonal).
  [[nodiscard]] int attackers(square s) const noexcept;
  // On the board, without a queen, and attacked by none: where seed 004 may put one.
  [[nodiscard]] bool is_free(square s) const noexcept;
  [[nodiscard]] int queen_count() const noexcept { return queen_count_; }
  // The queens in reading order.
  [[nodiscard]] std::vector<square> queens() const;
  // Whether row r holds a queen.
  [[nodiscard]] bool row_has_queen(int r) const noexcept;
  // The first row (from the top) without a queen, or size() when every row has one.
  [[nodiscard]] int first_empty_row() const noexcept;

  // --- the only edits -------------------------------------------------------
  // Throws framework::rule_violation off the board or on a square that has a queen.
  void place_queen(square s);
  // Throws framework::rule_violation off the board or on a square without a queen.
  void remove_queen(square s);

  // --- the goal -------------------------------------------------------------
  // n queens, none attacking another.
  [[nodiscard]] bool is_goal() const noexcept;

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Positions are equal when size and queens are; the variant is not compared.
  friend bool operator==(const chessboard& a, const chessboard& b) noexcept {
    return a.n_ == b.n_ && a.queen_rows_ == b.queen_rows_;
  }

 private:
  [[nodiscard]] std::size_t index(square s) const noexcept {
    return static_cast<std::size_t>(s.row) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(s.col);
  }
  // Adds `delta` to the counter of every square the queen on `s` attacks (seed 004's mark_queen).
  void mark(square s, int delta) noexcept;
  [[noreturn]] void refuse(framework::probe::edit kind, square s, const std::string& why) const;

  int n_;
  variant variant_;
  std::vector<std::uint32_t> queen_rows_;  // per row: bit c set when (row, c) has a queen
  std::vector<std::uint16_t> attacked_;    // per square: queens attacking it
  int queen_count_ = 0;
  framework::probe::identity identity_;
};

}  // namespace n_queens
