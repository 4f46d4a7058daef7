#include "grader/problems/boggle_feedback.hpp"

#include "framework/boggle/rules.hpp"
#include "grader/core/feedback.hpp"

#include <algorithm>
#include <functional>
#include <set>

namespace grader::problems::boggle_feedback {

namespace bg = boggle;

std::vector<std::string> faces_of(const bg::board& b) {
  std::vector<std::string> faces;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) faces.emplace_back(b.letters(row, col));
  }
  return faces;
}

bg::scoring scoring_of(const nlohmann::json& input) {
  return input.at("scoring").get<std::string>() == "official" ? bg::scoring::official : bg::scoring::deck;
}

std::optional<std::string> left_marked(const std::string& hook, const bg::board& after) {
  std::vector<std::string> cells;
  for (int row = 0; row < after.rows(); ++row) {
    for (int col = 0; col < after.cols(); ++col) {
      if (after.used(row, col))
        cells.push_back(bg::face_label(after.letters(row, col)) + bg::to_string(bg::cell{row, col}));
    }
  }
  if (cells.empty()) return std::nullopt;
  return hook + " leaves " + feedback::plural(cells.size(), "cell") +
         " marked used: " + feedback::list_some(cells) +
         ". The deck restores every letter it erases (RESTORE LETTER): unmark each cell you mark before "
         "the recursion returns, found or not\n" +
         bg::rules::render(after);
}

// By letters spelled, the cells a spelling can end on: polynomial, where
// trying every path with cells used again is not.
bool spelled_reusing_cells(const bg::board& b, std::string_view word) {
  std::vector<std::set<std::pair<int, int>>> ends(word.size() + 1);
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      if (word.starts_with(b.letters(r, c))) ends[b.letters(r, c).size()].insert({r, c});
    }
  }
  for (std::size_t at = 1; at < word.size(); ++at) {
    for (const auto& [row, col] : ends[at]) {
      for (const bg::cell d : bg::board::neighbour_offsets) {
        if (!b.on_grid(row + d.row, col + d.col)) continue;
        const std::string_view face = b.letters(row + d.row, col + d.col);
        if (word.substr(at).starts_with(face)) ends[at + face.size()].insert({row + d.row, col + d.col});
      }
    }
  }
  return !ends[word.size()].empty();
}

std::uint64_t dice_score(const std::vector<std::string>& words, bg::scoring s) {
  std::uint64_t total = 0;
  for (const auto& w : words) {
    std::string cells = w;
    for (auto at = cells.find("qu"); at != std::string::npos; at = cells.find("qu", at + 1))
      cells.erase(at + 1, 1);
    total += bg::points(cells, s);
  }
  return total;
}

namespace {

struct edge {
  const char* name;
  std::function<bool(const bg::board&, int row, int col)> holds;
};

// Whether no word of `missed` is on the board without the cells of `edges`.
bool all_need(const bg::board& b, const std::vector<std::string>& missed,
              const std::vector<const edge*>& edges) {
  bg::board blocked = b;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) {
      if (std::any_of(edges.begin(), edges.end(), [&](const edge* e) { return e->holds(b, row, col); }) &&
          !blocked.used(row, col))
        blocked.mark_used(row, col);  // judging is never traced: a copy the search skips
    }
  }
  return std::none_of(missed.begin(), missed.end(),
                      [&](const std::string& w) { return bg::rules::find_path(blocked, w).has_value(); });
}

}  // namespace

std::string why_missed(const bg::board& b, const std::vector<std::string>& missed) {
  if (missed.empty()) return {};
  // Read as a bare Q, the Qu face spells none of them: the search takes only the Q of it.
  std::vector<std::string> as_q;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col)
      as_q.emplace_back(b.letters(row, col) == "qu" ? "q" : b.letters(row, col));
  }
  const bg::board q_board(b.rows(), b.cols(), as_q);
  if (!(q_board == b) && std::none_of(missed.begin(), missed.end(), [&](const std::string& w) {
        return bg::rules::find_path(q_board, w).has_value();
      }))
    return "Every word missed goes through the Qu face, which spells two letters: match the word's beginning "
           "against the whole face (word.starts_with(face)) and go on after it";
  if (b.rows() < 3 || b.cols() < 3) return {};
  static const edge top{"the top row", [](const bg::board&, int row, int) { return row == 0; }};
  static const edge bottom{"the bottom row",
                           [](const bg::board& x, int row, int) { return row == x.rows() - 1; }};
  static const edge left{"the left column", [](const bg::board&, int, int col) { return col == 0; }};
  static const edge right{"the right column",
                          [](const bg::board& x, int, int col) { return col == x.cols() - 1; }};
  // The two edges a bound test off by one loses together first (a word
  // that needs one of them would otherwise be blamed on the other's
  // neighbour), then each edge alone.
  const std::vector<std::vector<const edge*>> candidates{{&bottom, &right}, {&top, &left}, {&top},
                                                         {&bottom},         {&left},       {&right}};
  for (const auto& edges : candidates) {
    if (!all_need(b, missed, edges)) continue;
    std::string where = edges.front()->name;
    if (edges.size() == 2) where += std::string(" or ") + edges.back()->name;
    return "Every word missed needs a cell of " + where +
           ": does the search reach every cell, rows 0 to rows() - 1 and columns 0 to cols() - 1?";
  }
  return {};
}

}  // namespace grader::problems::boggle_feedback
