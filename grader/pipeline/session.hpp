#pragma once
// What `grader test` and `grader grade` set up the same way around the
// pipeline: the sandbox mode, the --min-score threshold, the cache folder,
// and Ctrl-C/SIGTERM turned into a cancel flag so an interrupted run writes
// what it has done instead of dying mid-report.

#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/shard.hpp"

#include <array>
#include <atomic>
#include <csignal>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader::pipeline {

enum class sandbox_choice { automatic, bwrap, landlock, uid, plain };

// "auto" | "bwrap" | "landlock" | "uid" | "plain"; throws std::invalid_argument otherwise.
[[nodiscard]] sandbox_choice parse_sandbox_choice(const std::string& text);
// auto: bubblewrap when it works here, else Landlock + seccomp when the
// kernel has Landlock, else the uid level when the grader runs as root and
// seccomp works, else none. Throws std::runtime_error when the mode asked
// for does not work on this machine.
[[nodiscard]] sandbox_settings resolve_sandbox(sandbox_choice choice);
// The uid level holds only when the slot uids can read nothing of the kit
// but what they need (kit_secrets.hpp): checked here, before any team's
// code runs. Asked for (--sandbox uid), a path they could read is refused
// (framework::input_error naming it and the fix); chosen by auto, the run
// falls back to no isolation and says why (which `grade` then refuses for
// hidden cases).
void settle_uid_level(sandbox_settings& settings, sandbox_choice choice, const kit& k,
                      const std::filesystem::path& cache_dir, const std::filesystem::path& cases_dir);
// What a run's student processes are confined by, for the first line of
// `test` and `grade`: "bubblewrap (...)", "landlock (ABI 7: ...) + seccomp
// (...)" or "none (...)".
[[nodiscard]] std::string describe_isolation(const sandbox_settings& settings);
// Grading hidden cases with no isolation hands them (and the reference
// solutions) to every team's code: refused unless the user chose
// --sandbox plain. Throws framework::input_error (exit 2) saying why and what
// to do.
void check_isolation_for_hidden_cases(const sandbox_settings& settings, bool hidden_cases);

// --min-score: "12" (points) or "60%" (of the maximum).
struct min_score {
  double value = 0.0;
  bool percent = false;
  [[nodiscard]] bool below(double points, double max_points) const noexcept;
};
// Throws std::invalid_argument with a message fit for the user.
[[nodiscard]] min_score parse_min_score(const std::string& text);

// The folder `grader test` grades by default: the current directory when it
// has exercises/ (a student's clone, wherever the grader binary lives), else
// the kit itself.
[[nodiscard]] std::filesystem::path default_submission_dir(const kit& k);

// --cache-dir, else $BT_GRADER_CACHE, else the build's grader-cache/.
[[nodiscard]] std::filesystem::path choose_cache_dir(const std::string& option, const kit& k);

// While alive, the first SIGINT, SIGTERM, SIGHUP or SIGPIPE sets cancelled()
// and says at once on stderr what happens next: the running cases are stopped
// (sandbox::run_spec::cancel), left ungraded, and what is finished is written.
// A second SIGINT, SIGTERM or SIGHUP stops at once (exit 130, after starting
// the removal of `work_dir`); SIGPIPE never does, since a closed stdout raises
// it on every write. Reports are written atomically, so even that leaves no
// half-written file.
class cancel_on_signals {
 public:
  explicit cancel_on_signals(const std::filesystem::path& work_dir = {});
  ~cancel_on_signals();
  cancel_on_signals(const cancel_on_signals&) = delete;
  cancel_on_signals& operator=(const cancel_on_signals&) = delete;

  [[nodiscard]] const std::atomic<bool>& flag() const noexcept;
  [[nodiscard]] bool cancelled() const noexcept { return flag().load(); }

 private:
  std::array<struct sigaction, 4> old_{};
};

// A message naming the unknown ones among `problems` and listing the known
// ones, or nothing when every name has a driver.
[[nodiscard]] std::optional<std::string> unknown_problems(const std::vector<std::string>& problems);

// The exit code of an interrupted run (128 + SIGINT, as shells report it).
inline constexpr int kInterruptedExit = 130;

}  // namespace grader::pipeline
