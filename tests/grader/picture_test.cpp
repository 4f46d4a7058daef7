// The problems' pictures (grader/problems/<problem>_picture.cpp) and the
// generic figures of rules_driver: every problem of the kit draws its public
// cases, with the styles the HTML colours, and a solution plays out frame by
// frame.

#include "grader/cases/suite_loader.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/problems/blob_count_picture.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace {

namespace fs = std::filesystem;
using grader::figure;
using grader::picture;
using nlohmann::json;

const std::vector<grader::suite_file>& kit_suites() {
  static const auto suites = grader::load_suites(fs::path(BT_SOURCE_DIR) / "testcases", {}, false);
  return suites;
}

// One problem's public suites: a test about one problem loads only its cases
// (loading every problem's solves their positions, seconds under the sanitizers).
std::vector<grader::suite_file> problem_suites(const std::string& problem) {
  return grader::load_suites(fs::path(BT_SOURCE_DIR) / "testcases", {problem}, false);
}

grader::test_case kit_case(const std::string& problem, const std::string& id) {
  for (const auto& s : problem_suites(problem)) {
    for (const auto& tc : s.cases) {
      if (tc.problem == problem && tc.id == id) return tc;
    }
  }
  throw std::runtime_error("no case " + problem + "/" + id);
}

std::set<std::string> styles_of(const picture& p) {
  std::set<std::string> out;
  const auto add = [&](const std::string& style) {
    std::size_t start = 0;
    while (start < style.size()) {
      const auto end = std::min(style.find(' ', start), style.size());
      if (end > start) out.insert(style.substr(start, end - start));
      start = end + 1;
    }
  };
  for (const auto& c : p.cells) add(c.style);
  for (const auto& n : p.nodes) add(n.style);
  for (const auto& e : p.edges) add(e.style);
  return out;
}

TEST(Pictures, EveryProblemDrawsItsPublicCasesWithItsOwnStyles) {
  // A style that only this problem's pictures use, seen on some public case.
  const std::map<std::string, std::string> telling{{"peg_solitaire", "peg"},  {"n_queens", "queen"},
                                                   {"sudoku", "given"},       {"blob_count", "pixel"},
                                                   {"boggle", "letter"},      {"job_assignment", "cost"},
                                                   {"shortest_path", "path"}, {"tic_tac_toe", "x"}};
  std::map<std::string, std::size_t> drawn;
  std::map<std::string, std::set<std::string>> seen;
  for (const auto& s : kit_suites()) {
    for (const auto& tc : s.cases) {
      const auto* driver = grader::find_driver(tc.problem);
      ASSERT_NE(driver, nullptr);
      const auto figs = driver->figures(tc, std::nullopt);
      if (!figs.empty()) ++drawn[tc.problem];
      for (const auto& f : figs) {
        ASSERT_FALSE(f.frames.empty()) << tc.problem << " " << tc.id;
        for (const auto& fr : f.frames) {
          const auto& p = fr.board;
          EXPECT_EQ(p.cells.size(), static_cast<std::size_t>(p.rows) * static_cast<std::size_t>(p.cols) *
                                        (p.nodes.empty() ? 1u : 0u))
              << tc.problem << " " << tc.id;
          for (const auto& st : styles_of(p)) seen[tc.problem].insert(st);
        }
      }
    }
  }
  for (const auto& [problem, style] : telling) {
    EXPECT_GT(drawn[problem], 0u) << problem << " draws none of its public cases";
    EXPECT_TRUE(seen[problem].contains(style)) << problem << " never uses the style " << style;
  }
  // Each style a problem draws is coloured by that problem's own CSS, or is
  // one every problem shares (grader/core/picture.hpp).
  const std::set<std::string> shared{"off", "blank", "highlight", "wrong"};
  for (const auto& [problem, styles] : seen) {
    const std::string css(grader::find_driver(problem)->picture_styles());
    for (const auto& st : styles) {
      if (shared.contains(st)) continue;
      EXPECT_TRUE(css.find(".s-" + st) != std::string::npos || css.find(".t-" + st) != std::string::npos)
          << problem << " draws the style '" << st << "' but its picture_styles() does not colour it";
    }
  }
}

TEST(Pictures, ASolutionPlaysOutOneFramePerMoveToTheGoal) {
  const auto tc = kit_case("peg_solitaire", "solve_small/strip-of-four");
  const auto* driver = grader::find_driver("peg_solitaire");
  const auto reference = driver->consult_reference(tc, 1'000'000);
  ASSERT_TRUE(reference.answer.has_value());
  const auto figs = driver->figures(tc, reference.answer);
  const auto played =
      std::find_if(figs.begin(), figs.end(), [](const figure& f) { return f.frames.size() > 1; });
  ASSERT_NE(played, figs.end());
  EXPECT_FALSE(played->wrong);
  ASSERT_EQ(played->frames.size(), 3u);  // the start and two jumps
  EXPECT_EQ(played->frames[1].board.arrows.size(), 1u);
  const auto& last = played->frames.back().board;
  EXPECT_EQ(
      std::count_if(last.cells.begin(), last.cells.end(), [](const auto& c) { return c.style == "peg"; }), 1);
  // The start and the goal come first.
  EXPECT_EQ(figs.front().caption, "start");
}

TEST(Pictures, AnIllegalMoveEndsThePlayAndIsMarkedWrong) {
  const auto tc = kit_case("peg_solitaire", "solve_small/strip-of-four");
  const auto* driver = grader::find_driver("peg_solitaire");
  // From the empty hole (2,0): illegal at once.
  const json answer = {
      {"solution",
       json::array({json::array({json::array({2, 0}), json::array({1, 0}), json::array({0, 0})})})}};
  const auto figs = driver->figures(tc, answer);
  const auto played = std::find_if(figs.begin(), figs.end(),
                                   [](const figure& f) { return f.caption.starts_with("your solution"); });
  ASSERT_NE(played, figs.end());
  EXPECT_TRUE(played->wrong);
  ASSERT_EQ(played->frames.size(), 1u);
  EXPECT_NE(played->frames[0].caption.find("is illegal"), std::string::npos);
}

TEST(Pictures, HostileOutputNeverThrowsAndLeavesTheCaseDrawn) {
  for (const auto& s : kit_suites()) {
    for (const auto& tc : s.cases) {
      const auto* driver = grader::find_driver(tc.problem);
      for (const json& junk : {json("x"), json::object({{"state", 7}, {"solution", "no"}}), json::array()}) {
        std::vector<figure> figs;
        EXPECT_NO_THROW(figs = driver->figures(tc, junk)) << tc.problem << " " << tc.id;
      }
    }
  }
}

TEST(Pictures, AWrongBoardIsMarkedWhereItDiffersFromTheExpectedOne) {
  const auto* driver = grader::find_driver("n_queens");
  for (const auto& s : problem_suites("n_queens")) {
    for (const auto& tc : s.cases) {
      if (tc.hook != "apply_move") continue;
      // The position before the move, as the answer: the queen is missing.
      const json answer = {{"state", tc.input.at("state")}};
      const auto figs = driver->figures(tc, answer);
      ASSERT_EQ(figs.size(), 3u) << tc.id;
      EXPECT_TRUE(figs[2].wrong);
      const auto& cells = figs[2].frames.front().board.cells;
      EXPECT_GE(std::count_if(cells.begin(), cells.end(), [](const auto& c) { return c.style == "wrong"; }),
                1);
      return;
    }
  }
  FAIL() << "no apply_move case for n_queens";
}

TEST(Pictures, BigImagesAreScaledDown) {
  std::vector<std::uint8_t> spots(500u * 300u, 0);
  spots[0] = 1;
  const blob_count::image img(500, 300, spots);
  const auto p = grader::problems::draw_image(img);
  EXPECT_LE(std::max(p.rows, p.cols), grader::problems::max_image_side);
  EXPECT_EQ(p.at(0, 0).style, "pixel");
  EXPECT_NE(p.note.find("1:"), std::string::npos);
}

}  // namespace
