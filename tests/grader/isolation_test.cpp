// --sandbox auto|bwrap|landlock|plain: what each resolves to, the line that
// says which isolation is in force, the refusal to grade hidden cases with
// none, and the compiler under Landlock (it must still build a runner, and
// must not reach the kit's hidden cases or reference solutions).

#include "framework/core/errors.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/sandbox/sandbox.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <stdexcept>
#include <string>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;
using pipeline::sandbox_choice;
using pipeline::sandbox_settings;

bool landlock_here() { return sandbox::confinement_available().landlock_abi > 0; }

TEST(Isolation, SandboxChoicesAreParsedAndBadOnesNamed) {
  EXPECT_EQ(pipeline::parse_sandbox_choice("landlock"), sandbox_choice::landlock);
  EXPECT_EQ(pipeline::parse_sandbox_choice("plain"), sandbox_choice::plain);
  try {
    (void)pipeline::parse_sandbox_choice("chroot");
    FAIL() << "expected invalid_argument";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("auto, bwrap, landlock or plain"), std::string::npos) << e.what();
  }
}

TEST(Isolation, AutoFallsBackToLandlockOnlyWithoutBubblewrap) {
  const auto s = pipeline::resolve_sandbox(sandbox_choice::automatic);
  EXPECT_EQ(s.use_bwrap, sandbox::bwrap_available());
  EXPECT_EQ(s.use_landlock, !sandbox::bwrap_available() && landlock_here());
  EXPECT_FALSE(s.isolation_waived);
  const auto plain = pipeline::resolve_sandbox(sandbox_choice::plain);
  EXPECT_FALSE(plain.use_bwrap || plain.use_landlock);
  EXPECT_TRUE(plain.isolation_waived);
  if (landlock_here()) {
    const auto landlock = pipeline::resolve_sandbox(sandbox_choice::landlock);
    EXPECT_TRUE(landlock.use_landlock);
    EXPECT_FALSE(landlock.use_bwrap);
  } else {
    EXPECT_THROW((void)pipeline::resolve_sandbox(sandbox_choice::landlock), std::runtime_error);
  }
}

TEST(Isolation, DescriptionSaysWhatIsInForce) {
  sandbox_settings s;
  s.use_bwrap = true;
  EXPECT_TRUE(pipeline::describe_isolation(s).starts_with("bubblewrap ("));
  s.use_bwrap = false;
  s.use_landlock = true;
  EXPECT_EQ(pipeline::describe_isolation(s), sandbox::describe_confinement(sandbox::confinement_available()));
  s.use_landlock = false;
  EXPECT_TRUE(pipeline::describe_isolation(s).starts_with("none (neither bubblewrap nor Landlock"));
  s.isolation_waived = true;
  EXPECT_TRUE(pipeline::describe_isolation(s).starts_with("none (--sandbox plain"));
}

TEST(Isolation, HiddenCasesWithoutIsolationAreRefusedUnlessPlainWasChosen) {
  sandbox_settings none;
  try {
    pipeline::check_isolation_for_hidden_cases(none, true);
    FAIL() << "expected an input error";
  } catch (const framework::input_error& e) {
    const std::string text = e.what();
    EXPECT_NE(text.find("refusing to grade hidden cases with no isolation"), std::string::npos) << text;
    EXPECT_NE(text.find("--sandbox plain"), std::string::npos) << text;
    EXPECT_NE(text.find("bubblewrap"), std::string::npos) << text;
  }
  EXPECT_NO_THROW(pipeline::check_isolation_for_hidden_cases(none, false));  // public cases only
  sandbox_settings waived;
  waived.isolation_waived = true;
  EXPECT_NO_THROW(pipeline::check_isolation_for_hidden_cases(waived, true));
  sandbox_settings landlock;
  landlock.use_landlock = true;
  EXPECT_NO_THROW(pipeline::check_isolation_for_hidden_cases(landlock, true));
}

TEST(Isolation, BadSandboxValueIsExitCode2) {
  const auto r = run_grader("test --sandbox chroot");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--sandbox"), std::string::npos) << r.err;
}

// Compiled afresh (--no-cache): the compiler itself runs under Landlock.
TEST(Isolation, TestUnderLandlockCompilesRunsAndSaysSoFirst) {
  if (!landlock_here()) GTEST_SKIP() << "the kernel has no Landlock";
  const temp_dir dir;
  const auto sub = make_model_submission(dir.path() / "sub");
  const auto r = run_grader("--cases " + quoted(make_small_cases(dir.path() / "cases")) +
                            " test --sandbox landlock --no-cache --submission " + quoted(sub));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const std::string first_line = r.out.substr(0, r.out.find('\n'));
  EXPECT_NE(first_line.find(", isolation: landlock (ABI "), std::string::npos) << first_line;
  EXPECT_EQ(r.out.find("compile error"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("judge error"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("accepted"), std::string::npos) << r.out;
}

TEST(Isolation, GradeJsonCarriesTheIsolation) {
  if (!landlock_here()) GTEST_SKIP() << "the kernel has no Landlock";
  const temp_dir dir;
  make_model_submission(dir.path() / "class/model");
  const auto r = run_grader("--cases " + quoted(make_small_cases(dir.path() / "cases")) +
                            " --format json grade --sandbox landlock " + quoted(dir.path() / "class") +
                            " --out " + quoted(dir.path() / "out"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto summary = nlohmann::json::parse(r.out);
  EXPECT_TRUE(summary.value("isolation", "").starts_with("landlock (ABI ")) << summary.value("isolation", "");
  const auto file = nlohmann::json::parse(read_text(dir.path() / "out/summary.json"));
  EXPECT_EQ(file.value("isolation", ""), summary.value("isolation", ""));
}

// The Landlock twin of Sandbox.HiddenCasesAndReferenceAreInvisibleToTheCompiler:
// the files exist but cannot be opened, so the compiler says so.
TEST(Isolation, HiddenCasesAndReferenceAreOutOfTheCompilersReachUnderLandlock) {
  if (!landlock_here()) GTEST_SKIP() << "the kernel has no Landlock";
  const temp_dir dir;
  const fs::path kit = BT_SOURCE_DIR;
  const auto hidden = fs::directory_iterator(kit / "testcases/peg_solitaire/hidden")->path();
  for (const auto& include : {hidden.string(), (kit / "reference/peg_solitaire/model_answer.cpp").string()}) {
    const auto sub = make_model_submission(dir.path() / "sub");
    write_text(sub / "exercises/peg_solitaire/peek.cpp", "#include \"" + include + "\"\n");
    const auto r = run_grader("--cases " + quoted(make_small_cases(dir.path() / "cases")) +
                              " --format json test --sandbox landlock --submission " + quoted(sub));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["problems"][0]["compile"]["status"], "compile_error") << include;
    EXPECT_NE(j["problems"][0]["compile"]["log"].get<std::string>().find("Permission denied"),
              std::string::npos)
        << j["problems"][0]["compile"]["log"];
    fs::remove_all(dir.path() / "cases");
  }
}

}  // namespace
}  // namespace grader::testing
