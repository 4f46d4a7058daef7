// bt_sandbox_exec: the keeper that runs inside a bubblewrap box.
//
// bwrap cannot tell us what we need: it folds the student's death by signal
// into exit code 128 + n, loses the student's rusage (its own pid 1 is never
// reaped by its monitor), applies no rlimits, and reports a failed exec like
// any other exit. So bwrap runs this helper as the box's pid 1 (--as-pid-1),
// and it does what the keeper does in the other modes (see child.cpp): applies
// the limits (RLIMIT_NPROC only makes sense in here, inside the box's own user
// namespace), forks the student, and reports on fd 5, a pipe only it holds.
//
// Usage (built by the library, not for humans):
//   bt_sandbox_exec --bt-sandbox-exec-v1 wall=MS cpu=MS as=B stack=B fsize=B
//                   nofile=N nproc=N single=0|1 umask=M dir=PATH pwd=VALUE|- -- PROGRAM ARGS...

#include "grader/sandbox/child.hpp"
#include "grader/sandbox/internal.hpp"
#include "grader/sandbox/process_filter.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

extern char** environ;

namespace {

using namespace grader::sandbox::detail;

template <typename T>
bool parse_number(std::string_view text, T& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc{} && end == text.data() + text.size();
}

[[noreturn]] void bad_arguments() { report_failure_and_exit(stage::helper_arguments, EINVAL); }

}  // namespace

int main(int argc, char** argv) {
  if (::fcntl(report_fd, F_GETFD) < 0 || argc < 2 || std::strcmp(argv[1], helper_magic_argument) != 0) {
    std::fputs("bt_sandbox_exec: internal helper of the grader sandbox, not meant to be run by hand\n",
               stderr);
    return 125;
  }
  student_limits values;
  long wall_ms = 0;
  unsigned file_mask = 022;
  int single_process = 0;
  const char* work_dir = nullptr;
  const char* pwd = nullptr;
  int i = 2;
  for (; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
    const std::string_view arg{argv[i]};
    const auto eq = arg.find('=');
    if (eq == std::string_view::npos) {
      bad_arguments();
    }
    const std::string_view key = arg.substr(0, eq);
    const std::string_view value = arg.substr(eq + 1);
    bool ok = true;
    if (key == "wall") {
      ok = parse_number(value, wall_ms);
    } else if (key == "cpu") {
      ok = parse_number(value, values.cpu_ms);
    } else if (key == "as") {
      ok = parse_number(value, values.address_space);
    } else if (key == "stack") {
      ok = parse_number(value, values.stack);
    } else if (key == "fsize") {
      ok = parse_number(value, values.file_size);
    } else if (key == "nofile") {
      ok = parse_number(value, values.open_files);
    } else if (key == "nproc") {
      ok = parse_number(value, values.processes);
    } else if (key == "single") {
      ok = parse_number(value, single_process);
    } else if (key == "umask") {
      ok = parse_number(value, file_mask);
    } else if (key == "dir") {
      work_dir = argv[i] + eq + 1;
    } else if (key == "pwd") {
      pwd = argv[i] + eq + 1;
    } else {
      ok = false;
    }
    if (!ok) {
      bad_arguments();
    }
  }
  if (i + 1 >= argc) {
    bad_arguments();  // no program after "--"
  }

  // bwrap sets PWD; the student gets exactly the environment the grader chose.
  if (pwd != nullptr && std::strcmp(pwd, "-") == 0) {
    ::unsetenv("PWD");
  } else if (pwd != nullptr) {
    ::setenv("PWD", pwd, 1);
  }

  child_plan plan;
  apply_student_limits(plan, values);
  plan.file_mask = static_cast<mode_t>(file_mask);
  plan.work_dir = work_dir;
  plan.executable = argv[i + 1];
  plan.argv = argv + i + 1;
  plan.envp = environ;
  plan.wall_ms = wall_ms;
  plan.private_pid_namespace = true;  // bwrap --unshare-pid --as-pid-1: we are pid 1
  if (single_process != 0) {
    // Built here, in a fresh process, where allocating is still allowed.
    plan.process_filter = process_filter_program();
    if (plan.process_filter == nullptr) report_failure_and_exit(stage::seccomp, ENOSYS);
  }

  // Descriptors 0..6 arrive in place through bwrap; anything else is not the
  // student's business.
  close_fds_from(arranged_fd_count);
  keeper_main(plan);
}
