// Runs real misbehaving programs (tests/sandbox/programs) through the sandbox
// in each mode it has: "plain" (no namespaces), "pid_namespace" (root only),
// "bwrap" (when bubblewrap works here) and "landlock" (plain plus Landlock and
// seccomp, when the kernel has Landlock). Tests for a mode this machine lacks
// skip with a reason.

#include "grader/sandbox/sandbox.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

namespace fs = std::filesystem;
namespace sb = grader::sandbox;
using namespace std::chrono_literals;

fs::path program(std::string_view name) { return fs::path{SANDBOX_PROGRAMS_DIR} / name; }

bool is_root() { return ::geteuid() == 0; }

// ctest runs the discovered tests as separate processes, possibly in parallel.
// Two boxes must never share a slot uid (the post-run sweep kills everything of
// the uid), so every test process claims its slots with a lock file.
int claim_slot() {
  static std::mutex mutex;
  static std::vector<int> held;  // lock descriptors live as long as the process
  const std::lock_guard lock{mutex};
  for (int slot = 100; slot < 1000; ++slot) {
    const std::string path = "/tmp/bt-sandbox-test-slot-" + std::to_string(slot) + ".lock";
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
      continue;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
      held.push_back(fd);
      return slot;
    }
    ::close(fd);
  }
  throw std::runtime_error("no free sandbox slot");
}

int process_slot() {
  static const int slot = claim_slot();
  return slot;
}

// A /proc file of any process on the machine. The process may exit between
// the open and the read (a test running beside this one): the read then fails
// with ESRCH, which libstdc++'s filebuf throws, and the process is gone.
std::string read_proc_file(const fs::path& path) {
  try {
    std::ifstream in{path, std::ios::binary};
    return {std::istreambuf_iterator<char>{in}, std::istreambuf_iterator<char>{}};
  } catch (const std::ios_base::failure&) {
    return {};
  }
}

// Live (non-zombie) processes whose command line contains marker.
int processes_with(const std::string& marker) {
  int count = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      continue;
    }
    const std::string cmdline = read_proc_file(entry.path() / "cmdline");  // empty for zombies
    if (cmdline.find(marker) != std::string::npos) {
      ++count;
    }
  }
  return count;
}

// Live processes (not zombies) owned by uid.
int processes_of_uid(uid_t uid, bool zombies_too = false) {
  int count = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    std::istringstream status{read_proc_file(entry.path() / "status")};
    std::string line;
    bool zombie = false;
    bool owned = false;
    while (std::getline(status, line)) {
      if (line.starts_with("State:") && line.find('Z') != std::string::npos) {
        zombie = true;
      }
      if (line.starts_with("Uid:")) {
        std::istringstream fields{line.substr(4)};
        uid_t real = 0;
        fields >> real;
        owned = real == uid;
      }
    }
    count += owned && (zombies_too || !zombie) ? 1 : 0;
  }
  return count;
}

int open_descriptor_count() {
  int count = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator("/proc/self/fd")) {
    ++count;
  }
  return count;
}

std::string unique_marker() {
  static std::atomic<int> counter{0};
  return "bt-sandbox-marker-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
}

std::map<std::string, std::string> parse_key_values(const std::string& text) {
  std::map<std::string, std::string> values;
  std::istringstream in{text};
  std::string line;
  while (std::getline(in, line)) {
    const auto eq = line.find('=');
    if (eq != std::string::npos && !line.starts_with("env=")) {
      values[line.substr(0, eq)] = line.substr(eq + 1);
    }
  }
  return values;
}

std::vector<std::string> env_lines(const std::string& text) {
  std::vector<std::string> env;
  std::istringstream in{text};
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("env=")) {
      env.push_back(line.substr(4));
    }
  }
  return env;
}

// A scratch directory under /tmp that a slot uid can traverse.
class temp_dir {
 public:
  temp_dir() {
    std::string pattern = (fs::temp_directory_path() / "bt-sandbox-test-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      throw std::runtime_error("mkdtemp failed");
    }
    path_ = pattern;
    fs::permissions(path_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                               fs::perms::others_read | fs::perms::others_exec);
  }
  temp_dir(const temp_dir&) = delete;
  temp_dir& operator=(const temp_dir&) = delete;
  ~temp_dir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  [[nodiscard]] const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// warm_bwrap: bwrap through a warm_box that the test's runs share.
enum class mode { plain, pid_namespace, bwrap, warm_bwrap, landlock };

std::string mode_name(mode m) {
  switch (m) {
    case mode::plain:
      return "plain";
    case mode::pid_namespace:
      return "pid_namespace";
    case mode::bwrap:
      return "bwrap";
    case mode::warm_bwrap:
      return "warm_bwrap";
    case mode::landlock:
      return "landlock";
  }
  return "?";
}

// Fills in everything a test does not care about: short limits, the process's
// slot uid when root, the programs directory visible in bwrap.
sb::run_spec make_spec(mode m, const fs::path& work, std::string_view name,
                       std::vector<std::string> args = {},
                       std::optional<uid_t> uid = sb::slot_uid(process_slot())) {
  sb::run_spec spec;
  spec.argv.push_back(program(name).string());
  spec.argv.insert(spec.argv.end(), args.begin(), args.end());
  spec.working_dir = work;
  spec.env = {"PATH=/usr/bin:/bin", "LANG=C", "BT_SANDBOX_TEST=1"};
  spec.lim.cpu = 1000ms;
  spec.lim.wall = 3000ms;
  spec.lim.address_space_bytes = 256ull << 20;
  spec.iso.run_as_uid = uid;
  spec.iso.use_pid_namespace = m == mode::pid_namespace;
  spec.iso.use_bwrap = m == mode::bwrap || m == mode::warm_bwrap;
  spec.iso.use_landlock = m == mode::landlock;
  spec.iso.read_only_binds = {fs::path{SANDBOX_PROGRAMS_DIR}};
  sb::prepare_work_dir(work, spec.iso);
  return spec;
}

class sandbox_modes : public ::testing::TestWithParam<mode> {
 protected:
  void SetUp() override {
    if (GetParam() == mode::pid_namespace && !is_root()) {
      GTEST_SKIP() << "PID namespaces need root";
    }
    if ((GetParam() == mode::bwrap || GetParam() == mode::warm_bwrap) && !sb::bwrap_available()) {
      GTEST_SKIP() << "bubblewrap is not usable here";
    }
    if (GetParam() == mode::landlock && sb::confinement_available().landlock_abi == 0) {
      GTEST_SKIP() << "the kernel has no Landlock";
    }
  }

  sb::run_spec spec(std::string_view name, std::vector<std::string> args = {}) {
    return make_spec(GetParam(), work(), name, std::move(args));
  }

  [[nodiscard]] fs::path work() const { return dir_.path() / "work"; }

  [[nodiscard]] bool bwrap() const { return GetParam() == mode::bwrap || GetParam() == mode::warm_bwrap; }
  // Fork limits need a uid of the box's own (root) or bwrap's user namespace.
  [[nodiscard]] bool fork_limit_enforced() const { return bwrap() || is_root(); }

  // What a box leaves running between runs: a warm box's bwrap and its pid 1.
  [[nodiscard]] int box_processes() const { return GetParam() == mode::warm_bwrap ? 2 : 0; }
  // Every run of a warm_bwrap test goes to the test's one warm box.
  sb::run_result run(const sb::run_spec& s) {
    return GetParam() == mode::warm_bwrap ? box_.run(s) : sb::run(s);
  }

 private:
  temp_dir dir_;
  sb::warm_box box_;
};

TEST_P(sandbox_modes, echoes_request_and_captures_output) {
  auto s = spec("echo_request");
  s.request = std::string{"hello\0world", 11};
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.signal, 0);
  EXPECT_EQ(r.response, s.request);
  EXPECT_FALSE(r.response_truncated);
  EXPECT_EQ(r.stdout_head, "hello stdout\n");
  EXPECT_EQ(r.stderr_head, "hello stderr\n");
  EXPECT_EQ(r.stdout_bytes, 13u);
  EXPECT_EQ(r.stderr_bytes, 13u);
  EXPECT_FALSE(r.cpu_limit_hit);
  EXPECT_FALSE(r.file_size_hit);
  EXPECT_GT(r.wall_time.count(), 0);
  EXPECT_GT(r.peak_rss_bytes, 0u);
}

TEST_P(sandbox_modes, large_request_and_response_do_not_deadlock) {
  auto s = spec("echo_request");
  s.request.resize(8u << 20);
  for (std::size_t i = 0; i < s.request.size(); ++i) {
    s.request[i] = static_cast<char>('a' + i % 26);
  }
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(r.response == s.request);
}

TEST_P(sandbox_modes, a_streamed_response_is_read_whole_however_slow_its_consumer) {
  // The program has written everything and exited while a slow consumer is
  // still a pipe's worth behind: the rest must be read, not cut at the
  // drain's usual grace.
  auto s = spec("response_burst");
  s.lim.wall = std::chrono::seconds(30);  // the consumer is slow, not the program
  std::size_t received = 0;
  s.on_response = [&](std::string_view bytes) {
    received += bytes.size();
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    return true;
  };
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(received, 2U << 20);
  EXPECT_TRUE(r.response.empty()) << "a consumer takes the bytes instead";
}

TEST_P(sandbox_modes, a_box_kept_waiting_by_a_slow_consumer_is_not_timed_out) {
  // 2 MiB read at 64 KiB per 60 ms: about 2 s of waiting for the grader,
  // seven times the wall limit, none of it the program's.
  auto s = spec("response_burst");
  s.lim.wall = 300ms;
  std::size_t received = 0;
  s.on_response = [&](std::string_view bytes) {
    received += bytes.size();
    std::this_thread::sleep_for(60ms);
    return true;
  };
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited) << r.wall_time.count() << " us wall";
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(received, 2U << 20);
  EXPECT_FALSE(r.grader_behind);
  EXPECT_GT(r.grader_wait, 0ms);
  EXPECT_GT(r.wall_time, 1s);
}

TEST_P(sandbox_modes, a_consumer_that_never_catches_up_ends_the_box_as_the_graders_fault) {
  auto s = spec("response_flood");
  s.lim.wall = 200ms;
  s.lim.cpu = 10000ms;
  auto start = std::chrono::steady_clock::now();
  s.on_response = [&](std::string_view) {
    // Behind for longer than sixteen times the limit, then quick, so that
    // what is left after the kill drains at once.
    if (std::chrono::steady_clock::now() - start < 4s) std::this_thread::sleep_for(100ms);
    return true;
  };
  sb::run_result r = run(s);
  // On a loaded machine (ctest -j beside a grading run) the flood can be
  // runnable, not blocked, when the keeper looks for the last time: the box
  // is then "starved", the machine's fault, also never the program's. The
  // grader measures such a case again; so does this test, up to twice.
  for (int again = 0; again < 2 && r.starved; ++again) {
    start = std::chrono::steady_clock::now();
    r = run(s);
  }
  EXPECT_EQ(r.how, sb::ending::wall_timeout);
  EXPECT_TRUE(r.grader_behind);
  EXPECT_FALSE(r.starved);
  EXPECT_FALSE(r.cpu_limit_hit);
  EXPECT_GE(r.wall_time, 3200ms);
}

TEST_P(sandbox_modes, a_box_blocked_on_a_pipe_of_its_own_is_stopped_at_the_limit) {
  auto s = spec("own_pipe_block");
  s.lim.wall = 300ms;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::wall_timeout);
  EXPECT_FALSE(r.grader_behind);
  EXPECT_FALSE(r.starved);
  EXPECT_EQ(r.grader_wait, 0ms);
  EXPECT_LT(r.wall_stretch, 100ms);
}

TEST_P(sandbox_modes, a_consumer_that_wants_no_more_stops_the_box) {
  auto s = spec("response_flood");
  std::size_t calls = 0;
  s.on_response = [&](std::string_view) { return ++calls < 3; };
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::response_limit);
  EXPECT_EQ(calls, 3U);
}

TEST_P(sandbox_modes, unread_request_does_not_hurt_the_grader) {
  auto s = spec("exit_code");  // never reads fd 3: our writes end in EPIPE, not SIGPIPE
  s.request.assign(4u << 20, 'q');
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 7);
}

TEST_P(sandbox_modes, reports_exit_code) {
  const sb::run_result r = run(spec("exit_code"));
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 7);
  EXPECT_EQ(r.stderr_head, "exiting with 7\n");
}

TEST_P(sandbox_modes, cpu_limit_stops_busy_loop) {
  auto s = spec("spin");
  s.lim.cpu = 200ms;     // far below RLIMIT_CPU's one-second granularity
  s.lim.wall = 10000ms;  // CPU time can be scarce on a loaded CI machine
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGXCPU) << r.cpu_time.count();
  EXPECT_TRUE(r.cpu_limit_hit);
  EXPECT_GE(r.cpu_time, 100ms);  // rusage can trail the timer on a VM with steal time
  EXPECT_LT(r.cpu_time, 400ms);
}

TEST_P(sandbox_modes, wall_limit_kills_sleeper) {
  auto s = spec("sleep_forever");
  s.lim.wall = 300ms;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::wall_timeout);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_FALSE(r.cpu_limit_hit);
  EXPECT_GE(r.wall_time, 300ms);
  EXPECT_LT(r.cpu_time, 100ms);
  EXPECT_FALSE(r.starved);  // a sleeper is not given the busy machine's extra time
  EXPECT_LT(r.wall_stretch, 100ms);
}

// Two threads that spin on the CPU this thread runs on, and this thread
// pinned there too, so the boxes it starts share one CPU three ways: a busy
// machine, made on purpose.
class busy_cpu {
 public:
  busy_cpu() {
    const int cpu = ::sched_getcpu();
    CPU_ZERO(&one_);
    CPU_SET(static_cast<std::size_t>(cpu), &one_);
    ::sched_getaffinity(0, sizeof saved_, &saved_);
    ::sched_setaffinity(0, sizeof one_, &one_);
    for (int i = 0; i < 2; ++i) {
      spinners_.emplace_back([this] {
        ::sched_setaffinity(0, sizeof one_, &one_);
        volatile unsigned long counter = 0;
        while (!stop_.load(std::memory_order_relaxed)) counter = counter + 1;
      });
    }
  }
  busy_cpu(const busy_cpu&) = delete;
  busy_cpu& operator=(const busy_cpu&) = delete;
  ~busy_cpu() {
    stop_ = true;
    for (auto& t : spinners_) t.join();
    ::sched_setaffinity(0, sizeof saved_, &saved_);
  }

 private:
  cpu_set_t one_{};
  cpu_set_t saved_{};
  std::atomic<bool> stop_{false};
  std::vector<std::thread> spinners_;
};

TEST_P(sandbox_modes, wall_limit_waits_for_a_box_computing_on_a_busy_machine) {
  // The box gets a third of the CPU, or half where the scheduler groups
  // sessions (autogroup): 600 ms of CPU take 1.2 to 1.8 s of wall-clock
  // time (2.4 s at a quarter, on a loaded machine), past the 800 ms limit,
  // within four times it.
  auto s = spec("compute_for", {"600"});
  s.lim.wall = 800ms;
  s.lim.cpu = 5000ms;
  const busy_cpu busy;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited)
      << r.wall_time.count() << " us wall, " << r.cpu_time.count() << " us cpu";
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(r.starved);
  EXPECT_GT(r.wall_time, s.lim.wall);  // it was late, and allowed to be
  // The stretch is whole milliseconds past the keeper's deadline, seen when
  // the keeper looks: a box given more of the CPU than planned (a fresh-clone
  // run saw one end within a millisecond of it), or one that ends while the
  // keeper, on the same busy CPU, waits its turn to look (a dev run: 0.9 s
  // wall, no stretch), is late by less than the wall time shows. Twice the
  // limit is late beyond any scheduling delay.
  if (r.wall_time > 2 * s.lim.wall) {
    EXPECT_GT(r.wall_stretch, 0ms) << r.wall_time.count() << " us wall";
  }
}

TEST_P(sandbox_modes, wall_limit_ends_a_starved_box_at_four_times_the_limit) {
  auto s = spec("compute_for", {"5000"});
  s.lim.wall = 300ms;
  s.lim.cpu = 10000ms;
  const busy_cpu busy;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::wall_timeout);
  EXPECT_TRUE(r.starved);
  EXPECT_FALSE(r.cpu_limit_hit);
  // The keeper's deadline runs from its own start of the run, a few
  // microseconds before the wall time the run reports begins (seen: 1199994 us
  // in a warm box): a millisecond of slack, not a looser rule.
  EXPECT_GE(r.wall_time, 1199ms);
  EXPECT_GE(r.wall_stretch, 800ms);
}

TEST_P(sandbox_modes, a_probe_ends_a_run_that_shared_its_cpu) {
  auto s = spec("spin");
  s.lim.cpu = 5000ms;
  s.lim.wall = 20000ms;
  s.probe = {300ms, 0.10, 10000us};
  const busy_cpu busy;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::disturbed) << r.cpu_time.count() << " us cpu";
  EXPECT_FALSE(r.cpu_limit_hit);
  EXPECT_GE(r.cpu_time, 300ms);
  EXPECT_LT(r.cpu_time, 2000ms) << "ended at the probe, not at its limit";
  ASSERT_TRUE(r.cpu_wait.has_value());
  EXPECT_GT(*r.cpu_wait, r.cpu_time / 10);
}

TEST_P(sandbox_modes, a_probe_lets_a_run_that_had_its_cpu_go_on) {
  // A share no wait reaches: the probe looks, and the run goes on to its limit.
  auto s = spec("spin");
  s.lim.cpu = 600ms;
  s.lim.wall = 10000ms;
  s.probe = {200ms, 1000.0, 0us};
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::signaled) << r.cpu_time.count() << " us cpu";
  EXPECT_TRUE(r.cpu_limit_hit);
  EXPECT_GE(r.cpu_time, 500ms);
}

TEST_P(sandbox_modes, address_space_limit_makes_new_throw) {
  auto s = spec("alloc_bad_alloc");
  s.lim.address_space_bytes = 128ull << 20;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.stdout_head.find("bad_alloc after"), std::string::npos);
}

TEST_P(sandbox_modes, address_space_limit_stops_malloc_and_memset) {
  auto s = spec("alloc_touch");
  s.lim.address_space_bytes = 96ull << 20;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_GT(r.peak_rss_bytes, 32ull << 20);  // it did touch memory
  EXPECT_LE(r.peak_rss_bytes, 96ull << 20);
}

TEST_P(sandbox_modes, segfault_is_reported) {
  const sb::run_result r = run(spec("segfault"));
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_EQ(r.exit_code, -1);
  EXPECT_FALSE(r.cpu_limit_hit);
}

TEST_P(sandbox_modes, stack_overflow_is_segfault) {
  auto s = spec("stack_overflow");
  s.lim.stack_bytes = 8ull << 20;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
}

TEST_P(sandbox_modes, abort_is_reported) {
  const sb::run_result r = run(spec("abort"));
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGABRT);
}

TEST_P(sandbox_modes, uncaught_exception_is_sigabrt) {
  const sb::run_result r = run(spec("throw_uncaught"));
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGABRT);
  EXPECT_NE(r.stderr_head.find("nobody catches this"), std::string::npos);
}

TEST_P(sandbox_modes, output_limit_kills_flooder) {
  auto s = spec("stdout_flood");
  s.lim.output_bytes = 64 * 1024;
  s.keep_output_bytes = 1000;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::output_limit);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_GT(r.stdout_bytes, 64u * 1024);
  EXPECT_EQ(r.stdout_head.size(), 1000u);
  EXPECT_TRUE(r.stdout_head.starts_with("line 0: all work"));
}

TEST_P(sandbox_modes, response_limit_kills_flooder) {
  auto s = spec("response_flood");
  s.lim.response_bytes = 64 * 1024;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::response_limit);
  EXPECT_TRUE(r.response_truncated);
  EXPECT_EQ(r.response.size(), 64u * 1024);
  EXPECT_EQ(r.response.find_first_not_of('r'), std::string::npos);
}

TEST_P(sandbox_modes, file_size_limit_raises_sigxfsz) {
  auto s = spec("big_file");
  s.lim.file_size_bytes = 64 * 1024;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGXFSZ);
  EXPECT_TRUE(r.file_size_hit);
  EXPECT_EQ(fs::file_size(work() / "big.bin"), 64u * 1024);
}

TEST_P(sandbox_modes, fork_limit_is_exact) {
  auto s = spec("fork_count", {"20"});
  s.lim.processes = fork_limit_enforced() ? 2 : 0;  // 0 is enforced everywhere
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.response, std::to_string(s.lim.processes)) << r.stdout_head;
}

TEST_P(sandbox_modes, fork_bomb_is_contained) {
  if (!fork_limit_enforced()) {
    GTEST_SKIP() << "a real fork bomb needs a slot uid (root) or bwrap to be contained";
  }
  const std::string marker = unique_marker();
  auto s = spec("fork_bomb", {marker});
  s.lim.processes = 3;
  s.lim.address_space_bytes = 64ull << 20;
  s.lim.cpu = 200ms;
  s.lim.wall = 500ms;
  const auto before = std::chrono::steady_clock::now();
  const sb::run_result r = run(s);
  EXPECT_LT(std::chrono::steady_clock::now() - before, 3s);
  EXPECT_TRUE(r.how == sb::ending::signaled || r.how == sb::ending::wall_timeout);
  EXPECT_EQ(processes_with(marker), 0);
  if (s.iso.run_as_uid) {
    EXPECT_EQ(processes_of_uid(*s.iso.run_as_uid), box_processes());
  }
}

TEST_P(sandbox_modes, forked_sleeper_does_not_hold_up_the_run) {
  const std::string marker = unique_marker();
  auto s = spec("fork_sleeper", {marker});
  s.lim.wall = 5000ms;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.stdout_head.find("forked "), std::string::npos);
  EXPECT_EQ(processes_with(marker), 0);
}

// The box's CPU is all of its processes': a child nobody waited for is
// reaped by the keeper, and its CPU counted.
TEST_P(sandbox_modes, cpu_of_a_child_nobody_waited_for_is_the_boxs) {
  auto s = spec("burn_elsewhere", {"child", "300"});
  const sb::run_result r = run(s);
  ASSERT_EQ(r.how, sb::ending::exited) << r.stdout_head << r.stderr_head;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_GE(r.cpu_time, 290ms);
  EXPECT_EQ(r.other_processes, 1);
}

// A single-process box: a fork ends the program with SIGSYS, whatever it
// tries; its threads run, and their CPU is its own.
TEST_P(sandbox_modes, a_single_process_box_refuses_a_fork_and_counts_threads) {
  auto s = spec("burn_elsewhere", {"child", "300"});
  s.lim.no_new_processes = true;
  sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGSYS);
  EXPECT_LT(r.cpu_time, 250ms);

  s = spec("burn_elsewhere", {"thread", "300"});
  s.lim.no_new_processes = true;
  r = run(s);
  ASSERT_EQ(r.how, sb::ending::exited) << r.stdout_head << r.stderr_head;
  EXPECT_GE(r.cpu_time, 290ms);
  EXPECT_EQ(r.other_processes, 0);
}

// Leaving the process group does not leave the keeper's reach: it is pid 1 of
// the box or a subreaper that inherits the orphaned daemon.
TEST_P(sandbox_modes, setsid_escape_does_not_survive) {
  const std::string marker = unique_marker();
  auto s = spec("setsid_escape", {marker});
  s.lim.wall = 5000ms;
  const sb::run_result r = run(s);
  EXPECT_EQ(r.how, sb::ending::exited);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(processes_with(marker), 0);
  if (s.iso.run_as_uid) {
    EXPECT_EQ(processes_of_uid(*s.iso.run_as_uid), box_processes());
  }
}

// The keeper is root (pid_namespace, plain as root) or the box's pid 1 (bwrap,
// pid_namespace), or out of the student's signal scope (Landlock ABI 6): the
// student cannot kill it. Otherwise an unprivileged grader runs both as the
// same plain uid; then the run is lost as SIGKILL.
TEST_P(sandbox_modes, student_cannot_kill_its_keeper) {
  const sb::run_result r = run(spec("kill_keeper"));
  const bool keeper_exposed =
      !is_root() && (GetParam() == mode::plain ||
                     (GetParam() == mode::landlock && sb::confinement_available().landlock_abi < 6));
  if (keeper_exposed) {
    EXPECT_EQ(r.how, sb::ending::signaled);
    EXPECT_EQ(r.signal, SIGKILL);
  } else {
    EXPECT_EQ(r.how, sb::ending::exited) << r.stdout_head;
    EXPECT_EQ(r.exit_code, 0);
  }
}

TEST_P(sandbox_modes, limits_identity_and_environment_are_applied) {
  auto s = spec("inspect");
  s.lim.cpu = 1500ms;
  s.lim.address_space_bytes = 200ull << 20;
  s.lim.stack_bytes = 16ull << 20;
  s.lim.file_size_bytes = 3ull << 20;
  s.lim.open_files = 32;
  s.lim.processes = 4;
  s.iso.file_mask = 027;
  const sb::run_result r = run(s);
  ASSERT_EQ(r.how, sb::ending::exited) << r.stderr_head;
  ASSERT_EQ(r.exit_code, 0) << r.stderr_head;
  const auto values = parse_key_values(r.stdout_head);
  EXPECT_EQ(values.at("rlimit_cpu"), "2:3");
  EXPECT_EQ(values.at("rlimit_as"), std::to_string(200ull << 20) + ":" + std::to_string(200ull << 20));
  EXPECT_EQ(values.at("rlimit_stack"), std::to_string(16ull << 20) + ":" + std::to_string(16ull << 20));
  EXPECT_EQ(values.at("rlimit_fsize"), std::to_string(3ull << 20) + ":" + std::to_string(3ull << 20));
  EXPECT_EQ(values.at("rlimit_nofile"), "32:32");
  EXPECT_EQ(values.at("rlimit_core"), "0:0");
  if (bwrap()) {
    EXPECT_EQ(values.at("rlimit_nproc"), "6:6");  // keeper (pid 1) + student + 4
  } else if (is_root()) {
    EXPECT_EQ(values.at("rlimit_nproc"), "5:5");
  }
  const int timer_ms = std::stoi(values.at("itimer_prof_ms"));
  EXPECT_GT(timer_ms, 1000);
  EXPECT_LE(timer_ms, 1510);  // rounded up to the timer tick
  EXPECT_EQ(values.at("fds"), "0,1,2,3,4");
  EXPECT_EQ(values.at("blocked_signals"), "0");
  EXPECT_EQ(values.at("sigpipe_default"), "1");
  EXPECT_EQ(values.at("has_tty"), "0");
  EXPECT_EQ(values.at("session_leader"), "0");  // the keeper leads the session
  EXPECT_EQ(values.at("umask"), "27");
  EXPECT_EQ(values.at("cwd"), work().string());
  EXPECT_EQ(env_lines(r.stdout_head), s.env);
  if (s.iso.run_as_uid) {
    EXPECT_EQ(values.at("uid"), std::to_string(*s.iso.run_as_uid));
    EXPECT_EQ(values.at("gid"), std::to_string(*s.iso.run_as_uid));
    EXPECT_EQ(values.at("groups"), "0");
  }
}

TEST_P(sandbox_modes, failed_exec_is_a_sandbox_error) {
  auto s = spec("echo_request");
  const fs::path not_a_program = work() / "not_a_program";
  std::ofstream{not_a_program} << "this is text, not an executable\n";
  fs::permissions(not_a_program, fs::perms::owner_all | fs::perms::group_all | fs::perms::others_all);
  s.argv = {not_a_program.string()};
  try {
    (void)run(s);
    FAIL() << "expected sandbox_error";
  } catch (const sb::sandbox_error& e) {
    EXPECT_NE(std::string{e.what()}.find("execve"), std::string::npos) << e.what();
  }
}

TEST_P(sandbox_modes, concurrent_runs_do_not_leak_descriptors) {
  constexpr int threads = 8;
  constexpr int runs_per_thread = 5;
  const mode m = GetParam();
  std::vector<std::optional<uid_t>> uids;
  std::vector<std::unique_ptr<temp_dir>> dirs;
  for (int t = 0; t < threads; ++t) {
    uids.push_back(sb::slot_uid(claim_slot()));
    dirs.push_back(std::make_unique<temp_dir>());
  }
  (void)sb::bwrap_available();  // the probe's own descriptors come and go before we count
  const int before = open_descriptor_count();

  std::atomic<int> failures{0};
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      for (int i = 0; i < runs_per_thread; ++i) {
        try {
          auto s = make_spec(m, dirs[static_cast<std::size_t>(t)]->path() / "work", "echo_request", {},
                             uids[static_cast<std::size_t>(t)]);
          s.request = "thread " + std::to_string(t) + " run " + std::to_string(i);
          const sb::run_result r = sb::run(s);
          if (r.how != sb::ending::exited || r.exit_code != 0 || r.response != s.request ||
              r.stdout_head != "hello stdout\n") {
            ++failures;
          }
        } catch (const std::exception&) {
          ++failures;
        }
      }
    });
  }
  for (auto& w : workers) {
    w.join();
  }
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(open_descriptor_count(), before);
}

// A warm box serves the runs of one team's problem: nothing one run leaves
// (files on the box's tmpfs, a daemon, IPC) may reach the next, and a run
// that tampers with the box itself gets the next run a fresh box.
TEST(warm_box, a_run_leaves_nothing_for_the_next) {
  if (!sb::bwrap_available()) GTEST_SKIP() << "bubblewrap is not usable here";
  const temp_dir dir;
  const fs::path work = dir.path() / "work";
  sb::warm_box box;
  const auto run = [&](const std::string& what) {
    // The working directory is the caller's to empty, as the grader does.
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(work, ec)) fs::remove_all(entry.path(), ec);
    auto s = make_spec(mode::warm_bwrap, work, "leave_state", {what});
    s.lim.processes = 4;
    const sb::run_result r = box.run(s);
    EXPECT_EQ(r.how, sb::ending::exited) << what << ": " << r.stderr_head;
    return r.stdout_head;
  };
  const std::string left = run("leave");
  EXPECT_NE(left.find("plant /tmp/bt_left=ok"), std::string::npos) << left;
  EXPECT_NE(left.find("shmget=refused"), std::string::npos) << left;
  EXPECT_NE(left.find("mq_open=refused"), std::string::npos) << left;
  EXPECT_NE(run("look").find("found=0"), std::string::npos) << run("look");
  EXPECT_EQ(box.boxes_started(), 1);

  EXPECT_NE(run("tamper").find("lib64=replaced"), std::string::npos);
  const std::string after = run("look");
  EXPECT_NE(after.find("found=0"), std::string::npos) << after;
  EXPECT_EQ(box.boxes_started(), 2);
}

// The runs a warm box serves are measured and limited one by one.
TEST(warm_box, each_run_has_its_own_limits_and_measurements) {
  if (!sb::bwrap_available()) GTEST_SKIP() << "bubblewrap is not usable here";
  const temp_dir dir;
  sb::warm_box box;
  auto spin = make_spec(mode::warm_bwrap, dir.path() / "work", "spin");
  spin.lim.cpu = 200ms;
  const sb::run_result spun = box.run(spin);
  EXPECT_TRUE(spun.cpu_limit_hit);
  auto echo = make_spec(mode::warm_bwrap, dir.path() / "work", "echo_request");
  echo.request = "after a spin";
  const sb::run_result echoed = box.run(echo);
  EXPECT_EQ(echoed.how, sb::ending::exited);
  EXPECT_EQ(echoed.response, echo.request);
  EXPECT_LT(echoed.cpu_time, 100ms);
  EXPECT_EQ(box.boxes_started(), 1);
  // Another working directory is another box.
  const sb::run_result elsewhere = box.run(make_spec(mode::warm_bwrap, dir.path() / "other", "echo_request"));
  EXPECT_EQ(elsewhere.how, sb::ending::exited);
  EXPECT_EQ(box.boxes_started(), 2);
}

// Another box of the same uid ends by killing every process of that uid
// (the uid sweep), a warm box's too. Its next run must not pay for that.
TEST(warm_box, a_box_lost_between_runs_is_replaced) {
  if (!sb::bwrap_available()) GTEST_SKIP() << "bubblewrap is not usable here";
  if (!is_root()) GTEST_SKIP() << "the uid sweep needs a slot uid (root)";
  const temp_dir dir;
  sb::warm_box box;
  auto echo = make_spec(mode::warm_bwrap, dir.path() / "work", "echo_request");
  echo.request = "before";
  EXPECT_EQ(box.run(echo).response, "before");
  const sb::run_result other = sb::run(make_spec(mode::bwrap, dir.path() / "other", "echo_request"));
  EXPECT_EQ(other.how, sb::ending::exited);
  echo.request = "after";
  const sb::run_result after = box.run(echo);
  EXPECT_EQ(after.how, sb::ending::exited) << after.stderr_head;
  EXPECT_EQ(after.response, "after");
  EXPECT_EQ(box.boxes_started(), 2);
  // The other box's sweep killed the lost box's bwrap and pid 1 at once
  // (both the slot's uid), so that pid 1 is left a zombie for the machine's
  // init to reap; until then it counts against the uid's fork limit. (The
  // grader's own kills take pid 1 first, and grading never runs another box
  // of a slot while its warm box lives.) Later tests of this slot wait.
  box.stop();
  const auto give_up = std::chrono::steady_clock::now() + 10s;
  while (processes_of_uid(*echo.iso.run_as_uid, true) > 0 && std::chrono::steady_clock::now() < give_up) {
    std::this_thread::sleep_for(10ms);
  }
}

// A zygote (zygote.hpp) warms up once; each run is a fresh fork of it with
// its own limits, its own CPU account (the warm-up's is nobody's), and a
// run that kills the zygote costs only a new zygote.
TEST(warm_box, a_zygote_forks_each_run_fresh_limited_and_measured) {
  if (!sb::bwrap_available()) GTEST_SKIP() << "bubblewrap is not usable here";
  const temp_dir dir;
  sb::warm_box box;
  const auto run = [&](const std::string& request, std::uint64_t address_space = 256ull << 20,
                       std::chrono::milliseconds cpu = 1000ms) {
    auto s = make_spec(mode::warm_bwrap, dir.path() / "work", "zygote_program");
    s.zygote = true;
    s.request = request;
    s.lim.address_space_bytes = address_space;
    s.lim.cpu = cpu;
    s.lim.no_new_processes = true;
    return box.run(s);
  };
  const sb::run_result first = run("first");
  EXPECT_EQ(first.how, sb::ending::exited) << first.stderr_head;
  EXPECT_EQ(first.response, "first");
  EXPECT_EQ(first.stdout_head.rfind("zygote=1 warm_ups=1 runs=1 as=268435456 ", 0), 0u) << first.stdout_head;
  EXPECT_LT(first.cpu_time, 150ms);  // the zygote's 300 ms warm-up is not the run's

  const sb::run_result smaller = run("second", 128ull << 20);
  EXPECT_EQ(smaller.response, "second");
  EXPECT_EQ(smaller.stdout_head.rfind("zygote=1 warm_ups=1 runs=1 as=134217728 ", 0), 0u)
      << smaller.stdout_head;

  const sb::run_result spun = run("spin", 256ull << 20, 200ms);
  EXPECT_TRUE(spun.cpu_limit_hit);
  EXPECT_LT(spun.cpu_time, 600ms);

  const sb::run_result killer = run("kill-all");
  EXPECT_EQ(killer.how, sb::ending::exited) << killer.stderr_head;
  // The next run may still find the zygote dying (then it execs); the one
  // after has a new zygote.
  EXPECT_EQ(run("after").response, "after");
  const sb::run_result later = run("later");
  EXPECT_EQ(later.response, "later");
  EXPECT_EQ(later.stdout_head.rfind("zygote=1 warm_ups=1 runs=1 ", 0), 0u) << later.stdout_head;
  EXPECT_EQ(box.boxes_started(), 1);

  // Not asked for: the program execs as any other.
  auto plain = make_spec(mode::warm_bwrap, dir.path() / "work", "zygote_program");
  plain.request = "plain";
  const sb::run_result execd = box.run(plain);
  EXPECT_EQ(execd.stdout_head.rfind("zygote=0 warm_ups=0 runs=1 ", 0), 0u) << execd.stdout_head;
}

INSTANTIATE_TEST_SUITE_P(modes, sandbox_modes,
                         ::testing::Values(mode::plain, mode::pid_namespace, mode::bwrap, mode::warm_bwrap,
                                           mode::landlock),
                         [](const ::testing::TestParamInfo<mode>& param_info) {
                           return mode_name(param_info.param);
                         });

// The best mode available, for the tests that are too slow to run in each.
mode best_mode() {
  if (sb::bwrap_available()) {
    return mode::bwrap;
  }
  return is_root() ? mode::pid_namespace : mode::plain;
}

TEST(sandbox, hard_cpu_limit_kills_program_that_ignores_sigxcpu) {
  const temp_dir dir;
  auto s = make_spec(best_mode(), dir.path() / "work", "spin_ignore_xcpu");
  s.lim.cpu = 200ms;  // RLIMIT_CPU soft 1 s (ignored), hard 2 s
  s.lim.wall = 10000ms;
  s.lim.processes = 1;  // its second thread
  const sb::run_result r = sb::run(s);
  EXPECT_EQ(r.how, sb::ending::signaled);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_TRUE(r.cpu_limit_hit);
  // It ran past the ignored 1 s soft limit into the 2 s hard one; rusage lags
  // the kernel's CPU clock on a loaded machine, so only the soft limit is asserted.
  EXPECT_GE(r.cpu_time, 1000ms);
}

TEST(sandbox, rejects_broken_specs_as_sandbox_errors) {
  const temp_dir dir;
  auto s = make_spec(mode::plain, dir.path() / "work", "echo_request");

  auto missing = s;
  missing.argv = {"/nonexistent/program"};
  EXPECT_THROW((void)sb::run(missing), sb::sandbox_error);

  auto relative = s;
  relative.argv = {"echo_request"};
  EXPECT_THROW((void)sb::run(relative), sb::sandbox_error);

  auto no_dir = s;
  no_dir.working_dir = dir.path() / "does-not-exist";
  EXPECT_THROW((void)sb::run(no_dir), sb::sandbox_error);

  auto empty = s;
  empty.argv.clear();
  EXPECT_THROW((void)sb::run(empty), sb::sandbox_error);
}

TEST(sandbox, bwrap_box_has_no_network) {
  if (!sb::bwrap_available()) {
    GTEST_SKIP() << "bubblewrap is not usable here";
  }
  // A real listener on the host's loopback...
  const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  ASSERT_GE(listener, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(listener, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
  ASSERT_EQ(::listen(listener, 4), 0);
  socklen_t length = sizeof address;
  ASSERT_EQ(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length), 0);
  const std::string port = std::to_string(ntohs(address.sin_port));

  const temp_dir dir;
  // ...reachable without bwrap (so the test means something)...
  const sb::run_result open = sb::run(make_spec(mode::plain, dir.path() / "work", "net_connect", {port}));
  EXPECT_EQ(open.exit_code, 0) << open.stdout_head;
  // ...and not from inside the box.
  const sb::run_result boxed = sb::run(make_spec(mode::bwrap, dir.path() / "work", "net_connect", {port}));
  EXPECT_EQ(boxed.how, sb::ending::exited);
  EXPECT_NE(boxed.exit_code, 0) << boxed.stdout_head;
  ::close(listener);
}

TEST(sandbox, bwrap_box_hides_files_outside_the_binds) {
  if (!sb::bwrap_available()) {
    GTEST_SKIP() << "bubblewrap is not usable here";
  }
  const temp_dir dir;
  const temp_dir secrets;  // stands in for reference solutions and hidden tests
  const fs::path secret = secrets.path() / "hidden_test.txt";
  std::ofstream{secret} << "the expected answer is 42\n";
  fs::permissions(secret, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                              fs::perms::others_read);

  const sb::run_result open =
      sb::run(make_spec(mode::plain, dir.path() / "work", "read_file", {secret.string()}));
  EXPECT_EQ(open.exit_code, 0);
  EXPECT_EQ(open.stdout_head, "the expected answer is 42\n");

  // The planted secret, the host's /etc, and the grader's own build tree.
  const fs::path grader_binary = fs::path{SANDBOX_PROGRAMS_DIR}.parent_path() / "sandbox_test";
  ASSERT_TRUE(fs::exists(grader_binary));
  for (const std::string& path : {secret.string(), std::string{"/etc/passwd"}, grader_binary.string()}) {
    const sb::run_result boxed = sb::run(make_spec(mode::bwrap, dir.path() / "work", "read_file", {path}));
    EXPECT_EQ(boxed.how, sb::ending::exited);
    EXPECT_EQ(boxed.exit_code, 1) << path << ": " << boxed.stdout_head;
  }
  // The work dir is writable, the programs are not.
  auto s = make_spec(mode::bwrap, dir.path() / "work", "big_file");
  s.lim.file_size_bytes = 4096;
  EXPECT_EQ(sb::run(s).signal, SIGXFSZ);
}

// The Landlock tests compare with a plain run of the same program, so that a
// refusal means the confinement refused, not that the attempt was broken.
class landlock_box : public ::testing::Test {
 protected:
  void SetUp() override {
    if (sb::confinement_available().landlock_abi == 0) {
      GTEST_SKIP() << "the kernel has no Landlock";
    }
  }

  // What escape_attempts printed: attempt -> "ok" or the errno's name.
  std::map<std::string, std::string> attempt(mode m, std::vector<std::string> what) {
    const sb::run_result r = sb::run(make_spec(m, dir_.path() / "work", "escape_attempts", std::move(what)));
    EXPECT_EQ(r.how, sb::ending::exited) << r.stderr_head;
    EXPECT_EQ(r.exit_code, 0) << r.stdout_head << r.stderr_head;
    return parse_key_values(r.stdout_head);
  }

  [[nodiscard]] fs::path work() const { return dir_.path() / "work"; }

 private:
  temp_dir dir_;
};

TEST_F(landlock_box, hides_files_outside_the_view) {
  const temp_dir secrets;  // stands in for reference solutions and hidden tests
  const fs::path secret = secrets.path() / "hidden_test.txt";
  std::ofstream{secret} << "the expected answer is 42\n";
  fs::permissions(secret, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                              fs::perms::others_read);
  const fs::path grader_binary = fs::path{SANDBOX_PROGRAMS_DIR}.parent_path() / "sandbox_test";
  ASSERT_TRUE(fs::exists(grader_binary));
  const std::vector<std::string> paths{secret.string(), "/etc/passwd", grader_binary.string(),
                                       "/proc/1/cmdline"};
  std::vector<std::string> reads;
  for (const auto& p : paths) reads.push_back("read:" + p);

  const auto open = attempt(mode::plain, reads);
  const auto boxed = attempt(mode::landlock, reads);
  for (const auto& p : paths) {
    EXPECT_EQ(open.at("read:" + p), "ok") << p;
    EXPECT_EQ(boxed.at("read:" + p), "EACCES") << p;
  }
  // What the view does hold: the system's libraries and the box's own inputs.
  const auto allowed = attempt(
      mode::landlock, {"read:/usr/lib/os-release", "read:" + program("read_file").string(),
                       "read:/dev/urandom", "write:" + (work() / "out.txt").string(), "write:/dev/null"});
  for (const auto& [what, result] : allowed) EXPECT_EQ(result, "ok") << what;
}

TEST_F(landlock_box, leaves_nothing_in_shared_folders) {
  const std::string name = unique_marker();
  const std::vector<std::string> writes{"write:/tmp/" + name, "write:/dev/shm/" + name,
                                        "write:/var/tmp/" + name};
  const auto boxed = attempt(mode::landlock, writes);
  for (const auto& w : writes) {
    EXPECT_EQ(boxed.at(w), "EACCES") << w;
    EXPECT_FALSE(fs::exists(w.substr(6))) << w;
  }
  // The working folder is the box's: TMPDIR points there in the grader.
  EXPECT_EQ(attempt(mode::landlock, {"write:" + (work() / "tmpfile").string()}).begin()->second, "ok");
}

TEST_F(landlock_box, refuses_the_network_sockets_ptrace_and_namespaces) {
  const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  ASSERT_GE(listener, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(listener, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
  ASSERT_EQ(::listen(listener, 4), 0);
  socklen_t length = sizeof address;
  ASSERT_EQ(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length), 0);
  const std::string port = std::to_string(ntohs(address.sin_port));

  const auto open = attempt(mode::plain, {"tcp:" + port});
  EXPECT_EQ(open.at("tcp_connect"), "ok");  // reachable without the confinement
  const auto boxed = attempt(mode::landlock,
                             {"tcp:" + port, "socket", "ptrace", "namespaces", "ipc", "personality", "fork"});
  ::close(listener);
  const bool seccomp = sb::confinement_available().seccomp;
  if (seccomp) {
    EXPECT_EQ(boxed.at("tcp_socket"), "EPERM");
    EXPECT_EQ(boxed.at("socket_unix"), "EPERM");
    EXPECT_EQ(boxed.at("socket_udp"), "EPERM");
    EXPECT_EQ(boxed.at("ptrace_traceme"), "EPERM");
    EXPECT_EQ(boxed.at("unshare_user"), "EPERM");
    EXPECT_EQ(boxed.at("clone_newuser"), "EPERM");
    EXPECT_EQ(boxed.at("shmget"), "EPERM");
    EXPECT_EQ(boxed.at("personality"), "EPERM");
  } else if (sb::confinement_available().landlock_abi >= 4) {
    EXPECT_NE(boxed.at("tcp_connect"), "ok");  // Landlock alone still refuses TCP
  }
  EXPECT_NE(boxed.at("ptrace_attach"), "ok");  // Landlock refuses it too: the keeper is outside the domain
  EXPECT_NE(boxed.at("process_vm_readv"), "ok");
  EXPECT_EQ(boxed.at("socketpair"), "ok");  // connects nothing outside the process
  EXPECT_EQ(boxed.at("fork"), "ok");        // fork (clone without namespace flags) still works
}

TEST_F(landlock_box, a_program_outside_the_view_is_a_sandbox_error) {
  auto s = make_spec(mode::landlock, work(), "echo_request");
  s.iso.read_only_binds.clear();
  EXPECT_THROW((void)sb::run(s), sb::sandbox_error);
}

TEST(sandbox, describe_confinement_says_what_is_in_force) {
  EXPECT_EQ(sb::describe_confinement({7, true}),
            "landlock (ABI 7: read-only view, no TCP, no signals out of the box) + seccomp (no sockets, no "
            "ptrace, no namespaces, no SysV IPC)");
  EXPECT_TRUE(
      sb::describe_confinement({3, true}).starts_with("landlock (ABI 3: read-only view, TCP not covered)"));
  EXPECT_NE(sb::describe_confinement({0, false}).find("no landlock"), std::string::npos);
  EXPECT_NE(sb::describe_confinement({0, false}).find("no seccomp"), std::string::npos);
}

TEST(sandbox, prepare_work_dir_hands_the_directory_to_the_slot_uid) {
  if (!is_root()) {
    GTEST_SKIP() << "chown needs root";
  }
  const temp_dir dir;
  const fs::path work = dir.path() / "a" / "work";
  fs::create_directories(work);
  std::ofstream{work / "input.txt"} << "data";
  fs::create_symlink("/etc/hostname", work / "link");
  sb::isolation_options iso;
  iso.run_as_uid = sb::slot_uid(process_slot());
  sb::prepare_work_dir(work, iso);
  struct stat info {};
  ASSERT_EQ(::stat(work.c_str(), &info), 0);
  EXPECT_EQ(info.st_uid, *iso.run_as_uid);
  EXPECT_EQ(info.st_mode & 0777, 0700u);
  ASSERT_EQ(::stat((work / "input.txt").c_str(), &info), 0);
  EXPECT_EQ(info.st_uid, *iso.run_as_uid);
  ASSERT_EQ(::stat("/etc/hostname", &info), 0);
  EXPECT_EQ(info.st_uid, 0u);  // the symlink's target was left alone
}

TEST(sandbox, slot_uid_only_when_root) {
  if (is_root()) {
    EXPECT_EQ(sb::slot_uid(0), 60000u);
    EXPECT_EQ(sb::slot_uid(7), 60007u);
  } else {
    EXPECT_FALSE(sb::slot_uid(0).has_value());
  }
  EXPECT_THROW((void)sb::slot_uid(-1), sb::sandbox_error);
  EXPECT_THROW((void)sb::slot_uid(1000), sb::sandbox_error);
}

TEST(sandbox, describe_signal_names_and_explains) {
  EXPECT_TRUE(sb::describe_signal(SIGSEGV).starts_with("SIGSEGV (segmentation fault"));
  EXPECT_TRUE(sb::describe_signal(SIGXCPU).starts_with("SIGXCPU (CPU time limit"));
  EXPECT_TRUE(sb::describe_signal(SIGABRT).starts_with("SIGABRT (aborted"));
  EXPECT_EQ(sb::describe_signal(63), "signal 63");
}

}  // namespace
