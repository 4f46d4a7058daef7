#include "grader/sandbox/sandbox.hpp"

#include "framework/core/posix_io.hpp"

#include "grader/sandbox/child.hpp"
#include "grader/sandbox/internal.hpp"
#include "grader/sandbox/process_filter.hpp"
#include "grader/sandbox/unique_fd.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <optional>
#include <string_view>
#include <system_error>
#include <utility>

namespace grader::sandbox {

namespace {

using steady = std::chrono::steady_clock;
using std::chrono::duration_cast;
using std::chrono::microseconds;
using std::chrono::milliseconds;

enum class box_mode { plain, pid_namespace, bwrap };

// The keeper enforces the wall clock inside namespace boxes (so the student's
// rusage survives the kill); the grader's own deadline is a backstop this much
// later, covering bwrap's start-up.
constexpr milliseconds backstop_grace{500};
// After the main process is gone, how long to keep reading pipes that something
// we could not kill (plain mode, setsid escapee) still holds open.
constexpr milliseconds drain_grace{200};
// A streamed response is drained for as long as it keeps coming (a slow
// consumer can be a pipe's worth behind the box when it dies), but no longer
// than this in all: something left alive in the box could write forever.
constexpr milliseconds drain_cap{10'000};
constexpr std::size_t read_chunk = 64 * 1024;
// How long the keeper gets to kill and reap its box when asked, before the
// grader kills everything itself.
constexpr milliseconds abort_grace{1000};
// How often a run with a cancel flag looks at it.
constexpr int cancel_poll_ms = 50;

std::atomic<bool> pid_namespace_unusable{false};

[[noreturn]] void fail(const std::string& what) { throw sandbox_error("sandbox: " + what); }

[[noreturn]] void fail_errno(const std::string& what, int error) {
  fail(what + ": " + std::generic_category().message(error));
}

struct pipe_pair {
  unique_fd read;
  unique_fd write;
};

pipe_pair make_pipe() {
  // O_CLOEXEC: other threads launch boxes concurrently, and their children
  // must not inherit our pipe ends (a stray write end means no EOF, ever).
  std::array<int, 2> fds{};
  if (::pipe2(fds.data(), O_CLOEXEC) != 0) {
    fail_errno("pipe2", errno);
  }
  return {unique_fd{fds[0]}, unique_fd{fds[1]}};
}

void set_nonblocking(int fd) {
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags < 0 || ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) != 0) {
    fail_errno("fcntl(O_NONBLOCK)", errno);
  }
}

// NUL-terminated copies of the strings plus the char* array execve wants; built
// before fork because the child may not allocate.
class c_string_array {
 public:
  explicit c_string_array(std::vector<std::string> strings) : storage_{std::move(strings)} {
    pointers_.reserve(storage_.size() + 1);
    for (auto& s : storage_) {
      if (s.find('\0') != std::string::npos) {
        fail("argument or environment entry contains a NUL byte");
      }
      pointers_.push_back(s.data());
    }
    pointers_.push_back(nullptr);
  }
  [[nodiscard]] char* const* get() const noexcept { return pointers_.data(); }

 private:
  std::vector<std::string> storage_;
  std::vector<char*> pointers_;
};

// Blocks SIGPIPE in the calling thread while we feed the request pipe: a child
// that exits without reading fd 3 must cost us an EPIPE, not the grader's life.
// We cannot ignore it process-wide from a library.
class sigpipe_guard {
 public:
  sigpipe_guard() {
    ::sigemptyset(&pipe_only_);
    ::sigaddset(&pipe_only_, SIGPIPE);
    ::pthread_sigmask(SIG_BLOCK, &pipe_only_, &previous_);
    sigset_t pending;
    ::sigpending(&pending);
    was_pending_ = ::sigismember(&pending, SIGPIPE) == 1;
  }
  sigpipe_guard(const sigpipe_guard&) = delete;
  sigpipe_guard& operator=(const sigpipe_guard&) = delete;
  ~sigpipe_guard() {
    if (!was_pending_) {
      const timespec no_wait{};
      while (::sigtimedwait(&pipe_only_, nullptr, &no_wait) == SIGPIPE) {}
    }
    ::pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
  }

 private:
  sigset_t pipe_only_{};
  sigset_t previous_{};
  bool was_pending_{false};
};

// Owns the direct child. Whatever happens (exceptions included) the box is
// killed and the child reaped before this goes away.
class child_process {
 public:
  child_process(pid_t pid, unique_fd pidfd, unique_fd control, std::optional<uid_t> box_uid)
      : pid_{pid}, pidfd_{std::move(pidfd)}, control_{std::move(control)}, box_uid_{box_uid} {}
  child_process(const child_process&) = delete;
  child_process& operator=(const child_process&) = delete;
  ~child_process() {
    if (!reaped_) {
      request_abort();
      const auto give_up = steady::now() + abort_grace;
      while (!has_exited() && steady::now() < give_up) {
        wait_for_exit(milliseconds{10});
      }
      kill_box();
      int status = 0;
      rusage usage{};
      reap(status, usage);
    }
  }

  [[nodiscard]] int pidfd() const noexcept { return pidfd_.get(); }

  // The polite kill: the keeper SIGKILLs the box and reaps every process in
  // it before it reports and exits. Killing the keeper instead would orphan
  // the student, and under a container's pid 1 that never reaps, its zombie
  // would count against the slot uid's RLIMIT_NPROC in every later run.
  void request_abort() noexcept { control_.reset(); }

  // The hard kill, for a keeper that does not comply (and as insurance once it
  // has exited). Only while the child is unreaped: its pid (== the process
  // group id) cannot be recycled before that, so killpg cannot hit a
  // stranger. The uid sweep also reaches processes that left the group.
  void kill_box() noexcept {
    if (reaped_) {
      return;
    }
    // The box's pid 1 (bwrap's child, or the keeper's student) first, so
    // that its parent reaps it: killed together with bwrap (both the slot
    // uid's), it would be left a zombie of the machine's init, counted
    // against that uid's fork limit in the next box.
    detail::kill_children_of(pid_);
    if (box_uid_) wait_for_exit(milliseconds{200});
    ::kill(pid_, SIGKILL);
    ::kill(-pid_, SIGKILL);
    if (box_uid_) {
      detail::kill_all_processes_of(*box_uid_);
    }
  }

  [[nodiscard]] bool has_exited() const noexcept {
    if (pidfd_) {
      pollfd p{pidfd_.get(), POLLIN, 0};
      return ::poll(&p, 1, 0) > 0;
    }
    siginfo_t info{};
    return ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
           info.si_pid == pid_;
  }

  void reap(int& status, rusage& usage) noexcept {
    (void)framework::retry_on_eintr([&] { return ::wait4(pid_, &status, __WALL, &usage); });
    reaped_ = true;
  }

 private:
  void wait_for_exit(milliseconds timeout) const noexcept {
    if (pidfd_) {
      pollfd p{pidfd_.get(), POLLIN, 0};
      ::poll(&p, 1, static_cast<int>(timeout.count()));
    } else {
      ::usleep(static_cast<useconds_t>(duration_cast<microseconds>(timeout).count()));
    }
  }

  pid_t pid_;
  unique_fd pidfd_;
  unique_fd control_;
  std::optional<uid_t> box_uid_;
  bool reaped_{false};
};

struct output_stream {
  unique_fd fd;
  std::string* head{nullptr};
  std::uint64_t* total{nullptr};
  std::size_t keep{0};
};

// Reads what is available once (bounded, so one flooding stream cannot starve
// the others); closes on EOF.
void read_stream(output_stream& stream, std::string& buffer) {
  if (!stream.fd) {
    return;
  }
  buffer.resize(read_chunk);
  const ssize_t n = ::read(stream.fd.get(), buffer.data(), buffer.size());
  if (n > 0) {
    const auto got = static_cast<std::size_t>(n);
    *stream.total += got;
    if (stream.head->size() < stream.keep) {
      stream.head->append(buffer.data(), std::min(got, stream.keep - stream.head->size()));
    }
  } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
    stream.fd.reset();
  }
}

std::string describe_failure(const detail::report_record& record) {
  return std::string{detail::stage_name(record.failed_stage)} +
         " failed: " + std::generic_category().message(record.error);
}

void validate(const run_spec& spec) {
  if (spec.argv.empty()) {
    fail("argv is empty");
  }
  const std::filesystem::path program{spec.argv.front()};
  if (!program.is_absolute()) {
    fail("argv[0] must be an absolute path: " + program.string());
  }
  struct stat info {};
  if (::stat(program.c_str(), &info) != 0) {
    fail_errno("cannot stat " + program.string(), errno);
  }
  if (!S_ISREG(info.st_mode) || (info.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH)) == 0) {
    fail(program.string() + " is not an executable file");
  }
  std::error_code ec;
  if (!std::filesystem::is_directory(spec.working_dir, ec)) {
    fail("working directory does not exist: " + spec.working_dir.string());
  }
  if (!spec.working_dir.is_absolute()) {
    fail("working directory must be absolute: " + spec.working_dir.string());
  }
  if (spec.lim.processes < 0) {
    fail("limits.processes must be >= 0");
  }
  if (spec.probe.cpu.count() < 0 || spec.probe.share < 0 || spec.probe.floor.count() < 0) {
    fail("probe: cpu, share and floor must be >= 0");
  }
  if (spec.iso.run_as_gid && !spec.iso.run_as_uid) {
    fail("run_as_gid without run_as_uid");
  }
  if (spec.iso.run_as_uid && *spec.iso.run_as_uid == 0) {
    fail("run_as_uid 0 is not a privilege drop");
  }
  if (spec.iso.use_landlock && !spec.iso.use_bwrap && !detail::visible_in_box(spec, program)) {
    fail(program.string() + " is not in the Landlock view; add it to read_only_binds");
  }
  if (spec.iso.use_bwrap) {
    if (!detail::visible_in_box(spec, program)) {
      fail(program.string() + " is not visible inside the bwrap box; add it to read_only_binds");
    }
    if (!std::filesystem::exists(detail::exec_helper_path(spec.iso), ec)) {
      fail("sandbox helper not found: " + detail::exec_helper_path(spec.iso).string());
    }
  }
}

detail::student_limits student_limits_for(const limits& lim, box_mode mode, bool dropping_uid) {
  detail::student_limits values;
  values.cpu_ms = static_cast<long>(lim.cpu.count());
  values.address_space = lim.address_space_bytes;
  values.stack = lim.stack_bytes;
  values.file_size = lim.file_size_bytes;
  values.open_files = lim.open_files;
  // RLIMIT_NPROC counts every process (thread) of the uid, so the value is
  // "what already exists at exec time" + the allowance.
  switch (mode) {
    case box_mode::bwrap:
      // Counted per user namespace, and bwrap gives the box its own: the
      // keeper (the box's pid 1) and the student itself.
      values.processes = 2 + lim.processes;
      break;
    case box_mode::pid_namespace:
    case box_mode::plain:
      if (dropping_uid) {
        values.processes = 1 + lim.processes;  // the uid owns only the student
      } else if (lim.processes == 0) {
        // Shared uid: any value would count the user's other processes,
        // but 0 still means exactly "no fork at all".
        values.processes = 0;
      }
      break;
  }
  return values;
}

long probe_share_permille(const run_spec::disturbance_probe& probe) {
  return std::lround(probe.share * 1000);
}

std::vector<std::string> helper_arguments(const run_spec& spec, const detail::student_limits& values) {
  std::vector<std::string> args{
      detail::helper_path_in_box,
      detail::helper_magic_argument,
      "wall=" + std::to_string(spec.lim.wall.count()),
      "probe=" + std::to_string(spec.probe.cpu.count()),
      "probe_share=" + std::to_string(probe_share_permille(spec.probe)),
      "probe_floor=" + std::to_string(spec.probe.floor.count()),
      "cpu=" + std::to_string(values.cpu_ms),
      "as=" + std::to_string(values.address_space),
      "stack=" + std::to_string(values.stack),
      "fsize=" + std::to_string(values.file_size),
      "nofile=" + std::to_string(values.open_files),
      "nproc=" + std::to_string(values.processes),
      std::string("single=") + (spec.lim.no_new_processes ? "1" : "0"),
      std::string("zygote=") + (spec.zygote ? "1" : "0"),
      "umask=" + std::to_string(spec.iso.file_mask),
      "dir=" + spec.working_dir.string(),
      "pwd=-",
      "--",
  };
  for (const auto& entry : spec.env) {
    if (entry.starts_with("PWD=")) {
      args[args.size() - 2] = "pwd=" + entry.substr(4);
    }
  }
  args.insert(args.end(), spec.argv.begin(), spec.argv.end());
  return args;
}

struct records {
  bool started{false};
  std::optional<detail::report_record> failure;
  std::optional<detail::report_record> finished;
};

records parse_records(const std::string& bytes) {
  records result;
  constexpr std::size_t size = sizeof(detail::report_record);
  for (std::size_t offset = 0; offset + size <= bytes.size(); offset += size) {
    detail::report_record record;
    std::memcpy(&record, bytes.data() + offset, size);
    if (record.magic != detail::record_magic) {
      fail("garbled report from the box");
    }
    switch (record.kind) {
      case detail::record_kind::started:
        result.started = true;
        break;
      case detail::record_kind::failed:
        if (!result.failure) {
          result.failure = record;
        }
        break;
      case detail::record_kind::finished:
        result.finished = record;
        break;
    }
  }
  return result;
}

microseconds to_us(const timeval& tv) {
  return microseconds{static_cast<std::int64_t>(tv.tv_sec) * 1'000'000 + tv.tv_usec};
}

int ceil_ms(steady::duration d) {
  const auto ms = std::chrono::ceil<milliseconds>(d).count();
  return static_cast<int>(std::clamp<std::int64_t>(ms, 0, 60'000));
}

}  // namespace

namespace detail {

namespace {

// One run of a program in the box, in the order it happens: prepare
// (everything the child touches, built before the fork because the child may
// not allocate), spawn (the keeper, or bwrap which starts it), pump (feed the
// request, read the outputs and enforce the limits until the direct child
// exits), drain (what the box wrote before it died) and classify (how it
// ended, from the keeper's report and the wait status).
class box_run {
 public:
  box_run(const run_spec& spec, const run_options& options)
      : spec_(spec),
        options_(options),
        warm_(options.warm),
        uid_(spec.iso.run_as_uid),
        gid_(spec.iso.run_as_gid.value_or(static_cast<gid_t>(uid_.value_or(0)))) {}

  run_result run() {
    prepare();
    const sigpipe_guard sigpipe_blocked;
    spawn();
    pump();
    drain();
    return classify();
  }

 private:
  void choose_mode();
  void prepare();
  void spawn();
  void start_keeper();
  void pump();
  void drain();
  [[nodiscard]] run_result classify();
  // The student's wait status, from the keeper's report or, without one,
  // from how the direct child ended; nullopt when the grader killed the box
  // before the keeper could report.
  [[nodiscard]] std::optional<int> student_status() const;

  // The grader's own reasons to end the run; the first one wins.
  void stop_box(ending why);
  void read_response();
  void read_report();
  void check_limits();
  void write_request();

  const run_spec& spec_;
  const run_options& options_;
  // Set: the run goes to this warm box's server, which plays the keeper's
  // part; there is no child of ours to spawn, wait for or reap.
  warm_server* const warm_;
  box_mode mode_ = box_mode::plain;
  const std::optional<uid_t> uid_;
  const gid_t gid_;

  // prepare()
  std::optional<c_string_array> envp_;
  std::string work_dir_;
  std::optional<c_string_array> argv_;
  std::vector<std::string> warm_args_;
  unique_fd warm_control_;  // the warm run's control pipe: closing it stops the run
  std::string executable_;
  student_limits student_;
  unique_fd dev_null_;
  pipe_pair out_;
  pipe_pair err_;
  pipe_pair request_;
  pipe_pair response_;
  pipe_pair report_;
  pipe_pair control_;
  confinement_plan confine_;
  child_plan plan_;

  // spawn() and after
  steady::time_point start_;
  std::optional<child_process> child_;
  run_result result_;
  std::array<output_stream, 2> streams_;
  std::size_t request_offset_ = 0;
  std::string report_bytes_;
  std::string scratch_;
  std::optional<ending> verdict_;  // set when the grader itself killed the box
  std::optional<steady::time_point> hard_kill_at_;
  bool hard_killed_ = false;
  int wait_status_ = 0;
  rusage usage_{};
  records reported_;
};

void box_run::choose_mode() {
  const bool root = ::geteuid() == 0;
  if (spec_.iso.use_bwrap) {
    mode_ = box_mode::bwrap;
  } else if (root && spec_.iso.use_pid_namespace && !pid_namespace_unusable.load()) {
    mode_ = box_mode::pid_namespace;
  }
}

void box_run::prepare() {
  validate(spec_);
  choose_mode();
  envp_.emplace(spec_.env);
  work_dir_ = spec_.working_dir.string();
  student_ = student_limits_for(spec_.lim, mode_, uid_.has_value());
  if (mode_ == box_mode::bwrap) {
    bool disable_userns = false;
    if (options_.probing_disable_userns) {
      disable_userns = *options_.probing_disable_userns;
    } else {
      const bwrap_support& support = probe_bwrap();
      if (!support.usable) {
        fail("bubblewrap requested but not usable here (check bwrap_available())");
      }
      disable_userns = support.disable_nested_userns;
    }
    if (warm_ != nullptr) {
      warm_args_ = helper_arguments(spec_, student_);
      warm_args_.erase(warm_args_.begin());  // the helper's path: the server is already running
    } else {
      argv_.emplace(bwrap_command(spec_, exec_helper_path(spec_.iso), helper_arguments(spec_, student_),
                                  disable_userns));
    }
    executable_ = spec_.iso.bwrap_path.string();
  } else {
    argv_.emplace(spec_.argv);
    executable_ = spec_.argv.front();
  }

  dev_null_ = unique_fd{::open("/dev/null", O_RDONLY | O_CLOEXEC)};
  if (!dev_null_) {
    fail_errno("open /dev/null", errno);
  }
  out_ = make_pipe();
  err_ = make_pipe();
  request_ = make_pipe();
  response_ = make_pipe();
  if (spec_.on_response) {
    // A streamed result channel can carry hundreds of megabytes: a deeper pipe
    // lets the child and the consumer work at the same time instead of in
    // turns of 64 KiB. Best effort: the default size still works.
    (void)::fcntl(response_.write.get(), F_SETPIPE_SZ, 1 << 20);
  }
  report_ = make_pipe();
  control_ = make_pipe();
  for (const int fd :
       {out_.read.get(), err_.read.get(), response_.read.get(), report_.read.get(), request_.write.get()}) {
    set_nonblocking(fd);
  }

  // Built before the fork like everything else the child touches.
  if (spec_.iso.use_landlock && mode_ != box_mode::bwrap) {
    build_confinement(spec_, confine_);
  }

  plan_.source_fds = {dev_null_.get(),       out_.write.get(),    err_.write.get(),   request_.read.get(),
                      response_.write.get(), report_.write.get(), control_.read.get()};
  plan_.new_session = true;
  plan_.drop_privileges = uid_.has_value();
  plan_.uid = uid_.value_or(0);
  plan_.gid = gid_;
  plan_.file_mask = spec_.iso.file_mask;
  plan_.work_dir = work_dir_.c_str();
  plan_.executable = executable_.c_str();
  plan_.argv = argv_->get();
  plan_.envp = envp_->get();
  plan_.expected_parent = ::getpid();
  if (mode_ == box_mode::bwrap) {
    // bwrap itself gets no student limits (it needs to fork, map memory and
    // open files); the keeper applies them inside, right before the exec.
    apply_student_limits(plan_, detail::student_limits{});
    plan_.keeper_fds_survive_exec = true;
  } else {
    apply_student_limits(plan_, student_);
    // The direct child becomes the keeper; these tell it how to run the box.
    plan_.wall_ms = static_cast<long>(spec_.lim.wall.count());
    plan_.probe_cpu_ms = static_cast<long>(spec_.probe.cpu.count());
    plan_.probe_share_permille = probe_share_permille(spec_.probe);
    plan_.probe_floor_us = static_cast<long>(spec_.probe.floor.count());
    plan_.private_pid_namespace = mode_ == box_mode::pid_namespace;
    // Carried into the student's plan by the keeper, which itself stays
    // unconfined: it must read /proc to find the box's processes.
    if (spec_.iso.use_landlock) plan_.confine = &confine_.settings;
    if (spec_.lim.no_new_processes) {
      plan_.process_filter = process_filter_program();
      if (plan_.process_filter == nullptr) {
        fail("a single-process box needs seccomp filters, which this kernel does not have");
      }
    }
  }
}

void box_run::spawn() {
  start_ = steady::now();
  if (warm_ != nullptr) {
    warm_->send_run(warm_args_, spec_.env,
                    {dev_null_.get(), out_.write.get(), err_.write.get(), request_.read.get(),
                     response_.write.get(), report_.write.get(), control_.read.get()});
    warm_control_ = std::move(control_.write);
  } else {
    start_keeper();
  }
  dev_null_.reset();
  out_.write.reset();
  err_.write.reset();
  request_.read.reset();
  response_.write.reset();
  report_.write.reset();
  control_.read.reset();

  streams_ = {
      output_stream{std::move(out_.read), &result_.stdout_head, &result_.stdout_bytes,
                    spec_.keep_output_bytes},
      output_stream{std::move(err_.read), &result_.stderr_head, &result_.stderr_bytes,
                    spec_.keep_output_bytes},
  };
  if (spec_.request.empty()) {
    request_.write.reset();
  }
}

void box_run::start_keeper() {
  int raw_pidfd = -1;
  // bwrap's child only execs: started as posix_spawn would, it costs no copy
  // of the grader's page tables. The keeper of the other modes stays this
  // process's copy, so it must be a fork.
  pid_t pid = -1;
  if (mode_ == box_mode::bwrap) {
    pid = vfork_clone(&exec_child_entry, &plan_, &raw_pidfd);  // becomes bwrap
  }
  if (pid < 0) pid = raw_clone(mode_ == box_mode::pid_namespace, &raw_pidfd);
  if (pid < 0 && mode_ == box_mode::pid_namespace &&
      (errno == EPERM || errno == EINVAL || errno == ENOSYS || errno == ENOSPC || errno == EUSERS)) {
    // No CAP_SYS_ADMIN (unprivileged container) or clone3 filtered: the
    // uid drop and the process group still work, so fall back, once for all.
    pid_namespace_unusable.store(true);
    mode_ = box_mode::plain;
    plan_.private_pid_namespace = false;
    apply_student_limits(plan_, student_limits_for(spec_.lim, mode_, uid_.has_value()));
    pid = raw_clone(false, &raw_pidfd);
  }
  if (pid < 0) {
    fail_errno("clone", errno);
  }
  if (pid == 0) {
    if (mode_ == box_mode::bwrap) {
      exec_child(plan_);  // becomes bwrap, which starts the keeper inside the box
    }
    // The keeper stays with the grader's credentials (so a dropped-uid
    // student can neither kill nor ptrace it) and leads the box's session.
    arrange_fds(plan_);
    if (::setsid() < 0) {
      report_failure_and_exit(stage::new_session, errno);
    }
    keeper_main(plan_);
  }

  child_.emplace(pid, unique_fd{raw_pidfd}, std::move(control_.write),
                 options_.kill_uid_leftovers ? uid_ : std::optional<uid_t>{});
}

void box_run::stop_box(ending why) {
  if (!verdict_) {
    verdict_ = why;
  }
  if (!hard_kill_at_) {
    if (child_) child_->request_abort();
    warm_control_.reset();
    hard_kill_at_ = steady::now() + abort_grace;
  }
}

void box_run::read_response() {
  scratch_.resize(read_chunk);
  const ssize_t n = ::read(response_.read.get(), scratch_.data(), scratch_.size());
  if (n > 0 && spec_.on_response) {
    if (!result_.response_truncated && !spec_.on_response({scratch_.data(), static_cast<std::size_t>(n)})) {
      result_.response_truncated = true;
    }
  } else if (n > 0) {
    const auto got = static_cast<std::size_t>(n);
    const std::uint64_t cap = spec_.lim.response_bytes == 0 ? UINT64_MAX : spec_.lim.response_bytes;
    const std::uint64_t room = cap - std::min<std::uint64_t>(cap, result_.response.size());
    result_.response.append(scratch_.data(), static_cast<std::size_t>(std::min<std::uint64_t>(got, room)));
    if (got > room) {
      result_.response_truncated = true;
    }
  } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
    response_.read.reset();
  }
}

void box_run::read_report() {
  std::array<char, 512> buffer{};
  const ssize_t n = ::read(report_.read.get(), buffer.data(), buffer.size());
  if (n > 0) {
    report_bytes_.append(buffer.data(), static_cast<std::size_t>(n));
  } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
    report_.read.reset();
  }
}

void box_run::check_limits() {
  if (spec_.lim.output_bytes > 0 && result_.stdout_bytes + result_.stderr_bytes > spec_.lim.output_bytes) {
    stop_box(ending::output_limit);
  } else if (result_.response_truncated) {
    stop_box(ending::response_limit);
  }
}

void box_run::write_request() {
  const std::size_t left = spec_.request.size() - request_offset_;
  const ssize_t n =
      ::write(request_.write.get(), spec_.request.data() + request_offset_, std::min(left, read_chunk));
  if (n > 0) {
    request_offset_ += static_cast<std::size_t>(n);
    if (request_offset_ == spec_.request.size()) {
      request_.write.reset();  // EOF for the student
    }
  } else if (n < 0 && errno != EAGAIN && errno != EINTR) {
    request_.write.reset();  // EPIPE: the student closed fd 3 or is gone; its business
  }
}

void box_run::pump() {
  const bool has_wall = spec_.lim.wall.count() > 0;
  const steady::time_point deadline = start_ + spec_.lim.wall * detail::grader_wait_stretch + backstop_grace;
  // A warm run is over when its server closes the report pipe (it does once
  // the run's every process is dead) or the box itself is gone.
  const int box_pidfd = warm_ != nullptr ? warm_->pidfd() : child_->pidfd();
  // Until the direct child has exited.
  bool exited = false;
  while (!exited) {
    std::array<pollfd, 6> fds{};
    std::size_t count = 0;
    const auto add = [&](int fd, short events) -> std::size_t {
      if (fd < 0) {
        return fds.size();
      }
      fds[count] = pollfd{fd, events, 0};
      return count++;
    };
    const std::size_t out_index = add(streams_[0].fd.get(), POLLIN);
    const std::size_t err_index = add(streams_[1].fd.get(), POLLIN);
    const std::size_t response_index = add(response_.read.get(), POLLIN);
    const std::size_t report_index = add(report_.read.get(), POLLIN);
    const std::size_t request_index = add(request_.write.get(), POLLOUT);
    const std::size_t pid_index = add(box_pidfd, POLLIN);

    std::optional<steady::time_point> wake;
    if (has_wall && !verdict_) {
      wake = deadline;
    }
    if (hard_kill_at_ && !hard_killed_) {
      wake = wake ? std::min(*wake, *hard_kill_at_) : *hard_kill_at_;
    }
    int timeout = wake ? ceil_ms(*wake - steady::now()) : -1;
    if (box_pidfd < 0) {
      timeout = timeout < 0 ? 10 : std::min(timeout, 10);  // no pidfd: poll for the exit
    }
    if (spec_.cancel != nullptr && !verdict_) {
      // A signal handler cannot wake poll() in this thread: look at the flag often.
      timeout = timeout < 0 ? cancel_poll_ms : std::min(timeout, cancel_poll_ms);
    }
    const int ready = ::poll(fds.data(), count, timeout);
    if (ready < 0 && errno != EINTR) {
      fail_errno("poll", errno);
    }
    const auto fired = [&](std::size_t index) {
      return ready > 0 && index < count && fds[index].revents != 0;
    };
    if (fired(out_index)) {
      read_stream(streams_[0], scratch_);
    }
    if (fired(err_index)) {
      read_stream(streams_[1], scratch_);
    }
    if (fired(response_index)) {
      read_response();
    }
    if (fired(report_index)) {
      read_report();
    }
    if (fired(request_index)) {
      write_request();
    }
    check_limits();
    if (spec_.cancel != nullptr && spec_.cancel->load()) {
      stop_box(ending::cancelled);
    }
    if (fired(pid_index) || (warm_ != nullptr && !report_.read) ||
        (warm_ == nullptr && box_pidfd < 0 && child_->has_exited())) {
      exited = true;
      continue;
    }
    const auto now = steady::now();
    if (has_wall && now >= deadline) {
      stop_box(ending::wall_timeout);  // backstop: the keeper should have done this
    }
    if (hard_kill_at_ && !hard_killed_ && now >= *hard_kill_at_) {
      if (warm_ != nullptr) {
        warm_->kill();
      } else {
        child_->kill_box();
      }
      hard_killed_ = true;
    }
  }

  if (warm_ == nullptr) {
    // The keeper has normally killed and reaped its whole box by now.
    // Insurance for when it could not (killed, or the student ran as our own
    // uid): kill what is left while the child's pid still pins the process
    // group id.
    child_->kill_box();
    child_->reap(wait_status_, usage_);
  } else if (report_.read) {
    warm_->kill();  // the box died in the run: no server is left to trust
  }
  result_.wall_time = duration_cast<microseconds>(steady::now() - start_);
  request_.write.reset();
}

void box_run::drain() {
  // A cancelled run's output is of no use to anyone: do not wait for it.
  if (verdict_ == ending::cancelled) {
    return;
  }
  const steady::time_point drain_start = steady::now();
  steady::time_point drain_until = drain_start + drain_grace;
  while (streams_[0].fd || streams_[1].fd || response_.read || report_.read) {
    std::array<pollfd, 4> fds{};
    std::array<int, 4> which{};
    std::size_t count = 0;
    const auto add = [&](int fd, int id) {
      if (fd >= 0) {
        which[count] = id;
        fds[count++] = pollfd{fd, POLLIN, 0};
      }
    };
    add(streams_[0].fd.get(), 0);
    add(streams_[1].fd.get(), 1);
    add(response_.read.get(), 2);
    add(report_.read.get(), 3);
    const auto left = drain_until - steady::now();
    if (left <= steady::duration::zero()) {
      break;
    }
    const int ready = ::poll(fds.data(), count, ceil_ms(left));
    if (ready < 0 && errno != EINTR) {
      fail_errno("poll", errno);
    }
    for (std::size_t i = 0; ready > 0 && i < count; ++i) {
      if (fds[i].revents == 0) {
        continue;
      }
      switch (which[i]) {
        case 0:
          read_stream(streams_[0], scratch_);
          break;
        case 1:
          read_stream(streams_[1], scratch_);
          break;
        case 2:
          read_response();
          if (response_.read && !result_.response_truncated) {
            drain_until =
                std::min(drain_start + drain_cap, std::max(drain_until, steady::now() + drain_grace));
          }
          break;
        default:
          read_report();
          break;
      }
    }
    check_limits();  // the box is dead; this only records the verdict
  }
}

std::optional<int> box_run::student_status() const {
  if (reported_.finished) {
    return reported_.finished->status;
  }
  if (verdict_) {
    return std::nullopt;  // we killed the box before the keeper could report
  }
  const int status = wait_status_;
  if (warm_ != nullptr) {
    if (!reported_.started) throw warm_box_lost("sandbox: the warm box ended before the run started");
    // Its pid 1 died in the run, which the student cannot make happen: out
    // of memory, most likely. As in a one-run box, blame nobody but say so.
    return SIGKILL;
  }
  if (mode_ == box_mode::bwrap && !reported_.started) {
    fail("bubblewrap could not set up the box (" +
         (WIFEXITED(status) ? "exit " + std::to_string(WEXITSTATUS(status))
                            : "signal " + std::to_string(WTERMSIG(status))) +
         "): " + result_.stderr_head.substr(0, 500));
  }
  if (mode_ == box_mode::bwrap) {
    // The keeper died before the student, although as the box's pid 1 the
    // student cannot signal it. Out of memory, most likely; blame nobody
    // but report what bwrap says (a command killed by signal n is 128 + n).
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + SIGKILL;
    return code > 128 && code < 128 + NSIG ? (code - 128) : (code << 8);
  }
  if (!uid_ && ::geteuid() != 0) {
    // Unprivileged grader without bwrap: the student runs as our uid and
    // can kill its keeper. Also its loss.
    return WIFSIGNALED(status) ? WTERMSIG(status) : SIGKILL;
  }
  fail("the box keeper died without a report (wait status " + std::to_string(status) + ")");
}

run_result box_run::classify() {
  reported_ = parse_records(report_bytes_);
  if (reported_.failure) {
    // Before "started" the failing process was our launcher (bwrap's exec)
    // or the keeper; after it, the student's exec.
    const std::string who = reported_.started  ? spec_.argv.front()
                            : warm_ != nullptr ? "warm box server"
                                               : (mode_ == box_mode::bwrap ? executable_ : "sandbox keeper");
    fail(describe_failure(*reported_.failure) + " (" + who + ")");
  }

  run_result& result = result_;
  if (reported_.finished) {
    result.cpu_time = microseconds{reported_.finished->user_us + reported_.finished->system_us};
    result.peak_rss_bytes = static_cast<std::uint64_t>(reported_.finished->max_rss_kib) * 1024;
    result.other_processes = reported_.finished->other_processes;
    result.wall_stretch = milliseconds{std::max(reported_.finished->stretched_ms, 0)};
    result.starved = reported_.finished->starved != 0;
    result.grader_behind = reported_.finished->grader_behind != 0;
    result.grader_wait = milliseconds{std::max(reported_.finished->grader_wait_ms, 0)};
    if (reported_.finished->cpu_wait_us >= 0) result.cpu_wait = microseconds{reported_.finished->cpu_wait_us};
  } else {
    result.cpu_time = to_us(usage_.ru_utime) + to_us(usage_.ru_stime);
    result.peak_rss_bytes = static_cast<std::uint64_t>(usage_.ru_maxrss) * 1024;
  }

  const std::optional<int> status = student_status();
  const long cpu_limit_ms = static_cast<long>(spec_.lim.cpu.count());
  const auto cpu_ms = duration_cast<milliseconds>(result.cpu_time).count();
  if (verdict_) {
    result.how = *verdict_;
    result.signal = SIGKILL;
  } else if (reported_.finished && reported_.finished->disturbed != 0) {
    result.how = ending::disturbed;
    result.signal = SIGKILL;
  } else if (reported_.finished && reported_.finished->timed_out != 0) {
    result.how = ending::wall_timeout;
    result.signal = SIGKILL;
  } else if (status && WIFEXITED(*status)) {
    result.how = ending::exited;
    result.exit_code = WEXITSTATUS(*status);
  } else if (status && WIFSIGNALED(*status)) {
    result.how = ending::signaled;
    result.signal = WTERMSIG(*status);
    // The millisecond CPU limit is an ITIMER_PROF; report it as the
    // signal everybody associates with "CPU time limit exceeded". No
    // cpu_time check: rusage can trail the timer's clock by tens of
    // milliseconds on a VM with steal time, and a program that arms its
    // own ITIMER_PROF replaces ours anyway.
    if (result.signal == SIGPROF && cpu_limit_ms > 0) {
      result.signal = SIGXCPU;
    }
  }
  result.cpu_limit_hit = (result.how == ending::signaled && result.signal == SIGXCPU) ||
                         (result.signal == SIGKILL && cpu_limit_ms > 0 && cpu_ms >= cpu_limit_ms);
  result.file_size_hit = result.how == ending::signaled && result.signal == SIGXFSZ;
  return std::move(result_);
}

}  // namespace

run_result run_impl(const run_spec& spec, const run_options& options) { return box_run(spec, options).run(); }

}  // namespace detail

run_result run(const run_spec& spec) { return detail::run_impl(spec, detail::run_options{}); }

std::string describe_signal(int sig) {
  struct entry {
    int number;
    std::string_view name;
    std::string_view meaning;
  };
  static constexpr std::array<entry, 20> table{{
      {SIGSEGV, "SIGSEGV",
       "segmentation fault: invalid memory access, e.g. a bad pointer, an out-of-range index or a stack "
       "overflow"},
      {SIGABRT, "SIGABRT", "aborted: abort(), a failed assert or an uncaught exception"},
      {SIGFPE, "SIGFPE", "arithmetic error, e.g. integer division by zero"},
      {SIGKILL, "SIGKILL", "killed"},
      {SIGXCPU, "SIGXCPU", "CPU time limit exceeded"},
      {SIGXFSZ, "SIGXFSZ", "file size limit exceeded"},
      {SIGBUS, "SIGBUS", "bus error: misaligned or unmapped memory access"},
      {SIGILL, "SIGILL", "illegal instruction"},
      {SIGTRAP, "SIGTRAP", "trace/breakpoint trap, e.g. __builtin_trap()"},
      {SIGSYS, "SIGSYS", "bad system call"},
      {SIGPIPE, "SIGPIPE", "broken pipe: wrote to a closed pipe"},
      {SIGTERM, "SIGTERM", "terminated"},
      {SIGINT, "SIGINT", "interrupted"},
      {SIGHUP, "SIGHUP", "hangup"},
      {SIGQUIT, "SIGQUIT", "quit"},
      {SIGALRM, "SIGALRM", "alarm clock"},
      {SIGPROF, "SIGPROF", "profiling timer expired"},
      {SIGVTALRM, "SIGVTALRM", "virtual timer expired"},
      {SIGUSR1, "SIGUSR1", "user-defined signal 1"},
      {SIGUSR2, "SIGUSR2", "user-defined signal 2"},
  }};
  for (const auto& e : table) {
    if (e.number == sig) {
      return std::string{e.name} + " (" + std::string{e.meaning} + ")";
    }
  }
  return "signal " + std::to_string(sig);
}

}  // namespace grader::sandbox
