#pragma once

// A warm box's zygote: a runner that has paid its start-up once and forks a
// fresh process for each run. For the Python runner that start-up is the
// interpreter and the kit's module, about 24 ms of CPU against the 1.5 ms a
// warm box's C++ case costs in all.
//
// The box's pid 1 (exec_helper_main.cpp) starts the runner once per box with
// zygote_magic_argument and a socket at zygote_fd, confined as a student
// (the seccomp deny list), with no descriptor of any run. The runner warms
// up (warm_up: never the team's code) and serves: per run, pid 1 sends the
// run's limits and descriptors, and the zygote forks with CLONE_PARENT, so
// the run's process is pid 1's own child, measured, limited and reaped
// exactly as an exec'd one. In that child serve_as_zygote returns, with
// descriptors 0..4 in place, the run's rlimits, CPU timer, umask, working
// directory and process filter applied, and nothing of the zygote's socket:
// the runner then answers its request as it would after an exec.
//
// What a run cannot leave for the next: the zygote holds no file, no shared
// memory and no descriptor a run gets; it is not dumpable (no ptrace, no
// /proc/<pid>/mem from the same uid); a run that kills it costs only speed
// (pid 1 starts another, or falls back to exec).

#include "framework/harness/zygote.hpp"

namespace grader::sandbox {

inline constexpr const char* zygote_magic_argument = "--bt-sandbox-zygote-v1";
inline constexpr int zygote_fd = 3;

// The runner's end (framework/harness/zygote.hpp), defined in zygote.cpp:
// false when this process was not started as a zygote (argv and zygote_fd
// say so).
using framework::harness::serve_as_zygote;
using framework::harness::zygote_hooks;

}  // namespace grader::sandbox
