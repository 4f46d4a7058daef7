#pragma once

// Internal glue between sandbox.cpp (the launcher) and isolation.cpp (uid,
// bubblewrap and working-directory policy). Not part of the public API.

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

// Whether path is visible inside the bwrap box built for spec.
bool visible_in_box(const run_spec& spec, const std::filesystem::path& path);

}  // namespace grader::sandbox::detail
