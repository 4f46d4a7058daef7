#pragma once
// The boards of a team's page as data, drawn by the page's script when a case
// is opened. A board drawn as SVG costs a few dozen bytes a cell, and a
// class's pages held hundreds of them (a 64x64 gel is 170 kB of SVG, 4 kB as
// data): the data is embedded once per page, a board shared by several
// figures (the start of a case beside the team's answer, both views of one
// case) is kept once, and each frame of a solution holds only the cells its
// move changed.
//
// The format, read by board_script(), all of it JSON:
//   page    {"boards": [board...], "figures": [figure...]}
//   board   {"r": rows, "c": cols, "p": [style...], "s": cells, "t": [[cell, text]...],
//            "o": rounds, "b": [box_rows, box_cols], "a": [arrow...], "n": [node...],
//            "e": [edge...], "note": text}; every key but r and c optional.
//           "s" gives each cell's style as an index into "p", one character a cell
//           ('0' + index) or, past kStyleChars styles, an array of indices;
//           "o" one character a cell: '0' none, '1' disc, '2' dot.
//   arrow   [from_row, from_col, to_row, to_col, "move" | "path"]
//   node    [x, y, label, style]      edge [from, to, label, directed 0|1, style]
//   figure  {"c": caption, "w": 1 when wrong, "f": [frame...], "of": frames in all (when not all drawn)}
//   frame   {"c": caption, "b": board index} or, for a frame of the same grid as
//           the one before, {"c": caption, "d": [[cell, style, text, round]...],
//           "a": [arrow...], "note": text}: the cells that changed.
// Styles are the picture's words, cleaned to [a-z0-9_-] (the script makes
// them classes "s-word" and "t-word"); every text is the script's to escape.

#include "grader/core/picture.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace grader::report {

// Styles a board's "s" spells one character each, '0' to '~'.
inline constexpr std::size_t kStyleChars = 79;

// One figure as data, its boards inline: made once per case and kept (a
// drawing is the same on every team's page that shows the case alike).
[[nodiscard]] nlohmann::json figure_data(const figure& f, std::size_t max_frames);

// A page's boards and figures: a figure added gets an index the page's
// placeholders name, and its full boards go into one table, each once.
// The script that reads it: btData() is the page's data (<script
// id="bt-boards">), btFigure(k) its figure k as HTML, its boards SVG.
[[nodiscard]] std::string_view board_script();

class page_boards {
 public:
  std::size_t add(const nlohmann::json& figure);
  // A search chart's data (search_chart.hpp), drawn by btChart(k).
  std::size_t add_chart(nlohmann::json chart);
  [[nodiscard]] bool empty() const noexcept { return figures_.empty() && charts_.empty(); }
  // The page's data, safe inside <script type="application/json">: no "<".
  [[nodiscard]] std::string embedded() const;

 private:
  std::vector<nlohmann::json> boards_;
  std::unordered_map<std::string, std::size_t> board_index_;
  std::vector<nlohmann::json> figures_;
  std::vector<nlohmann::json> charts_;
};

}  // namespace grader::report
