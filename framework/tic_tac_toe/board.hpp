#pragma once
// The tic-tac-toe board, owned by the framework: an m,n,k game (rows x cols,
// k marks in a row win; tic-tac-toe is 3,3,3), as the deck's game trees use
// it. The only edits are place_mark and clear; they refuse what no move of a
// game can do (a square off the board or taken, a move after the game is
// decided, taking back a mark that is not the last mover's) and report every
// edit to the framework's probe, which is how the nodes of a search are
// measured: a node is a position the search visits, one per mark placed.
//
// X is MAX and moves first unless the position says O does; whose turn it is
// follows from the counts, so a search never tells the board whose mark it
// places.

#include "framework/core/probe.hpp"
#include "framework/core/row_col.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tic_tac_toe {

// A square (row, col), both from 0, written "(1,1)"; a move puts the mark of
// the player to move on it. Ordered in reading order.
using square = framework::row_col;
using framework::to_string;

[[nodiscard]] inline std::optional<square> parse_square(std::string_view text) {
  return framework::parse_row_col(text);
}

enum class mark : std::uint8_t { none, x, o };

// Beyond every value of a position: alphabeta's outermost window.
inline constexpr int infinity = 1'000'000;

// "X", "O", "."
[[nodiscard]] std::string_view to_string(mark m) noexcept;
// The other player (none stays none).
[[nodiscard]] mark opponent(mark m) noexcept;

class board {
 public:
  // The largest side the instructor's fast reference accepts (fast_solver.hpp).
  static constexpr int max_side = 6;

  // An empty rows x cols board where k in a row wins and `first` moves first;
  // throws std::invalid_argument unless 1 <= rows, cols <= max_side,
  // 1 <= k <= max(rows, cols) and first is X or O.
  explicit board(int rows = 3, int cols = 3, int k = 3, mark first = mark::x);
  // A position reached by play: `cells` in reading order. Throws
  // std::invalid_argument (a sentence) when no game reaches it: counts that
  // do not alternate from `first`, both players with a line, or a winner who
  // was not the last to move. Setting up is not an edit: nothing is recorded.
  board(int rows, int cols, int k, mark first, const std::vector<mark>& cells);

  [[nodiscard]] int rows() const noexcept { return rows_; }
  [[nodiscard]] int cols() const noexcept { return cols_; }
  [[nodiscard]] int k() const noexcept { return k_; }
  [[nodiscard]] mark first() const noexcept { return first_; }

  [[nodiscard]] bool on_board(square s) const noexcept;
  // mark::none off the board.
  [[nodiscard]] mark at(square s) const noexcept;
  [[nodiscard]] bool is_empty(square s) const noexcept { return on_board(s) && at(s) == mark::none; }
  // The first player when both have placed as many marks, else the other.
  [[nodiscard]] mark to_move() const noexcept;
  [[nodiscard]] int mark_count() const noexcept { return x_count_ + o_count_; }
  [[nodiscard]] int mark_count(mark m) const noexcept;
  [[nodiscard]] int empty_count() const noexcept { return rows_ * cols_ - mark_count(); }
  // The player with k in a row (a row, a column or a diagonal either way), or none.
  [[nodiscard]] mark winner() const noexcept { return winner_; }
  [[nodiscard]] bool is_full() const noexcept { return empty_count() == 0; }
  // Decided: someone has won, or the board is full.
  [[nodiscard]] bool is_over() const noexcept { return winner_ != mark::none || is_full(); }
  // How many times place_mark succeeded on this object (copied with it): what
  // a search reads to know how much of a node budget it has spent. The grader
  // never trusts it; it measures nodes itself.
  [[nodiscard]] std::uint64_t marks_placed() const noexcept { return marks_placed_; }
  // Whether some length-k line through `s` holds k marks of `m`.
  [[nodiscard]] bool completes_line(square s, mark m) const noexcept;

  // --- the only edits -------------------------------------------------------
  // Puts the mark of to_move() on `s`. Throws framework::rule_violation off
  // the board, on a taken square, or once the game is decided.
  void place_mark(square s);
  // Takes the mark on `s` back. Throws framework::rule_violation off the
  // board, on an empty square, or on a mark of the player to move (only the
  // last mover's marks come back, so turns stay consistent).
  void clear(square s);

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Positions are equal when size, k, first player and marks are.
  friend bool operator==(const board& a, const board& b) noexcept {
    return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.k_ == b.k_ && a.first_ == b.first_ &&
           a.cells_ == b.cells_;
  }

 private:
  [[nodiscard]] std::size_t index(square s) const noexcept {
    return static_cast<std::size_t>(s.row) * static_cast<std::size_t>(cols_) +
           static_cast<std::size_t>(s.col);
  }
  [[nodiscard]] mark find_winner() const noexcept;
  [[noreturn]] void refuse(framework::probe::edit kind, square s, const std::string& why) const;

  int rows_;
  int cols_;
  int k_;
  mark first_;
  std::vector<mark> cells_;
  int x_count_ = 0;
  int o_count_ = 0;
  mark winner_ = mark::none;
  std::uint64_t marks_placed_ = 0;
  framework::probe::identity identity_;
};

// "three in a row", "4 in a row": how the k of a board is said.
[[nodiscard]] std::string in_a_row(int k);

}  // namespace tic_tac_toe
