#include "framework/boggle/yaml_io.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace boggle {

using framework::yaml_cursor;

const framework::drawing_rules& drawing_rules() {
  static const framework::drawing_rules rules{
      .cells = framework::drawing_rules::mode::words,
      .check = [](std::string_view token) -> std::optional<std::string> {
        if (face_of(token)) return std::nullopt;
        return "'" + std::string(token) + "' is not a face: write a letter, or Qu, separated by spaces";
      },
      .pad_hint = "every row needs as many faces as the first",
      .cell_word = "face",
      .max_width = board::max_side,
      .max_height = board::max_side,
  };
  return rules;
}

std::string spaced_row(const std::string& row) {
  const auto first = row.find_first_not_of(" \t\r");
  if (first == std::string::npos) return row;
  const auto last = row.find_last_not_of(" \t\r");
  const std::string token = row.substr(first, last - first + 1);
  if (token.find_first_of(" \t") != std::string::npos || face_of(token)) return row;
  if (!std::all_of(token.begin(), token.end(),
                   [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)); }))
    return row;  // the drawing's own check names the bad symbol
  std::string out;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += token[i];
    // "Qu" is one face: a Q with a U after it is never two in the compact form.
    if ((token[i] == 'q' || token[i] == 'Q') && i + 1 < token.size() &&
        (token[i + 1] == 'u' || token[i + 1] == 'U'))
      out += token[++i];
  }
  return out;
}

board parse_board(const yaml_cursor& case_at) {
  const yaml_cursor at = case_at.at("board");
  const framework::drawing d = framework::parse_located(at, [](const std::vector<std::string>& rows) {
    std::vector<std::string> spaced;
    spaced.reserve(rows.size());
    for (const auto& row : rows) spaced.push_back(spaced_row(row));
    return framework::parse_drawing(spaced, drawing_rules());
  });
  try {
    return board(d.height, d.width, d.cells);
  } catch (const std::invalid_argument& e) {
    at.fail(e.what());
  }
}

std::string parse_word(const yaml_cursor& at) {
  const std::string text = at.as_string();
  std::string word;
  for (const char ch : text) {
    if (ch >= 'A' && ch <= 'Z') {
      word += static_cast<char>(ch - 'A' + 'a');
    } else if (ch >= 'a' && ch <= 'z') {
      word += ch;
    } else {
      at.fail("'" + text + "' is not a word: letters a-z only");
    }
  }
  if (word.empty()) at.fail("the word is empty");
  return word;
}

}  // namespace boggle
