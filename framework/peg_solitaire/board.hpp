#pragma once
// Peg solitaire boards: the geometry (which squares are holes) and the position
// (which holes hold a peg). Boards are data: any shape drawn in ASCII art, where
//   o  a hole with a peg      .  an empty hole      #  not part of the board
// and whitespace between symbols is ignored. Coordinates are the lecture's
// (x, y): x the column from the left, y the row from the top, both from 0.
//
// `board` is the state the student's hooks read and edit. Its only mutators,
// remove_peg and place_peg, refuse impossible edits and report every edit to the
// framework's probe, which is how nodes explored are measured (see rules.hpp).

#include "framework/core/cell.hpp"
#include "framework/core/drawn_grid.hpp"
#include "framework/core/probe.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace peg_solitaire {

using framework::cell;

// A bad symbol or an empty layout, located by row and column of the drawing.
using layout_error = framework::drawing_error;

// How a layout is drawn (framework/core/drawn_grid.hpp).
[[nodiscard]] const framework::drawing_rules& layout_rules();

// Three holes in a line: a peg at `from` may jump over `over` into `to`.
struct line {
  std::uint16_t from;
  std::uint16_t over;
  std::uint16_t to;
};

// The shape of a board: immutable and shared by every position on it.
class geometry {
 public:
  // Holes are numbered in reading order; `hole_mask` marks which squares are holes.
  geometry(std::int32_t width, std::int32_t height, const std::vector<bool>& hole_mask);

  [[nodiscard]] std::int32_t width() const noexcept { return width_; }
  [[nodiscard]] std::int32_t height() const noexcept { return height_; }
  [[nodiscard]] std::size_t hole_count() const noexcept { return cells_.size(); }
  [[nodiscard]] bool on_board(cell c) const noexcept;
  // Index of a hole in reading order; only valid when on_board(c).
  [[nodiscard]] std::size_t index(cell c) const noexcept;
  [[nodiscard]] cell at(std::size_t hole) const noexcept { return cells_[hole]; }
  [[nodiscard]] const std::vector<cell>& cells() const noexcept { return cells_; }
  // Every jump line, in canonical order: by `from` in reading order, then by
  // `to` in reading order (up, left, right, down).
  [[nodiscard]] const std::vector<line>& lines() const noexcept { return lines_; }

  // The four directions of a jump, in the reading order of the landing hole.
  static constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

  // A board of at most 64 squares (every board the lecture and the testcases
  // draw) also has its jumps as bit operations on one word, bit y * width + x
  // for each square, so that the grader can list a position's jumps at every
  // node of a search it replays in a few instructions instead of a walk
  // along every line (rules::legal_moves).
  struct square_masks {
    std::uint64_t holes = 0;
    // The squares a peg may jump from, were the two squares beyond it in
    // that direction a peg and an empty hole: up, left, right, down.
    std::array<std::uint64_t, 4> jump_from{};
  };
  [[nodiscard]] const square_masks* squares_in_a_word() const noexcept {
    return in_a_word_ ? &masks_ : nullptr;
  }
  // The bit of a hole's square in square_masks; 0 on a board without them,
  // so that a board's edits keep its bits without asking which it is.
  [[nodiscard]] std::uint64_t hole_bit(std::size_t hole) const noexcept { return hole_bits_[hole]; }

  friend bool operator==(const geometry& a, const geometry& b);

 private:
  std::int32_t width_;
  std::int32_t height_;
  std::vector<std::int32_t> index_;  // per square: hole number or -1
  std::vector<cell> cells_;
  std::vector<line> lines_;
  bool in_a_word_ = false;
  square_masks masks_;
  std::vector<std::uint64_t> hole_bits_;
};

class board {
 public:
  // A board on `shape` with pegs where `pegs[hole]` is true, and a goal (the
  // set of holes that must hold the remaining pegs, all others empty).
  board(std::shared_ptr<const geometry> shape, std::vector<bool> pegs, std::vector<bool> goal);

  // Parses ASCII art; the goal defaults to "no constraint" (is_goal() false) until set.
  static board from_layout(std::string_view layout);
  static board from_rows(const std::vector<std::string>& rows);

  // --- what the lecture's two sets hold ---------------------------------
  [[nodiscard]] bool on_board(cell c) const noexcept { return shape_->on_board(c); }
  [[nodiscard]] bool has_peg(cell c) const noexcept;
  // An empty hole: on the board and without a peg (the lecture's `holes`).
  [[nodiscard]] bool is_empty(cell c) const noexcept;
  [[nodiscard]] std::size_t peg_count() const noexcept { return peg_count_; }
  [[nodiscard]] std::vector<cell> pegs() const;
  [[nodiscard]] std::vector<cell> holes() const;
  [[nodiscard]] const std::vector<cell>& cells() const noexcept { return shape_->cells(); }
  [[nodiscard]] std::int32_t width() const noexcept { return shape_->width(); }
  [[nodiscard]] std::int32_t height() const noexcept { return shape_->height(); }

  // --- the only edits -----------------------------------------------------
  // Throws framework::rule_violation when c is off the board or already empty.
  void remove_peg(cell c);
  // Throws framework::rule_violation when c is off the board or already holds a peg.
  void place_peg(cell c);

  // --- the goal (leaf-win) ------------------------------------------------
  // True when the pegs are exactly the goal's pegs.
  [[nodiscard]] bool is_goal() const noexcept;
  [[nodiscard]] std::vector<cell> goal_pegs() const;
  void set_goal(std::vector<bool> goal);

  // --- for the framework --------------------------------------------------
  // Who this board is to the probe: every edit is reported under it.
  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }
  [[nodiscard]] const geometry& shape() const noexcept { return *shape_; }
  [[nodiscard]] const std::shared_ptr<const geometry>& shape_ptr() const noexcept { return shape_; }
  [[nodiscard]] bool peg_at(std::size_t hole) const noexcept { return pegs_[hole] != 0; }
  [[nodiscard]] bool goal_at(std::size_t hole) const noexcept { return goal_[hole] != 0; }
  // The pegs as bits of geometry::square_masks; 0 when the shape has none.
  [[nodiscard]] std::uint64_t square_pegs() const noexcept { return square_pegs_; }
  [[nodiscard]] std::vector<bool> peg_mask() const;
  [[nodiscard]] std::vector<bool> goal_mask() const;
  // The layout in the input notation, one string per row (round-trips through from_rows).
  [[nodiscard]] std::vector<std::string> rows() const;

  // Positions are equal when the shape and the pegs are; the goal is not compared.
  friend bool operator==(const board& a, const board& b);

 private:
  [[noreturn]] void refuse(framework::probe::edit kind, cell c, const char* why) const;

  std::shared_ptr<const geometry> shape_;
  std::vector<std::uint8_t> pegs_;
  std::vector<std::uint8_t> goal_;
  std::size_t peg_count_ = 0;
  std::size_t goal_count_ = 0;
  std::uint64_t square_pegs_ = 0;
  framework::probe::identity identity_;
};

}  // namespace peg_solitaire
