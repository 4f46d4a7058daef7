#pragma once
// Boggle from YAML. A case draws its board as the deck does:
//   board: |
//     G A U T
//     P R M R
//     D O L A
//     E S I C
// one row per line, faces separated by spaces, letters in either case, "Qu"
// (or "QU", "qu") one face; a row may also be written without spaces
// ("GAUT", "QuIT" is Qu I T). 1x1 to 8x8; 4x4 and 5x5 are the games'.
// A malformed board (a bad face, rows of different widths) is an error naming
// the file, the line and the field.

#include "framework/boggle/board.hpp"
#include "framework/core/drawn_grid_input.hpp"
#include "framework/core/row_col_input.hpp"
#include "framework/core/yaml_input.hpp"

#include <string>

namespace boggle {

// The case fields the board is read from.
inline constexpr std::string_view board_fields[] = {"board"};

[[nodiscard]] const framework::drawing_rules& drawing_rules();

// The board a case's `board` field draws.
[[nodiscard]] board parse_board(const framework::yaml_cursor& case_at);
// A row written without spaces ("GAUT", "QuIT") with its faces spaced out
// ("G A U T", "Qu I T"); any other row unchanged.
[[nodiscard]] std::string spaced_row(const std::string& row);
// A word a case asks about: letters only, either case, returned lowercase.
[[nodiscard]] std::string parse_word(const framework::yaml_cursor& at);

}  // namespace boggle
