// `grader export gradescope`: the bundle's listing (the two scripts at the
// top, executable; the kit's sources; no build folders, outputs or .git),
// and its run_autograder grading a submission into results.json.

#include "test_support.hpp"

#include <gtest/gtest.h>
#include <unistd.h>
#include <zip.h>
#include <nlohmann/json.hpp>

#include <sys/stat.h>
#include <fstream>
#include <map>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

struct zip_entry {
  std::uint32_t mode = 0;
  std::string content{};
};

// name -> (Unix mode, content for the scripts)
std::map<std::string, zip_entry> read_zip(const fs::path& file) {
  int error = 0;
  zip_t* archive = zip_open(file.c_str(), ZIP_RDONLY, &error);
  EXPECT_NE(archive, nullptr) << "libzip error " << error;
  std::map<std::string, zip_entry> entries;
  if (archive == nullptr) return entries;
  const auto count = zip_get_num_entries(archive, 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    const auto index = static_cast<zip_uint64_t>(i);
    zip_entry e;
    zip_uint8_t system = 0;
    zip_uint32_t attributes = 0;
    zip_file_get_external_attributes(archive, index, 0, &system, &attributes);
    e.mode = system == ZIP_OPSYS_UNIX ? (attributes >> 16) & 07777u : 0;
    const std::string name = zip_get_name(archive, index, 0);
    if (name == "run_autograder" || name == "setup.sh") {
      zip_stat_t st;
      zip_stat_index(archive, index, 0, &st);
      zip_file_t* f = zip_fopen_index(archive, index, 0);
      e.content.resize(st.size);
      zip_fread(f, e.content.data(), st.size);
      zip_fclose(f);
    }
    entries[name] = std::move(e);
  }
  zip_close(archive);
  return entries;
}

TEST(Export, GradescopeBundleHoldsTheScriptsAndTheKitSources) {
  const temp_dir dir;
  const auto bundle = dir.path() / "autograder.zip";
  const auto r = run_grader("--kit-root " + quoted(BT_SOURCE_DIR) + " export gradescope " + quoted(bundle));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto entries = read_zip(bundle);
  ASSERT_TRUE(entries.contains("setup.sh"));
  ASSERT_TRUE(entries.contains("run_autograder"));
  EXPECT_EQ(entries.at("setup.sh").mode, 0755u);
  EXPECT_EQ(entries.at("run_autograder").mode, 0755u);
  EXPECT_EQ(entries.at("run_autograder").content,
            read_text(fs::path(BT_SOURCE_DIR) / "grader/instructor/gradescope/run_autograder"));
  for (const char* source :
       {"CMakeLists.txt", "CMakePresets.json", "scripts/setup", "grader/instructor/export_command.cpp",
        "testcases/peg_solitaire/hidden/solve_more.yaml", "reference/peg_solitaire/model_answer.cpp",
        "framework/harness/python_host.cpp", "framework/peg_solitaire/python_hooks.cpp",
        "exercises/peg_solitaire/peg_solitaire.py"}) {
    EXPECT_TRUE(entries.contains(source)) << source;
  }
  EXPECT_EQ(entries.at("scripts/setup").mode & 0100u, 0100u) << "kept executable";
  for (const auto& [name, entry] : entries) {
    EXPECT_FALSE(name.starts_with("build/") || name.starts_with("out/") || name.starts_with(".git/")) << name;
    // Not needed to grade, and tests/ would make setup.sh install the test tools.
    EXPECT_FALSE(name.starts_with("tests/") || name.starts_with("benchmarks/") ||
                 name.starts_with("examples/"))
        << name;
  }
}

TEST(Export, BadTargetAndFolderAreBadInput) {
  EXPECT_EQ(run_grader("export moodle /tmp/x.zip").exit_code, 2);
  const auto r = run_grader("export gradescope /nonexistent/folder/x.zip");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("/nonexistent/folder"), std::string::npos) << r.err;
  EXPECT_EQ(run_grader("--format json export gradescope /tmp/x.zip").exit_code, 2);
}

// run_autograder as Gradescope runs it, against a temporary autograder root
// and the grader of this build: a submission of the model answer on public
// and hidden cases gives full marks, hidden cases "after_published".
TEST(Export, RunAutograderWritesResultsJson) {
  const temp_dir dir;
  const auto root = dir.path() / "autograder";
  const auto cases = make_small_cases(dir.path() / "cases");
  fs::create_directories(cases / "peg_solitaire/hidden");
  fs::copy_file(cases / "peg_solitaire/public/solve_small.yaml",
                cases / "peg_solitaire/hidden/solve_secret.yaml");
  // The student zipped the repository folder: exercises/ is one level down.
  (void)make_model_submission(root / "submission/my-repo");
  const std::string env = "AUTOGRADER_ROOT=" + quoted(root) + " BT_KIT_ROOT=" + quoted(BT_SOURCE_DIR) +
                          " BT_GRADER=" + quoted(BT_GRADER_EXE) + " BT_CASES=" + quoted(cases);
  const auto script = fs::path(BT_SOURCE_DIR) / "grader/instructor/gradescope/run_autograder";
  const auto r = run_shell(env + " " + quoted(script));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto j = nlohmann::json::parse(read_text(root / "results/results.json"));
  ASSERT_TRUE(j["tests"].is_array());
  std::size_t hidden = 0;
  double max = 0.0;
  for (const auto& t : j["tests"]) {
    EXPECT_EQ(t["status"], "passed") << t;
    max += t["max_score"].get<double>();
    if (t["visibility"] == "after_published") ++hidden;
  }
  EXPECT_GT(hidden, 0u);
  EXPECT_EQ(hidden * 2, j["tests"].size()) << "public and hidden copies of the same suite";
  EXPECT_EQ(j["score"].get<double>(), max);
  EXPECT_NE(r.out.find("grader exit code: 0"), std::string::npos) << r.out;

  // Nothing gradable: still a results.json, with the reason, and score 0.
  fs::remove_all(root / "submission");
  fs::create_directories(root / "submission");
  write_text(root / "submission/readme.txt", "oops");
  const auto empty = run_shell(env + " " + quoted(script));
  ASSERT_EQ(empty.exit_code, 0) << empty.out << empty.err;
  const auto k = nlohmann::json::parse(read_text(root / "results/results.json"));
  EXPECT_EQ(k["score"], 0);
  EXPECT_TRUE(k["tests"].is_array());

  // The platform's fault (here --sandbox uid on a kit other users can read,
  // as a Gradescope image whose setup.sh did not harden it): no results.json
  // and a failed run, so Gradescope reports an autograder failure, never 0
  // points; the instructor's output says why.
  if (::geteuid() == 0) {
    (void)make_model_submission(root / "submission/my-repo");
    const auto refused = run_shell(env + " BT_SANDBOX=uid " + quoted(script));
    EXPECT_EQ(refused.exit_code, 1) << refused.out << refused.err;
    EXPECT_FALSE(fs::exists(root / "results/results.json"));
    EXPECT_NE(refused.out.find("the uid level cannot hold"), std::string::npos) << refused.out;
    EXPECT_NE(refused.out.find("Gradescope reports an autograder failure"), std::string::npos) << refused.out;
  }
}

// A team of the Python track uploads its .py: graded the same way.
TEST(Export, RunAutograderGradesAPythonSubmission) {
  const temp_dir dir;
  const auto root = dir.path() / "autograder";
  const auto cases = make_small_cases(dir.path() / "cases");
  const auto folder = root / "submission/exercises/peg_solitaire";
  fs::create_directories(folder);
  fs::copy_file(fs::path(BT_SOURCE_DIR) / "reference/peg_solitaire/model_answer.py",
                folder / "peg_solitaire.py");
  const std::string env = "AUTOGRADER_ROOT=" + quoted(root) + " BT_KIT_ROOT=" + quoted(BT_SOURCE_DIR) +
                          " BT_GRADER=" + quoted(BT_GRADER_EXE) + " BT_CASES=" + quoted(cases);
  const auto r =
      run_shell(env + " " + quoted(fs::path(BT_SOURCE_DIR) / "grader/instructor/gradescope/run_autograder"));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto j = nlohmann::json::parse(read_text(root / "results/results.json"));
  ASSERT_FALSE(j["tests"].empty());
  double max = 0.0;
  for (const auto& t : j["tests"]) {
    EXPECT_EQ(t["status"], "passed") << t;
    max += t["max_score"].get<double>();
  }
  EXPECT_EQ(j["score"].get<double>(), max);
}

}  // namespace
}  // namespace grader::testing
