// bt_sandbox_exec: the keeper that runs inside a bubblewrap box.
//
// bwrap cannot tell us what we need: it folds the student's death by signal
// into exit code 128 + n, loses the student's rusage (its own pid 1 is never
// reaped by its monitor), applies no rlimits, and reports a failed exec like
// any other exit. So bwrap runs this helper as the box's pid 1 (--as-pid-1),
// and it does what the keeper does in the other modes (see child.cpp): applies
// the limits (RLIMIT_NPROC only makes sense in here, inside the box's own user
// namespace), forks the student, and reports on fd 5, a pipe only it holds.
//
// Usage (built by the library, not for humans):
//   bt_sandbox_exec --bt-sandbox-exec-v1 wall=MS cpu=MS as=B stack=B fsize=B
//                   nofile=N nproc=N single=0|1 zygote=0|1 umask=M dir=PATH pwd=VALUE|- -- PROGRAM ARGS...
//   bt_sandbox_exec --bt-sandbox-serve-v1        (a warm box; fd 3 is its socket)
//
// A warm box (sandbox.hpp, warm_box) serves many runs from one bwrap box:
// per run, the grader sends on the socket the same options as above, the
// environment, and the run's seven descriptors (SCM_RIGHTS). The server puts
// them at 0..6, keeps the run exactly as the one-run keeper does
// (keeper_run: the student is a fresh fork and exec, with its own limits,
// and every process of the run is killed and reaped before the report),
// closes them, puts the box's file systems back as they were
// (box_inventory) and says it is ready for the next run. What a run could
// leave for the next and what stops it:
//   * processes: none outlive a run (keeper_run, pid 1 of the box);
//   * files on the box's tmpfs (/, /dev, /tmp): restored, or the box is
//     dirty and the grader starts another; the working directory is emptied
//     by the grader;
//   * SysV IPC, POSIX message queues, keyrings, sockets (all of the box's
//     namespaces outlive a run): refused to the student by the seccomp deny
//     list of the Landlock mode, which a warm box applies too;
//   * the server itself: pid 1 ignores the student's signals, is not
//     dumpable (no ptrace, no /proc/1/mem), and shares no memory with it.

#include "framework/core/posix_io.hpp"
#include "grader/sandbox/box_inventory.hpp"
#include "grader/sandbox/child.hpp"
#include "grader/sandbox/confinement.hpp"
#include "grader/sandbox/fd_passing.hpp"
#include "grader/sandbox/internal.hpp"
#include "grader/sandbox/process_filter.hpp"
#include "grader/sandbox/zygote.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

extern char** environ;

namespace {

using namespace grader::sandbox::detail;

template <typename T>
bool parse_number(std::string_view text, T& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc{} && end == text.data() + text.size();
}

[[noreturn]] void bad_arguments() { report_failure_and_exit(stage::helper_arguments, EINVAL); }

// The options before "--"; the program's argv follows. Fills everything of
// plan but the descriptors and the environment.
struct helper_options {
  student_limits values;
  long wall_ms{0};
  long probe_cpu_ms{0};
  long probe_share_permille{0};
  long probe_floor_us{0};
  unsigned file_mask{022};
  int single_process{0};
  int zygote{0};  // the program can be a zygote (zygote.hpp): fork it warm
  const char* work_dir{nullptr};
  const char* pwd{nullptr};
  char** program{nullptr};  // argv of the student's program
};

bool parse_options(int argc, char** argv, int first, helper_options& o) {
  int i = first;
  for (; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
    const std::string_view arg{argv[i]};
    const auto eq = arg.find('=');
    if (eq == std::string_view::npos) return false;
    const std::string_view key = arg.substr(0, eq);
    const std::string_view value = arg.substr(eq + 1);
    bool ok = true;
    if (key == "wall") {
      ok = parse_number(value, o.wall_ms);
    } else if (key == "probe") {
      ok = parse_number(value, o.probe_cpu_ms);
    } else if (key == "probe_share") {
      ok = parse_number(value, o.probe_share_permille);
    } else if (key == "probe_floor") {
      ok = parse_number(value, o.probe_floor_us);
    } else if (key == "cpu") {
      ok = parse_number(value, o.values.cpu_ms);
    } else if (key == "as") {
      ok = parse_number(value, o.values.address_space);
    } else if (key == "stack") {
      ok = parse_number(value, o.values.stack);
    } else if (key == "fsize") {
      ok = parse_number(value, o.values.file_size);
    } else if (key == "nofile") {
      ok = parse_number(value, o.values.open_files);
    } else if (key == "nproc") {
      ok = parse_number(value, o.values.processes);
    } else if (key == "single") {
      ok = parse_number(value, o.single_process);
    } else if (key == "zygote") {
      ok = parse_number(value, o.zygote);
    } else if (key == "umask") {
      ok = parse_number(value, o.file_mask);
    } else if (key == "dir") {
      o.work_dir = argv[i] + eq + 1;
    } else if (key == "pwd") {
      o.pwd = argv[i] + eq + 1;
    } else {
      ok = false;
    }
    if (!ok) return false;
  }
  if (i + 1 >= argc) return false;  // no program after "--"
  o.program = argv + i + 1;
  return true;
}

child_plan plan_for(const helper_options& o, char* const* envp, const sock_fprog* process_filter) {
  child_plan plan;
  apply_student_limits(plan, o.values);
  plan.file_mask = static_cast<mode_t>(o.file_mask);
  plan.work_dir = o.work_dir;
  plan.executable = o.program[0];
  plan.argv = o.program;
  plan.envp = envp;
  plan.wall_ms = o.wall_ms;
  plan.probe_cpu_ms = o.probe_cpu_ms;
  plan.probe_share_permille = o.probe_share_permille;
  plan.probe_floor_us = o.probe_floor_us;
  plan.private_pid_namespace = true;  // bwrap --unshare-pid --as-pid-1: we are pid 1
  if (o.single_process != 0) plan.process_filter = process_filter;
  return plan;
}

struct run_message {
  std::vector<char> bytes;
  std::vector<char*> args;  // argv-style, null-terminated: options, "--", program
  std::vector<char*> env;
  run_fds fds{};
};

// One run's message: magic, argument count, environment count, the strings
// NUL-terminated, and seven descriptors. False at EOF or on a message that is
// not one (the grader's own fault: the server ends, and the grader starts
// another box).
bool receive_run(int socket, run_message& m) {
  m.bytes.assign(1 << 16, '\0');
  const ssize_t n = receive_with_fds(socket, m.bytes.data(), m.bytes.size(), m.fds);
  if (n <= 0) return false;
  std::array<std::uint32_t, 3> header{};
  if (static_cast<std::size_t>(n) < sizeof header) return false;
  std::memcpy(header.data(), m.bytes.data(), sizeof header);
  if (header[0] != warm_run_magic) return false;
  m.bytes.resize(static_cast<std::size_t>(n));
  m.bytes.push_back('\0');
  std::size_t at = sizeof header;
  const auto take = [&](std::uint32_t count, std::vector<char*>& out) {
    out.clear();
    for (std::uint32_t k = 0; k < count; ++k) {
      if (at >= static_cast<std::size_t>(n)) return false;
      out.push_back(m.bytes.data() + at);
      at += std::strlen(m.bytes.data() + at) + 1;
    }
    out.push_back(nullptr);
    return at <= static_cast<std::size_t>(n);
  };
  return take(header[1], m.args) && take(header[2], m.env);
}

bool send_ready(int socket) {
  return framework::retry_on_eintr([&] { return ::send(socket, &warm_ready_byte, 1, MSG_NOSIGNAL); }) == 1;
}

// Moves fd above 0..6, which belong to the runs; -1 on failure.
int lift(int fd) {
  const int high = ::fcntl(fd, F_DUPFD_CLOEXEC, arranged_fd_count);
  ::close(fd);
  return high;
}

// The box's zygote (zygote.hpp), started for the first run that asks and
// kept while the runs ask for the same program, stack limit and environment.
class zygote_keeper {
 public:
  zygote_keeper() = default;
  zygote_keeper(const zygote_keeper&) = delete;
  zygote_keeper& operator=(const zygote_keeper&) = delete;
  ~zygote_keeper() { stop(); }

  [[nodiscard]] pid_t pid() const { return pid_; }
  [[nodiscard]] int socket() const { return socket_; }

  // Ready for a run of o with environment env, or not (the run execs).
  bool ready_for(const helper_options& o, char* const* env) {
    std::string key = o.program[0];
    for (char* const* a = o.program + 1; *a != nullptr; ++a) key.append(1, '\0').append(*a);
    key.append(1, '\1').append(std::to_string(o.values.stack));
    for (char* const* e = env; *e != nullptr; ++e) key.append(1, '\0').append(*e);
    if (pid_ > 0 && key == key_ && alive()) return true;
    stop();
    if (failed_key_ == key) return false;  // it failed once for this program: do not pay again
    if (start(o, env)) {
      key_ = std::move(key);
      return true;
    }
    failed_key_ = std::move(key);
    return false;
  }

 private:
  // A run may have killed it (same uid) after its keeper had looked.
  [[nodiscard]] bool alive() const {
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
        info.si_pid == pid_) {
      return false;
    }
    pollfd p{socket_, 0, 0};
    return ::poll(&p, 1, 0) == 0;  // no hang-up, no error
  }

  bool start(const helper_options& o, char* const* env) {
    int ends[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) return false;
    std::vector<char*> argv{o.program[0], const_cast<char*>(grader::sandbox::zygote_magic_argument), nullptr};
    child_plan plan;
    student_limits limits;
    limits.stack = o.values.stack;  // the process's memory layout is set at its exec
    apply_student_limits(plan, limits);
    // The zygote runs the kit's code only, but on the team's files (it
    // compiles them): soft limits, so that a file made to choke a compiler
    // ends it, and hard ones left open for each run to set its own.
    const auto add_soft = [&](int resource, rlim_t value) {
      if (plan.limit_count >= static_cast<int>(plan.limits.size())) return;
      plan.limits[static_cast<std::size_t>(plan.limit_count++)] = {resource, value, RLIM_INFINITY};
    };
    if (o.values.address_space > 0) add_soft(RLIMIT_AS, o.values.address_space);
    add_soft(RLIMIT_CPU, zygote_cpu_seconds);
    plan.work_dir = "/";
    plan.executable = o.program[0];
    plan.argv = argv.data();
    plan.envp = env;
    plan.expected_parent = ::getpid();
    plan.confine = confine_;
    const pid_t pid = raw_clone(false, nullptr);
    if (pid == 0) {
      const int null = ::open("/dev/null", O_RDWR);
      if (null < 0 || ::dup2(null, 0) < 0 || ::dup2(null, 1) < 0 || ::dup2(null, 2) < 0 ||
          ::dup2(ends[1], grader::sandbox::zygote_fd) < 0) {
        ::_exit(127);
      }
      close_fds_from(grader::sandbox::zygote_fd + 1);
      exec_child(plan);
    }
    ::close(ends[1]);
    if (pid < 0) {
      ::close(ends[0]);
      return false;
    }
    pid_ = pid;
    socket_ = ends[0];
    if (!zygote_ready(socket_, start_timeout_ms)) {
      stop();
      return false;
    }
    return true;
  }

 public:
  // Also after a run whose keeper saw the zygote die or fail.
  void stop() {
    if (socket_ >= 0) ::close(socket_);
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      (void)framework::retry_on_eintr([&] { return ::waitpid(pid_, nullptr, __WALL); });
    }
    pid_ = 0;
    socket_ = -1;
    key_.clear();
  }

  const confinement* confine_{nullptr};

 private:
  static constexpr int start_timeout_ms = 10000;
  static constexpr rlim_t zygote_cpu_seconds = 10;
  pid_t pid_{0};
  int socket_{-1};
  std::string key_;
  std::string failed_key_;
};

[[noreturn]] void serve() {
  const int socket = lift(warm_serve_fd);
  const int child_events = lift(keeper_setup());
  if (socket < 0 || child_events < 0) ::_exit(2);
  const sock_fprog* process_filter = process_filter_program();
  // A box serving many runs shares its IPC namespace and keyrings between
  // them: the Landlock mode's deny list shuts those channels (and sockets).
  confinement seccomp_only;
  seccomp_only.seccomp = seccomp_program();
  if (process_filter == nullptr || seccomp_only.seccomp == nullptr) ::_exit(2);
  const box_inventory pristine({"/", "/dev", "/tmp"});
  for (int fd = 0; fd < arranged_fd_count; ++fd) ::close(fd);

  zygote_keeper zygote;
  zygote.confine_ = &seccomp_only;
  run_message m;
  while (send_ready(socket) && receive_run(socket, m)) {
    // The received descriptors took the lowest free numbers, some of 0..6
    // among them: lift all before putting any in place.
    for (int& fd : m.fds) fd = lift(fd);
    for (int fd = 0; fd < arranged_fd_count; ++fd) {
      const int from = m.fds[static_cast<std::size_t>(fd)];
      if (from < 0 || ::dup2(from, fd) != fd) ::_exit(2);
      ::close(from);
    }
    helper_options o;
    const int argc = static_cast<int>(m.args.size()) - 1;
    if (argc < 1 || std::strcmp(m.args[0], helper_magic_argument) != 0 ||
        !parse_options(argc, m.args.data(), 1, o)) {
      report_failure_and_exit(stage::helper_arguments, EINVAL);
    }
    child_plan plan = plan_for(o, m.env.data(), process_filter);
    plan.confine = &seccomp_only;
    if (o.zygote != 0 && zygote.ready_for(o, m.env.data())) plan.zygote_socket = zygote.socket();
    plan.zygote = zygote.pid();
    const keeper_outcome outcome = keeper_run(plan, child_events);
    if (outcome.zygote_lost) zygote.stop();
    for (int fd = 0; fd < arranged_fd_count; ++fd) ::close(fd);
    // Dirty: the grader starts a fresh box.
    if (outcome.processes_left || !pristine.restore()) ::_exit(3);
  }
  ::_exit(0);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], serve_magic_argument) == 0 && ::fcntl(warm_serve_fd, F_GETFD) >= 0) {
    serve();
  }
  if (::fcntl(report_fd, F_GETFD) < 0 || argc < 2 || std::strcmp(argv[1], helper_magic_argument) != 0) {
    std::fputs("bt_sandbox_exec: internal helper of the grader sandbox, not meant to be run by hand\n",
               stderr);
    return 125;
  }
  helper_options o;
  if (!parse_options(argc, argv, 2, o)) bad_arguments();

  // bwrap sets PWD; the student gets exactly the environment the grader chose.
  if (o.pwd != nullptr && std::strcmp(o.pwd, "-") == 0) {
    ::unsetenv("PWD");
  } else if (o.pwd != nullptr) {
    ::setenv("PWD", o.pwd, 1);
  }

  const sock_fprog* process_filter = nullptr;
  if (o.single_process != 0) {
    // Built here, in a fresh process, where allocating is still allowed.
    process_filter = process_filter_program();
    if (process_filter == nullptr) report_failure_and_exit(stage::seccomp, ENOSYS);
  }
  const child_plan plan = plan_for(o, environ, process_filter);

  // Descriptors 0..6 arrive in place through bwrap; anything else is not the
  // student's business.
  close_fds_from(arranged_fd_count);
  keeper_main(plan);
}
