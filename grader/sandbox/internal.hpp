#pragma once

// Internal glue between sandbox.cpp (the launcher) and isolation.cpp (uid,
// bubblewrap and working-directory policy). Not part of the public API.

#include "grader/sandbox/confinement.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader::sandbox::detail {

// Where the keeper helper is bind-mounted inside a bwrap box; a path of its
// own, so that nothing of the build tree becomes visible.
inline constexpr const char* helper_path_in_box = "/.bt_sandbox_exec";
inline constexpr const char* helper_magic_argument = "--bt-sandbox-exec-v1";

struct run_options {
  // Set only by the bwrap probe itself: use this instead of asking the probe.
  std::optional<bool> probing_disable_userns;
  // The bwrap probe runs as a shared uid (nobody); it must not kill(-1) there.
  bool kill_uid_leftovers{true};
};

run_result run_impl(const run_spec& spec, const run_options& options);

struct bwrap_support {
  bool usable{false};
  bool disable_nested_userns{false};  // bwrap --disable-userns works
};
const bwrap_support& probe_bwrap();

std::filesystem::path exec_helper_path(const isolation_options& iso);

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
