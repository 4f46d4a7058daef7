// The grader's half of the Landlock + seccomp confinement: what the kernel
// supports, the seccomp program, and the list of paths a box may reach.

#include "grader/sandbox/confinement.hpp"

#include "grader/sandbox/internal.hpp"
#include "grader/sandbox/seccomp_export.hpp"

#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <memory>
#include <string_view>

namespace grader::sandbox {

namespace detail {

namespace {

// Refused with EPERM: an ordinary library gets an error it can handle (glibc
// probing nscd through an AF_UNIX socket, say) instead of a dead process,
// and a hostile program gains nothing either way.
constexpr int refused_errno = EPERM;

using filter = seccomp_filter;

bool add(const filter& f, int syscall_nr, int error = refused_errno) {
  return seccomp_rule_add(f.get(), SCMP_ACT_ERRNO(static_cast<std::uint32_t>(error)), syscall_nr, 0) == 0;
}

// The argument is spelled out: libseccomp's SCMP_A0 is a C compound literal,
// which clang warns about in C++.
bool add_masked(const filter& f, int syscall_nr, std::uint64_t mask, std::uint64_t value) {
  return seccomp_rule_add(f.get(), SCMP_ACT_ERRNO(refused_errno), syscall_nr, 1,
                          scmp_arg_cmp{0, SCMP_CMP_MASKED_EQ, mask, value}) == 0;
}

// A deny list on top of "allow": the compiler and every student program
// need hundreds of ordinary calls, and the file system and network are
// Landlock's job. What is here is what Landlock does not cover, or what
// reaches past the box: other processes' memory, the kernel's attack surface
// that a student never needs, and channels that outlive the run.
std::vector<sock_filter> build_seccomp_program() {
  const filter f{seccomp_init(SCMP_ACT_ALLOW)};
  if (!f) return {};
  bool ok = true;
  // No sockets at all: not TCP (Landlock refuses that too from ABI 4), not
  // UDP (Landlock never does), not AF_UNIX (a path socket such as
  // /run/docker.sock is reachable whatever Landlock says), not netlink.
  // socketpair stays: it only connects two ends the process holds.
  ok = ok && add(f, SCMP_SYS(socket));
  // io_uring can open and connect sockets (IORING_OP_SOCKET) without socket().
  for (const int nr : {SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register)}) {
    ok = ok && add(f, nr);
  }
  // Other processes: the keeper, the grader and other teams' boxes may share
  // the student's uid (an unprivileged grader without bubblewrap).
  for (const int nr : {SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev),
                       SCMP_SYS(kcmp), SCMP_SYS(pidfd_getfd)}) {
    ok = ok && add(f, nr);
  }
  // Kernel surface no student program needs.
  for (const int nr :
       {SCMP_SYS(keyctl), SCMP_SYS(add_key), SCMP_SYS(request_key), SCMP_SYS(bpf), SCMP_SYS(userfaultfd),
        SCMP_SYS(perf_event_open), SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at)}) {
    ok = ok && add(f, nr);
  }
  // Namespaces and mounts: a new user namespace is how most container
  // escapes and kernel exploits start; mounts would rearrange the view.
  for (const int nr :
       {SCMP_SYS(unshare), SCMP_SYS(setns), SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root),
        SCMP_SYS(chroot), SCMP_SYS(fsopen), SCMP_SYS(fsmount), SCMP_SYS(fsconfig), SCMP_SYS(move_mount),
        SCMP_SYS(open_tree), SCMP_SYS(mount_setattr)}) {
    ok = ok && add(f, nr);
  }
  for (const int flag : {CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET,
                         CLONE_NEWCGROUP}) {
    const auto bit = static_cast<std::uint64_t>(static_cast<unsigned>(flag));
    ok = ok && add_masked(f, SCMP_SYS(clone), bit, bit);
  }
  // clone3 passes its flags in memory a filter cannot read: ENOSYS makes
  // glibc fall back to clone, whose flags the rules above see (Docker's
  // default profile does the same).
  ok = ok && add(f, SCMP_SYS(clone3), ENOSYS);
  // Personality flags that weaken the address space (no ASLR, executable
  // data, a mapping at address 0). Bit 31 is in the mask so that the query
  // personality(0xffffffff) stays allowed.
  for (const std::uint64_t flag :
       {0x0040000ull /* ADDR_NO_RANDOMIZE */, 0x0100000ull /* MMAP_PAGE_ZERO */,
        0x0200000ull /* ADDR_COMPAT_LAYOUT */, 0x0400000ull /* READ_IMPLIES_EXEC */,
        0x0800000ull /* ADDR_LIMIT_32BIT */, 0x8000000ull /* ADDR_LIMIT_3GB */}) {
    ok = ok && add_masked(f, SCMP_SYS(personality), flag | 0x80000000ull, flag);
  }
  // IPC that outlives the run and that another team's box could open: SysV
  // shared memory, queues and semaphores, and POSIX message queues (bwrap
  // gives every box an IPC namespace of its own instead).
  for (const int nr : {SCMP_SYS(shmget), SCMP_SYS(msgget), SCMP_SYS(semget), SCMP_SYS(mq_open)}) {
    ok = ok && add(f, nr);
  }
  if (!ok) return {};
  return export_filter(f);
}

}  // namespace

int landlock_abi() noexcept {
  static const int abi = [] {
    const long version = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, 1u /* VERSION */);
    return version < 0 ? 0 : static_cast<int>(version);
  }();
  return abi;
}

const sock_fprog* seccomp_program() {
  static const std::vector<sock_filter> code =
      seccomp_filters_work() ? build_seccomp_program() : std::vector<sock_filter>{};
  // The kernel takes a non-const pointer but never writes through it.
  static const sock_fprog program{static_cast<unsigned short>(code.size()),
                                  const_cast<sock_filter*>(code.data())};
  return code.empty() ? nullptr : &program;
}

std::uint64_t handled_fs_rights(int abi) noexcept {
  using namespace landlock;
  if (abi <= 0) return 0;
  std::uint64_t rights = execute | write_file | read_file | read_dir | remove_dir | remove_file | make_char |
                         make_dir | make_reg | make_sock | make_fifo | make_block | make_sym;
  if (abi >= 2) rights |= refer;
  if (abi >= 3) rights |= truncate;
  if (abi >= 5) rights |= ioctl_dev;
  return rights;
}

}  // namespace detail

const confinement_support& confinement_available() {
  static const confinement_support support = [] {
    confinement_support s;
    s.landlock_abi = detail::landlock_abi();
    s.seccomp = detail::seccomp_program() != nullptr;
    return s;
  }();
  return support;
}

std::string describe_confinement(const confinement_support& s) {
  std::string text;
  if (s.landlock_abi > 0) {
    text = "landlock (ABI " + std::to_string(s.landlock_abi) + ": read-only view";
    text += s.landlock_abi >= 4 ? ", no TCP" : ", TCP not covered";
    if (s.landlock_abi >= 6) text += ", no signals out of the box";
    text += ")";
  } else {
    text = "no landlock (the kernel has none: files are not hidden)";
  }
  text += s.seccomp ? " + seccomp (no sockets, no ptrace, no namespaces, no SysV IPC)"
                    : " + no seccomp (the kernel refuses filters: sockets and ptrace allowed)";
  return text;
}

}  // namespace grader::sandbox
