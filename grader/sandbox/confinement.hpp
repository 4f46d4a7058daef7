#pragma once

// Internal: the unprivileged fallback confinement (Landlock + seccomp) that
// the student's process applies to itself right before execve, in the modes
// without bubblewrap. The parent prepares everything (the path list, the
// seccomp program, which Landlock features the kernel has); the child only
// makes plain system calls, so apply_confinement is safe between fork and
// exec of a multi-threaded grader (see child.hpp).

#include <linux/filter.h>

#include <cstdint>
#include <string>
#include <vector>

namespace grader::sandbox::detail {

// Landlock's ABI, spelled out here because the distribution's
// <linux/landlock.h> can be older than the kernel (Debian 12's stops at ABI 2
// while its backports kernels speak ABI 7). The values are the kernel's
// stable user-space ABI.
namespace landlock {
inline constexpr std::uint64_t execute = 1ull << 0;
inline constexpr std::uint64_t write_file = 1ull << 1;
inline constexpr std::uint64_t read_file = 1ull << 2;
inline constexpr std::uint64_t read_dir = 1ull << 3;
inline constexpr std::uint64_t remove_dir = 1ull << 4;
inline constexpr std::uint64_t remove_file = 1ull << 5;
inline constexpr std::uint64_t make_char = 1ull << 6;
inline constexpr std::uint64_t make_dir = 1ull << 7;
inline constexpr std::uint64_t make_reg = 1ull << 8;
inline constexpr std::uint64_t make_sock = 1ull << 9;
inline constexpr std::uint64_t make_fifo = 1ull << 10;
inline constexpr std::uint64_t make_block = 1ull << 11;
inline constexpr std::uint64_t make_sym = 1ull << 12;
inline constexpr std::uint64_t refer = 1ull << 13;                      // ABI 2
inline constexpr std::uint64_t truncate = 1ull << 14;                   // ABI 3
inline constexpr std::uint64_t ioctl_dev = 1ull << 15;                  // ABI 5
inline constexpr std::uint64_t net_bind_tcp = 1ull << 0;                // ABI 4
inline constexpr std::uint64_t net_connect_tcp = 1ull << 1;             // ABI 4
inline constexpr std::uint64_t scope_abstract_unix_socket = 1ull << 0;  // ABI 6
inline constexpr std::uint64_t scope_signal = 1ull << 1;                // ABI 6

// Rights that make sense on a file (a rule on a file with directory rights is
// refused by the kernel).
inline constexpr std::uint64_t file_rights = execute | write_file | read_file | truncate | ioctl_dev;
inline constexpr std::uint64_t read_only = execute | read_file | read_dir;
}  // namespace landlock

// One path hierarchy the student may reach, with what it may do there.
struct landlock_rule {
  const char* path{nullptr};
  std::uint64_t access{0};
};

// Everything apply_confinement needs, built before the fork.
struct confinement {
  int landlock_abi{0};  // 0: no Landlock
  std::uint64_t handled_fs{0};
  std::uint64_t handled_net{0};
  std::uint64_t scoped{0};
  const landlock_rule* rules{nullptr};
  int rule_count{0};
  const sock_fprog* seccomp{nullptr};  // null: no seccomp filter
};

// Child side: no_new_privs, the Landlock domain, the seccomp filter. Reports
// a failure on the report pipe and exits (the grader's failure, never the
// student's). Async-signal-safe.
void apply_confinement(const confinement& c) noexcept;

// Parent side (the grader's process).

// The Landlock ABI of the running kernel; 0 when it has none (or it is
// disabled). Asked once.
int landlock_abi() noexcept;

// The seccomp program (built once with libseccomp); null when seccomp
// filters do not work here.
const sock_fprog* seccomp_program();

// The rights this kernel's Landlock ABI knows, for a ruleset to handle.
std::uint64_t handled_fs_rights(int abi) noexcept;

// The storage behind a confinement: the strings the rules point into.
struct confinement_plan {
  std::vector<std::string> paths;
  std::vector<landlock_rule> rules;
  confinement settings;
};

}  // namespace grader::sandbox::detail
