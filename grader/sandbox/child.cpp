#include "grader/sandbox/child.hpp"

#include "grader/sandbox/confinement.hpp"
#include "grader/sandbox/process_filter.hpp"

#include "framework/core/posix_io.hpp"

#include <fcntl.h>
#include <linux/sched.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>

// Everything in this file may run between fork and exec of a multi-threaded
// process; see child.hpp before adding anything that is not a plain syscall.

namespace grader::sandbox::detail {

std::string_view stage_name(stage s) noexcept {
  switch (s) {
    case stage::none:
      return "none";
    case stage::arrange_fds:
      return "arranging file descriptors";
    case stage::signals:
      return "resetting signals";
    case stage::new_session:
      return "setsid";
    case stage::drop_groups:
      return "setgroups";
    case stage::drop_gid:
      return "setresgid";
    case stage::drop_uid:
      return "setresuid";
    case stage::parent_death_signal:
      return "prctl(PR_SET_PDEATHSIG)";
    case stage::rlimit:
      return "setrlimit";
    case stage::cpu_timer:
      return "setitimer(ITIMER_PROF)";
    case stage::chdir:
      return "chdir to the working directory";
    case stage::exec:
      return "execve";
    case stage::keeper_setup:
      return "keeper setup";
    case stage::keeper_fork:
      return "keeper fork";
    case stage::helper_arguments:
      return "sandbox helper arguments";
    case stage::no_new_privs:
      return "prctl(PR_SET_NO_NEW_PRIVS)";
    case stage::landlock:
      return "Landlock (landlock_create_ruleset, landlock_add_rule or landlock_restrict_self)";
    case stage::seccomp:
      return "seccomp(SECCOMP_SET_MODE_FILTER)";
  }
  return "unknown";
}

pid_t raw_clone(bool new_pid_namespace, int* pidfd) {
  clone_args args{};
  args.flags = (pidfd != nullptr ? CLONE_PIDFD : 0ull) | (new_pid_namespace ? CLONE_NEWPID : 0ull);
  args.pidfd = reinterpret_cast<std::uintptr_t>(pidfd);
  args.exit_signal = SIGCHLD;
  const long r = ::syscall(SYS_clone3, &args, sizeof args);
  if (r == -1 && errno == ENOSYS && !new_pid_namespace) {
    // clone3 filtered (Docker's default seccomp profile) or an old kernel:
    // glibc's fork is fine for a plain child; get the pidfd separately.
    const pid_t pid = ::fork();
    if (pid > 0 && pidfd != nullptr) {
      *pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
    }
    return pid;
  }
  return static_cast<pid_t>(r);
}

namespace {

// A vfork_clone child's stack, one per thread that starts children: the
// calling thread waits while the child runs on it, so it is never shared.
class child_stack {
 public:
  static constexpr std::size_t bytes = std::size_t{256} * 1024;

  child_stack() noexcept
      : base_(
            ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0)) {}
  ~child_stack() {
    if (base_ != MAP_FAILED) ::munmap(base_, bytes);
  }
  child_stack(const child_stack&) = delete;
  child_stack& operator=(const child_stack&) = delete;

  [[nodiscard]] bool usable() const noexcept { return base_ != MAP_FAILED; }
  [[nodiscard]] void* top() const noexcept { return static_cast<char*>(base_) + bytes; }

 private:
  void* base_;
};

}  // namespace

pid_t vfork_clone(int (*fn)(void*), void* arg, int* pidfd) noexcept {
#if defined(__SANITIZE_ADDRESS__)
  // AddressSanitizer keeps one record of a thread's stack, and a child running
  // instrumented code on a stack of its own trips it (the runtime warns into
  // the child's stderr). vfork runs the child on this thread's stack, below
  // this frame, and the runtime intercepts it: it unpoisons what the child
  // used once the parent resumes.
  sigset_t all;
  sigset_t before;
  ::sigfillset(&all);
  ::pthread_sigmask(SIG_SETMASK, &all, &before);
  const pid_t pid = ::vfork();
  if (pid == 0) {
    ::_exit(fn(arg));
  }
  const int error = errno;
  ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
  // The child has exec'd or exited and is not reaped yet, so its pid is still its own.
  if (pid > 0 && pidfd != nullptr) {
    *pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
  }
  errno = error;
  return pid;
#else
  thread_local const child_stack stack;
  if (!stack.usable()) {
    errno = ENOMEM;
    return -1;
  }
  // Blocked until the child resets them: a handler of the parent's must never
  // run in the child, on the parent's memory.
  sigset_t all;
  sigset_t before;
  ::sigfillset(&all);
  ::pthread_sigmask(SIG_SETMASK, &all, &before);
  const int flags = CLONE_VM | CLONE_VFORK | SIGCHLD | (pidfd != nullptr ? CLONE_PIDFD : 0);
  const pid_t pid = ::clone(fn, stack.top(), flags, arg, pidfd);
  const int error = errno;
  ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
  errno = error;
  return pid;
#endif
}

namespace {

void write_record_to(int fd, const report_record& record) noexcept {
  (void)framework::retry_on_eintr([&] { return ::write(fd, &record, sizeof record); });
}

// The /proc readers below run in the keeper and between fork and exec, so
// they use no opendir, no strtol and no allocation.

// Reads a small /proc file into buffer (NUL-terminated); -1 when unreadable.
ssize_t read_proc_file(const char* path, char* buffer, std::size_t size) noexcept {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  const ssize_t length = ::read(fd, buffer, size - 1);
  ::close(fd);
  if (length < 0) return -1;
  buffer[length] = '\0';
  return length;
}

// Appends text to path[length..], keeping room for the terminator.
std::size_t append(char* path, std::size_t length, std::size_t size, const char* text) noexcept {
  while (*text != '\0' && length + 1 < size) path[length++] = *text++;
  path[length] = '\0';
  return length;
}

std::size_t append_number(char* path, std::size_t length, std::size_t size, long number) noexcept {
  char digits[24];
  std::size_t n = sizeof digits - 1;
  digits[n] = '\0';
  auto rest = static_cast<unsigned long>(number);
  do {
    digits[--n] = static_cast<char>('0' + rest % 10);
    rest /= 10;
  } while (rest != 0 && n > 0);
  return append(path, length, size, digits + n);
}

// Calls fn(name) for each entry of the directory at path, through getdents64.
template <class Fn>
void for_each_entry(const char* path, Fn&& fn) noexcept {
  const int dir = ::open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return;  // gone already, or no /proc: nothing to visit
  alignas(8) char entries[4096];
  long size = 0;
  while ((size = ::syscall(SYS_getdents64, dir, entries, sizeof entries)) > 0) {
    for (long at = 0; at < size;) {
      // struct linux_dirent64: ino (8), off (8), reclen (2), type (1), name
      unsigned short record = 0;
      std::memcpy(&record, entries + at + 16, sizeof record);
      fn(static_cast<const char*>(entries + at + 19));
      at += record;
    }
  }
  ::close(dir);
}

// The number a /proc entry name spells, or 0 when it is no pid ("self", ".").
long pid_named(const char* name) noexcept {
  long pid = 0;
  for (const char* c = name; *c != '\0'; ++c) {
    if (*c < '0' || *c > '9') return 0;
    pid = pid * 10 + (*c - '0');
  }
  return pid;
}

// Calls fn(pid) for each pid of a /proc/.../children list ("12 34 "). Only
// numbers ended by a separator count: the last one of a list cut short by
// the buffer is left to the caller's next round.
template <class Fn>
void for_each_pid(const char* text, Fn&& fn) noexcept {
  long pid = 0;
  bool in_number = false;
  for (const char* c = text; *c != '\0'; ++c) {
    if (*c >= '0' && *c <= '9') {
      pid = pid * 10 + (*c - '0');
      in_number = true;
    } else if (in_number) {
      fn(static_cast<pid_t>(pid));
      pid = 0;
      in_number = false;
    }
  }
}

}  // namespace

void write_record(const report_record& record) noexcept { write_record_to(report_fd, record); }

void apply_student_limits(child_plan& plan, const student_limits& values) noexcept {
  plan.limit_count = 0;
  const auto add = [&plan](int resource, rlim_t soft, rlim_t hard) {
    plan.limits[static_cast<std::size_t>(plan.limit_count++)] = {resource, soft, hard};
  };
  add(RLIMIT_CORE, 0, 0);  // a core dump of a 512 MiB student is disk and time we do not have
  plan.cpu_timer_ms = 0;
  if (values.cpu_ms > 0) {
    const auto seconds = static_cast<rlim_t>((values.cpu_ms + 999) / 1000);
    // Soft: SIGXCPU (catchable); hard one second later: SIGKILL.
    add(RLIMIT_CPU, seconds, seconds + 1);
    plan.cpu_timer_ms = values.cpu_ms;
  }
  // Soft == hard everywhere else, so the student cannot raise them back.
  if (values.address_space > 0) {
    add(RLIMIT_AS, values.address_space, values.address_space);
  }
  if (values.stack > 0) {
    add(RLIMIT_STACK, values.stack, values.stack);
  }
  if (values.file_size > 0) {
    add(RLIMIT_FSIZE, values.file_size, values.file_size);
  }
  if (values.open_files > 0) {
    const auto n = static_cast<rlim_t>(values.open_files);
    add(RLIMIT_NOFILE, n, n);
  }
  if (values.processes >= 0) {
    const auto n = static_cast<rlim_t>(values.processes);
    add(RLIMIT_NPROC, n, n);
  }
}

void report_failure_and_exit(stage s, int error) noexcept {
  report_record record;
  record.kind = record_kind::failed;
  record.failed_stage = s;
  record.error = error;
  write_record(record);
  ::_exit(127);
}

void close_fds_from(int first) noexcept {
  if (::syscall(SYS_close_range, static_cast<unsigned>(first), ~0u, 0u) == 0) {
    return;
  }
  // Kernels before 5.9: walk up to the descriptor limit.
  rlimit nofile{};
  long last = 65536;
  if (::getrlimit(RLIMIT_NOFILE, &nofile) == 0 && nofile.rlim_cur != RLIM_INFINITY) {
    last = static_cast<long>(nofile.rlim_cur);
  }
  for (long fd = first; fd < last; ++fd) {
    ::close(static_cast<int>(fd));
  }
}

namespace {

void reset_signals() noexcept {
  // Ignored dispositions and the blocked mask survive exec; the grader may
  // ignore SIGPIPE or block signals in the calling thread, and the student
  // must start from the defaults.
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; ++sig) {
    if (sig != SIGKILL && sig != SIGSTOP) {
      ::sigaction(sig, &default_action, nullptr);  // glibc-internal signals refuse: fine
    }
  }
  sigset_t none;
  ::sigemptyset(&none);
  if (::sigprocmask(SIG_SETMASK, &none, nullptr) != 0) {
    report_failure_and_exit(stage::signals, errno);
  }
}

std::int64_t to_us(const timeval& tv) noexcept {
  return static_cast<std::int64_t>(tv.tv_sec) * 1'000'000 + tv.tv_usec;
}

long monotonic_ms() noexcept {
  timespec now{};
  ::clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1000 + now.tv_nsec / 1'000'000;
}

// SIGKILLs the keeper's direct children. As a subreaper the keeper inherits
// every orphan of the box, so repeating this while reaping walks the whole
// tree, setsid() escapees included, without relying on process groups.
void kill_children() noexcept { kill_children_of(::getpid()); }

// Every process of the keeper's PID namespace but itself and spared, found
// in the box's own /proc: kill(-1) cannot leave one out.
void kill_namespace_but(pid_t spared) noexcept {
  for_each_entry("/proc", [spared](const char* name) {
    const long pid = pid_named(name);
    if (pid > 1 && pid != spared) ::kill(static_cast<pid_t>(pid), SIGKILL);
  });
}

void kill_box(const child_plan& plan, pid_t student, pid_t spared) noexcept {
  ::kill(student, SIGKILL);
  if (plan.private_pid_namespace) {
    // Inside a PID namespace of our own this reaches exactly the box (and
    // never its pid 1), including processes that left the process group;
    // a warm box's zygote (zygote.hpp) lives on for the next run.
    if (spared > 0) {
      kill_namespace_but(spared);
    } else {
      ::kill(-1, SIGKILL);
    }
    return;
  }
  // No killpg here: the keeper leads the box's process group itself.
  if (plan.drop_privileges) {
    kill_all_processes_of(plan.uid);
  }
  kill_children();
}

}  // namespace

void arrange_fds(const child_plan& plan) noexcept {
  // Lift every source above the target range first, so a source that happens
  // to sit at 0..6 is not clobbered by an earlier dup2.
  std::array<int, arranged_fd_count> lifted{};
  for (std::size_t i = 0; i < lifted.size(); ++i) {
    lifted[i] = ::fcntl(plan.source_fds[i], F_DUPFD_CLOEXEC, arranged_fd_count);
    if (lifted[i] < 0) {
      const int error = errno;
      // The report pipe is not in place yet; use where it came from.
      report_record record;
      record.kind = record_kind::failed;
      record.failed_stage = stage::arrange_fds;
      record.error = error;
      write_record_to(plan.source_fds[static_cast<std::size_t>(report_fd)], record);
      ::_exit(127);
    }
  }
  for (std::size_t i = 0; i < lifted.size(); ++i) {
    if (::dup2(lifted[i], static_cast<int>(i)) < 0) {
      const int error = errno;
      report_record record;
      record.kind = record_kind::failed;
      record.failed_stage = stage::arrange_fds;
      record.error = error;
      write_record_to(lifted[static_cast<std::size_t>(report_fd)], record);
      ::_exit(127);
    }
  }
  close_fds_from(arranged_fd_count);
}

void prepare_child(const child_plan& plan) noexcept {
  if (plan.source_fds[0] >= 0) {
    arrange_fds(plan);
  }
  reset_signals();
  if (plan.new_session && ::setsid() < 0) {
    report_failure_and_exit(stage::new_session, errno);
  }
  if (plan.drop_privileges) {
    // Raw syscalls: glibc's wrappers would try to broadcast the change to
    // the parent's threads, which do not exist in this process.
    if (::syscall(SYS_setgroups, 0, nullptr) != 0) {
      report_failure_and_exit(stage::drop_groups, errno);
    }
    if (::syscall(SYS_setresgid, plan.gid, plan.gid, plan.gid) != 0) {
      report_failure_and_exit(stage::drop_gid, errno);
    }
    if (::syscall(SYS_setresuid, plan.uid, plan.uid, plan.uid) != 0) {
      report_failure_and_exit(stage::drop_uid, errno);
    }
  }
  // After the uid change: changing credentials clears the parent-death signal.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) {
    report_failure_and_exit(stage::parent_death_signal, errno);
  }
  if (plan.expected_parent != 0 && ::getppid() != plan.expected_parent) {
    ::_exit(127);  // the parent died before PDEATHSIG was armed; nobody is listening
  }
  // After the uid change too: RLIMIT_NPROC is checked against the uid that
  // will own the processes, and setting it before setresuid could mark this
  // process as over the limit and make execve fail with EAGAIN.
  for (int i = 0; i < plan.limit_count; ++i) {
    const auto& setting = plan.limits[static_cast<std::size_t>(i)];
    const rlimit value{setting.soft, setting.hard};
    if (::setrlimit(static_cast<__rlimit_resource_t>(setting.resource), &value) != 0) {
      report_failure_and_exit(stage::rlimit, errno);
    }
  }
  if (plan.cpu_timer_ms > 0) {
    // Interval timers survive execve; RLIMIT_CPU only has whole seconds.
    itimerval timer{};
    timer.it_value.tv_sec = plan.cpu_timer_ms / 1000;
    timer.it_value.tv_usec = (plan.cpu_timer_ms % 1000) * 1000;
    if (::setitimer(ITIMER_PROF, &timer, nullptr) != 0) {
      report_failure_and_exit(stage::cpu_timer, errno);
    }
  }
  ::umask(plan.file_mask);
  if (plan.work_dir != nullptr && ::chdir(plan.work_dir) != 0) {
    report_failure_and_exit(stage::chdir, errno);
  }
}

void exec_child(const child_plan& plan) noexcept {
  prepare_child(plan);
  // After the uid drop (the rules' paths are opened as the student) and the
  // chdir, before the exec: the student's first instruction already runs
  // confined.
  if (plan.confine != nullptr) {
    apply_confinement(*plan.confine);
  }
  if (plan.process_filter != nullptr) {
    apply_process_filter(plan.process_filter);
  }
  // Close-on-exec turns a successful exec into silence on the report pipe; a
  // failed exec still has it open to say why.
  const int keeper_fd_flags = plan.keeper_fds_survive_exec ? 0 : FD_CLOEXEC;
  // (A warm box's zygote starts with neither: EBADF.)
  const auto set_flags = [&](int fd) { return ::fcntl(fd, F_SETFD, keeper_fd_flags) == 0 || errno == EBADF; };
  if (!set_flags(report_fd) || !set_flags(control_fd)) {
    report_failure_and_exit(stage::arrange_fds, errno);
  }
  ::execve(plan.executable, plan.argv, plan.envp);
  report_failure_and_exit(stage::exec, errno);
}

int exec_child_entry(void* plan) noexcept { exec_child(*static_cast<const child_plan*>(plan)); }

namespace {

// wait4's rusage of a process includes every child it reaped itself, and the
// keeper reaps every process whose parent did not (as pid 1 or subreaper it
// inherits the orphans): summed here, each process of the box is counted
// once, so the box's CPU cannot hide in a child nobody waited for.
void count_usage(report_record& result, const rusage& usage, bool student) noexcept {
  result.user_us += to_us(usage.ru_utime);
  result.system_us += to_us(usage.ru_stime);
  if (!student) ++result.other_processes;
}

// What the box is doing, for the wall clock's sake: how long its threads
// have run or stood in a run queue (schedstat's first two fields), and
// whether one is runnable right now. Read through /proc/thread-self/children,
// which names the keeper's children as this /proc numbers them, whether or
// not the keeper is in a PID namespace of its own.
struct box_activity {
  std::int64_t busy_ns{0};
  bool runnable{false};
  bool seen{false};  // at least one thread was read
};

// A schedstat file's first two fields, "<ns on a cpu> <ns runnable but
// waiting> <timeslices>": false when it cannot be read.
bool read_schedstat(const char* path, std::int64_t (&fields)[2]) noexcept {
  char buffer[128];
  if (read_proc_file(path, buffer, sizeof buffer) <= 0) return false;
  const char* c = buffer;
  for (auto& field : fields) {
    field = 0;
    while (*c == ' ') ++c;
    if (*c < '0' || *c > '9') return false;
    while (*c >= '0' && *c <= '9') field = field * 10 + (*c++ - '0');
  }
  return true;
}

void add_thread_activity(const char* task_dir, std::size_t length, const char* tid,
                         box_activity& a) noexcept {
  char path[128];
  std::memcpy(path, task_dir, length + 1);
  std::size_t end = append(path, length, sizeof path, tid);
  char buffer[512];
  append(path, end, sizeof path, "/schedstat");
  if (std::int64_t fields[2]; read_schedstat(path, fields)) {
    a.busy_ns += fields[0] + fields[1];
    a.seen = true;
  }
  append(path, end, sizeof path, "/stat");
  if (read_proc_file(path, buffer, sizeof buffer) > 0) {
    // "pid (comm) S ...": comm may hold anything, ')' included; the state
    // follows the last ')'.
    const char* close = std::strrchr(buffer, ')');
    if (close != nullptr && close[1] == ' ' && close[2] == 'R') a.runnable = true;
  }
}

// The last number of the line of `text` that begins with `key`, or -1.
long last_number_of(const char* text, const char* key) noexcept {
  const char* line = std::strstr(text, key);
  if (line == nullptr) return -1;
  long last = -1;
  for (const char* c = line + std::strlen(key); *c != '\0' && *c != '\n';) {
    if (*c < '0' || *c > '9') {
      ++c;
      continue;
    }
    last = 0;
    while (*c >= '0' && *c <= '9') last = last * 10 + (*c++ - '0');
  }
  return last;
}

// The keeper's child `student`'s schedstat: its time on a CPU and how long
// it stood runnable but waiting for one (run_delay), in nanoseconds; false
// when unreadable. Readable while it is a zombie. The /proc the keeper sees
// may number processes as another PID namespace does (a keeper in a
// namespace of its own, without bwrap's /proc), so the child is found among
// /proc's list of the keeper's children by NSpid, whose last number is its
// pid as the keeper knows it.
bool schedstat_of(pid_t student, std::int64_t (&fields)[2]) noexcept {
  char children[1024];
  if (read_proc_file("/proc/thread-self/children", children, sizeof children) < 0) return false;
  bool found = false;
  for_each_pid(children, [&](pid_t pid) {
    if (found) return;
    char path[64];
    std::size_t length = append(path, 0, sizeof path, "/proc/");
    length = append_number(path, length, sizeof path, pid);
    append(path, length, sizeof path, "/status");
    char status[4096];
    if (read_proc_file(path, status, sizeof status) <= 0 || last_number_of(status, "\nNSpid:") != student)
      return;
    append(path, length, sizeof path, "/schedstat");
    found = read_schedstat(path, fields);
  });
  return found;
}

// How long `student` waited for a CPU, in microseconds, or -1.
std::int64_t cpu_wait_of(pid_t student) noexcept {
  std::int64_t fields[2];
  return schedstat_of(student, fields) ? fields[1] / 1000 : -1;
}

box_activity sample_box_activity(pid_t spared) noexcept {
  box_activity a;
  char children[1024];
  if (read_proc_file("/proc/thread-self/children", children, sizeof children) < 0) return a;
  for_each_pid(children, [&](pid_t pid) {
    if (spared > 0 && pid == spared) return;
    char task_dir[64];
    std::size_t length = append(task_dir, 0, sizeof task_dir, "/proc/");
    length = append_number(task_dir, length, sizeof task_dir, pid);
    length = append(task_dir, length, sizeof task_dir, "/task/");
    for_each_entry(task_dir, [&](const char* tid) {
      if (pid_named(tid) > 0) add_thread_activity(task_dir, length, tid, a);
    });
  });
  return a;
}

// Whether the grader has left half the response pipe or more unread: a box
// blocked writing its trace then waits for the grader, not for itself.
// FIONREAD and F_GETPIPE_SZ answer on either end of a pipe, so the keeper
// keeps the write end to ask. A pipe of the box's own making never counts.
bool grader_is_behind() noexcept {
  const int capacity = ::fcntl(response_fd, F_GETPIPE_SZ);
  int unread = 0;
  if (capacity <= 0 || ::ioctl(response_fd, FIONREAD, &unread) != 0) return false;
  return unread >= capacity / 2;
}

// Whether the keeper has no child left but spared (0: none at all). Any
// other process of the box descends from one of its children.
bool only_child_left_is(pid_t spared) noexcept {
  char children[1024];
  if (read_proc_file("/proc/thread-self/children", children, sizeof children) < 0) return false;
  bool only_spared = true;
  for_each_pid(children, [&](pid_t pid) { only_spared = only_spared && pid == spared; });
  return only_spared;
}

}  // namespace

int keeper_setup() noexcept {
  // Non-dumpable: in the bwrap case the student shares our uid and must not
  // reach the report pipe through /proc/<keeper>/fd or ptrace.
  if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0 || ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0 ||
      ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) {
    return -1;
  }
  sigset_t child_signal;
  ::sigemptyset(&child_signal);
  ::sigaddset(&child_signal, SIGCHLD);
  if (::sigprocmask(SIG_BLOCK, &child_signal, nullptr) != 0) {
    return -1;
  }
  // A signalfd lets one poll() wait for "a child died", "the grader wants the
  // box dead" (control EOF) and the wall deadline at once.
  return ::signalfd(-1, &child_signal, SFD_CLOEXEC | SFD_NONBLOCK);
}

void keeper_main(const child_plan& plan) noexcept {
  const int child_events = keeper_setup();
  if (child_events < 0) {
    report_failure_and_exit(stage::keeper_setup, errno);
  }
  keeper_run(plan, child_events);
  ::_exit(0);
}

namespace {

// The wall limit is for hooks that wait (sleep, read, deadlock). On a
// loaded machine (a CI runner, a class graded with many jobs) a hook that
// computes can reach it too, having been given a fraction of a CPU; so at
// the deadline the keeper looks, and a box that is computing (a thread
// runnable now, or running or queued for a CPU most of the time since the
// last look) gets another look a moment later, up to wall_stretch times
// the limit. A box blocked writing a response the grader has not read
// (a slow grader: a sanitizer build, a trace replayed slower than it is
// made) waits for the grader, not for itself: that time moves the
// stretched deadline on, up to grader_wait_stretch times the limit. A
// box waiting for anything else is killed at the limit as before, and
// the CPU limit still judges a computing one.
class wall_watch {
 public:
  explicit wall_watch(const child_plan& plan) noexcept
      : plan_(plan),
        started_(monotonic_ms()),
        deadline_(started_ + plan.wall_ms),
        last_deadline_(started_ + plan.wall_ms * wall_stretch),
        grader_wait_cap_(started_ + plan.wall_ms * grader_wait_stretch),
        last_look_(started_) {}

  // At each wake-up: records in `result` a box timed out (and how late it
  // was let run); returns how long until the next look, in ms.
  long check(report_record& result) noexcept {
    const long now = monotonic_ms();
    if (now >= deadline_) {
      const long since_last_look = now - last_look_;
      const bool first_look = busy_at_last_look_ < 0;
      switch (look(now)) {
        case box_state::waiting:
          result.timed_out = 1;
          break;
        case box_state::computing:
          if (now >= last_deadline_) {
            result.timed_out = 1;
            result.starved = 1;
          } else {
            deadline_ = std::min(now + stretch_look_ms, last_deadline_);
          }
          break;
        case box_state::waiting_for_grader:
          if (now >= grader_wait_cap_) {
            result.timed_out = 1;
            result.grader_behind = 1;
          } else {
            // Not at the first look: what part of the run was spent so is
            // unknown there, and the box has its limit's worth anyway.
            if (!first_look) {
              result.grader_wait_ms += static_cast<std::int32_t>(since_last_look);
              last_deadline_ = std::min(last_deadline_ + since_last_look, grader_wait_cap_);
            }
            deadline_ = std::min(now + stretch_look_ms, grader_wait_cap_);
          }
          break;
      }
      result.stretched_ms = static_cast<std::int32_t>(now - (started_ + plan_.wall_ms));
    }
    return std::max(deadline_ - now, 1L);
  }

 private:
  enum class box_state { waiting, computing, waiting_for_grader };

  box_state look(long now) noexcept {
    const box_activity a = sample_box_activity(plan_.zygote);
    const long since_ms = now - last_look_;
    // At the first look, "most of the time" is half the run: a hook writing
    // its trace can have waited on the grader for part of it.
    const std::int64_t expected_ns =
        busy_at_last_look_ < 0 ? std::int64_t{since_ms} * 500'000 : std::int64_t{since_ms} * 250'000;
    const std::int64_t busy_ns = a.busy_ns - std::max<std::int64_t>(busy_at_last_look_, 0);
    busy_at_last_look_ = a.busy_ns;
    last_look_ = now;
    if (a.runnable || (a.seen && busy_ns >= expected_ns)) return box_state::computing;
    return grader_is_behind() ? box_state::waiting_for_grader : box_state::waiting;
  }

  const child_plan& plan_;
  const long started_;
  long deadline_;
  long last_deadline_;
  const long grader_wait_cap_;
  long last_look_;
  std::int64_t busy_at_last_look_ = -1;
};

// run_spec::probe: one look at the student's schedstat once it has spent
// plan.probe_cpu_ms of CPU. It cannot get there sooner than the CPU it
// lacks takes in wall time, so the keeper looks again then, not on every
// event.
class probe_watch {
 public:
  explicit probe_watch(const child_plan& plan) noexcept : plan_(plan), pending_(plan.probe_cpu_ms > 0) {}

  [[nodiscard]] bool pending() const noexcept { return pending_; }

  // Marks `result` disturbed when the look finds the student waited past its
  // share; returns how long until the next look, in ms.
  long check(pid_t student, report_record& result) noexcept {
    std::int64_t fields[2];
    if (!schedstat_of(student, fields)) return 1000;
    const std::int64_t cpu_us = fields[0] / 1000;
    const std::int64_t lacking_ms = plan_.probe_cpu_ms - cpu_us / 1000;
    if (lacking_ms > 0) return std::max<long>(static_cast<long>(lacking_ms), 10);
    pending_ = false;
    const std::int64_t wait_us = fields[1] / 1000;
    if (wait_us * 1000 > plan_.probe_share_permille * cpu_us + plan_.probe_floor_us * 1000) {
      result.disturbed = 1;
      result.cpu_wait_us = wait_us;
    }
    return 1000;
  }

 private:
  const child_plan& plan_;
  bool pending_;
};

// Starts the student: forked by the warm box's zygote when there is one
// (plan.zygote_socket), else forked here and exec'd. Then closes the
// student's descriptors, which the keeper does not need.
pid_t start_student(const child_plan& plan, keeper_outcome& outcome) noexcept {
  child_plan student_plan = plan;
  student_plan.source_fds = {-1, -1, -1, -1, -1, -1, -1};
  student_plan.new_session = false;  // stay in the box's process group
  student_plan.keeper_fds_survive_exec = false;
  student_plan.expected_parent = ::getpid();

  // A fork, not vfork_clone: a child that shares the keeper's memory until
  // its exec would count the keeper's pages (the grader's, copied) in its
  // peak resident size, and that peak is the student's measurement.
  // A warm box's zygote forks the student from an interpreter that has
  // already started (zygote.hpp); the student is still our child, its
  // process as fresh as an exec's. A zygote that cannot is lost: the run
  // goes on the exec's way.
  pid_t student = -1;
  if (plan.zygote_socket >= 0) {
    student = fork_from_zygote(plan.zygote_socket, student_plan);
    if (student <= 0) {
      // Killed now, it cannot fork the run late, beside the exec below.
      ::kill(plan.zygote, SIGKILL);
      outcome.zygote_lost = true;
    }
  }
  if (student <= 0) {
    student = raw_clone(false, nullptr);
    if (student < 0) {
      report_failure_and_exit(stage::keeper_fork, errno);
    }
    if (student == 0) {
      exec_child(student_plan);
    }
  }
  // The keeper only needs its own pipes; holding the student's would delay
  // the EOFs the grader waits for. The response pipe's write end stays, to
  // ask how much of it the grader has read (grader_is_behind): its EOF comes
  // when the box is empty anyway, and the grader reads on until then.
  for (int fd = 0; fd < report_fd; ++fd) {
    if (fd != response_fd) ::close(fd);
  }
  return student;
}

// Sleeps until a child changes state, the control pipe speaks (the grader
// wants the box dead: abort_requested) or timeout_ms pass.
void wait_for_events(int child_events, long timeout_ms, bool& abort_requested) noexcept {
  std::array<pollfd, 2> fds{{{child_events, POLLIN, 0}, {control_fd, POLLIN, 0}}};
  const nfds_t count = abort_requested ? 1 : 2;  // control stays readable at EOF
  if (::poll(fds.data(), count, static_cast<int>(timeout_ms)) <= 0) {
    return;
  }
  signalfd_siginfo info{};
  while (::read(child_events, &info, sizeof info) > 0) {}
  if (count == 2 && fds[1].revents != 0) {
    abort_requested = true;  // EOF or stray data: either way the grader is done with us
  }
}

// Reaps every child that has ended, counting its usage in `result`; true
// once the student is among them.
bool reap_ended(const child_plan& plan, pid_t student, report_record& result,
                keeper_outcome& outcome) noexcept {
  // The student's wait for a CPU, read while it is a zombie: reaped, its
  // scheduler statistics are gone.
  siginfo_t exited{};
  if (::waitid(P_PID, static_cast<id_t>(student), &exited, WEXITED | WNOHANG | WNOWAIT) == 0 &&
      exited.si_pid == student) {
    result.cpu_wait_us = cpu_wait_of(student);
  }
  // Reap everything: as a subreaper (or pid 1) we inherit the orphans.
  bool student_ended = false;
  for (;;) {
    int status = 0;
    rusage usage{};
    const pid_t reaped = ::wait4(-1, &status, WNOHANG | __WALL, &usage);
    if (reaped <= 0) {
      return student_ended;
    }
    if (reaped == plan.zygote) {
      outcome.zygote_lost = true;  // its start-up is no run's CPU
      continue;
    }
    count_usage(result, usage, reaped == student);
    if (reaped == student) {
      student_ended = true;
      result.status = status;
      result.max_rss_kib = usage.ru_maxrss;
    }
  }
}

// The student is gone; nothing it started may keep running (or keep the
// grader's pipes open). As pid 1 or subreaper we inherit every descendant,
// including those that called setsid(), so once wait says ECHILD the box is
// empty and the report means "all dead", not "all signalled".
void empty_the_box(const child_plan& plan, int child_events, pid_t student, report_record& result,
                   keeper_outcome& outcome) noexcept {
  const long give_up = monotonic_ms() + 2000;  // a process stuck in D state must not hang us
  for (;;) {
    pid_t reaped = 0;
    rusage usage{};
    while ((reaped = ::wait4(-1, nullptr, WNOHANG | __WALL, &usage)) > 0) {
      if (reaped == plan.zygote) {
        outcome.zygote_lost = true;
        continue;
      }
      count_usage(result, usage, false);
    }
    const pid_t spared = outcome.zygote_lost ? 0 : plan.zygote;
    if ((reaped < 0 && errno == ECHILD) || (spared > 0 && only_child_left_is(spared))) {
      return;
    }
    if (monotonic_ms() > give_up) {
      outcome.processes_left = true;
      return;
    }
    kill_box(plan, student, spared);  // only when something is left: it can cost a fork
    bool ignored = true;
    wait_for_events(child_events, 10, ignored);
  }
}

}  // namespace

keeper_outcome keeper_run(const child_plan& plan, int child_events) noexcept {
  keeper_outcome outcome;
  write_record(report_record{});  // started: the box exists
  wall_watch wall(plan);
  probe_watch probe(plan);
  const pid_t student = start_student(plan, outcome);

  report_record result;
  result.kind = record_kind::finished;
  bool abort_requested = false;
  bool killed = false;
  while (!reap_ended(plan, student, result, outcome)) {
    long timeout_ms = 1000;
    if (plan.wall_ms > 0 && !killed) timeout_ms = wall.check(result);
    if (probe.pending() && !killed) timeout_ms = std::min(timeout_ms, probe.check(student, result));
    if ((abort_requested || result.timed_out != 0 || result.disturbed != 0) && !killed) {
      kill_box(plan, student, outcome.zygote_lost ? 0 : plan.zygote);
      killed = true;
    }
    if (killed) {
      timeout_ms = 10;  // the student is dying; do not oversleep its SIGCHLD
    }
    wait_for_events(child_events, timeout_ms, abort_requested);
  }
  empty_the_box(plan, child_events, student, result, outcome);
  write_record(result);
  return outcome;
}

namespace {

// Same uid as the box: kill(-1) reaches exactly its processes, wherever they
// hide (other sessions, other process groups). The raw setresuid changes
// this child's credentials only, never the grader's. Started by vfork_clone,
// the child holds the box's uid in the grader's memory for a moment; that
// credential change marks the memory non-dumpable, so no process of the box
// can ptrace it or read it through /proc/<pid>/mem meanwhile.
[[noreturn]] int kill_all_as(void* uid_ptr) noexcept {
  const uid_t uid = *static_cast<const uid_t*>(uid_ptr);
  if (::syscall(SYS_setresuid, uid, uid, uid) != 0) {
    ::_exit(1);
  }
  ::kill(-1, SIGKILL);
  // Cheap insurance; the kernel already refuses to complete a fork once
  // SIGKILL is pending, so one sweep should leave nothing behind.
  ::kill(-1, SIGKILL);
  ::_exit(0);
}

}  // namespace

void kill_children_of(pid_t parent) noexcept {
  // /proc/<pid>/task/<pid>/children: the main thread's children (the
  // processes this applies to are single-threaded).
  char path[64];
  std::size_t length = append(path, 0, sizeof path, "/proc/");
  length = append_number(path, length, sizeof path, parent);
  length = append(path, length, sizeof path, "/task/");
  length = append_number(path, length, sizeof path, parent);
  append(path, length, sizeof path, "/children");
  char buffer[4096];
  if (read_proc_file(path, buffer, sizeof buffer) < 0) {
    return;  // no CONFIG_PROC_CHILDREN: the process group and uid sweeps remain
  }
  for_each_pid(buffer, [](pid_t pid) { ::kill(pid, SIGKILL); });
}

void kill_all_processes_of(uid_t uid) noexcept {
  if (uid == 0 || uid == ::getuid()) {
    return;  // kill(-1) as root or as ourselves would take down the grader's world
  }
  pid_t killer = vfork_clone(&kill_all_as, &uid, nullptr);
  if (killer < 0) {
    killer = raw_clone(false, nullptr);
    if (killer == 0) kill_all_as(&uid);
  }
  if (killer > 0) {
    (void)framework::retry_on_eintr([&] { return ::waitpid(killer, nullptr, __WALL); });
  }
}

}  // namespace grader::sandbox::detail
