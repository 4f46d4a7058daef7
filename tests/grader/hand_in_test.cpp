// Which language a folder hands in when it holds both skeletons: the one the
// student wrote; the kit's default (C++) while neither was touched; a refusal
// (both kept, for the compile step to name) when both were written. An
// editor's CRLF line ends leave a skeleton untouched; a malformed manifest is
// an input error naming its file and line.

#include "grader/pipeline/hand_in.hpp"
#include "framework/core/errors.hpp"
#include "grader/pipeline/hashing.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

namespace grader::pipeline {
namespace {

const std::string kCppSkeleton = "void solve() { throw 1; }\n";
const std::string kPySkeleton = "def solve(board):\n    raise NotImplementedError\n";

skeleton_hashes kit_hashes() {
  return {{"peg_solitaire/peg_solitaire.cpp", sha256_hex(kCppSkeleton)},
          {"peg_solitaire/peg_solitaire.py", sha256_hex(kPySkeleton)}};
}

problem_sources folder(const std::string& cpp, const std::string& py) {
  problem_sources s;
  s.problem = "peg_solitaire";
  s.present = true;
  s.files = {{"peg_solitaire.cpp", cpp}, {"peg_solitaire.py", py}};
  return s;
}

std::vector<std::string> kept(const problem_sources& s) {
  std::vector<std::string> names;
  for (const auto& f : s.files) names.push_back(f.path);
  return names;
}

using names = std::vector<std::string>;

TEST(hand_in, the_written_python_is_graded_beside_the_untouched_cpp_skeleton) {
  EXPECT_EQ(kept(handed_in(kit_hashes(), folder(kCppSkeleton, "def solve(board):\n    return True\n"))),
            names{"peg_solitaire.py"});
}

TEST(hand_in, the_written_cpp_is_graded_beside_the_untouched_python_skeleton) {
  EXPECT_EQ(kept(handed_in(kit_hashes(), folder("void solve() {}\n", kPySkeleton))),
            names{"peg_solitaire.cpp"});
}

TEST(hand_in, the_folder_as_cloned_is_the_cpp_skeleton) {
  EXPECT_EQ(kept(handed_in(kit_hashes(), folder(kCppSkeleton, kPySkeleton))), names{"peg_solitaire.cpp"});
}

TEST(hand_in, both_languages_written_keeps_both_for_the_refusal) {
  EXPECT_EQ(kept(handed_in(kit_hashes(), folder("void solve() {}\n", "def solve(board):\n    pass\n"))),
            (names{"peg_solitaire.cpp", "peg_solitaire.py"}));
}

TEST(hand_in, a_helper_file_of_its_own_counts_as_written) {
  auto s = folder(kCppSkeleton, "def solve(board):\n    return True\n");
  s.files.push_back({"helpers.hpp", "int helper();\n"});
  EXPECT_EQ(kept(handed_in(kit_hashes(), s)),
            (names{"peg_solitaire.cpp", "peg_solitaire.py", "helpers.hpp"}));
}

TEST(hand_in, crlf_line_ends_leave_a_skeleton_untouched) {
  std::string crlf;
  for (const char c : kPySkeleton) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(kept(handed_in(kit_hashes(), folder("void solve() {}\n", crlf))), names{"peg_solitaire.cpp"});
}

TEST(hand_in, without_a_manifest_every_file_counts_as_written) {
  EXPECT_EQ(kept(handed_in(skeleton_hashes{}, folder(kCppSkeleton, kPySkeleton))).size(), 2U);
}

TEST(hand_in, a_malformed_manifest_names_its_file_and_line) {
  const grader::testing::temp_dir dir;
  const auto manifest = dir.path() / "skeletons.sha256";
  grader::testing::write_text(manifest,
                              std::string(64, 'a') + "  peg_solitaire/peg_solitaire.cpp\nnot a hash\n");
  try {
    (void)read_skeleton_hashes(manifest);
    FAIL() << "a malformed line was read";
  } catch (const framework::input_error& e) {
    EXPECT_EQ(e.where().file, manifest.string());
    EXPECT_EQ(e.where().line, 2);
  }
  EXPECT_TRUE(read_skeleton_hashes(dir.path() / "absent.sha256").empty());
}

}  // namespace
}  // namespace grader::pipeline
