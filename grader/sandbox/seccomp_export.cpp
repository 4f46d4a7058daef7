#include "grader/sandbox/seccomp_export.hpp"

#include "grader/sandbox/unique_fd.hpp"

#include <seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace grader::sandbox::detail {

void seccomp_release_deleter::operator()(void* seccomp_context) const noexcept {
  seccomp_release(seccomp_context);
}

std::vector<sock_filter> export_filter(const seccomp_filter& filter) {
  // libseccomp 2.5 exports only to a descriptor.
  const unique_fd memory{static_cast<int>(::syscall(SYS_memfd_create, "bt-seccomp", MFD_CLOEXEC))};
  if (!memory || seccomp_export_bpf(filter.get(), memory.get()) != 0) return {};
  const off_t size = ::lseek(memory.get(), 0, SEEK_END);
  if (size <= 0 || size % static_cast<off_t>(sizeof(sock_filter)) != 0) return {};
  std::vector<sock_filter> program(static_cast<std::size_t>(size) / sizeof(sock_filter));
  if (::pread(memory.get(), program.data(), static_cast<std::size_t>(size), 0) != size) return {};
  return program;
}

bool seccomp_filters_work() noexcept {
  // EINVAL: a kernel without CONFIG_SECCOMP_FILTER.
  return ::prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

}  // namespace grader::sandbox::detail
