// The grader's side of a warm box (sandbox.hpp, warm_box): one bwrap box per
// team and problem, whose pid 1 (exec_helper_main.cpp) runs each case as the
// one-run keeper would. Starting bwrap is most of a trivial case's cost.

#include "framework/core/posix_io.hpp"

#include "grader/sandbox/child.hpp"
#include "grader/sandbox/fd_passing.hpp"
#include "grader/sandbox/internal.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <system_error>

namespace grader::sandbox {

namespace detail {

namespace {

[[noreturn]] void fail(const std::string& what) { throw sandbox_error("sandbox: warm box: " + what); }

[[noreturn]] void fail_errno(const std::string& what, int error) {
  fail(what + ": " + std::generic_category().message(error));
}

// A cleanup after a run that wrote much to /tmp can take a moment; a box
// slower than this is restarted, and one that will not start is an error.
constexpr int ready_timeout_ms = 10'000;
constexpr int exit_grace_ms = 1000;
constexpr int bwrap_reaps_ms = 200;  // after its box is killed: bwrap reaps pid 1 and exits

void close_fd(int& fd) noexcept {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

std::vector<std::string> warm_server::key_of(const run_spec& spec, bool disable_nested_userns) {
  auto key = bwrap_command(spec, exec_helper_path(spec.iso), {helper_path_in_box, serve_magic_argument},
                           disable_nested_userns);
  key.push_back("uid=" + (spec.iso.run_as_uid ? std::to_string(*spec.iso.run_as_uid) : std::string("-")));
  key.push_back("gid=" + (spec.iso.run_as_gid ? std::to_string(*spec.iso.run_as_gid) : std::string("-")));
  return key;
}

warm_server::warm_server(const run_spec& spec, bool disable_nested_userns)
    : key_(key_of(spec, disable_nested_userns)), uid_(spec.iso.run_as_uid) {
  std::array<int, 2> sockets{-1, -1};
  if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sockets.data()) != 0) {
    fail_errno("socketpair", errno);
  }
  socket_ = sockets[0];
  std::array<int, 2> errors{-1, -1};
  if (::pipe2(errors.data(), O_CLOEXEC) != 0) {
    const int error = errno;
    close_fd(sockets[1]);
    close_fd(socket_);
    fail_errno("pipe2", error);
  }
  errors_ = errors[0];
  const int dev_null = ::open("/dev/null", O_RDWR | O_CLOEXEC);

  // bwrap's command line, without the two key entries at the end.
  std::vector<std::string> command(key_.begin(), key_.end() - 2);
  std::vector<char*> argv;
  for (auto& arg : command) argv.push_back(arg.data());
  argv.push_back(nullptr);
  char* no_environment[] = {nullptr};

  child_plan plan;
  plan.source_fds = {dev_null, dev_null, errors[1], sockets[1], dev_null, dev_null, dev_null};
  plan.new_session = true;
  plan.keeper_fds_survive_exec = true;
  plan.drop_privileges = uid_.has_value();
  plan.uid = uid_.value_or(0);
  plan.gid = spec.iso.run_as_gid.value_or(static_cast<gid_t>(plan.uid));
  plan.work_dir = "/";
  plan.executable = argv.front();
  plan.argv = argv.data();
  plan.envp = no_environment;
  plan.expected_parent = ::getpid();
  apply_student_limits(plan, student_limits{});
  // Like the one-run box's bwrap: started as posix_spawn would, no copy of
  // the grader's page tables.
  pid_ = vfork_clone(&exec_child_entry, &plan, &pidfd_);
  if (pid_ < 0) {
    pid_ = raw_clone(false, &pidfd_);
    if (pid_ == 0) exec_child(plan);
  }
  const int error = errno;
  ::close(errors[1]);
  ::close(sockets[1]);
  if (dev_null >= 0) ::close(dev_null);
  if (pid_ < 0) fail_errno("clone", error);
  if (!wait_ready(ready_timeout_ms)) {
    std::string why(2048, '\0');
    const ssize_t n = ::read(errors_, why.data(), why.size());
    why.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
    kill();
    fail("the box did not start" + (why.empty() ? std::string() : ": " + why));
  }
}

warm_server::~warm_server() {
  // EOF on its socket tells the server to exit; it has nothing left to do.
  close_fd(socket_);
  if (pid_ > 0) {
    pollfd p{pidfd_, POLLIN, 0};
    if (pidfd_ < 0 || ::poll(&p, 1, exit_grace_ms) <= 0) kill();
    (void)framework::retry_on_eintr([&] { return ::waitpid(pid_, nullptr, __WALL); });
    if (uid_) kill_all_processes_of(*uid_);
  }
  close_fd(pidfd_);
  close_fd(errors_);
}

void warm_server::kill() noexcept {
  dead_ = true;
  if (pid_ > 0) {
    // The box's pid 1 first (and with it the box), so that bwrap, its
    // parent, reaps it and exits. Killed together (bwrap runs as the slot's
    // uid too), that pid 1 would be left a zombie of the machine's init for
    // a while, counted against the slot uid's fork limit in the next box.
    kill_children_of(pid_);
    if (pidfd_ >= 0) {
      pollfd p{pidfd_, POLLIN, 0};
      (void)::poll(&p, 1, bwrap_reaps_ms);
    }
    ::kill(pid_, SIGKILL);
    ::kill(-pid_, SIGKILL);
  }
  if (uid_) kill_all_processes_of(*uid_);
}

bool warm_server::wait_ready(int timeout_ms) {
  if (ready_) return true;
  if (dead_) return false;
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds{timeout_ms};
  for (;;) {
    std::array<pollfd, 2> fds{{{socket_, POLLIN, 0}, {pidfd_, POLLIN, 0}}};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now())
            .count();
    if (left <= 0) break;
    const int n = ::poll(fds.data(), pidfd_ >= 0 ? 2 : 1, static_cast<int>(left));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if ((fds[0].revents & POLLIN) != 0) {
      char byte = 0;
      if (::recv(socket_, &byte, 1, MSG_DONTWAIT) == 1 && byte == warm_ready_byte) {
        ready_ = true;
        return true;
      }
    }
    break;  // EOF, a hang-up, bwrap gone, or a stray byte: this box is done
  }
  dead_ = true;
  return false;
}

bool warm_server::ready_for(const std::vector<std::string>& box_key) {
  if (box_key != key_) return false;
  pollfd gone{pidfd_, POLLIN, 0};
  if (pidfd_ >= 0 && ::poll(&gone, 1, 0) > 0) dead_ = true;  // its word may have come before it died
  return wait_ready(ready_timeout_ms);
}

void warm_server::send_run(const std::vector<std::string>& args, const std::vector<std::string>& env,
                           const std::array<int, 7>& fds) {
  std::string bytes(3 * sizeof(std::uint32_t), '\0');
  const std::array<std::uint32_t, 3> header{warm_run_magic, static_cast<std::uint32_t>(args.size()),
                                            static_cast<std::uint32_t>(env.size())};
  std::memcpy(bytes.data(), header.data(), sizeof header);
  for (const auto* list : {&args, &env}) {
    for (const auto& s : *list) {
      if (s.find('\0') != std::string::npos) fail("argument or environment entry contains a NUL byte");
      bytes += s;
      bytes += '\0';
    }
  }
  ready_ = false;
  const ssize_t n = send_with_fds(socket_, bytes.data(), bytes.size(), fds);
  if (n != static_cast<ssize_t>(bytes.size())) {
    const int error = n < 0 ? errno : EMSGSIZE;
    kill();
    if (error == EPIPE || error == ECONNRESET) throw warm_box_lost("sandbox: warm box: gone before the run");
    fail_errno("send", error);
  }
}

}  // namespace detail

warm_box::warm_box() = default;
warm_box::~warm_box() = default;

run_result warm_box::run(const run_spec& spec) {
  if (!spec.iso.use_bwrap) return sandbox::run(spec);
  const detail::bwrap_support& support = detail::probe_bwrap();
  if (!support.usable) return sandbox::run(spec);  // run() says why
  const auto key = detail::warm_server::key_of(spec, support.disable_nested_userns);
  if (server_ && !server_->ready_for(key)) server_.reset();
  detail::run_options options;
  for (int attempt = 1;; ++attempt) {
    if (!server_) {
      server_ = std::make_unique<detail::warm_server>(spec, support.disable_nested_userns);
      ++boxes_started_;
    }
    options.warm = server_.get();
    try {
      return detail::run_impl(spec, options);
    } catch (const detail::warm_box_lost&) {
      server_.reset();
      if (attempt == 2) throw;  // a fresh box lost too: not a passing accident
    } catch (...) {
      server_.reset();  // whatever went wrong, the next run gets a fresh box
      throw;
    }
  }
}

void warm_box::stop() noexcept { server_.reset(); }

}  // namespace grader::sandbox
