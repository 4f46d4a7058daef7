#include "test_support.hpp"

#include <sys/wait.h>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace grader::testing {

namespace fs = std::filesystem;

temp_dir::temp_dir() {
  std::string pattern = (fs::temp_directory_path() / "bt-grader-test-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

temp_dir::~temp_dir() {
  std::error_code ignored;
  fs::remove_all(path_, ignored);
}

void write_text(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

test_case fake_case(const std::string& name, double points, visibility vis) {
  test_case tc;
  tc.problem = "peg_solitaire";
  tc.suite = "suite";
  tc.name = name;
  tc.id = "suite/" + name;
  tc.hook = "solve";
  tc.points = points;
  tc.vis = vis;
  tc.fingerprint = "fp-" + name;
  return tc;
}

fs::path make_model_submission(const fs::path& dir, const std::string& team_name) {
  fs::create_directories(dir / "exercises/peg_solitaire");
  fs::copy_file(fs::path(BT_SOURCE_DIR) / "reference/peg_solitaire/model_answer.cpp",
                dir / "exercises/peg_solitaire/model_answer.cpp", fs::copy_options::overwrite_existing);
  write_text(dir / "team.yaml", "name: " + team_name + "\nmembers: [Ada Lovelace, Alan Turing]\n");
  return dir;
}

fs::path make_skeleton_submission(const fs::path& dir) {
  fs::create_directories(dir / "exercises/peg_solitaire");
  fs::copy_file(fs::path(BT_SOURCE_DIR) / "exercises/peg_solitaire/peg_solitaire.cpp",
                dir / "exercises/peg_solitaire/peg_solitaire.cpp", fs::copy_options::overwrite_existing);
  write_text(dir / "team.yaml", "name: Skeleton\nmembers: [Bob]\n");
  return dir;
}

fs::path make_small_cases(const fs::path& dir) {
  const fs::path kit_cases = fs::path(BT_SOURCE_DIR) / "testcases/peg_solitaire";
  fs::create_directories(dir / "peg_solitaire/public");
  fs::copy(kit_cases / "boards", dir / "peg_solitaire/boards", fs::copy_options::recursive);
  fs::copy_file(kit_cases / "public/solve_small.yaml", dir / "peg_solitaire/public/solve_small.yaml");
  return dir;
}

fs::path shared_cache_dir() { return fs::path(BT_TEST_CACHE_DIR); }

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

command_result run_shell(const std::string& command_line, const fs::path& cwd, const std::string& input) {
  const temp_dir io;
  const auto in = io.path() / "in";
  const auto out = io.path() / "out";
  const auto err = io.path() / "err";
  write_text(in, input);
  const std::string command = "cd '" + cwd.string() + "' && export BT_GRADER_CACHE='" +
                              shared_cache_dir().string() + "' NO_COLOR=1 && " + command_line + " <'" +
                              in.string() + "' >'" + out.string() + "' 2>'" + err.string() + "'";
  const int status = std::system(command.c_str());
  command_result r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = read_text(out);
  r.err = read_text(err);
  return r;
}

command_result run_grader(const std::string& args, const fs::path& cwd, const std::string& input) {
  return run_shell("'" + std::string(BT_GRADER_EXE) + "' " + args, cwd, input);
}

}  // namespace grader::testing
