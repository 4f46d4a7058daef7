// `grader play` end to end through the built binary: a scripted game against
// the reference (which never loses), what a person may mistype, the end of
// the input, the options' errors, and a team's best_move as the opponent,
// compiled and run in the sandbox, with the verdict when it misbehaves.

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <string>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

// <dir>/exercises/tic_tac_toe/<file> = `source`, and a team.yaml.
fs::path make_tic_tac_toe_team(const fs::path& dir, const fs::path& source, const std::string& name) {
  fs::create_directories(dir / "exercises/tic_tac_toe");
  fs::copy_file(source, dir / "exercises/tic_tac_toe" / source.filename(),
                fs::copy_options::overwrite_existing);
  write_text(dir / "team.yaml", "name: " + name + "\nmembers: [Ada]\n");
  return dir;
}

TEST(Play, TheReferenceNeverLosesAndMistypedMovesAreExplained) {
  // X takes a corner, then keeps playing the first free squares: the
  // reference (O) blocks and wins or draws, never loses.
  std::string moves = "0,0\nnine\n0,0\n7,7\n";
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 3; ++c) moves += std::to_string(r) + "," + std::to_string(c) + "\n";
  }
  const auto r = run_grader("play tic_tac_toe", "/", moves);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("you play X against the reference"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("'nine' is not a square"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(0,0) already holds X"), std::string::npos)
      << "a taken square is refused with the rules' reason\n"
      << r.out;
  EXPECT_NE(r.out.find("the reference plays (1,1)"), std::string::npos) << "the centre answers a corner\n"
                                                                        << r.out;
  const bool ended = r.out.find("O wins") != std::string::npos || r.out.find("draw") != std::string::npos;
  EXPECT_TRUE(ended) << r.out;
  EXPECT_EQ(r.out.find("X wins"), std::string::npos) << r.out;
}

TEST(Play, TheEndOfTheInputLeavesTheGameUnfinished) {
  const auto r = run_grader("play tic_tac_toe --you O --set first=O", "/", "hint\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("the reference would play"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no more input: the game is left unfinished"), std::string::npos) << r.out;
}

TEST(Play, OptionsThatMakeNoGameAreBadInput) {
  const auto not_a_game = run_grader("play n_queens");
  EXPECT_EQ(not_a_game.exit_code, 2);
  EXPECT_NE(not_a_game.err.find("n_queens is not a two-player game; `grader play` plays tic_tac_toe"),
            std::string::npos)
      << not_a_game.err;
  const auto bad_k = run_grader("play tic_tac_toe --set k=9");
  EXPECT_EQ(bad_k.exit_code, 2);
  EXPECT_NE(bad_k.err.find("--set"), std::string::npos) << "names where the bad field came from\n"
                                                        << bad_k.err;
  EXPECT_NE(bad_k.err.find("k"), std::string::npos) << bad_k.err;
  const auto unknown_field = run_grader("play tic_tac_toe --set depth=3");
  EXPECT_EQ(unknown_field.exit_code, 2) << unknown_field.out;
  const auto bad_side = run_grader("play tic_tac_toe --you Z");
  EXPECT_EQ(bad_side.exit_code, 2);
  EXPECT_NE(bad_side.err.find("the sides are X and O"), std::string::npos) << bad_side.err;
  EXPECT_EQ(run_grader("play tic_tac_toe --set k").exit_code, 2);
}

TEST(Play, ATeamsBestMovePlaysInTheSandbox) {
  const temp_dir dir;
  const auto team = make_tic_tac_toe_team(
      dir.path() / "model", fs::path(BT_SOURCE_DIR) / "reference/tic_tac_toe/model_answer.cpp", "Model");
  const auto r = run_grader(
      "play tic_tac_toe --cache-dir " + quoted(shared_cache_dir()) + " --submission " + quoted(team), "/",
      "0,0\n0,1\n");
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  EXPECT_NE(r.out.find("you play X against Model"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Model plays (1,1)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no more input"), std::string::npos) << r.out;
}

TEST(Play, ATeamsNameIsShownWithItsControlCharactersEscaped) {
  const temp_dir dir;
  const auto team = make_tic_tac_toe_team(dir.path() / "model",
                                          fs::path(BT_SOURCE_DIR) / "reference/tic_tac_toe/model_answer.cpp",
                                          "\"Team\\e[31mRed\\a\"");
  const auto r = run_grader(
      "play tic_tac_toe --cache-dir " + quoted(shared_cache_dir()) + " --submission " + quoted(team), "/",
      "0,0\n");
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find('\x07'), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("you play X against Team\\x1b[31mRed\\x07"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Team\\x1b[31mRed\\x07 plays (1,1)"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace grader::testing
