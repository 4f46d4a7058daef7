// Teams whose team.yaml names and members, or folder names, hold terminal
// escapes, BEL and a C1 control, graded by the built grader: every output a
// person reads (gradebook, leaderboard, HTML pages, the terminal, junit.xml)
// shows them as visible escapes and never holds the raw bytes; summary.json
// keeps the exact names, JSON-escaped.

#include "test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

// team.yaml in YAML's own double-quoted escapes: \e is ESC, \a BEL, \u009b CSI.
constexpr const char* kHostileYaml =
    "name: \"Team\\e[31mRed\\a\"\n"
    "members: [\"Eve\\e]0;owned\\a\", \"Mal\\u009b2J\"]\n";
// What the outputs show for them.
constexpr const char* kShownName = "Team\\x1b[31mRed\\x07";
constexpr const char* kShownMembers[] = {"Eve\\x1b]0;owned\\x07", "Mal\\xc2\\x9b2J"};
// A folder name is the team's text too, and an unknown team.yaml key is quoted in the error.
const std::string kGreenFolder = "id\x1b[32mgreen";
constexpr const char* kShownFolder = "id\\x1b[32mgreen";
constexpr const char* kShownKey = "\\x1b[2Jwipe";

// The raw bytes that must never reach a person's output.
void expect_no_raw_controls(const std::string& text, const std::string& what) {
  EXPECT_EQ(text.find('\x1b'), std::string::npos) << what << " holds a raw ESC";
  EXPECT_EQ(text.find('\x07'), std::string::npos) << what << " holds a raw BEL";
  EXPECT_EQ(text.find("\xc2\x9b"), std::string::npos) << what << " holds a raw CSI (U+009B)";
}

class HostileNames : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = std::make_unique<temp_dir>();
    const auto teams = dir_->path() / "class";
    make_model_submission(teams / "hostile");
    write_text(teams / "hostile/team.yaml", kHostileYaml);
    make_model_submission(teams / kGreenFolder);
    make_model_submission(teams / "broken");
    write_text(teams / "broken/team.yaml", "name: B\nmembers: [B]\n\"\\e[2Jwipe\": 1\n");
    const auto cases = make_small_cases(dir_->path() / "cases");
    // Human output, not a terminal: the team lines and the class table, no colour.
    run_ = std::make_unique<command_result>(run_grader("--cases " + quoted(cases) + " grade " +
                                                       quoted(teams) + " --out " + quoted(out()) + " -j 2"));
  }
  static void TearDownTestSuite() {
    run_.reset();
    dir_.reset();
  }
  void SetUp() override {
    // The broken team.yaml is a warning: every team is graded.
    ASSERT_EQ(run_->exit_code, 0) << run_->out << run_->err;
  }
  static fs::path out() { return dir_->path() / "out"; }

  static std::unique_ptr<temp_dir> dir_;
  static std::unique_ptr<command_result> run_;
};

std::unique_ptr<temp_dir> HostileNames::dir_;
std::unique_ptr<command_result> HostileNames::run_;

TEST_F(HostileNames, TheGradebookShowsNamesAndMembersEscaped) {
  const auto csv = read_text(out() / "gradebook.csv");
  expect_no_raw_controls(csv, "gradebook.csv");
  EXPECT_NE(csv.find(std::string("\nhostile,") + kShownName + "," + kShownMembers[0] + "; " +
                     kShownMembers[1] + ","),
            std::string::npos)
      << csv;
  EXPECT_NE(csv.find(std::string("\n") + kShownFolder + ",Model,"), std::string::npos) << csv;
}

TEST_F(HostileNames, TheLeaderboardShowsFolderNamesEscaped) {
  const auto csv = read_text(out() / "leaderboard.csv");
  expect_no_raw_controls(csv, "leaderboard.csv");
  EXPECT_NE(csv.find(std::string(",") + kShownFolder + ","), std::string::npos) << csv;
}

TEST_F(HostileNames, TheHtmlPagesShowNamesEscaped) {
  const auto index = read_text(out() / "html/index.html");
  expect_no_raw_controls(index, "index.html");
  EXPECT_NE(index.find(kShownName), std::string::npos) << index;
  for (const auto* member : kShownMembers) EXPECT_NE(index.find(member), std::string::npos) << member;
  EXPECT_NE(index.find(kShownKey), std::string::npos) << "the broken team's warning\n" << index;
  for (const auto* page : {"html/hostile.html", "html/instructor/hostile.html"}) {
    const auto html = read_text(out() / page);
    expect_no_raw_controls(html, page);
    EXPECT_NE(html.find(std::string("<title>") + kShownName), std::string::npos) << page;
    EXPECT_NE(html.find(std::string("<h1>") + kShownName + "</h1>"), std::string::npos) << page;
    for (const auto* member : kShownMembers) EXPECT_NE(html.find(member), std::string::npos) << page;
  }
}

TEST_F(HostileNames, TheTerminalShowsFolderNamesAndErrorsEscaped) {
  // Without colour the grader writes no escape of its own either.
  expect_no_raw_controls(run_->out, "standard output");
  expect_no_raw_controls(run_->err, "standard error");
  // The team's line as it finishes ("[2/3] id..."), and its row in the class table.
  const std::string shown = std::string(kShownFolder) + " ";
  std::size_t lines = 0;
  for (auto at = run_->out.find(shown); at != std::string::npos; at = run_->out.find(shown, at + 1)) ++lines;
  EXPECT_EQ(lines, 2u) << run_->out;
  EXPECT_NE(run_->out.find(kShownKey), std::string::npos) << run_->out;
  EXPECT_NE(run_->err.find(std::string("warning: team broken: ")), std::string::npos) << run_->err;
  EXPECT_NE(run_->err.find(kShownKey), std::string::npos) << run_->err;
}

TEST_F(HostileNames, JunitShowsFolderNamesAndErrorsEscaped) {
  const auto xml = read_text(out() / "junit.xml");
  expect_no_raw_controls(xml, "junit.xml");
  EXPECT_NE(xml.find(std::string("name=\"") + kShownFolder + "/peg_solitaire\""), std::string::npos) << xml;
  EXPECT_NE(xml.find(kShownKey), std::string::npos) << xml;
}

TEST_F(HostileNames, TheSummaryKeepsTheExactNamesJsonEscaped) {
  const auto text = read_text(out() / "summary.json");
  // JSON writes C0 controls as \u001b; the C1 one is valid UTF-8 and stays.
  EXPECT_EQ(text.find('\x1b'), std::string::npos);
  EXPECT_EQ(text.find('\x07'), std::string::npos);
  const auto summary = nlohmann::json::parse(text);
  bool found = false;
  for (const auto& t : summary["teams"]) {
    if (t["id"] != "hostile") continue;
    found = true;
    EXPECT_EQ(t["name"], "Team\x1b[31mRed\x07");
    EXPECT_EQ(t["members"], nlohmann::json::array({"Eve\x1b]0;owned\x07",
                                                   "Mal\xc2\x9b"
                                                   "2J"}));
  }
  EXPECT_TRUE(found) << summary.dump(2);
}

}  // namespace
}  // namespace grader::testing
