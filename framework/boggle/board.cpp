#include "framework/boggle/board.hpp"

#include "framework/core/errors.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace boggle {

namespace {

constexpr std::uint8_t qu_code = 26;

// Every face's letters, indexed by its code, so face() is a view that never dangles.
constexpr std::array<std::string_view, 27> face_texts{
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",  "n",
    "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "qu",
};

// What each face reads while its cell is in use: one '*' per letter, the
// deck's erased letter, so that an erased face is as long as the letters it
// hides and word.substr(face.size()) skips the same letters after mark_used
// as before it (the Qu face reads "**").
constexpr std::array<std::string_view, 27> erased_texts = [] {
  std::array<std::string_view, 27> texts{};
  texts.fill(board::erased);
  texts[qu_code] = "**";
  return texts;
}();

using framework::size_text;

}  // namespace

std::optional<std::string> face_of(std::string_view token) {
  std::string lower;
  for (const char ch : token) {
    if (ch >= 'A' && ch <= 'Z') {
      lower += static_cast<char>(ch - 'A' + 'a');
    } else if (ch >= 'a' && ch <= 'z') {
      lower += ch;
    } else {
      return std::nullopt;
    }
  }
  if (lower.size() == 1 || lower == "qu") return lower;
  return std::nullopt;
}

std::string face_label(std::string_view face) {
  std::string out(face);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

board::board(int rows, int cols, const std::vector<std::string>& faces) : rows_(rows), cols_(cols) {
  if (rows < 1 || cols < 1 || rows > max_side || cols > max_side)
    throw std::invalid_argument("a Boggle board is 1x1 to 8x8, not " + size_text(rows, cols));
  const auto cells = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (faces.size() != cells)
    throw std::invalid_argument("a " + size_text(rows, cols) + " board has " + std::to_string(cells) +
                                " faces, not " + std::to_string(faces.size()));
  faces_.reserve(cells);
  for (std::size_t i = 0; i < cells; ++i) {
    const auto face = face_of(faces[i]);
    if (!face)
      throw std::invalid_argument("'" + faces[i] + "' at " +
                                  to_string(cell{static_cast<int>(i) / cols, static_cast<int>(i) % cols}) +
                                  " is not a face: a letter, or Qu");
    faces_.push_back(*face == "qu" ? qu_code : static_cast<std::uint8_t>((*face)[0] - 'a'));
  }
  used_.assign(cells, 0);
}

std::string_view board::face(int row, int col) const noexcept {
  if (!on_grid(row, col)) return {};
  const std::size_t i = index(row, col);
  return (used_[i] != 0 ? erased_texts : face_texts)[faces_[i]];
}

std::string_view board::letters(int row, int col) const noexcept {
  return on_grid(row, col) ? face_texts[faces_[index(row, col)]] : std::string_view{};
}

bool board::used(int row, int col) const noexcept { return on_grid(row, col) && used_[index(row, col)] != 0; }

void board::refuse(framework::probe::edit kind, int row, int col, const std::string& why) const {
  framework::probe::refuse(identity_, kind, row, col);
  const bool mark = kind == framework::probe::edit::place;
  throw framework::rule_violation((mark ? "mark_used" : "unmark") + to_string(cell{row, col}) + ": " + why);
}

std::string board::spelled() const {
  std::string word;
  for (const std::size_t at : path_) {
    word += letters(static_cast<int>(at) / cols_, static_cast<int>(at) % cols_);
  }
  return word;
}

bool board::path_touches() const noexcept {
  for (std::size_t i = 1; i < path_.size(); ++i) {
    const auto row = [this](std::size_t at) { return static_cast<int>(at) / cols_; };
    const auto col = [this](std::size_t at) { return static_cast<int>(at) % cols_; };
    if (std::abs(row(path_[i]) - row(path_[i - 1])) > 1 || std::abs(col(path_[i]) - col(path_[i - 1])) > 1)
      return false;
  }
  return true;
}

void board::mark_used(int row, int col) {
  using framework::probe::edit;
  if (!on_grid(row, col))
    refuse(edit::place, row, col, "not a cell of the " + size_text(rows_, cols_) + " board");
  if (used(row, col))
    refuse(edit::place, row, col,
           "the cell (" + face_label(letters(row, col)) + ") is already in use, and reads \"" +
               std::string(face(row, col)) + "\" until it is unmarked: a word uses each cell at most once");
  used_[index(row, col)] = 1;
  ++used_count_;
  path_.push_back(index(row, col));
  framework::probe::record(identity_, edit::place, row, col);
}

void board::unmark(int row, int col) {
  using framework::probe::edit;
  if (!on_grid(row, col))
    refuse(edit::remove, row, col, "not a cell of the " + size_text(rows_, cols_) + " board");
  if (!used(row, col))
    refuse(edit::remove, row, col,
           "the cell (" + face_label(letters(row, col)) + ") is not in use: unmark only a cell you marked");
  used_[index(row, col)] = 0;
  --used_count_;
  // The last cell marked, in every search that spells: found from the back.
  path_.erase(std::find(path_.rbegin(), path_.rend(), index(row, col)).base() - 1);
  framework::probe::record(identity_, edit::remove, row, col);
}

}  // namespace boggle
