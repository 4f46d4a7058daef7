#pragma once
// Building one problem's runner from a submission: the student's sources,
// compiled with the kit's compiler and flags and linked against the prebuilt
// runner archive, inside the sandbox (the compiler parses untrusted input).
// Results are cached by build key, so regrading unchanged code costs nothing.

#include "grader/core/language.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/report/report.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <atomic>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace grader::pipeline {

// The grader was asked to stop (a signal) while a box ran: the compile or the
// case was cut short and has no result. Never a verdict: the work is left
// ungraded, and a rerun grades it.
class grading_cancelled : public std::runtime_error {
 public:
  grading_cancelled() : std::runtime_error("grading was interrupted") {}
};

// How student processes are boxed. Resolved once per run (bwrap probed).
struct sandbox_settings {
  bool use_bwrap = false;
  bool use_landlock = false;  // Landlock + seccomp, where bwrap is off
  // The third level, where neither works (a Gradescope container run as
  // root): each slot's own uid, the seccomp filter and the limits, with
  // everything of the kit a compile does not need unreadable to the slot
  // uids by its file permissions (kit_secrets.hpp checks it).
  bool uid_level = false;
  // Why the uid level was not used where it was asked for or would have
  // been chosen: the path a slot uid could read (describe_isolation says it).
  std::string uid_level_refused{};
  // --sandbox plain: the user chose no isolation, knowing what it means
  // (`grade` refuses hidden cases without isolation unless this is set).
  bool isolation_waived = false;
  bool use_slot_uids = true;  // only takes effect when the grader runs as root
  // A team's cases of one problem share one warm bwrap box (sandbox::warm_box);
  // off: a box of its own per case (`--box-per-case`).
  bool warm_boxes = true;
};

// The isolation of one slot's processes, with `binds` visible read-only in bwrap.
[[nodiscard]] sandbox::isolation_options isolation_for(const sandbox_settings& settings, int slot,
                                                       std::vector<std::filesystem::path> binds);

// What a slot uid must be able to read for its compiles and runs: the
// framework headers, the runner archives, precompiled headers and libraries
// of every problem, and the runner cache (a Python runner is copied into
// the slot's folder). Everything else of the kit is a secret at the uid level.
[[nodiscard]] std::vector<std::filesystem::path> slot_needs(const kit& k,
                                                            const std::filesystem::path& cache_dir);

// The compile limits of the brief: 60 s, 2 GiB per process, ~16 processes.
[[nodiscard]] sandbox::limits compile_limits();

struct compiled_runner {
  report::compile_info info;
  std::string build_key;         // "sha256:..."
  std::filesystem::path runner;  // when info.status == ok: an executable the slot's uid may run
};

// sources + toolchain: the compile cache key and the report's build_key.
// Throws std::runtime_error when the kit cannot build this problem at all.
[[nodiscard]] std::string build_key(const kit& k, const problem_sources& sources);

struct compile_context {
  const kit* k = nullptr;
  std::filesystem::path cache_dir;  // empty: no cache
  sandbox_settings sandbox;
  std::filesystem::path slot_dir;  // the worker's scratch folder (work_area::slot_dir)
  int slot = 0;
  const std::atomic<bool>* cancel = nullptr;  // set: a compile stops early and throws grading_cancelled
};

// The language of a problem's sources: Python with exercises/<problem>/<problem>.py, else C++.
[[nodiscard]] const language_profile& language_of(const problem_sources& sources);

// Never throws for the student's faults (they are compile_error); the
// grader's own failures are returned as compile_status::judge_error.
// Throws grading_cancelled when ctx.cancel turned true meanwhile (nothing is cached).
[[nodiscard]] compiled_runner compile_runner(const compile_context& ctx, const problem_sources& sources,
                                             const problem_driver& driver);
// The same with the sources' build_key already made (a grading run makes it
// once per team and problem, to decide what it can reuse); an empty key: the
// kit could not make one, which compile_runner reports as a judge error.
[[nodiscard]] compiled_runner compile_runner(const compile_context& ctx, const problem_sources& sources,
                                             const problem_driver& driver, const std::string& key);

// The compiler's messages as shown in reports: at most `max_lines` lines and
// `max_bytes` bytes, with a note of what was cut.
[[nodiscard]] std::string trim_log(const std::string& log, std::size_t max_lines = 200,
                                   std::size_t max_bytes = 16384);

}  // namespace grader::pipeline
