// The child's half of the Landlock + seccomp confinement: only system calls,
// because it runs between fork and exec (see child.hpp and confinement.hpp).

#include "grader/sandbox/child.hpp"
#include "grader/sandbox/confinement.hpp"
#include "grader/sandbox/process_filter.hpp"

#include <fcntl.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace grader::sandbox::detail {

namespace {

// struct landlock_ruleset_attr as of ABI 6; older kernels get a prefix of it.
struct ruleset_attr {
  std::uint64_t handled_access_fs{0};
  std::uint64_t handled_access_net{0};
  std::uint64_t scoped{0};
};

struct __attribute__((packed)) path_beneath_attr {
  std::uint64_t allowed_access{0};
  std::int32_t parent_fd{-1};
};

constexpr int rule_path_beneath = 1;  // LANDLOCK_RULE_PATH_BENEATH

std::size_t ruleset_attr_size(int abi) noexcept {
  // An older kernel refuses a larger struct only when the bytes it does not
  // know are non-zero; sending exactly what it knows keeps that out of play.
  if (abi >= 6) return sizeof(ruleset_attr);
  if (abi >= 4) return 2 * sizeof(std::uint64_t);
  return sizeof(std::uint64_t);
}

void add_rules(int ruleset, const confinement& c) noexcept {
  for (int i = 0; i < c.rule_count; ++i) {
    const landlock_rule& rule = c.rules[i];
    const int fd = ::open(rule.path, O_PATH | O_CLOEXEC);
    if (fd < 0) {
      // Absent (no /lib32 here) or out of the student's reach anyway (a slot
      // uid cannot traverse it): nothing to allow.
      if (errno == ENOENT || errno == EACCES || errno == ENOTDIR) continue;
      report_failure_and_exit(stage::landlock, errno);
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0) report_failure_and_exit(stage::landlock, errno);
    path_beneath_attr attr;
    attr.allowed_access = rule.access & c.handled_fs;
    if (!S_ISDIR(info.st_mode)) attr.allowed_access &= landlock::file_rights;
    attr.parent_fd = fd;
    if (attr.allowed_access != 0 &&
        ::syscall(SYS_landlock_add_rule, ruleset, rule_path_beneath, &attr, 0u) != 0) {
      report_failure_and_exit(stage::landlock, errno);
    }
    ::close(fd);
  }
}

}  // namespace

void apply_confinement(const confinement& c) noexcept {
  // Both Landlock and an unprivileged seccomp filter require it; it also
  // keeps setuid programs from gaining privileges inside the box.
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) report_failure_and_exit(stage::no_new_privs, errno);
  if (c.landlock_abi > 0) {
    ruleset_attr attr;
    attr.handled_access_fs = c.handled_fs;
    attr.handled_access_net = c.handled_net;
    attr.scoped = c.scoped;
    const long ruleset = ::syscall(SYS_landlock_create_ruleset, &attr, ruleset_attr_size(c.landlock_abi), 0u);
    if (ruleset < 0) report_failure_and_exit(stage::landlock, errno);
    add_rules(static_cast<int>(ruleset), c);
    if (::syscall(SYS_landlock_restrict_self, static_cast<int>(ruleset), 0u) != 0) {
      report_failure_and_exit(stage::landlock, errno);
    }
    ::close(static_cast<int>(ruleset));
  }
  // Last: the filter must not stand in the way of the calls above.
  if (c.seccomp != nullptr && ::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0u, c.seccomp) != 0) {
    report_failure_and_exit(stage::seccomp, errno);
  }
}

void apply_process_filter(const sock_fprog* program) noexcept {
  // An unprivileged filter requires no_new_privs (after a uid drop the
  // student has no CAP_SYS_ADMIN either).
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) report_failure_and_exit(stage::no_new_privs, errno);
  if (::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0u, program) != 0) {
    report_failure_and_exit(stage::seccomp, errno);
  }
}

}  // namespace grader::sandbox::detail
