// --sandbox auto|bwrap|landlock|uid|plain: what each resolves to, the line that
// says which isolation is in force, the refusal to grade hidden cases with
// none, and the compiler under Landlock (it must still build a runner, and
// must not reach the kit's hidden cases or reference solutions).

#include "framework/core/errors.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/sandbox/sandbox.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>
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
  EXPECT_EQ(pipeline::parse_sandbox_choice("uid"), sandbox_choice::uid);
  try {
    (void)pipeline::parse_sandbox_choice("chroot");
    FAIL() << "expected invalid_argument";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("auto, bwrap, landlock, uid or plain"), std::string::npos)
        << e.what();
  }
}

TEST(Isolation, AutoFallsBackToLandlockOnlyWithoutBubblewrap) {
  const auto s = pipeline::resolve_sandbox(sandbox_choice::automatic);
  EXPECT_EQ(s.use_bwrap, sandbox::bwrap_available());
  EXPECT_EQ(s.use_landlock, !sandbox::bwrap_available() && landlock_here());
  EXPECT_EQ(s.uid_level, !s.use_bwrap && !s.use_landlock && ::geteuid() == 0);
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

// The uid level, for a container with neither user namespaces nor Landlock
// (Gradescope's, run as root): a slot uid per worker, seccomp and limits,
// with the kit's secrets hidden by their file permissions. Here a kit of its
// own (--kit-root: framework/ only, readable; a reference file, not), its
// cases (not readable) and a copy of the grader (mode 0700, as it holds the
// references compiled in) stand for the bundle after setup.sh.
class UidLevel : public ::testing::Test {
 protected:
  void SetUp() override {
    if (::geteuid() != 0) GTEST_SKIP() << "the uid level needs root (to become the slot uids)";
    ::chmod(dir_.path().c_str(), 0755);
    fs::create_directories(kit());
    fs::copy(fs::path(BT_SOURCE_DIR) / "framework", kit() / "framework", fs::copy_options::recursive);
    write_text(kit() / "reference/secret.txt", "the model answer\n");
    ::chmod(kit().c_str(), 0755);
    for (const auto& p : fs::recursive_directory_iterator(kit() / "framework"))
      ::chmod(p.path().c_str(), p.is_directory() ? 0755 : 0644);
    ::chmod((kit() / "framework").c_str(), 0755);
    ::chmod((kit() / "reference").c_str(), 0700);
    cases_ = make_small_cases(dir_.path() / "cases");
    fs::create_directories(cases_ / "peg_solitaire/hidden");
    fs::copy_file(fs::path(BT_SOURCE_DIR) / "testcases/peg_solitaire/hidden/hooks_more.yaml",
                  cases_ / "peg_solitaire/hidden/hooks_more.yaml");
    ::chmod(cases_.c_str(), 0700);
    fs::create_directories(dir_.path() / "bin");
    fs::copy_file(BT_GRADER_EXE, grader());
    ::chmod(grader().c_str(), 0700);
  }
  [[nodiscard]] fs::path kit() const { return dir_.path() / "kit"; }
  [[nodiscard]] fs::path grader() const { return dir_.path() / "bin/grader"; }
  [[nodiscard]] command_result grade(const fs::path& team, const std::string& sandbox) const {
    return run_shell(quoted(grader()) + " --kit-root " + quoted(kit()) + " --cases " + quoted(cases_) +
                     " --format json grade " + quoted(team.parent_path()) + " --out " +
                     quoted(dir_.path() / "out") + " --cache-dir " + quoted(dir_.path() / "cache") +
                     " --sandbox " + sandbox);
  }
  // A team that aborts (every case a runtime error) if it can read a secret
  // or open a socket, and otherwise plays the model answer.
  [[nodiscard]] fs::path peeker() const {
    const auto team = make_model_submission(dir_.path() / "class/peeker");
    write_text(team / "exercises/peg_solitaire/peek.cpp",
               "#include <cstdlib>\n#include <fstream>\n#include <sys/socket.h>\n"
               "static const int peeked = [] {\n"
               "  for (const char* f : {\"" +
                   (kit() / "reference/secret.txt").string() + "\", \"" +
                   (cases_ / "peg_solitaire/hidden/hooks_more.yaml").string() + "\", \"" + grader().string() +
                   "\"})\n"
                   "    if (std::ifstream(f)) std::abort();\n"
                   "  if (::socket(AF_INET, SOCK_STREAM, 0) >= 0) std::abort();\n"
                   "  return 0;\n}();\n");
    return team;
  }

  temp_dir dir_;
  fs::path cases_;
};

TEST_F(UidLevel, GradesHiddenCasesWithTheSecretsOutOfReachAndSaysSo) {
  const auto team = peeker();
  const auto r = grade(team, "uid");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto summary = nlohmann::json::parse(r.out);
  EXPECT_TRUE(summary.value("isolation", "").starts_with("uid (a slot uid per worker")) << r.out;
  EXPECT_EQ(summary["teams"][0]["points"], summary["teams"][0]["max_points"])
      << "the peeker read a secret or opened a socket: "
      << read_text(dir_.path() / "out/reports/peeker.json");
  // The same team, the secrets readable, under no isolation: it aborts, so
  // the full marks above are the uid level's doing.
  ::chmod(cases_.c_str(), 0755);
  ::chmod((cases_ / "peg_solitaire").c_str(), 0755);
  ::chmod((cases_ / "peg_solitaire/hidden").c_str(), 0755);
  ::chmod((cases_ / "peg_solitaire/hidden/hooks_more.yaml").c_str(), 0644);
  const auto plain = grade(team, "plain --no-resume");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(nlohmann::json::parse(plain.out)["teams"][0]["points"], 0) << plain.out;
}

TEST_F(UidLevel, ASecretOtherUsersCanReadIsRefusedByName) {
  const auto team = peeker();
  ::chmod((kit() / "reference").c_str(), 0755);
  const auto r = grade(team, "uid");
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.err.find("the uid level cannot hold: " + (kit() / "reference").string() +
                       " is a folder other users may enter (mode 0755)"),
            std::string::npos)
      << r.err;
  // Chosen by auto, it falls back to none, which grading hidden cases refuses
  // with the same reason (where neither bubblewrap nor Landlock works).
  if (!sandbox::bwrap_available() && !landlock_here()) {
    const auto automatic = grade(team, "auto");
    EXPECT_EQ(automatic.exit_code, 2);
    EXPECT_NE(automatic.err.find("the uid level cannot hold"), std::string::npos) << automatic.err;
  }
  ::chmod((kit() / "reference").c_str(), 0700);
  ::chmod(grader().c_str(), 0755);
  const auto readable_grader = grade(team, "uid");
  EXPECT_EQ(readable_grader.exit_code, 2);
  EXPECT_NE(readable_grader.err.find(grader().string() + " is a file other users may read (mode 0755)"),
            std::string::npos)
      << readable_grader.err;
}

// `grader harden` readies a kit whose every file other users could read:
// afterwards the uid level holds, and what a compile needs still builds.
TEST_F(UidLevel, HardenReadiesAnOpenKit) {
  const auto team = peeker();
  for (const auto& root : {kit(), cases_}) {
    ::chmod(root.c_str(), 0755);
    for (const auto& p : fs::recursive_directory_iterator(root))
      ::chmod(p.path().c_str(), p.is_directory() ? 0755 : 0644);
  }
  ::chmod(grader().c_str(), 0755);
  const auto where = " --kit-root " + quoted(kit()) + " --cases " + quoted(cases_) + " harden ";
  const auto check =
      run_shell(quoted(grader()) + where + "--check --cache-dir " + quoted(dir_.path() / "cache"));
  EXPECT_EQ(check.exit_code, 2);
  EXPECT_NE(check.err.find("the kit is not ready for --sandbox uid: "), std::string::npos) << check.err;
  const auto harden = run_shell(quoted(grader()) + where + "--cache-dir " + quoted(dir_.path() / "cache"));
  ASSERT_EQ(harden.exit_code, 0) << harden.err;
  EXPECT_NE(harden.out.find("ready for --sandbox uid"), std::string::npos) << harden.out;
  EXPECT_EQ(fs::status(kit() / "reference").permissions() & fs::perms::others_all, fs::perms::none);
  EXPECT_EQ(fs::status(grader()).permissions() & fs::perms::others_all, fs::perms::none);
  const auto r = grade(team, "uid");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto summary = nlohmann::json::parse(r.out);
  EXPECT_EQ(summary["teams"][0]["points"], summary["teams"][0]["max_points"]) << r.out;
}

// The compiler runs as the slot uid too: an #include of a secret fails.
TEST_F(UidLevel, TheCompilerCannotIncludeASecret) {
  const auto team = make_model_submission(dir_.path() / "class/includer");
  write_text(team / "exercises/peg_solitaire/peek.cpp",
             "#include \"" + (kit() / "reference/secret.txt").string() + "\"\n");
  const auto r = grade(team, "uid");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto report = nlohmann::json::parse(read_text(dir_.path() / "out/reports/includer.json"));
  EXPECT_EQ(report["problems"][0]["compile"]["status"], "compile_error");
  EXPECT_NE(report["problems"][0]["compile"]["log"].get<std::string>().find("Permission denied"),
            std::string::npos)
      << report["problems"][0]["compile"]["log"];
}

}  // namespace
}  // namespace grader::testing
