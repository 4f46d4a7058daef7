#pragma once

// Internal glue between sandbox.cpp (the launcher) and isolation.cpp (uid,
// bubblewrap and working-directory policy). Not part of the public API.

#include "grader/sandbox/confinement.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <sys/types.h>

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader::sandbox::detail {

// Where the keeper helper is bind-mounted inside a bwrap box; a path of its
// own, so that nothing of the build tree becomes visible.
inline constexpr const char* helper_path_in_box = "/.bt_sandbox_exec";
inline constexpr const char* helper_magic_argument = "--bt-sandbox-exec-v1";
inline constexpr const char* serve_magic_argument = "--bt-sandbox-serve-v1";

class warm_server;

// A warm box that was gone before a run began in it (killed between runs,
// say by a uid sweep of another box of the same slot): nothing of the run
// happened, so warm_box runs it again in a fresh box.
class warm_box_lost : public sandbox_error {
 public:
  using sandbox_error::sandbox_error;
};

struct run_options {
  // Set only by the bwrap probe itself: use this instead of asking the probe.
  std::optional<bool> probing_disable_userns;
  // The bwrap probe runs as a shared uid (nobody); it must not kill(-1) there.
  bool kill_uid_leftovers{true};
  // Set by warm_box: the run goes to this box's server instead of a new box.
  warm_server* warm{nullptr};
};

run_result run_impl(const run_spec& spec, const run_options& options);

struct bwrap_support {
  bool usable{false};
  bool disable_nested_userns{false};  // bwrap --disable-userns works
};
const bwrap_support& probe_bwrap();

std::filesystem::path exec_helper_path(const isolation_options& iso);

// One bwrap box whose pid 1 serves many runs (warm_box; the server's side is
// in exec_helper_main.cpp). Owns the bwrap process: whatever happens, the box
// is gone and bwrap reaped once this is destroyed.
class warm_server {
 public:
  // Starts the box for runs like spec (its binds, working directory, /tmp
  // size and uid); throws sandbox_error when the box cannot start.
  warm_server(const run_spec& spec, bool disable_nested_userns);
  warm_server(const warm_server&) = delete;
  warm_server& operator=(const warm_server&) = delete;
  ~warm_server();

  // Whether the box can serve a run of spec: the same box, still alive, and
  // clean after its last run (waits for its word, up to a few seconds).
  [[nodiscard]] bool ready_for(const std::vector<std::string>& box_key);
  // Hands a run over: the helper's arguments after its path, the
  // environment, and descriptors 0..6 of the run (the caller keeps its own).
  void send_run(const std::vector<std::string>& args, const std::vector<std::string>& env,
                const std::array<int, 7>& fds);
  // Readable once bwrap has exited (the box is gone).
  [[nodiscard]] int pidfd() const noexcept { return pidfd_; }
  // Kills the box and everything in it; it serves no more runs.
  void kill() noexcept;

  // What tells two boxes apart: the bwrap command line and the uid.
  static std::vector<std::string> key_of(const run_spec& spec, bool disable_nested_userns);

 private:
  bool wait_ready(int timeout_ms);
  std::vector<std::string> key_;
  pid_t pid_{-1};
  int pidfd_{-1};
  int socket_{-1};
  int errors_{-1};  // bwrap's stderr, for why it did not start
  std::optional<uid_t> uid_;
  bool ready_{false};
  bool dead_{false};
};

// The complete bwrap command line around the keeper helper.
std::vector<std::string> bwrap_command(const run_spec& spec, const std::filesystem::path& helper,
                                       const std::vector<std::string>& helper_arguments,
                                       bool disable_nested_userns);

// The Landlock rules and seccomp program for spec (use_landlock): the same
// view as a bwrap box (system directories and read_only_binds read-only, the
// working directory read-write) plus the harmless device nodes, which bwrap
// provides with its own /dev. Fills plan in place: its rules point into its
// own strings.
void build_confinement(const run_spec& spec, confinement_plan& plan);

// Whether path is visible inside the bwrap box built for spec (and in the
// Landlock view, which grants the same paths).
bool visible_in_box(const run_spec& spec, const std::filesystem::path& path);

}  // namespace grader::sandbox::detail
