// `grader similarity` and `grade --similarity`, run as an instructor runs
// them, with the real sim_c++ (scripts/setup installs similarity-tester, and
// so does CI): a planted copy of a demo team's sudoku ranks first, the
// handed-out code never counts, bad input is said and the rest written, and
// the pair pages escape the teams' code.

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = BT_SOURCE_DIR;
const fs::path kDemo = kSource / "examples/submissions";

struct csv_row {
  std::string problem, team_a, team_b;
  int share = 0, a_in_b = 0, b_in_a = 0;
  std::string similar, page;
};

// similarity.csv's rows (no field there holds a comma in these tests).
std::vector<csv_row> rows_of(const fs::path& csv) {
  std::istringstream in(read_text(csv));
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(
      line,
      "problem,team_a,team_b,share_percent,a_in_b_percent,b_in_a_percent,matched_lines_a,matched_lines_b,"
      "similar,page");
  std::vector<csv_row> rows;
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::istringstream fields(line);
    for (std::string cell; std::getline(fields, cell, ',');) cells.push_back(cell);
    if (cells.size() == 9) cells.emplace_back();  // an empty page
    if (cells.size() != 10) {
      ADD_FAILURE() << "not 10 cells: " << line;
      continue;
    }
    rows.push_back({cells[0], cells[1], cells[2], std::stoi(cells[3]), std::stoi(cells[4]),
                    std::stoi(cells[5]), cells[8], cells[9]});
  }
  return rows;
}

void add_team(const fs::path& team, const std::string& problem, const std::string& file,
              const std::string& text) {
  fs::create_directories(team / "exercises" / problem);
  write_text(team / "exercises" / problem / file, text);
}

void copy_demo(const fs::path& to) { fs::copy(kDemo, to, fs::copy_options::recursive); }

command_result similarity(const fs::path& class_dir, const fs::path& out, const std::string& more = "") {
  return run_grader("similarity " + quoted(class_dir) + " --out " + quoted(out) + " " + more);
}

TEST(Similarity, APlantedCopyRanksFirstAndTheHonestDemoTeamsStayLow) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  copy_demo(cls);
  // Charlie's sudoku with every identifier renamed, the functions in another
  // order and other comments; the team's folder name has a space.
  add_team(cls / "team delta", "sudoku", "sudoku.cpp",
           read_text(kSource / "tests/grader/similarity/planted_sudoku.cpp"));
  const auto out = dir.path() / "out";
  const auto run = similarity(cls, out, "--problem sudoku");
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;

  const auto rows = rows_of(out / "similarity.csv");
  ASSERT_EQ(rows.size(), 6u);  // 4 teams, 6 pairs
  EXPECT_EQ(rows[0].team_a, "team delta");
  EXPECT_EQ(rows[0].team_b, "team-charlie");
  EXPECT_GE(rows[0].share, 80);
  EXPECT_EQ(rows[0].similar, "yes");
  for (std::size_t i = 1; i < rows.size(); ++i) {
    EXPECT_LT(rows[i].share, 50) << rows[i].team_a << " and " << rows[i].team_b;
    EXPECT_GE(rows[0].share, 2 * rows[i].share) << rows[i].team_a << " and " << rows[i].team_b;
    EXPECT_EQ(rows[i].similar, "no");
    EXPECT_EQ(rows[i].page, "");
  }
  EXPECT_EQ(rows[0].page, "similarity/sudoku/team delta--team-charlie.html");
  EXPECT_TRUE(fs::exists(out / rows[0].page));
  const auto index = read_text(out / "similarity/index.html");
  EXPECT_NE(index.find("href=\"sudoku/team%20delta--team-charlie.html\""), std::string::npos) << index;
  EXPECT_EQ(index.find("plagiar"), std::string::npos);
  EXPECT_NE(run.out.find("team delta and team-charlie"), std::string::npos) << run.out;
}

// A copy of each demo team's sudoku, its comments changed and its names
// renamed, ranks first with the team it copies: whether that team's code is
// the model answer's, the blog's with bugs, or its own.
TEST(Similarity, ACopyOfAnyDemoTeamRanksFirstWithIt) {
  for (const std::string source : {"team-alpha", "team-bravo", "team-charlie"}) {
    const temp_dir dir;
    const auto cls = dir.path() / "class";
    copy_demo(cls);
    auto code = read_text(kDemo / source / "exercises/sudoku/sudoku.cpp");
    std::string disguised;
    std::istringstream lines(code);
    for (std::string line; std::getline(lines, line);) {
      if (const auto at = line.find("//"); at != std::string::npos)
        line = line.substr(0, at) + "// see the notes";
      for (const auto& [from, to] : {std::pair<std::string, std::string>{"board", "grid"},
                                     {"row", "r"},
                                     {"col", "c"},
                                     {"digit", "value"}}) {
        for (auto at = line.find(from); at != std::string::npos; at = line.find(from, at + to.size()))
          line.replace(at, from.size(), to);
      }
      disguised += line + "\n";
    }
    add_team(cls / "team-echo", "sudoku", "sudoku.cpp", disguised);
    const auto run = similarity(cls, dir.path() / "out", "--problem sudoku");
    ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
    const auto rows = rows_of(dir.path() / "out/similarity.csv");
    ASSERT_EQ(rows.size(), 6u);
    EXPECT_EQ(rows[0].team_a + " " + rows[0].team_b, source + " team-echo") << source;
    EXPECT_GE(rows[0].share, 80) << source;
    EXPECT_GE(rows[0].share, 2 * rows[1].share)
        << source << ": the next pair is " << rows[1].team_a << " and " << rows[1].team_b;
  }
}

TEST(Similarity, HandedOutCodeNeverCounts) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  // Two teams that hand in the lecture's code (the blog's, ported as the
  // kit's faithful port has it), one of them with the skeleton beside it:
  // alike token for token, and all of it handed out.
  const auto lecture =
      read_text(kSource / "tests/submissions/sudoku/accepted/blog-port/exercises/sudoku/sudoku.cpp");
  add_team(cls / "one", "sudoku", "sudoku.cpp", lecture);
  add_team(cls / "two", "sudoku", "sudoku.cpp", lecture);
  add_team(cls / "two", "sudoku", "skeleton.cpp", read_text(kSource / "exercises/sudoku/sudoku.cpp"));
  const auto run = similarity(cls, dir.path() / "out");
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  const auto rows = rows_of(dir.path() / "out/similarity.csv");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_LE(rows[0].share, 5);

  // The same teams with code of their own beyond it are compared on that code.
  const auto planted = read_text(kSource / "tests/grader/similarity/planted_sudoku.cpp");
  add_team(cls / "one", "sudoku", "extra.cpp", planted);
  add_team(cls / "two", "sudoku", "extra.cpp", planted);
  const auto again = similarity(cls, dir.path() / "out");
  ASSERT_EQ(again.exit_code, 0) << again.out << again.err;
  EXPECT_GE(rows_of(dir.path() / "out/similarity.csv").at(0).share, 80);
}

TEST(Similarity, AClassOfOneTeamHasNoPairsAndSaysSo) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  fs::create_directories(cls);
  fs::copy(kDemo / "team-alpha", cls / "team-alpha", fs::copy_options::recursive);
  const auto run = similarity(cls, dir.path() / "out");
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_TRUE(rows_of(dir.path() / "out/similarity.csv").empty());
  EXPECT_NE(run.out.find("no pair to compare; similarity.csv has its header only"), std::string::npos)
      << run.out;
  EXPECT_TRUE(fs::exists(dir.path() / "out/similarity/index.html"));
}

TEST(Similarity, ATeamWithoutCodeForAProblemIsLeftOutOfItsPairs) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  copy_demo(cls);
  add_team(cls / "queens-only", "n_queens", "n_queens.cpp",
           read_text(kSource / "reference/n_queens/model_answer.cpp"));
  const auto run = similarity(cls, dir.path() / "out", "--problem sudoku --problem n_queens");
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.err.find("sudoku: team queens-only has no code for it"), std::string::npos) << run.err;
  std::size_t sudoku = 0;
  std::size_t queens = 0;
  for (const auto& r : rows_of(dir.path() / "out/similarity.csv")) {
    (r.problem == "sudoku" ? sudoku : queens) += 1;
    if (r.problem == "sudoku") {
      EXPECT_NE(r.team_a, "queens-only");
    }
  }
  EXPECT_EQ(sudoku, 3u);
  EXPECT_EQ(queens, 6u);
}

TEST(Similarity, BinaryAndHugeFilesAreLeftOutAndTheRestIsWritten) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  copy_demo(cls);
  add_team(cls / "team-alpha", "sudoku", "blob.cpp",
           std::string("\x7f"
                       "ELF\0\0\0binary",
                       13));
  add_team(cls / "huge", "sudoku", "sudoku.cpp", std::string(2u << 20, 'x'));
  const auto run = similarity(cls, dir.path() / "out", "--problem sudoku");
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;  // a team that cannot be read, as `grade` says
  EXPECT_NE(run.err.find("team-alpha: exercises/sudoku/blob.cpp is not text"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("skipped team huge:"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("KiB"), std::string::npos) << run.err;
  EXPECT_EQ(rows_of(dir.path() / "out/similarity.csv").size(), 3u);  // the demo's three teams
}

TEST(Similarity, WithoutSimNothingIsWrittenAndTheMessageSaysWhatToInstall) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  copy_demo(cls);
  const auto empty_bin = dir.path() / "bin";
  fs::create_directories(empty_bin);
  const auto out = dir.path() / "out";
  const auto run = run_shell("PATH=" + quoted(empty_bin) + " '" + std::string(BT_GRADER_EXE) +
                             "' similarity " + quoted(cls) + " --out " + quoted(out));
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  EXPECT_NE(run.err.find("sim_c++ is not installed"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("similarity-tester"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("scripts/setup"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(out));
}

TEST(Similarity, APairPageEscapesTheCodeAndMarksEachRunOnBothSides) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  auto planted = read_text(kSource / "tests/grader/similarity/planted_sudoku.cpp");
  planted += "\n// </script><b>bold</b>\nconst char* tag = \"</script><b>\";\n";
  add_team(cls / "left", "sudoku", "sudoku.cpp", planted);
  add_team(cls / "right", "sudoku", "sudoku.cpp",
           read_text(kDemo / "team-charlie/exercises/sudoku/sudoku.cpp"));
  const auto out = dir.path() / "out";
  const auto run = similarity(cls, out);
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  const auto page = read_text(out / "similarity/sudoku/left--right.html");
  EXPECT_EQ(page.find("</script><b>"), std::string::npos);
  EXPECT_NE(page.find("// &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;"), std::string::npos);
  EXPECT_NE(page.find("&quot;&lt;/script&gt;&lt;b&gt;&quot;"), std::string::npos);
  // Each run begins on both sides in one colour, and each side links to the other.
  for (const std::string id : {"r1", "r2"}) {
    EXPECT_NE(page.find("id=\"" + id + "a\""), std::string::npos) << id;
    EXPECT_NE(page.find("id=\"" + id + "b\""), std::string::npos) << id;
    EXPECT_NE(page.find("href=\"#" + id + "a\""), std::string::npos) << id;
    EXPECT_NE(page.find("href=\"#" + id + "b\""), std::string::npos) << id;
  }
  EXPECT_NE(page.find("<span class=\"l c0\" id=\"r1a\">"), std::string::npos);
  EXPECT_NE(page.find("<span class=\"l c0\" id=\"r1b\">"), std::string::npos);
  EXPECT_NE(page.find("similar"), std::string::npos);
  EXPECT_EQ(page.find("plagiar"), std::string::npos);
  EXPECT_EQ(page.find("copied"), std::string::npos);
}

TEST(Similarity, AnArchiveIsComparedWithThisYearOnly) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  add_team(cls / "now", "sudoku", "sudoku.cpp",
           read_text(kSource / "tests/grader/similarity/planted_sudoku.cpp"));
  add_team(cls / "other", "sudoku", "sudoku.cpp",
           read_text(kDemo / "team-alpha/exercises/sudoku/sudoku.cpp"));
  const auto archive = dir.path() / "2025";
  add_team(archive / "old-charlie", "sudoku", "sudoku.cpp",
           read_text(kDemo / "team-charlie/exercises/sudoku/sudoku.cpp"));
  add_team(archive / "old-twin", "sudoku", "sudoku.cpp",
           read_text(kDemo / "team-charlie/exercises/sudoku/sudoku.cpp"));
  const auto run = similarity(cls, dir.path() / "out", "--archive " + quoted(archive));
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  const auto rows = rows_of(dir.path() / "out/similarity.csv");
  ASSERT_EQ(rows.size(), 5u);  // now-other, and each of them with each archived team; never old with old
  EXPECT_EQ(rows[0].team_a, "now");
  EXPECT_TRUE(rows[0].team_b == "2025/old-charlie" || rows[0].team_b == "2025/old-twin") << rows[0].team_b;
  EXPECT_GE(rows[0].share, 80);
  EXPECT_GE(rows[0].b_in_a, 80);  // the archive's direction is measured too
  for (const auto& r : rows) EXPECT_FALSE(r.team_a.starts_with("2025/")) << r.team_a;
}

TEST(Similarity, GradeWithSimilarityWritesBothAndSaysWhenSimIsMissing) {
  const temp_dir dir;
  const auto cls = dir.path() / "class";
  make_model_submission(cls / "a");
  make_model_submission(cls / "b");
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto grade = "--cases " + quoted(cases) + " grade " + quoted(cls) + " -j 2 --similarity --out ";
  const auto out = dir.path() / "out";
  const auto run = run_grader(grade + quoted(out));
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_TRUE(fs::exists(out / "gradebook.csv"));
  const auto rows = rows_of(out / "similarity.csv");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].problem, "peg_solitaire");
  // Both hand in the model answer, which is no handed-out code: the same code.
  EXPECT_GE(rows[0].share, 95);
  EXPECT_EQ(rows[0].similar, "yes");
  // The class page leads to them.
  EXPECT_NE(read_text(out / "html" / "index.html").find("href=\"../similarity/index.html\""),
            std::string::npos);
  EXPECT_TRUE(fs::exists(out / "similarity" / "index.html"));

  // Everything of /usr/bin but sim: the grades are written, the missing tool said.
  const auto bin = dir.path() / "bin";
  fs::create_directories(bin);
  for (const auto& entry : fs::directory_iterator("/usr/bin")) {
    if (!entry.path().filename().string().starts_with("sim_"))
      fs::create_symlink(entry.path(), bin / entry.path().filename());
  }
  const auto bare = dir.path() / "bare";
  const auto without =
      run_shell("PATH=" + quoted(bin) + " '" + std::string(BT_GRADER_EXE) + "' " + grade + quoted(bare));
  EXPECT_EQ(without.exit_code, 2) << without.out << without.err;
  EXPECT_TRUE(fs::exists(bare / "gradebook.csv"));
  EXPECT_FALSE(fs::exists(bare / "similarity.csv"));
  EXPECT_EQ(read_text(bare / "html" / "index.html").find("similarity/index.html"), std::string::npos)
      << "no link to pages never written";
  EXPECT_NE(without.err.find("sim_c++ is not installed"), std::string::npos) << without.err;
}

}  // namespace
}  // namespace grader::testing
