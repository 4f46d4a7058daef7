// Both ends of a warm box's zygote (zygote.hpp): fork_from_zygote in the
// box's pid 1, serve_as_zygote in the runner. Only system calls on the
// keeper's side (it is the static helper); the zygote's side runs in a
// single-threaded runner, where the fork's child may allocate.

#include "grader/sandbox/zygote.hpp"

#include "framework/core/posix_io.hpp"
#include "grader/sandbox/child.hpp"
#include "grader/sandbox/fd_passing.hpp"
#include "grader/sandbox/process_filter.hpp"

#include <fcntl.h>
#include <linux/filter.h>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <exception>

namespace grader::sandbox::detail {

namespace {

constexpr std::uint32_t request_magic = 0x4254'5a51;  // "BTZQ"
constexpr std::uint32_t reply_magic = 0x4254'5a50;    // "BTZP"
constexpr char ready_byte = 'Z';
constexpr int answer_timeout_ms = 5000;

// One run, as the student's exec_child would set it up.
struct request {
  std::uint32_t magic{request_magic};
  std::int32_t limit_count{0};
  std::array<rlimit_setting, 8> limits{};
  std::int64_t cpu_timer_ms{0};
  std::uint32_t file_mask{022};
  std::int32_t keeper{0};  // the child's parent, as the box numbers it
  std::uint32_t filter_length{0};
  std::array<sock_filter, 256> filter{};
  std::array<char, 1024> work_dir{};
};

struct reply {
  std::uint32_t magic{reply_magic};
  std::int32_t pid{-1};
  std::int32_t error{0};
};

}  // namespace

pid_t fork_from_zygote(int socket, const child_plan& plan) noexcept {
  request r;
  r.limit_count = plan.limit_count;
  r.limits = plan.limits;
  for (int i = 0; i < r.limit_count; ++i) {
    // The zygote is one more process of the box's uid than an exec'd run
    // has beside it.
    auto& limit = r.limits[static_cast<std::size_t>(i)];
    if (limit.resource == RLIMIT_NPROC && limit.soft != RLIM_INFINITY) {
      ++limit.soft;
      if (limit.hard != RLIM_INFINITY) ++limit.hard;
    }
  }
  r.cpu_timer_ms = plan.cpu_timer_ms;
  r.file_mask = plan.file_mask;
  r.keeper = static_cast<std::int32_t>(plan.expected_parent);
  if (plan.process_filter != nullptr) {
    if (plan.process_filter->len > r.filter.size()) {
      errno = E2BIG;
      return -1;
    }
    r.filter_length = plan.process_filter->len;
    std::memcpy(r.filter.data(), plan.process_filter->filter, sizeof(sock_filter) * r.filter_length);
  }
  if (plan.work_dir != nullptr) {
    const std::size_t length = std::strlen(plan.work_dir);
    if (length >= r.work_dir.size()) {
      errno = ENAMETOOLONG;
      return -1;
    }
    std::memcpy(r.work_dir.data(), plan.work_dir, length + 1);
  }
  const run_fds fds{0, 1, 2, 3, 4, 5, 6};
  if (send_with_fds(socket, &r, sizeof r, fds) != static_cast<ssize_t>(sizeof r)) return -1;
  pollfd p{socket, POLLIN, 0};
  const int ready = framework::retry_on_eintr([&] { return ::poll(&p, 1, answer_timeout_ms); });
  if (ready <= 0) {
    if (ready == 0) errno = ETIMEDOUT;
    return -1;
  }
  reply answer;
  const ssize_t n = framework::retry_on_eintr([&] { return ::recv(socket, &answer, sizeof answer, 0); });
  if (n != static_cast<ssize_t>(sizeof answer) || answer.magic != reply_magic) {
    errno = EPROTO;
    return -1;
  }
  if (answer.pid <= 0) {
    errno = answer.error != 0 ? answer.error : EPROTO;
    return -1;
  }
  return answer.pid;
}

bool zygote_ready(int socket, int timeout_ms) noexcept {
  pollfd p{socket, POLLIN, 0};
  if (framework::retry_on_eintr([&] { return ::poll(&p, 1, timeout_ms); }) != 1) return false;
  char byte = 0;
  return framework::retry_on_eintr([&] { return ::recv(socket, &byte, 1, 0); }) == 1 && byte == ready_byte;
}

namespace {

void close_all(const run_fds& fds) noexcept {
  for (const int fd : fds) {
    if (fd >= 0) ::close(fd);
  }
}

// In the run's child: everything exec_child does before its exec, then the
// run's own copies of the keeper's pipes go, as close-on-exec would take them.
void become_the_run(const request& r, const run_fds& fds) noexcept {
  child_plan plan;
  plan.source_fds = fds;
  plan.limit_count = r.limit_count < 0 || r.limit_count > 8 ? 0 : r.limit_count;
  plan.limits = r.limits;
  plan.cpu_timer_ms = static_cast<long>(r.cpu_timer_ms);
  plan.file_mask = static_cast<mode_t>(r.file_mask);
  plan.expected_parent = r.keeper;
  plan.work_dir = r.work_dir[0] != '\0' ? r.work_dir.data() : nullptr;
  prepare_child(plan);
  if (r.filter_length > 0) {
    // The kernel takes a non-const pointer but never writes through it.
    const sock_fprog program{static_cast<unsigned short>(r.filter_length),
                             const_cast<sock_filter*>(r.filter.data())};
    apply_process_filter(&program);
  }
  ::close(report_fd);
  ::close(control_fd);
}

}  // namespace

}  // namespace grader::sandbox::detail

namespace framework::harness {

bool serve_as_zygote(int argc, char** argv, const zygote_hooks& hooks) {
  using namespace grader::sandbox;
  using namespace grader::sandbox::detail;
  if (argc != 2 || std::strcmp(argv[1], zygote_magic_argument) != 0 || ::fcntl(zygote_fd, F_GETFD) < 0) {
    return false;
  }
  const int socket = ::fcntl(zygote_fd, F_DUPFD_CLOEXEC, arranged_fd_count);
  ::close(zygote_fd);
  if (socket < 0) ::_exit(2);
  try {
    hooks.warm_up();
  } catch (const std::exception&) {
    ::_exit(2);  // pid 1 sees the socket close and runs the exec's way
  }
  if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) ::_exit(2);
  if (framework::retry_on_eintr([&] { return ::send(socket, &ready_byte, 1, MSG_NOSIGNAL); }) != 1)
    ::_exit(2);
  for (;;) {
    request r;
    run_fds fds{-1, -1, -1, -1, -1, -1, -1};
    const ssize_t n = receive_with_fds(socket, &r, sizeof r, fds);
    if (n == 0) ::_exit(0);
    if (n != static_cast<ssize_t>(sizeof r) || r.magic != request_magic) {
      close_all(fds);
      ::_exit(2);
    }
    hooks.before_fork();
    // CLONE_PARENT: the run is pid 1's child, so pid 1 waits for it, reaps
    // it and has its rusage, as for an exec'd run. glibc's fork cannot ask
    // for that; with one thread here, its fork handlers have nothing to do.
    const long pid = ::syscall(SYS_clone, CLONE_PARENT, nullptr, nullptr, nullptr, nullptr);
    const int error = errno;
    if (pid == 0) {
      hooks.after_fork_child();
      become_the_run(r, fds);
      return true;
    }
    hooks.after_fork_parent();
    close_all(fds);
    const reply answer{reply_magic, static_cast<std::int32_t>(pid), pid < 0 ? error : 0};
    if (framework::retry_on_eintr([&] { return ::send(socket, &answer, sizeof answer, MSG_NOSIGNAL); }) !=
        static_cast<ssize_t>(sizeof answer)) {
      ::_exit(2);
    }
  }
}

}  // namespace framework::harness
