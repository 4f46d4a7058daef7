// Loading a submission: team.yaml errors that name the file and field, the
// content hashes, what is read and what is ignored (symlinks, build output,
// extra files), and UTF-8 sanitising of what students print.

#include "grader/pipeline/submission.hpp"
#include "grader/report/report.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

namespace grader::pipeline {
namespace {

namespace fs = std::filesystem;
using grader::testing::temp_dir;
using grader::testing::write_text;

fs::path minimal(const fs::path& dir) {
  write_text(dir / "team.yaml", "name: Team\nmembers: [Ada, Alan]\n");
  write_text(dir / "exercises/peg_solitaire/a.cpp", "int a;\n");
  write_text(dir / "exercises/peg_solitaire/util/b.hpp", "int b();\n");
  return dir;
}

std::string input_error_of(const fs::path& dir, bool require_team) {
  try {
    (void)load_submission(dir, require_team);
  } catch (const framework::input_error& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(Submission, ReadsTeamAndSources) {
  const temp_dir dir;
  const auto s = load_submission(minimal(dir.path() / "team-7"), true);
  EXPECT_EQ(s.team.id, "team-7");
  EXPECT_EQ(s.team.name, "Team");
  EXPECT_EQ(s.team.members, (std::vector<report::member_info>{{"Ada", "", ""}, {"Alan", "", ""}}));
  const auto& p = s.problems.at("peg_solitaire");
  ASSERT_EQ(p.files.size(), 2u);
  EXPECT_EQ(p.files[0].path, "a.cpp");
  EXPECT_EQ(p.files[1].path, "util/b.hpp");
  EXPECT_TRUE(s.content_hash.starts_with("sha256:"));
  EXPECT_EQ(s.content_hash.size(), 7u + 64u);
}

TEST(Submission, HashesFollowContentNotTimestamps) {
  const temp_dir dir;
  const auto a = load_submission(minimal(dir.path() / "a"), true);
  const auto b = load_submission(minimal(dir.path() / "b"), true);
  EXPECT_EQ(a.content_hash, b.content_hash);
  EXPECT_EQ(a.problems.at("peg_solitaire").hash, b.problems.at("peg_solitaire").hash);
  write_text(dir.path() / "b/exercises/peg_solitaire/a.cpp", "int a = 1;\n");
  const auto changed = load_submission(dir.path() / "b", true);
  EXPECT_NE(changed.content_hash, a.content_hash);
  // A file moved to another name is another submission.
  fs::rename(dir.path() / "b/exercises/peg_solitaire/util/b.hpp",
             dir.path() / "b/exercises/peg_solitaire/util/c.hpp");
  EXPECT_NE(load_submission(dir.path() / "b", true).problems.at("peg_solitaire").hash,
            changed.problems.at("peg_solitaire").hash);
}

TEST(Submission, IgnoresWhatIsNotSourceCode) {
  const temp_dir dir;
  const auto base = load_submission(minimal(dir.path() / "t"), true);
  write_text(dir.path() / "t/expected.yaml", "verdict: accepted\n");
  write_text(dir.path() / "t/exercises/peg_solitaire/notes.txt", "todo\n");
  write_text(dir.path() / "t/exercises/peg_solitaire/build/x.cpp", "junk\n");
  write_text(dir.path() / "t/exercises/peg_solitaire/.git/y.cpp", "junk\n");
  fs::create_symlink(fs::path(BT_SOURCE_DIR) / "reference/peg_solitaire/model_answer.cpp",
                     dir.path() / "t/exercises/peg_solitaire/peek.cpp");
  const auto s = load_submission(dir.path() / "t", true);
  EXPECT_EQ(s.content_hash, base.content_hash);
  const auto& notes = s.problems.at("peg_solitaire").notes;
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("symbolic link exercises/peg_solitaire/peek.cpp"), std::string::npos);
}

// A team.yaml that does not read costs a warning, not a grade: the team is
// named after its folder, and the warning names the file, line and field.
std::string warning_of(const fs::path& dir, bool require_team) {
  const auto s = load_submission(dir, require_team);
  if (!s.team.warning.empty()) {
    EXPECT_EQ(s.team.name, dir.filename().string()) << s.team.warning;
    EXPECT_TRUE(s.team.members.empty()) << s.team.warning;
    EXPECT_NE(s.team.warning.find("graded under the folder's name"), std::string::npos) << s.team.warning;
  }
  EXPECT_FALSE(s.problems.empty()) << "the code is graded all the same";
  return s.team.warning.empty() ? "(no warning)" : s.team.warning;
}

TEST(Submission, TeamYamlErrorsAreWarningsThatNameTheFileLineAndField) {
  const temp_dir dir;
  const auto t = minimal(dir.path() / "t");
  fs::remove(t / "team.yaml");
  EXPECT_NE(warning_of(t, true).find("team.yaml: is missing"), std::string::npos) << warning_of(t, true);
  EXPECT_EQ(warning_of(t, false), "(no warning)") << "grader test does without team.yaml";

  write_text(t / "team.yaml", "name: X\n");
  EXPECT_NE(warning_of(t, true).find("members"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: X\nmembers: []\n");
  EXPECT_NE(warning_of(t, true).find("at least one member"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: X\nmembers: Ada\n");
  EXPECT_NE(warning_of(t, true).find("list of names"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: X\nmembers: [Ada]\nnmae: typo\n");
  EXPECT_NE(warning_of(t, true).find("team.yaml:3"), std::string::npos) << warning_of(t, true);
  EXPECT_NE(warning_of(t, true).find("nmae"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: X\nmembers:\n  - {name: Bo, idd: s2}\n");
  EXPECT_NE(warning_of(t, true).find("team.yaml:3"), std::string::npos) << warning_of(t, true);
  EXPECT_NE(warning_of(t, true).find("members[0].idd"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: X\nmembers: [{name: Bo, email: not-an-address}]\n");
  EXPECT_NE(warning_of(t, true).find("not an e-mail address"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: X\nmembers: [Ada]\nsubmitted: yesterday\n");
  EXPECT_NE(warning_of(t, true).find("`submitted` is not a time"), std::string::npos) << warning_of(t, true);
  write_text(t / "team.yaml", "name: [X\n");
  EXPECT_NE(warning_of(t, true).find("team.yaml:"), std::string::npos) << warning_of(t, false);
  EXPECT_NE(warning_of(t, false).find("team.yaml:"), std::string::npos) << "grader test says so too";

  // A link is refused, not followed, even to a well-formed file; a FIFO is not read.
  write_text(dir.path() / "elsewhere.yaml", "name: X\nmembers: [Ada]\n");
  fs::remove(t / "team.yaml");
  fs::create_symlink(dir.path() / "elsewhere.yaml", t / "team.yaml");
  EXPECT_NE(warning_of(t, true).find("team.yaml: is a symbolic link"), std::string::npos)
      << warning_of(t, true);
  fs::remove(t / "team.yaml");
  ASSERT_EQ(::mkfifo((t / "team.yaml").c_str(), 0600), 0);
  EXPECT_NE(warning_of(t, true).find("team.yaml: is not a regular file"), std::string::npos)
      << warning_of(t, true);
}

TEST(Submission, MembersMayCarryAnIdAndAnEmail) {
  const temp_dir dir;
  const auto t = minimal(dir.path() / "t");
  write_text(t / "team.yaml",
             "name: Team\nmembers:\n  - {name: Alice Marchetti, id: s123456, email: alice@uni.example}\n"
             "  - Benjamin Okoro\nsubmitted: 2026-12-01T23:00+01:00\n");
  const auto s = load_submission(t, true);
  EXPECT_EQ(s.team.warning, "");
  ASSERT_EQ(s.team.members.size(), 2u);
  EXPECT_EQ(s.team.members[0], (report::member_info{"Alice Marchetti", "s123456", "alice@uni.example"}));
  EXPECT_EQ(s.team.members[1], (report::member_info{"Benjamin Okoro", "", ""}));
  EXPECT_EQ(s.team.submitted, "2026-12-01T23:00+01:00");
  // And they survive a report's round trip, the plain names still in `members`.
  const auto j = report::to_json(s.team);
  EXPECT_EQ(j["members"], nlohmann::json({"Alice Marchetti", "Benjamin Okoro"}));
  EXPECT_EQ(j["roster"][0]["id"], "s123456");
  EXPECT_EQ(report::team_info_from_json(j), s.team);
}

TEST(Submission, FolderWithoutExercisesIsAnInputError) {
  const temp_dir dir;
  write_text(dir.path() / "t/team.yaml", "name: X\nmembers: [Ada]\n");
  EXPECT_NE(input_error_of(dir.path() / "t", true).find("exercises"), std::string::npos);
  fs::create_directories(dir.path() / "t/exercises");
  EXPECT_NE(input_error_of(dir.path() / "t", true).find("no problem folder"), std::string::npos);
  EXPECT_NE(input_error_of(dir.path() / "nowhere", true).find("is not a folder"), std::string::npos);
}

TEST(Submission, AbsentProblemHasAStableHash) {
  const temp_dir dir;
  const auto s = load_submission(minimal(dir.path() / "t"), true);
  const auto absent = s.sources_of("sudoku");
  EXPECT_FALSE(absent.present);
  EXPECT_EQ(absent.hash, s.sources_of("sudoku").hash);
}

TEST(Utf8, InvalidBytesBecomeReplacementCharacters) {
  EXPECT_EQ(report::valid_utf8("plain ascii\n"), "plain ascii\n");
  EXPECT_EQ(report::valid_utf8("caf\xc3\xa9"), "caf\xc3\xa9");
  EXPECT_EQ(report::valid_utf8("caf\xe9"), "caf\xef\xbf\xbd");                    // Latin-1
  EXPECT_EQ(report::valid_utf8("bar \xe2\x96"), "bar \xef\xbf\xbd\xef\xbf\xbd");  // cut mid-character
  EXPECT_EQ(report::valid_utf8("\xc0\xaf"), "\xef\xbf\xbd\xef\xbf\xbd");          // overlong '/'
  const nlohmann::json j = report::valid_utf8("\xff\xfe");
  EXPECT_NO_THROW((void)j.dump());
}

}  // namespace
}  // namespace grader::pipeline
