#pragma once
// The Boggle board, owned by the framework: rows x cols faces, each a letter
// "a".."z" or the two-letter face "qu" (printed "Qu"), fixed when the board is
// made. What a search may change is which cells are in use: the deck's
// findWord "erases" a letter so that no word uses a cell twice, and restores
// it afterwards. Here that is mark_used and unmark, the only edits; they
// refuse what no step of a search can do (a cell off the grid, marking a cell
// already in use, unmarking one that is not) and report every edit to the
// framework's probe, which is how the nodes of a search are measured (a cell
// marked is a node).
//
// As in the deck (`this.board[row][col] = '*'`), a cell in use reads as
// erased: face() gives "*" ("**" for the Qu face: one star per letter, so an
// erased face is as long as the letters it hides), which begins no word, so the
// deck's test alone (OFF THE GRID || GRID LETTER != FIRST LETTER OF WORD)
// never walks back onto a cell of the word's path. used() says the same in so
// many words, and letters() keeps the face's letters for whoever needs them
// in use or not.

#include "framework/core/probe.hpp"
#include "framework/core/row_col.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boggle {

using cell = framework::row_col;
using framework::to_string;

class board {
 public:
  static constexpr int max_side = 8;

  // The deck's order of a cell's neighbours (its eight recursive calls):
  // (row-1,col-1), (row-1,col), (row-1,col+1), (row,col-1), (row,col+1),
  // (row+1,col-1), (row+1,col), (row+1,col+1).
  static constexpr std::array<cell, 8> neighbour_offsets{
      cell{-1, -1}, cell{-1, 0}, cell{-1, 1}, cell{0, -1}, cell{0, 1}, cell{1, -1}, cell{1, 0}, cell{1, 1},
  };

  // rows x cols faces in reading order, each "a".."z" or "qu" (either case).
  // Throws std::invalid_argument on a size outside 1..8 or a bad face.
  board(int rows, int cols, const std::vector<std::string>& faces);

  [[nodiscard]] int rows() const noexcept { return rows_; }
  [[nodiscard]] int cols() const noexcept { return cols_; }
  [[nodiscard]] bool on_grid(int row, int col) const noexcept {
    return row >= 0 && col >= 0 && row < rows_ && col < cols_;
  }
  // What a letter reads as while its cell is in use: the deck's erased letter.
  static constexpr std::string_view erased = "*";

  // The face as the search sees it: its letters, lowercase ("g", "qu"), or,
  // while the cell is in use, "*" ("**" for Qu), which begins no word; empty
  // off the grid. Its length is the same in use or not.
  [[nodiscard]] std::string_view face(int row, int col) const noexcept;
  // The face's letters, lowercase ("g", "qu"), whether the cell is in use or
  // not; empty off the grid. For what shows or checks the board itself.
  [[nodiscard]] std::string_view letters(int row, int col) const noexcept;
  // Whether the search has marked the cell as part of the word it spells.
  [[nodiscard]] bool used(int row, int col) const noexcept;
  [[nodiscard]] int used_count() const noexcept { return used_count_; }
  // The letters of the cells in use, in the order they were marked: the word
  // the search is spelling ("qu" for the Qu face). What witnesses a word.
  [[nodiscard]] std::string spelled() const;
  // The cells in use, in the order they were marked (reading-order indices,
  // row * cols() + col): the path a search is on.
  [[nodiscard]] const std::vector<std::size_t>& marked_path() const noexcept { return path_; }
  // Whether each cell in use touches the one marked before it (a row, a
  // column or a diagonal away): only then do the cells spell a word of Boggle.
  [[nodiscard]] bool path_touches() const noexcept;

  // --- the only edits -------------------------------------------------------
  // The deck's ERASE LETTER: the cell is part of the path being spelled.
  void mark_used(int row, int col);
  // The deck's RESTORE LETTER: the cell is free again.
  void unmark(int row, int col);

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Boards are equal when their faces and used cells are.
  friend bool operator==(const board& a, const board& b) noexcept {
    return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.faces_ == b.faces_ && a.used_ == b.used_;
  }

 private:
  [[nodiscard]] std::size_t index(int row, int col) const noexcept {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(col);
  }
  [[noreturn]] void refuse(framework::probe::edit kind, int row, int col, const std::string& why) const;

  int rows_;
  int cols_;
  int used_count_ = 0;
  std::vector<std::uint8_t> faces_;  // per cell: 0..25 a letter, 26 "qu"
  std::vector<std::uint8_t> used_;   // per cell: 1 when marked
  std::vector<std::size_t> path_;    // the cells in use, in the order they were marked
  framework::probe::identity identity_;
};

// A face as it is printed: "G", "Qu" ("*" stays "*").
[[nodiscard]] std::string face_label(std::string_view face);
// The face a token names ("g", "G", "qu", "Qu", "QU"), lowercase, or nullopt.
[[nodiscard]] std::optional<std::string> face_of(std::string_view token);

}  // namespace boggle
