#pragma once

// Internal: the code that runs in forked children (student launcher, keeper,
// uid killer). It is shared by the library and the bt_sandbox_exec helper.
//
// Everything declared here that runs after a fork must be async-signal-safe:
// the grader is multi-threaded, and our children are created with a raw
// clone3() that bypasses glibc's fork bookkeeping, so glibc still believes the
// other threads exist. Only plain system calls are allowed: no allocation, no
// locks, no stdio, no glibc setuid() (it would try to synchronise credentials
// with threads that are not there).

#include <sys/resource.h>
#include <sys/types.h>

#include <array>
#include <climits>
#include <cstdint>
#include <string_view>

struct sock_fprog;

namespace grader::sandbox::detail {

// Descriptor layout: 0..4 are what the student sees; the keeper's two private
// pipes sit right above them and never reach the student.
inline constexpr int response_fd = 4;  // student -> grader: the hook's answer and trace
inline constexpr int report_fd = 5;    // keeper -> grader: records below
inline constexpr int control_fd = 6;   // grader -> keeper: EOF means "kill the box now"
inline constexpr int arranged_fd_count = 7;

inline constexpr std::uint32_t record_magic = 0x4254'5342;  // "BTSB"

// A warm box's server (exec_helper_main.cpp) listens on this descriptor, a
// SOCK_SEQPACKET socket: it sends warm_ready_byte when it can take a run, and
// takes one message per run: warm_run_magic, the count of arguments (the
// one-run helper's, from its magic argument to the program's argv), the count
// of environment entries, those strings NUL-terminated, and the run's seven
// descriptors as SCM_RIGHTS.
inline constexpr int warm_serve_fd = 3;
inline constexpr std::uint32_t warm_run_magic = 0x4254'5752;  // "BTWR"
inline constexpr char warm_ready_byte = 'R';

// A box still computing at its wall limit runs on, looked at every
// stretch_look_ms, until wall_stretch times the limit (keeper_main). Time
// it spends waiting for the grader to read its response does not count,
// up to grader_wait_stretch times the limit in all.
inline constexpr long wall_stretch = 4;
inline constexpr long grader_wait_stretch = 16;
inline constexpr long stretch_look_ms = 100;

enum class record_kind : std::uint32_t { started = 1, failed = 2, finished = 3 };

enum class stage : std::int32_t {
  none = 0,
  arrange_fds,
  signals,
  new_session,
  drop_groups,
  drop_gid,
  drop_uid,
  parent_death_signal,
  rlimit,
  cpu_timer,
  chdir,
  exec,
  keeper_setup,
  keeper_fork,
  helper_arguments,
  no_new_privs,
  landlock,
  seccomp,
};

std::string_view stage_name(stage s) noexcept;

// One message on the report pipe. Small enough for an atomic pipe write, so
// records never interleave even when several box processes write.
struct report_record {
  std::uint32_t magic{record_magic};
  record_kind kind{record_kind::started};
  stage failed_stage{stage::none};
  std::int32_t error{0};      // errno of the failed step
  std::int32_t status{0};     // raw wait status of the student
  std::int32_t timed_out{0};  // the keeper killed the box at the wall deadline
  // How long past the wall limit the keeper let a computing box run on a
  // busy machine, and whether it was still computing when the stretched
  // deadline (wall_stretch times the limit) ended it. grader_behind: it
  // was still waiting for the grader to read its response at
  // grader_wait_stretch times the limit; grader_wait_ms: how long the
  // keeper saw it wait so.
  std::int32_t stretched_ms{0};
  std::int32_t starved{0};
  std::int32_t grader_behind{0};
  std::int32_t grader_wait_ms{0};
  // CPU of every process of the box, the student's and its descendants'
  // alike; max_rss_kib is the student's own.
  std::int64_t user_us{0};
  std::int64_t system_us{0};
  std::int64_t max_rss_kib{0};
  // Processes the keeper reaped besides the student: orphans, and children
  // it did not wait for (those it waited for are inside its own usage).
  std::int32_t other_processes{0};
  // How long the student's process stood runnable in a run queue, waiting
  // for a CPU (schedstat's run_delay, read before it was reaped): whether
  // other work on the machine disturbed its measurement. -1: unknown.
  std::int64_t cpu_wait_us{-1};
  // The keeper ended the run at plan.probe_cpu_ms, the student having
  // waited for a CPU past its share (run_spec::probe).
  std::int32_t disturbed{0};
};
static_assert(sizeof(report_record) <= 512, "records must fit an atomic pipe write");

struct confinement;

struct rlimit_setting {
  int resource{0};
  rlim_t soft{RLIM_INFINITY};
  rlim_t hard{RLIM_INFINITY};
};

// Everything a child needs, prepared (allocated) by the parent before fork.
struct child_plan {
  // Descriptors to move to 0..6 (stdin, stdout, stderr, request, response,
  // report, control). All -1 means they are already in place.
  std::array<int, arranged_fd_count> source_fds{-1, -1, -1, -1, -1, -1, -1};
  bool new_session{false};
  // Leave the report and control pipes open across exec (only for exec'ing
  // bwrap, which hands them to the keeper inside the box).
  bool keeper_fds_survive_exec{false};
  bool drop_privileges{false};
  uid_t uid{0};
  gid_t gid{0};
  std::array<rlimit_setting, 8> limits{};
  int limit_count{0};
  long cpu_timer_ms{0};  // ITIMER_PROF; 0 = none
  mode_t file_mask{022};
  const char* work_dir{nullptr};
  const char* executable{nullptr};
  char* const* argv{nullptr};
  char* const* envp{nullptr};
  // The process the child must not outlive (as seen from the child); 0 = skip
  // the check.
  pid_t expected_parent{0};
  // Landlock + seccomp, applied by the student's process to itself right
  // before execve; null = none (always null when the child execs bwrap).
  const confinement* confine{nullptr};
  // The single-process filter (process_filter.hpp), installed by the
  // student's process right before execve, after the confinement; null =
  // the student may start processes.
  const sock_fprog* process_filter{nullptr};
  // Keeper only.
  long wall_ms{0};  // 0 = no deadline
  // run_spec::probe: at probe_cpu_ms of the student's CPU (0 = never), a
  // wait for a CPU above probe_share_permille of it plus probe_floor_us
  // ends the run.
  long probe_cpu_ms{0};
  long probe_share_permille{0};
  long probe_floor_us{0};
  bool private_pid_namespace{false};  // kill(-1) reaches only the box
  // A warm box's zygote (zygote.hpp), a child of the keeper that outlives
  // runs: spared when the box is emptied; 0 = none. zygote_socket >= 0:
  // this run's student is forked by it (fork_from_zygote).
  pid_t zygote{0};
  int zygote_socket{-1};
};

// The limits the student process gets, in the units the kernel wants.
struct student_limits {
  long cpu_ms{0};                  // 0 = unlimited
  std::uint64_t address_space{0};  // bytes, 0 = unlimited
  std::uint64_t stack{0};
  std::uint64_t file_size{0};
  long open_files{0};  // 0 = unlimited
  long processes{-1};  // RLIMIT_NPROC value; -1 = leave alone
};

// Fills plan.limits and plan.cpu_timer_ms (always including RLIMIT_CORE = 0).
void apply_student_limits(child_plan& plan, const student_limits& values) noexcept;

// fork() replacement for multi-threaded parents: clone3 without glibc's atfork
// machinery, optionally into a new PID namespace and returning a pidfd. Returns
// -1 with errno set on failure (ENOSYS when clone3 is filtered, as Docker's
// default seccomp profile does).
pid_t raw_clone(bool new_pid_namespace, int* pidfd);

// posix_spawn's way of starting a child, for one that execs or exits at once:
// fn(arg) runs in a child that shares the caller's memory (CLONE_VM) while the
// calling thread waits (CLONE_VFORK) until it has exec'd or exited. A fork of
// the grader copies the page tables of all it maps, then unmaps them when the
// child execs: measured, that was a quarter of a class run's CPU, twice a
// case (bwrap's parent, the uid sweep). fn runs with every signal blocked,
// on a stack of this thread's own (under AddressSanitizer, through vfork, on
// this thread's stack below the caller's frame); it may only make system
// calls (no allocation, no locks: the memory is the parent's, and the
// parent's other threads go on) and must end in exec or _exit. Not for a
// child whose resource usage is a measurement: until its exec it counts the
// parent's pages as its own. Returns -1 with errno set when the kernel
// refuses (then use raw_clone).
pid_t vfork_clone(int (*fn)(void*), void* arg, int* pidfd) noexcept;

void write_record(const report_record& record) noexcept;
[[noreturn]] void report_failure_and_exit(stage s, int error) noexcept;

// Closes every descriptor >= first.
void close_fds_from(int first) noexcept;

// Moves plan.source_fds to 0..6 and closes every other descriptor.
void arrange_fds(const child_plan& plan) noexcept;

// Sets up the descriptors, signals, credentials, limits and working
// directory; failures are reported on the report pipe (and end the process).
void prepare_child(const child_plan& plan) noexcept;

// prepare_child, the confinement and the process filter, then execs
// plan.executable. Never returns; failures are reported on the report pipe.
[[noreturn]] void exec_child(const child_plan& plan) noexcept;
// exec_child as vfork_clone's fn: plan points to a child_plan.
[[noreturn]] int exec_child_entry(void* plan) noexcept;

// Runs with descriptors 0..6 arranged: forks the student (exec_child), waits for
// it, enforces plan.wall_ms (and kills the box early when the control pipe
// reaches EOF), then kills and reaps whatever is left in the box and reports
// the student's exact status.
[[noreturn]] void keeper_main(const child_plan& plan) noexcept;

// keeper_main in two steps, for a keeper that serves many runs (a warm box,
// exec_helper_main.cpp): keeper_setup once (returns the signalfd of SIGCHLD,
// or -1 with errno set), then keeper_run per run, which returns once the
// run's finished record is written and its every process reaped.
int keeper_setup() noexcept;
struct keeper_outcome {
  bool zygote_lost{false};     // plan.zygote died or failed to fork: start another
  bool processes_left{false};  // a process of the run outlived every kill: the box is not clean
};
keeper_outcome keeper_run(const child_plan& plan, int child_events) noexcept;

// Asks the zygote on socket (zygote.hpp) for the student of plan: a fork
// with descriptors 0..6 as the keeper holds them, plan's limits, umask,
// working directory and process filter. Returns the student's pid (a child
// of the caller: the zygote forks with CLONE_PARENT), or -1 with errno set
// when the zygote does not answer within a few seconds or cannot fork.
pid_t fork_from_zygote(int socket, const child_plan& plan) noexcept;
// Whether a zygote just started says, within timeout_ms, that it has warmed up.
bool zygote_ready(int socket, int timeout_ms) noexcept;

// SIGKILLs the children of a single-threaded process (read from /proc).
void kill_children_of(pid_t parent) noexcept;

// SIGKILLs every process of uid (kill(-1) from a short-lived child that becomes
// that uid). Only meaningful for a uid used exclusively by one box.
void kill_all_processes_of(uid_t uid) noexcept;

}  // namespace grader::sandbox::detail
