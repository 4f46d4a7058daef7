// Interrupts: a real `grader grade` run gets SIGINT, SIGTERM, SIGHUP, or loses
// the reader of its stdout (SIGPIPE) while a team's case spins for minutes.
// It must stop that case at once, leave it ungraded, write the reports and
// class files of what is finished, exit 130 and leave nothing in its
// temporary folder; a second SIGINT must stop it at once (the handler's tests
// at the end).

#include "grader/pipeline/session.hpp"
#include "test_support.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// A folder of submissions: the model answer (fast) and a greedy solve that
// spins forever at its first dead end, on cases whose limits are minutes
// (--declared-limits: not lowered to what the cases' answers can use), so
// only the grader's own stop can end the spinning case in time.
// Every "limits: { ... }" of a suite replaced by `limits`.
std::string with_limits(std::string suite, const std::string& limits) {
  for (auto at = suite.find("limits: {"); at != std::string::npos;
       at = suite.find("limits: {", at + limits.size())) {
    const auto end = suite.find('}', at);
    suite.replace(at, end + 1 - at, limits);
  }
  return suite;
}

class interrupted_class {
 public:
  interrupted_class() {
    make_small_cases(root_.path() / "cases");
    const auto suite = root_.path() / "cases/peg_solitaire/public/solve_small.yaml";
    write_text(suite, with_limits(read_text(suite), "limits: { cpu_seconds: 600, wall_seconds: 1200 }"));
    make_model_submission(root_.path() / "class/alpha", "Alpha");
    fs::copy(fs::path(BT_SOURCE_DIR) / "tests/submissions/peg_solitaire/time_limit/spins-at-dead-end",
             root_.path() / "class/spinner", fs::copy_options::recursive);
    fs::create_directories(tmp());
    // The slot uids must reach their work folders inside it.
    ::chmod(root_.path().c_str(), 0711);
    ::chmod(tmp().c_str(), 0711);
  }

  [[nodiscard]] fs::path cases() const { return root_.path() / "cases"; }
  [[nodiscard]] fs::path submissions() const { return root_.path() / "class"; }
  [[nodiscard]] fs::path out() const { return root_.path() / "out"; }
  [[nodiscard]] fs::path tmp() const { return root_.path() / "tmp"; }
  [[nodiscard]] fs::path log(const std::string& name) const { return root_.path() / name; }

  [[nodiscard]] bool tmp_is_empty() const { return fs::is_empty(tmp()); }

 private:
  temp_dir root_;
};

// The grader as a child process in a process group of its own (so the test's
// signals reach it alone), stdout to a file or to a pipe the test holds.
class grader_process {
 public:
  grader_process(const interrupted_class& c, int jobs, bool stdout_to_pipe) {
    int pipe_fds[2] = {-1, -1};
    if (stdout_to_pipe && ::pipe2(pipe_fds, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
    const std::vector<std::string> args = {BT_GRADER_EXE,
                                           "--cases",
                                           c.cases().string(),
                                           "grade",
                                           c.submissions().string(),
                                           "--out",
                                           c.out().string(),
                                           "-j",
                                           std::to_string(jobs),
                                           "--declared-limits"};
    const std::vector<std::string> env = {"TMPDIR=" + c.tmp().string(),
                                          "BT_GRADER_CACHE=" + shared_cache_dir().string(), "NO_COLOR=1",
                                          "PATH=/usr/bin:/bin"};
    const auto out_file = c.log("stdout");
    const auto err_file = c.log("stderr");
    err_file_ = err_file;
    pid_ = ::fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
      ::setpgid(0, 0);
      const int out =
          stdout_to_pipe ? pipe_fds[1] : ::open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int err = ::open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(out, STDOUT_FILENO);
      ::dup2(err, STDERR_FILENO);
      std::vector<char*> argv;
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      std::vector<char*> envp;
      for (const auto& e : env) envp.push_back(const_cast<char*>(e.c_str()));
      envp.push_back(nullptr);
      ::execve(argv[0], argv.data(), envp.data());
      ::_exit(127);
    }
    if (stdout_to_pipe) {
      ::close(pipe_fds[1]);
      stdout_pipe_ = pipe_fds[0];
    }
  }
  ~grader_process() {
    if (stdout_pipe_ >= 0) ::close(stdout_pipe_);
    if (!status_) {
      ::kill(-pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  grader_process(const grader_process&) = delete;
  grader_process& operator=(const grader_process&) = delete;

  void signal(int sig) const { ::kill(pid_, sig); }
  void signal_group(int sig) const { ::kill(-pid_, sig); }
  // Reading what it printed so far keeps a pipe from filling.
  void close_stdout_pipe() {
    ::close(stdout_pipe_);
    stdout_pipe_ = -1;
  }
  [[nodiscard]] std::string read_stdout_line() const {
    std::string line;
    char ch = 0;
    while (::read(stdout_pipe_, &ch, 1) == 1 && ch != '\n') line += ch;
    return line;
  }

  // The exit code, or nothing when it is still running after `patience`
  // (the spinning case's limits are ten minutes: only a stop ends it sooner).
  std::optional<int> wait(std::chrono::milliseconds patience) {
    const auto until = std::chrono::steady_clock::now() + patience;
    while (std::chrono::steady_clock::now() < until) {
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        status_ = status;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      std::this_thread::sleep_for(20ms);
    }
    return std::nullopt;
  }
  [[nodiscard]] std::string err() const { return read_text(err_file_); }

 private:
  pid_t pid_ = -1;
  int stdout_pipe_ = -1;
  fs::path err_file_;
  std::optional<int> status_;
};

// Waits until a runner process (argv[0] in the grader's work folder) has
// been alive for half a second: the model answer's cases take milliseconds,
// so that is the spinner inside a case that would spin for ten minutes.
bool wait_for_spinning_case(const interrupted_class& c) {
  const auto prefix = c.tmp().string() + "/";
  std::map<std::string, std::chrono::steady_clock::time_point> first_seen;
  const auto until = std::chrono::steady_clock::now() + 60s;
  while (std::chrono::steady_clock::now() < until) {
    const auto now = std::chrono::steady_clock::now();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator("/proc", ec)) {
      const auto pid = entry.path().filename().string();
      if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
      const auto cmdline = read_text(entry.path() / "cmdline");
      const std::string argv0(cmdline.c_str());
      if (!argv0.starts_with(prefix) || !argv0.ends_with("/peg_solitaire")) continue;
      const auto [it, fresh] = first_seen.emplace(pid, now);
      if (!fresh && now - it->second >= 500ms) return true;
    }
    std::this_thread::sleep_for(20ms);
  }
  return false;
}

void expect_orderly_stop(const interrupted_class& c, std::optional<int> code, const std::string& err) {
  ASSERT_TRUE(code.has_value()) << "the grader waited out a ten-minute case instead of stopping it";
  EXPECT_EQ(*code, 130) << err;

  const auto summary = nlohmann::json::parse(read_text(c.out() / "summary.json"));
  EXPECT_EQ(summary["interrupted"], true);
  const auto spinner = nlohmann::json::parse(read_text(c.out() / "reports/spinner.json"));
  EXPECT_EQ(spinner["complete"], false);
  // Stopped while compiling, spinner has no problem; else the case it was
  // running when stopped is not in the report.
  for (const auto& p : spinner["problems"]) {
    EXPECT_LT(p["cases"].size(), 5u) << "the case that was stopped is not graded";
    for (const auto& cs : p["cases"]) EXPECT_NE(cs["verdict"], "judge_error") << cs.dump();
  }

  // The gradebook shows what the team earned out of the whole maximum.
  const auto gradebook = read_text(c.out() / "gradebook.csv");
  EXPECT_NE(gradebook.find("alpha,Alpha,Ada Lovelace; Alan Turing,10,10,10,100,graded,"), std::string::npos)
      << gradebook;
  // The spinner's row: its points so far, out of the whole 10, marked incomplete.
  const auto spinner_at = gradebook.find("\nspinner,");
  ASSERT_NE(spinner_at, std::string::npos) << gradebook;
  const auto row = gradebook.substr(spinner_at + 1, gradebook.find('\n', spinner_at + 1) - spinner_at - 1);
  // team,name,members,peg_solitaire,total,max,percent,status,note: the
  // points so far depend on how far it got, the maximum does not.
  std::vector<std::string> cells;
  for (std::size_t at = 0, comma = 0; comma != std::string::npos; at = comma + 1) {
    comma = row.find(',', at);
    cells.push_back(row.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
  }
  ASSERT_EQ(cells.size(), 9u) << row;
  EXPECT_EQ(cells[5], "10") << row;
  EXPECT_EQ(cells[7], "incomplete") << row;

  const auto until = std::chrono::steady_clock::now() + 5s;
  while (!c.tmp_is_empty() && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(20ms);
  EXPECT_TRUE(c.tmp_is_empty()) << "the grader left its work folder (compiled student code) behind";
}

class StopSignal : public ::testing::TestWithParam<int> {};

TEST_P(StopSignal, StopsTheRunningCaseAndWritesWhatIsDone) {
  const interrupted_class c;
  grader_process grader(c, 1, false);
  ASSERT_TRUE(wait_for_spinning_case(c)) << grader.err();
  grader.signal(GetParam());
  const auto code = grader.wait(60s);
  const auto err = grader.err();
  expect_orderly_stop(c, code, err);
  EXPECT_NE(err.find("grader: stopping"), std::string::npos) << "said at once what happens: " << err;
  EXPECT_NE(err.find("Ctrl-C again"), std::string::npos) << err;
}

INSTANTIATE_TEST_SUITE_P(signals, StopSignal, ::testing::Values(SIGINT, SIGTERM, SIGHUP),
                         [](const ::testing::TestParamInfo<int>& param) {
                           return std::string(sigabbrev_np(param.param));
                         });

TEST(Interrupt, TimeoutsEchoToTheProcessGroupIsOneRequest) {
  // `timeout -s INT` signals the grader, then its process group: the same
  // request twice within microseconds is an orderly stop, not "stop now".
  const interrupted_class c;
  grader_process grader(c, 1, false);
  ASSERT_TRUE(wait_for_spinning_case(c)) << grader.err();
  grader.signal(SIGINT);
  grader.signal_group(SIGINT);
  const auto code = grader.wait(60s);
  const auto err = grader.err();
  expect_orderly_stop(c, code, err);
  EXPECT_EQ(err.find("stopped at once"), std::string::npos) << err;
}

TEST(Interrupt, AClosedStdoutStopsInOrderAndNeverKills) {
  // `grader grade ... | tee log` and tee dies: the next line the grader
  // prints (alpha's progress) meets a closed pipe while spinner spins.
  const interrupted_class c;
  grader_process grader(c, 2, true);
  EXPECT_NE(grader.read_stdout_line().find("grading 2 team(s)"), std::string::npos);
  grader.close_stdout_pipe();
  const auto code = grader.wait(90s);
  expect_orderly_stop(c, code, grader.err());
}

// The handler itself, in a child process (a death test): the end-to-end
// runs above stop in well under a second, too fast to see a second signal.
TEST(InterruptHandler, ASecondInterruptStopsAtOnceAndRemovesTheWorkFolder) {
  const temp_dir work;
  const auto folder = work.path() / "bt-grader-work";
  fs::create_directories(folder / "slot-0/bin");
  write_text(folder / "slot-0/bin/peg_solitaire", "a compiled student program");
  EXPECT_EXIT(
      {
        const pipeline::cancel_on_signals signals(folder);
        ::raise(SIGINT);
        if (!signals.cancelled()) ::_exit(1);
        std::this_thread::sleep_for(300ms);  // a person's second Ctrl-C
        ::raise(SIGINT);
        ::_exit(0);  // not reached
      },
      ::testing::ExitedWithCode(130), "Ctrl-C again(.|\n)*stopped at once");
  const auto until = std::chrono::steady_clock::now() + 5s;
  while (fs::exists(folder) && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(20ms);
  EXPECT_FALSE(fs::exists(folder)) << "the compiled student programs are removed even then";
}

TEST(InterruptHandler, EveryStopSignalAsksForTheOrderlyStop) {
  for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) {
    EXPECT_EXIT(
        {
          const pipeline::cancel_on_signals signals;
          ::raise(sig);
          ::_exit(signals.cancelled() ? 0 : 1);
        },
        ::testing::ExitedWithCode(0), "")
        << sigabbrev_np(sig);
  }
}

TEST(InterruptHandler, AnEchoWithinMillisecondsIsTheSameRequest) {
  // `timeout -s INT` signals its child and then the whole process group.
  EXPECT_EXIT(
      {
        const pipeline::cancel_on_signals signals;
        ::raise(SIGINT);
        ::raise(SIGINT);
        ::_exit(signals.cancelled() ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(InterruptHandler, AClosedStdoutNeverStopsAtOnce) {
  // Every write to a closed pipe raises SIGPIPE again, long after the first.
  EXPECT_EXIT(
      {
        const pipeline::cancel_on_signals signals;
        for (int i = 0; i < 3; ++i) {
          ::raise(SIGPIPE);
          std::this_thread::sleep_for(250ms);
        }
        ::_exit(signals.cancelled() ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace grader::testing
