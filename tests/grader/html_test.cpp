// The HTML reports (grader/report/html.*): escaping of hostile text, hidden
// cases withheld from the student page, and the pages as a browser sees them:
// rendered in headless Chromium, they load without a script error, draw their
// boards as SVG, and the slider steps through a solution.

#include "grader/report/html.hpp"
#include "grader/cases/suite_loader.hpp"
#include "grader/report/board_data.hpp"
#include "test_support.hpp"
#include "tests/support/browser.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

namespace fs = std::filesystem;
using namespace grader;
using namespace grader::testing;
using namespace bt::testing;
using nlohmann::json;

const test_case& strip_of_four() {
  static const std::vector<suite_file> suites{load_suite_file(
      fs::path(BT_SOURCE_DIR) / "testcases/peg_solitaire/public/solve_small.yaml", visibility::visible)};
  return *find_case(suites, "strip-of-four");
}

// A report with the strip-of-four case visible (solved) and hidden (failed),
// from a team with a hostile name.
report::team_report hostile_report(const json& answer) {
  report::team_report r;
  r.grader_version = "test";
  r.generated_at = "2026-11-24T00:00:00Z";
  r.team.id = "evil";
  r.team.name = "<script>document.title='owned'</script>";
  r.team.members = {{"<img src=x onerror=alert(1)>", "<b>id</b>", "x@<i>e</i>"}};
  r.team.warning = "team.yaml:1: <script>alert('warned')</script>";
  r.complete = true;
  report::problem_result p;
  p.problem = "peg_solitaire";
  report::case_result c;
  c.id = strip_of_four().id;
  c.suite = strip_of_four().suite;
  c.name = strip_of_four().name;
  c.hook = "solve";
  c.result = verdict::accepted;
  c.max_points = 2;
  c.answer = answer;
  p.cases.push_back(c);
  c.id = "secret/hidden-one";
  c.name = "hidden-one";
  c.vis = visibility::hidden;
  c.result = verdict::wrong_answer;
  c.feedback = "the secret board was <b>XYZZY</b>";
  p.cases.push_back(c);
  r.problems.push_back(p);
  report::score(r);
  return r;
}

json reference_answer() {
  const auto* driver = find_driver("peg_solitaire");
  const auto ref = driver->consult_reference(strip_of_four(), 1'000'000);
  return ref.answer.value_or(json());
}

TEST(Html, EscapesEveryTextAndKeepsMarkupOut) {
  EXPECT_EQ(report::html_escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  const std::vector<test_case> cases{strip_of_four()};
  const auto html =
      report::team_page(to_json(hostile_report(reference_answer()), report::audience::instructor),
                        {{find_driver("peg_solitaire"), &cases}});
  EXPECT_EQ(html.find("<script>document"), std::string::npos);
  EXPECT_EQ(html.find("<img src=x"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;document.title"), std::string::npos);
  EXPECT_NE(html.find("<p class=\"warning\">team.yaml:1: &lt;script&gt;alert("), std::string::npos);
  EXPECT_EQ(occurrences(html, "<script>"), 1u);  // the page's own
}

TEST(Html, ACaseBeyondTheLectureIsMarkedAsAnExtension) {
  const std::vector<test_case> cases{strip_of_four()};
  auto r = hostile_report(reference_answer());
  auto& beyond = r.problems[0].cases[1];
  beyond.vis = visibility::visible;
  beyond.max_points = 0;
  beyond.extension = "a <b>bigger</b> board, beyond the lecture";
  report::score(r);
  const auto html =
      report::team_page(to_json(r, report::audience::student), {{find_driver("peg_solitaire"), &cases}});
  const auto row = html.find(">secret/hidden-one</a>");
  ASSERT_NE(row, std::string::npos) << html;
  EXPECT_EQ(html.find("</a> <span class=\"muted\">extension</span>", row), html.find("</a>", row)) << html;
  EXPECT_NE(html.find(", extension: a &lt;b&gt;bigger&lt;/b&gt; board, beyond the lecture"),
            std::string::npos);
  EXPECT_EQ(html.find("<b>bigger"), std::string::npos);
  // The lecture's own case is not marked.
  EXPECT_EQ(occurrences(html, ">extension</span>"), 1u);
  // A failed extension worth nothing leaves the class page's cell green.
  report::class_result c;
  c.problems = {"peg_solitaire"};
  c.teams.resize(1);
  c.teams[0].id = "evil";
  c.teams[0].status = report::team_status::graded;
  c.teams[0].report = r;
  EXPECT_NE(report::class_page(c, "test").find("<span class=\"verdict v-ok\">2</span>"), std::string::npos);
}

TEST(Html, TheStudentPageWithholdsHiddenCasesAsTheFeedbackJsonDoes) {
  const std::vector<test_case> cases{strip_of_four()};
  const auto r = hostile_report(reference_answer());
  const auto student =
      report::team_page(to_json(r, report::audience::student), {{find_driver("peg_solitaire"), &cases}});
  EXPECT_EQ(student.find("XYZZY"), std::string::npos);
  EXPECT_NE(student.find(report::kWithheld), std::string::npos);
  const auto hidden = student.find("id=\"peg_solitaire/secret/hidden-one\"");
  ASSERT_NE(hidden, std::string::npos);
  const auto section = student.substr(hidden, student.find("</details>", hidden) - hidden);
  EXPECT_EQ(section.find("<svg"), std::string::npos);
  EXPECT_EQ(section.find("data-figs"), std::string::npos);
  const auto instructor =
      report::team_page(to_json(r, report::audience::instructor), {{find_driver("peg_solitaire"), &cases}});
  EXPECT_NE(instructor.find("XYZZY"), std::string::npos);
}

TEST(Html, TheSearchIsDrawnBesideTheLecturesAndAHiddenCasesNotForTheStudent) {
  const temp_dir dir;
  const std::vector<test_case> cases{strip_of_four()};
  auto r = hostile_report(reference_answer());
  search_drawing d;
  d.per_depth = {0, 1, 1};
  d.lecture = {{reading::front_to_back, {0, 1, 1}}, {reading::back_to_front, {0, 1, 2}}};
  d.parting = "Your search and the lecture's agree for the first node; then yours </p><b>jumps</b>";
  for (auto& c : r.problems[0].cases) {
    c.search = true;
    c.drawing = d;
  }
  const auto student =
      report::team_page(to_json(r, report::audience::student), {{find_driver("peg_solitaire"), &cases}});
  EXPECT_EQ(occurrences(student, "data-chart="), 1u) << "the hidden case's search is withheld";
  EXPECT_EQ(occurrences(student, "class=\"parting\""), 1u);
  EXPECT_EQ(student.find("<b>jumps</b>"), std::string::npos) << "the words are text";
  const auto instructor =
      report::team_page(to_json(r, report::audience::instructor), {{find_driver("peg_solitaire"), &cases}});
  EXPECT_EQ(occurrences(instructor, "data-chart="), 2u);
  const auto page = dir.path() / "team.html";
  write_text(page, student);
  if (no_browser_to_be_had()) GTEST_SKIP() << "no browser on this Ubuntu (its Chromium is a snap)";
  const auto opened = rendered(with_every_case_open(page));
  expect_loaded_without_errors(opened, "team page with a chart");
  EXPECT_EQ(occurrences(opened, "<figure class=\"search-chart\">"), 1u);
  EXPECT_EQ(occurrences(opened, "class=\"sc-you\""), 1u + 2u + 1u) << "a line, its two points and its key";
  EXPECT_NE(opened.find("the lecture's pop() order (3 nodes)"), std::string::npos);
}

TEST(Html, APageLoadsInChromiumDrawsItsBoardsAndItsSliderSteps) {
  const temp_dir dir;
  const std::vector<test_case> cases{strip_of_four()};
  const auto page = dir.path() / "team.html";
  write_text(page, report::team_page(to_json(hostile_report(reference_answer()), report::audience::student),
                                     {{find_driver("peg_solitaire"), &cases}}));
  if (no_browser_to_be_had()) GTEST_SKIP() << "no browser on this Ubuntu (its Chromium is a snap)";
  // A case that passed is closed, and its boards are drawn only when it is opened.
  const auto closed = rendered(page);
  expect_loaded_without_errors(closed, "team page");
  EXPECT_EQ(occurrences(closed, "class=\"board"), 0u);
  EXPECT_EQ(occurrences(closed, "data-figs="), 1u);
  const auto opened = with_every_case_open(page);
  const auto first = rendered(opened);
  expect_loaded_without_errors(first, "team page");
  // start, goal and the solution, whose three positions are frames of one board.
  EXPECT_GE(occurrences(first, "class=\"board"), 3u);
  EXPECT_EQ(occurrences(first, "<g class=\"frame"), 3u);
  EXPECT_NE(first.find("data-step=\"0\""), std::string::npos);
  // The team's name is text: its script never ran.
  EXPECT_EQ(first.find("<title>owned</title>"), std::string::npos);
  const auto last = rendered(opened, "#last");
  expect_loaded_without_errors(last, "team page at #last");
  EXPECT_NE(last.find("data-step=\"2\""), std::string::npos) << "the slider did not step to the last move";
}

TEST(Html, GradeWritesTheClassAndTeamPagesAndTheyLoad) {
  const temp_dir dir;
  make_model_submission(dir.path() / "class/model");
  make_skeleton_submission(dir.path() / "class/skeleton");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto out = dir.path() / "out";
  const auto r = run_grader("--cases " + quoted(cases) + " grade " + quoted(dir.path() / "class") +
                            " --out " + quoted(out) + " -j 2");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto* file :
       {"html/index.html", "html/model.html", "html/skeleton.html", "html/instructor/model.html"})
    EXPECT_TRUE(fs::exists(out / file)) << file;
  if (no_browser_to_be_had()) GTEST_SKIP() << "no browser on this Ubuntu (its Chromium is a snap)";
  const auto index = rendered(out / "html/index.html");
  expect_loaded_without_errors(index, "index");
  EXPECT_NE(index.find("href=\"model.html\""), std::string::npos);
  EXPECT_NE(index.find("v-ok"), std::string::npos);
  EXPECT_NE(index.find("v-bad"), std::string::npos);  // the skeleton's problem
  const auto model = rendered(with_every_case_open(out / "html/model.html"), "#last");
  expect_loaded_without_errors(model, "model's page");
  EXPECT_GE(occurrences(model, "class=\"board"), 3u);
  EXPECT_NE(model.find("figure class=\"steps"), std::string::npos);
  const auto skeleton = read_text(out / "html/skeleton.html");
  EXPECT_NE(skeleton.find("not_implemented"), std::string::npos);
}

}  // namespace

// The demo's eight problems, a dozen teams with long names, every verdict:
// the class page still fits a 1280 px window with no horizontal scrolling.
TEST(Html, TheClassPageOfEightProblemsFitsA1280PixelWindow) {
  report::class_result c;
  c.problems = {"n_queens", "peg_solitaire",  "sudoku",        "blob_count",
                "boggle",   "job_assignment", "shortest_path", "tic_tac_toe"};
  for (const auto& p : c.problems) c.planned_max[p] = 127.5;
  for (int t = 0; t < 12; ++t) {
    report::team_entry e;
    e.id = "team-" + std::to_string(t) + "-with-a-rather-long-folder-name";
    e.status = report::team_status::graded;
    report::team_report r;
    r.team.id = e.id;
    r.team.name = "The Backtracking Enthusiasts of Room " + std::to_string(t);
    r.team.members = {{"Maximiliane Alexandrova-Featherstonehaugh", "", ""},
                      {"Bartholomew Okonkwo-Lindqvist", "", ""},
                      {"Wilhelmina Papadopoulou", "", ""},
                      {"Christopher Montgomery III", "", ""}};
    r.complete = t != 3;
    if (t == 5) r.team.warning = "team.yaml:4: members: expected a list of names or {name, id, email}";
    for (std::size_t p = 0; p < c.problems.size(); ++p) {
      report::problem_result pr;
      pr.problem = c.problems[p];
      for (std::size_t k = 0; k < std::size(all_verdicts); ++k) {
        report::case_result cs;
        cs.id = "public/case-" + std::to_string(k);
        cs.result = all_verdicts[(k + p + static_cast<std::size_t>(t)) % std::size(all_verdicts)];
        cs.max_points = 12.75;
        for (int n = 0; n < 3; ++n) pr.cases.push_back(cs);
      }
      r.problems.push_back(pr);
    }
    report::score(r);
    e.report = r;
    c.teams.push_back(e);
  }
  report::team_entry skipped;
  skipped.id = "team-without-exercises";
  skipped.status = report::team_status::skipped;
  skipped.error = "no exercises/ folder: nothing to grade";
  c.teams.push_back(skipped);

  const auto html = report::class_page(c, "test");
  EXPECT_NE(html.find("skipped</span> no exercises/ folder: nothing to grade"), std::string::npos);
  EXPECT_NE(html.find(">incomplete</em>"), std::string::npos);
  for (const auto& p : c.problems) EXPECT_NE(html.find("<a href=\"#p-" + p + "\">"), std::string::npos) << p;

  if (no_browser_to_be_had()) GTEST_SKIP() << "no browser on this Ubuntu (its Chromium is a snap)";
  const temp_dir dir;
  const auto page = dir.path() / "index.html";
  // Measured once the page is laid out: how wide its content is against the window.
  auto measured = html;
  measured.insert(measured.rfind("</body>"),
                  "<script>addEventListener('load',()=>{const d=document.documentElement;"
                  "document.body.dataset.fit=d.scrollWidth<=d.clientWidth?'yes':'no '+d.scrollWidth;"
                  "document.body.dataset.tables=[...document.querySelectorAll('.wide')]"
                  ".every(w=>w.scrollWidth<=w.clientWidth)?'yes':'no'})</script>");
  write_text(page, measured);
  const auto dom = rendered(page, "", "1280,900");
  expect_loaded_without_errors(dom, "class page");
  EXPECT_NE(dom.find("data-fit=\"yes\""), std::string::npos) << "the page scrolls sideways at 1280 px";
  EXPECT_NE(dom.find("data-tables=\"yes\""), std::string::npos)
      << "the scores table scrolls sideways at 1280 px";
}

namespace {

// The figure ids a page's placeholders name: the boards its script must draw.

}  // namespace

// The boards' data: a board shared by two figures is kept once, a frame of
// the same grid holds only what changed, and no text closes the script.
TEST(BoardData, SharedBoardsOnceFramesAsChangesAndNoTextClosesTheScript) {
  picture start(2, 2);
  start.at(0, 0) = {"</script><b>x", "peg highlight", round_mark::disc};
  start.at(1, 1).style = "hole";
  picture moved = start;
  moved.at(1, 1) = {"", "peg", round_mark::disc};
  moved.arrows.push_back({0, 0, 1, 1, "move"});
  const figure still{"start", {{"", start}}, false};
  const figure played{"your solution", {{"start", start}, {"move 1", moved}}, false};

  const auto data = report::figure_data(played, report::kMaxFrames);
  ASSERT_EQ(data["f"].size(), 2u);
  EXPECT_TRUE(data["f"][0].contains("board"));
  EXPECT_EQ(data["f"][1]["d"], json::parse(R"([[3, "peg", "", "1"]])")) << data.dump();
  EXPECT_EQ(data["f"][1]["a"], json::parse(R"([[0, 0, 1, 1, "move"]])"));
  EXPECT_EQ(report::figure_data(played, 1).value("of", 0), 2) << "a figure cut short says of how many";

  report::page_boards boards;
  EXPECT_EQ(boards.add(report::figure_data(still, report::kMaxFrames)), 0u);
  EXPECT_EQ(boards.add(data), 1u);
  const auto text = boards.embedded();
  EXPECT_EQ(text.find('<'), std::string::npos) << text;
  const auto page = json::parse(text);
  EXPECT_EQ(page["boards"].size(), 1u) << "the start, in both figures, is one board";
  EXPECT_EQ(page["boards"][0]["p"], json::parse(R"(["peg highlight", "", "hole"])"));
  EXPECT_EQ(page["boards"][0]["s"], "0112");
  EXPECT_EQ(page["boards"][0]["t"], json::parse(R"([[0, "</script><b>x"]])"));
  EXPECT_EQ(page["boards"][0]["o"], "1000");
  EXPECT_EQ(page["figures"][1]["f"][0]["b"], 0);
}
