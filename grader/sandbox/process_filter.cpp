// The single-process filter (see process_filter.hpp).

#include "grader/sandbox/process_filter.hpp"

#include "grader/sandbox/child.hpp"
#include "grader/sandbox/seccomp_export.hpp"

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

namespace grader::sandbox::detail {

namespace {

// A kill, not an error: a program that was refused a fork could go on and
// answer as if it had searched, and a clear verdict ("started a process")
// beats a wrong answer whose cause the student never sees. SIGSYS ends the
// whole process, uncatchable (SECCOMP_RET_KILL_PROCESS).
std::vector<sock_filter> build() {
  const seccomp_filter f{seccomp_init(SCMP_ACT_ALLOW)};
  // Another ABI's calls (int 0x80, x32) have numbers of their own for fork.
  if (!f || seccomp_attr_set(f.get(), SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) != 0) return {};
  bool ok = seccomp_rule_add(f.get(), SCMP_ACT_KILL_PROCESS, SCMP_SYS(fork), 0) == 0 &&
            seccomp_rule_add(f.get(), SCMP_ACT_KILL_PROCESS, SCMP_SYS(vfork), 0) == 0;
  // (The argument is spelled out: libseccomp's SCMP_A0 is a C compound
  // literal, which clang warns about in C++.)
  // clone makes a thread exactly when CLONE_THREAD is set (which requires
  // CLONE_VM and CLONE_SIGHAND): the same process, the same rusage.
  const auto thread_bit = static_cast<std::uint64_t>(CLONE_THREAD);
  ok = ok && seccomp_rule_add(f.get(), SCMP_ACT_KILL_PROCESS, SCMP_SYS(clone), 1,
                              scmp_arg_cmp{0, SCMP_CMP_MASKED_EQ, thread_bit, 0}) == 0;
  // clone3 passes its flags in memory a filter cannot read: ENOSYS makes
  // glibc's pthread_create and fork fall back to clone, which the rule above
  // judges.
  ok = ok && seccomp_rule_add(f.get(), SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) == 0;
  if (!ok) return {};
  return export_filter(f);
}

}  // namespace

const sock_fprog* process_filter_program() {
  static const std::vector<sock_filter> code = seccomp_filters_work() ? build() : std::vector<sock_filter>{};
  // The kernel takes a non-const pointer but never writes through it.
  static const sock_fprog program{static_cast<unsigned short>(code.size()),
                                  const_cast<sock_filter*>(code.data())};
  return code.empty() ? nullptr : &program;
}

}  // namespace grader::sandbox::detail
