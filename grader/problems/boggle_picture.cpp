#include "grader/problems/boggle_picture.hpp"

#include "framework/boggle/rules.hpp"

namespace grader::problems {

picture draw_boggle(const boggle::board& b) {
  picture p(b.rows(), b.cols());
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c)
      p.at(r, c) = {std::string(b.letters(r, c)), b.used(r, c) ? "used" : "letter"};
  }
  return p;
}

figure boggle_word_figure(const boggle::board& b, const std::string& word) {
  picture p = draw_boggle(b);
  auto found = boggle::rules::find_path(b, word);
  std::string caption = "\"" + word + "\" on the board";
  boggle::path cells;
  if (found) {
    cells = std::move(*found);
  } else {
    auto [prefix, prefix_path] = boggle::rules::longest_prefix(b, word);
    cells = std::move(prefix_path);
    caption = "\"" + word + "\" is not on the board" +
              (prefix.empty() ? std::string() : "; its longest beginning there: \"" + prefix + "\"");
  }
  for (const auto& c : cells) p.at(c.row, c.col).style = "used";
  for (std::size_t i = 1; i < cells.size(); ++i)
    p.arrows.push_back({cells[i - 1].row, cells[i - 1].col, cells[i].row, cells[i].col, "path"});
  return {caption, {{{}, std::move(p)}}};
}

std::string_view boggle_picture_styles() {
  return ".s-letter{fill:#fdf6e3}.s-used{fill:#ffd54f}.t-letter,.t-used{font-weight:700;text-transform:"
         "uppercase}";
}

}  // namespace grader::problems
