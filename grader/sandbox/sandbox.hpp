#pragma once

// Sandbox for running untrusted (student) programs from the grader.
//
// DESIGN NOTE / THREAT MODEL
// --------------------------
// The grader compiles and runs code written by students who may be careless or
// hostile. run() starts the program as a child process and always returns a
// precise account of what happened (or throws sandbox_error when the *grader*
// failed, which must be reported as a judge error, never as the student's fault).
//
// Process layout. The grader never waits on the student directly; a small
// "keeper" process does (isolate's design): it applies the limits, forks the
// student, enforces the wall clock, and on the student's exit SIGKILLs and
// *reaps* everything left in the box before it reports the student's exact
// wait status and rusage on a private pipe (fd 5). Killing the keeper instead
// would orphan the student, and under a container's pid 1 that never reaps
// (common in CI containers), zombies of the slot uid would pile up and count
// against RLIMIT_NPROC in every later run. So when the grader itself wants the
// box dead (output/response limit, its own backstop deadline), it closes the
// keeper's control pipe (fd 6) and the keeper does the killing; only a keeper
// that does not comply within a second is SIGKILLed. Three modes:
//   * bwrap (isolation_options::use_bwrap): grader -> bwrap -> bt_sandbox_exec
//     (the keeper, a static helper built with this library, as the box's
//     pid 1 via --as-pid-1) -> student. As pid 1 the keeper is immune to the
//     student's signals although they share a uid.
//   * pid_namespace (root, bwrap off): grader -> keeper (pid 1 of a fresh PID
//     namespace, stays root) -> student (dropped to run_as_uid). Nothing can
//     escape: when the keeper exits, the kernel kills the whole namespace.
//   * plain (not root, or no CAP_SYS_ADMIN): grader -> keeper (child
//     subreaper, so every orphan of the box is re-parented to it and killed by
//     walking /proc/self/task/N/children) -> student.
// use_landlock confines the student of the last two modes (see below).
// The keeper calls setsid(), so the box is one process group without a
// controlling terminal (closing the TIOCSTI keystroke-injection hole); we do
// NOT pass --new-session to bwrap, which would move the student out of reach
// of the grader's own killpg(). With run_as_uid, the grader finally SIGKILLs
// every process of that uid (kill(-1) from a helper that becomes the uid).
//
// What each limit stops:
//   * wall             sleeping / blocking / deadlocked programs. The keeper
//                      SIGKILLs the whole box at the deadline unless the box is
//                      computing then (runnable, or on or queued for a CPU most
//                      of the time): on a busy machine that box runs on, up to
//                      four times the limit (run_result::wall_stretch). Time
//                      the box spends blocked on a response the grader has
//                      not read is the grader's: it moves that deadline on,
//                      up to sixteen times the limit (run_result::grader_wait).
//                      The grader has a backstop deadline 0.5 s after that.
//   * cpu              busy loops. ITIMER_PROF gives millisecond precision; the
//                      RLIMIT_CPU (whole seconds, hard = soft + 1 s) is the backstop
//                      a program cannot disarm. Reported as SIGXCPU + cpu_limit_hit.
//   * address_space    runaway allocation (RLIMIT_AS: malloc fails / bad_alloc).
//   * stack            runaway recursion (SIGSEGV).
//   * output_bytes     printing in a loop (the grader has the box killed).
//   * response_bytes   flooding the response channel.
//   * file_size_bytes  writing one huge file (SIGXFSZ).
//   * processes        fork bombs, via RLIMIT_NPROC. NPROC counts *threads* and is
//                      per uid, so it only works when the box has a uid of its own
//                      (run_as_uid, i.e. grader runs as root) or a user namespace of
//                      its own (bwrap). Without either, only processes == 0 is
//                      enforced (RLIMIT_NPROC = 0); larger values are not.
//   * open_files       descriptor exhaustion (RLIMIT_NOFILE).
//   * run_as_uid       the student cannot signal, ptrace or read files of the grader,
//                      of the keeper or of other slots, and RLIMIT_NPROC becomes a
//                      per-box fork limit.
//   * keeper           daemons (fork + setsid + fork) die with the box, and every
//                      process of the box is reaped before run() returns.
// What bwrap adds: no network (own net namespace with only a loopback), no IPC
// with the host, a private /proc, a minimal /dev, a size-limited private /tmp,
// no nested user namespaces, and a filesystem view that contains only /usr (plus
// the merged-/usr symlinks, /etc/ld.so.cache and /etc/alternatives), the
// read_only_binds and the working directory (read-write). Reference solutions
// and hidden test data are simply not there.
//
// What use_landlock adds where bwrap cannot run (CI runners and containers
// that forbid user namespaces). No privilege needed: the student's process
// confines itself right before execve (after the uid drop and the limits);
// the keeper stays unconfined, since it must read /proc to find the box.
//   * Landlock (kernel 5.13+; what the running kernel's ABI supports is used,
//     confinement_available() says which): the same view as a bwrap box, as
//     access rights instead of mounts: /usr (and the merged-/usr links),
//     /etc/ld.so.cache, /etc/alternatives and the read_only_binds readable
//     and executable, the working directory read-write, /dev/null and the
//     random devices. Everything else is EACCES: the reference solutions, the
//     hidden cases, other slots' folders, the grader's build tree, /etc,
//     /proc, and writing to /tmp, /var/tmp or /dev/shm, so nothing is left
//     behind for another team's run (point TMPDIR at the working directory).
//     ABI 4+: every TCP bind and connect refused. ABI 6+: no signals to, and
//     no abstract unix sockets of, processes outside the box, so a student
//     sharing the grader's uid can no longer kill its keeper; Landlock also
//     refuses ptrace of any process outside the box, at every ABI.
//   * seccomp (a deny list built with libseccomp; EPERM, not a kill, so that
//     libraries probing for a service degrade normally): socket() of every
//     family (UDP and AF_UNIX path sockets are not Landlock's; socketpair
//     stays), io_uring (it can open sockets itself), ptrace,
//     process_vm_readv/writev, kcmp, pidfd_getfd, keyctl, bpf, userfaultfd,
//     perf_event_open, open_by_handle_at, new namespaces (unshare, setns,
//     clone with CLONE_NEW*; clone3 answers ENOSYS so glibc falls back to
//     clone), mounts, address-space-weakening personality flags, and SysV
//     IPC and POSIX message queues (they outlive the run; bwrap unshares IPC
//     instead). Syscalls of other ABIs (int 0x80, x32) kill the process.
//   * no_new_privs: a setuid program in /usr gains nothing.
// Compared with bwrap it lacks: a private /proc and PID namespace (the
// student sees other processes exist, through kill(pid, 0) on the host's
// pids, but reaches none of them), a size-limited /tmp (the working
// directory has no quota), a private hostname and the UDP-free network
// namespace when seccomp is missing, and any protection on kernels without
// Landlock (then only seccomp applies, and the files are readable).
//
// NOT prevented (know this before trusting a verdict):
//   * Without bwrap or Landlock the student can read every file its uid can
//     read and use the network. Without run_as_uid (non-root grader, no bwrap)
//     the student runs as the grader's own user: with Landlock ABI 6 it can
//     still write nothing outside its folder and signal nothing outside its
//     box; without it, it can do anything that user can: read and write the
//     grader's files, kill its keeper (the run then ends as SIGKILL) and leave
//     processes behind by escaping the keeper's reach.
//   * Disk usage: RLIMIT_FSIZE caps each file, not the number of files; a
//     student can fill the working directory (no quotas). Under bwrap /tmp is a
//     tmpfs capped at isolation_options::tmpfs_bytes.
//   * Memory is limited per process (RLIMIT_AS), not per box; with processes > 0
//     a box can use (processes + 1) x address_space_bytes. There are no cgroups.
//   * cpu is limited per process (wall is the only limit on a whole box), but
//     cpu_time measures the whole box; limits::no_new_processes makes the
//     box one process, so that the limit and the measurement agree.
//   * Kernel exploits, CPU side channels, and timing noise from concurrent runs.
//   * Running as root without run_as_uid disables the fork limit (root ignores
//     RLIMIT_NPROC). Always pass slot_uid(slot) when running as root.

#include <sys/types.h>

#include <atomic>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grader::sandbox {

// A value of 0 means "unlimited" for every field except processes, where 0
// means "may not fork".
struct limits {
  std::chrono::milliseconds cpu{2000};              // RLIMIT_CPU (soft; hard = soft + 1 s) + ITIMER_PROF
  std::chrono::milliseconds wall{5000};             // whole process group SIGKILLed at the deadline
  std::uint64_t address_space_bytes{512ull << 20};  // RLIMIT_AS
  std::uint64_t stack_bytes{64ull << 20};           // RLIMIT_STACK
  std::uint64_t output_bytes{1ull << 20};           // stdout+stderr together; past it the group is killed
  std::uint64_t file_size_bytes{1ull << 20};        // RLIMIT_FSIZE
  std::uint64_t response_bytes{64ull << 20};        // cap on the response channel (fd 4)
  int processes{1};    // extra processes (and threads) the child may create; compilers need ~8
  int open_files{64};  // RLIMIT_NOFILE
  // Threads only: fork, vfork and a clone without CLONE_THREAD (so also
  // posix_spawn, system, popen) kill the program with SIGSYS, through a
  // seccomp filter it cannot lift. One process has one rusage, so cpu_time
  // is all the CPU the run spent, whatever it does (see process_filter.hpp).
  bool no_new_processes{false};
};

struct isolation_options {
  // Run the student as this uid/gid (needs root). Use slot_uid(). When only the
  // uid is given, the gid defaults to the same number.
  std::optional<uid_t> run_as_uid;
  std::optional<gid_t> run_as_gid;
  // Wrap the program in bubblewrap; check bwrap_available() first.
  bool use_bwrap{false};
  // Extra paths visible (read-only, at the same place) inside bwrap.
  std::vector<std::filesystem::path> read_only_binds;
  // Size of the private /tmp inside bwrap.
  std::uint64_t tmpfs_bytes{64ull << 20};
  // When root and bwrap is off: run the box in a fresh PID namespace (see the
  // design note). Turn off only to exercise the fallback path.
  bool use_pid_namespace{true};
  // umask of the student (files it creates stay readable by the grader).
  mode_t file_mask{022};
  // Confine the student with Landlock and seccomp (see the design note); for
  // where bwrap cannot run. Ignored with use_bwrap, which hides more. What
  // the kernel supports is applied, the rest skipped: check
  // confinement_available() to say what is in force.
  bool use_landlock{false};
  // With use_landlock: false applies the seccomp filter alone, no Landlock
  // rules even where the kernel has them. The uid level (the third, for
  // containers with neither user namespaces nor Landlock) is this with a slot
  // uid, the kit's secrets hidden from that uid by their file permissions;
  // off, it can be tested on a kernel that has Landlock.
  bool landlock_rules{true};
  // The in-box helper used with bwrap; empty = the one built with this library.
  std::filesystem::path exec_helper;
  std::filesystem::path bwrap_path{"/usr/bin/bwrap"};
};

struct run_spec {
  std::vector<std::string> argv;      // argv[0] is an absolute path to the executable
  std::filesystem::path working_dir;  // must exist; the child chdirs there
  std::vector<std::string> env;       // complete environment (KEY=VALUE); nothing inherited
  std::string request;                // bytes written to the child's fd 3, then fd 3 is closed (EOF)
  limits lim;
  isolation_options iso;
  std::size_t keep_output_bytes{16384};  // how much of stdout/stderr to keep (the head)
  // When set, what the child writes on fd 4 is handed over as it arrives
  // instead of being kept in run_result::response, and response_bytes does
  // not apply: the consumer keeps what it needs. Returning false means "no
  // more": the box is stopped (ending::response_limit).
  std::function<bool(std::string_view)> on_response;
  // When set, the run is watched for this flag (a signal handler's) and the
  // box is stopped within about 50 ms of it turning true (ending::cancelled):
  // an interrupted grader does not wait out a long case.
  const std::atomic<bool>* cancel{nullptr};
  // argv[0] can be a zygote (zygote.hpp): in a warm box, the box starts it
  // once and forks each run from it. Elsewhere, and when the zygote cannot
  // start, the run execs as usual.
  bool zygote{false};
  // When cpu is set: once the student's process has spent that much CPU,
  // the keeper asks the kernel how long it stood waiting for a CPU
  // (run_delay); past share of its CPU plus floor, other work was sharing its
  // CPU and the keeper ends the run (ending::disturbed). The caller measures
  // it again alone, so a run that would only be measured again is not also
  // run to its limit first.
  struct disturbance_probe {
    std::chrono::milliseconds cpu{0};
    double share{0.0};
    std::chrono::microseconds floor{0};
  } probe;
};

// cancelled: the grader stopped the box because it was itself asked to stop;
// disturbed: the keeper ended it at run_spec::probe. Either way the run
// says nothing about the program.
enum class ending { exited, signaled, wall_timeout, output_limit, response_limit, cancelled, disturbed };

struct run_result {
  ending how{ending::exited};
  int exit_code{-1};  // valid when how == exited, else -1
  // The terminating signal when how == signaled; SIGKILL for the endings where
  // the sandbox killed the box; 0 when the program exited.
  int signal{0};
  bool cpu_limit_hit{false};  // SIGXCPU, or SIGKILL with cpu >= limit
  bool file_size_hit{false};  // SIGXFSZ
  // user+sys of every process of the box: the student, the children it
  // waited for (inside its wait4 rusage) and every other process, which the
  // keeper reaps and counts. After the sandbox itself killed a bwrap box
  // (limits other than wall), the keeper's report can be lost and these may
  // under-report.
  std::chrono::microseconds cpu_time{0};
  // Processes the box ran besides the student that the student did not wait
  // for itself (orphans, daemons): the keeper reaped them.
  int other_processes{0};
  std::chrono::microseconds wall_time{0};
  // How long the student's process waited for a CPU while it could run
  // (the kernel's run_delay): other work on the machine took its CPU from
  // it. Nothing when the keeper could not read it.
  std::optional<std::chrono::microseconds> cpu_wait;
  // A box still computing at the wall limit runs on, up to four times the
  // limit, for as long as the keeper sees it computing (a busy machine, not
  // the program, made it late): how long it ran on, and whether the
  // stretched deadline still found it computing (the CPU limit never fired,
  // so the machine was too busy to measure it).
  std::chrono::milliseconds wall_stretch{0};
  bool starved{false};
  // Time the box was seen blocked writing a response the grader had not
  // read yet (a slow consumer), which did not count against the wall
  // limit; grader_behind: the grader was still behind at sixteen times the
  // limit, so the box was stopped without a measurement of its own.
  std::chrono::milliseconds grader_wait{0};
  bool grader_behind{false};
  std::uint64_t peak_rss_bytes{0};
  std::string stdout_head;
  std::string stderr_head;
  std::uint64_t stdout_bytes{0};  // totals seen
  std::uint64_t stderr_bytes{0};
  std::string response;  // everything read from the child's fd 4 (up to response_bytes)
  bool response_truncated{false};
};

// The grader's own failure (bad run_spec, pipe/fork/exec of the sandbox tooling
// failed, bubblewrap could not set up the box): a judge error, never the
// student's fault.
class sandbox_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Thread-safe: the grader grades several teams in parallel from threads. Two
// concurrent runs must not share a run_as_uid (the post-run cleanup kills every
// process of that uid).
run_result run(const run_spec& spec);

namespace detail {
class warm_server;
}

// A bubblewrap box kept for many runs: starting bwrap (namespaces, mounts)
// is most of what a short run costs, so a grader running one team's cases of
// one problem starts one box and sends it every case. Each run is still a
// fresh process, forked and exec'd by the box's pid 1 for that run alone,
// with its own limits, descriptors, report and cleanup; between runs the box
// is emptied of processes and brought back to how it started (what may not
// carry over and why it cannot: exec_helper_main.cpp). The working
// directory is the caller's to empty, and must stay the same directory
// (bwrap binds it once): empty it between runs, never replace it.
//
// A spec with different binds, working directory, /tmp size or uid gets a
// new box; so does every run after a box died, was found dirty or was
// killed. Specs without use_bwrap run as run() runs them. One warm_box
// serves one thread at a time.
class warm_box {
 public:
  warm_box();
  warm_box(const warm_box&) = delete;
  warm_box& operator=(const warm_box&) = delete;
  ~warm_box();

  run_result run(const run_spec& spec);
  // Ends the box, if one runs. Call it before running another box as the
  // same uid with run(): that run ends by killing every process of its uid,
  // this box's too. (A box lost so between runs is replaced anyway; this
  // spares the lost time.)
  void stop() noexcept;
  // Boxes started so far (tests, benchmarks).
  [[nodiscard]] int boxes_started() const noexcept { return boxes_started_; }

 private:
  std::unique_ptr<detail::warm_server> server_;
  int boxes_started_{0};
};

// "SIGSEGV (segmentation fault)" etc., for feedback.
std::string describe_signal(int sig);

// 60000 + slot when the grader runs as root (euid 0), nothing otherwise.
// slot must be in [0, 1000).
std::optional<uid_t> slot_uid(int slot);
// Whether `id` is one of the slot uids (each slot's gid is its uid), whoever runs.
[[nodiscard]] bool is_slot_id(unsigned id) noexcept;

// Creates working_dir (and parents) and, when the options carry a uid, hands
// it and everything already in it (without following symlinks) to that uid,
// mode 0700 so other slots cannot look inside. The parents must be traversable
// by that uid.
void prepare_work_dir(const std::filesystem::path& working_dir, const isolation_options& iso);

// What the Landlock + seccomp confinement (isolation_options::use_landlock)
// can use on this kernel: probed once, thread-safe.
struct confinement_support {
  int landlock_abi{0};  // 0: no Landlock (too old a kernel, or not in the LSM list)
  bool seccomp{false};  // seccomp filters work and the filter was built
};
const confinement_support& confinement_available();
// "landlock (ABI 7: read-only view, no TCP, no signals out of the box) +
// seccomp (no sockets, no ptrace, ...)": what a box is confined by.
std::string describe_confinement(const confinement_support& support);

// Whether bubblewrap actually works here (it can be installed but unusable,
// e.g. in a container without user namespaces). Probes once by running a
// trivial program in a box; the answer is cached. Thread-safe.
bool bwrap_available();

}  // namespace grader::sandbox
