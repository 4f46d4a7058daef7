#include "grader/pipeline/session.hpp"

#include "grader/pipeline/kit_secrets.hpp"

#include "framework/core/errors.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <stdexcept>
#include <string_view>

namespace grader::pipeline {

namespace {

// Everything the handler touches is lock-free or written before it is
// installed, so it is async-signal-safe.
std::atomic<bool> g_cancelled{false};
// When the first stop request came (0: none yet); the only state the
// handler needs to tell a first request, its echo and a second one apart.
std::atomic<std::int64_t> g_first_stop_ns{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<std::int64_t>::is_always_lock_free);
// `timeout -s INT` signals its child and then the child's whole process group:
// one request that arrives twice within microseconds. A person's second
// Ctrl-C comes much later than this.
constexpr std::int64_t kSameRequestNs = 200'000'000;

std::int64_t monotonic_ns() noexcept {
  timespec now{};
  ::clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
  return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}
// The run's work folder, removed by a second signal's immediate exit.
std::array<char, 4096> g_work_dir{};

constexpr std::array kStopSignals{SIGINT, SIGTERM, SIGHUP, SIGPIPE};

void say(std::string_view text) noexcept { (void)::write(STDERR_FILENO, text.data(), text.size()); }

// Removes the work folder without anything a handler may not call: a child
// that execs rm, not waited for (the grader is about to exit).
void remove_work_dir_now() noexcept {
  if (g_work_dir[0] == '\0') return;
  const long pid = ::syscall(SYS_clone, SIGCHLD, nullptr, nullptr, nullptr, nullptr);
  if (pid == 0) {
    char rm[] = "/bin/rm";
    char flags[] = "-rf";
    char end[] = "--";
    char* argv[] = {rm, flags, end, g_work_dir.data(), nullptr};
    char* envp[] = {nullptr};
    ::execve(rm, argv, envp);
    ::_exit(127);
  }
}

extern "C" void on_stop_signal(int sig) {
  const int saved_errno = errno;
  g_cancelled.store(true);
  const std::int64_t now = monotonic_ns();
  const std::int64_t first = g_first_stop_ns.load();
  if (first == 0) {
    g_first_stop_ns.store(now);
    // After SIGPIPE, stderr may be the same closed pipe: nothing to say.
    if (sig != SIGPIPE) {
      say("\ngrader: stopping: the cases running now are stopped and left for the next run, and what is "
          "finished is being written. Press Ctrl-C again to stop at once.\n");
    }
  } else if (sig != SIGPIPE && now - first >= kSameRequestNs) {
    // SIGPIPE (our stdout's reader is gone) never stops at once: every later
    // write to that pipe raises it again.
    say("\ngrader: stopped at once; run the same command again to finish (finished work is kept)\n");
    remove_work_dir_now();
    ::_exit(kInterruptedExit);
  }
  errno = saved_errno;
}

double parse_number(const std::string& text, const std::string& what) {
  std::size_t used = 0;
  double value = 0.0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || text.empty()) throw std::invalid_argument(what);
  return value;
}

}  // namespace

sandbox_choice parse_sandbox_choice(const std::string& text) {
  if (text == "auto") return sandbox_choice::automatic;
  if (text == "bwrap") return sandbox_choice::bwrap;
  if (text == "landlock") return sandbox_choice::landlock;
  if (text == "uid") return sandbox_choice::uid;
  if (text == "plain") return sandbox_choice::plain;
  throw std::invalid_argument("--sandbox must be auto, bwrap, landlock, uid or plain, not '" + text + "'");
}

sandbox_settings resolve_sandbox(sandbox_choice choice) {
  sandbox_settings s;
  const auto landlock_works = [] { return sandbox::confinement_available().landlock_abi > 0; };
  // The uid level needs root (to become the slot uids) and the seccomp filter.
  const auto uid_level_works = [] { return ::geteuid() == 0 && sandbox::confinement_available().seccomp; };
  switch (choice) {
    case sandbox_choice::plain:
      s.isolation_waived = true;
      break;
    case sandbox_choice::automatic:
      s.use_bwrap = sandbox::bwrap_available();
      s.use_landlock = !s.use_bwrap && landlock_works();
      s.uid_level = !s.use_bwrap && !s.use_landlock && uid_level_works();
      break;
    case sandbox_choice::uid:
      if (!uid_level_works()) {
        throw std::runtime_error(::geteuid() != 0
                                     ? "--sandbox uid: the grader must run as root, to run each team's code "
                                       "as a slot uid of its own"
                                     : "--sandbox uid: this kernel refuses seccomp filters");
      }
      s.uid_level = true;
      break;
    case sandbox_choice::bwrap:
      if (!sandbox::bwrap_available()) {
        throw std::runtime_error(
            "--sandbox bwrap: bubblewrap does not work here (install the Debian package "
            "`bubblewrap`; in a container, user namespaces must be allowed); --sandbox landlock needs no "
            "privilege");
      }
      s.use_bwrap = true;
      break;
    case sandbox_choice::landlock:
      if (!landlock_works()) {
        throw std::runtime_error(
            "--sandbox landlock: this kernel has no Landlock (Linux 5.13 or later, with landlock in the "
            "lsm= boot parameter or CONFIG_LSM); use --sandbox bwrap");
      }
      s.use_landlock = true;
      break;
  }
  return s;
}

void settle_uid_level(sandbox_settings& settings, sandbox_choice choice, const kit& k,
                      const std::filesystem::path& cache_dir, const std::filesystem::path& cases_dir) {
  if (!settings.uid_level) return;
  const auto exposed = uid_level_problem(k, cache_dir, cases_dir);
  if (!exposed) return;
  if (choice == sandbox_choice::uid) {
    throw framework::input_error(
        framework::source_location{"--sandbox", 0, 0, ""},
        "the uid level cannot hold: " + *exposed +
            ". Run `grader harden` (as root) to make everything of the kit but what a compile needs "
            "unreadable to other users, and what it needs readable (the grader's documentation, The uid "
            "level)");
  }
  settings.uid_level = false;
  settings.uid_level_refused = *exposed;
}

std::string describe_isolation(const sandbox_settings& settings) {
  if (settings.use_bwrap) return "bubblewrap (own namespaces: read-only view without the kit, no network)";
  if (settings.use_landlock) return sandbox::describe_confinement(sandbox::confinement_available());
  if (settings.uid_level) {
    return "uid (a slot uid per worker, the kit's secrets unreadable to it: checked) + seccomp (no sockets, "
           "no ptrace, no namespaces, no SysV IPC) + limits; no Landlock: the rest of the system is "
           "readable as to any user";
  }
  if (settings.isolation_waived)
    return "none (--sandbox plain: student code can read what the grader can and use the network)";
  return "none (neither bubblewrap nor Landlock works here" +
         (settings.uid_level_refused.empty()
              ? std::string()
              : ", and the uid level cannot hold: " + settings.uid_level_refused) +
         ": student code can read what the grader can and use the network)";
}

void check_isolation_for_hidden_cases(const sandbox_settings& settings, bool hidden_cases) {
  if (!hidden_cases || settings.use_bwrap || settings.use_landlock || settings.uid_level ||
      settings.isolation_waived)
    return;
  throw framework::input_error(
      framework::source_location{"--sandbox", 0, 0, ""},
      "refusing to grade hidden cases with no isolation: neither bubblewrap nor Landlock works on this "
      "machine" +
          (settings.uid_level_refused.empty()
               ? std::string(", and the uid level needs the grader to run as root")
               : ", and the uid level cannot hold: " + settings.uid_level_refused) +
          ", so every team's code could read the hidden cases and the reference solutions, and use "
          "the network. Install bubblewrap (Debian package `bubblewrap`; a container must allow user "
          "namespaces), run on a kernel with Landlock (Linux 5.13+), or run as root with the kit's secrets "
          "unreadable to other users (the grader's documentation, The uid level); or pass --public-only; "
          "or, only if "
          "you trust every submission, --sandbox plain");
}

bool min_score::below(double points, double max_points) const noexcept {
  const double threshold = percent ? value / 100.0 * max_points : value;
  // Tolerate the last bits of floating-point sums of points.
  return points + 1e-9 < threshold;
}

min_score parse_min_score(const std::string& text) {
  min_score m;
  std::string number = text;
  if (!number.empty() && number.back() == '%') {
    m.percent = true;
    number.pop_back();
  }
  m.value = parse_number(number, "--min-score takes points (12) or a percentage (60%), not '" + text + "'");
  if (m.value < 0) throw std::invalid_argument("--min-score must not be negative");
  return m;
}

std::filesystem::path default_submission_dir(const kit& k) {
  const auto here = std::filesystem::current_path();
  std::error_code ec;
  if (std::filesystem::is_directory(here / "exercises", ec)) return here;
  return k.root;
}

std::filesystem::path choose_cache_dir(const std::string& option, const kit& k) {
  if (!option.empty()) return std::filesystem::absolute(option);
  if (const char* env = std::getenv("BT_GRADER_CACHE"); env != nullptr && *env != '\0') {
    return std::filesystem::absolute(env);
  }
  return k.default_cache_dir;
}

cancel_on_signals::cancel_on_signals(const std::filesystem::path& work_dir) {
  g_cancelled.store(false);
  g_first_stop_ns.store(0);
  const auto dir = work_dir.string();
  g_work_dir.fill('\0');
  if (dir.size() < g_work_dir.size()) std::copy(dir.begin(), dir.end(), g_work_dir.begin());
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  // Every stop signal is blocked while the handler runs, so two that arrive
  // together are counted one after the other, never at once.
  for (const int sig : kStopSignals) sigaddset(&action.sa_mask, sig);
  // No SA_RESETHAND: the handler itself decides what a second signal does.
  action.sa_flags = SA_RESTART;
  for (std::size_t i = 0; i < kStopSignals.size(); ++i) ::sigaction(kStopSignals[i], &action, &old_[i]);
}

cancel_on_signals::~cancel_on_signals() {
  for (std::size_t i = 0; i < kStopSignals.size(); ++i) ::sigaction(kStopSignals[i], &old_[i], nullptr);
  g_work_dir.fill('\0');
}

std::optional<std::string> unknown_problems(const std::vector<std::string>& problems) {
  std::string unknown;
  for (const auto& p : problems) {
    if (find_driver(p) == nullptr) unknown += (unknown.empty() ? "'" : ", '") + p + "'";
  }
  if (unknown.empty()) return std::nullopt;
  std::string known;
  for (const auto* d : all_drivers()) known += (known.empty() ? "" : ", ") + std::string(d->name());
  return "unknown problem " + unknown + "; known problems: " + known;
}

const std::atomic<bool>& cancel_on_signals::flag() const noexcept { return g_cancelled; }

}  // namespace grader::pipeline
