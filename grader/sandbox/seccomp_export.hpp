#pragma once

// Internal: a libseccomp filter as the classic BPF program the kernel takes,
// built by the parent so that a child only has to install it.

#include <linux/filter.h>

#include <memory>
#include <vector>

namespace grader::sandbox::detail {

struct seccomp_release_deleter {
  void operator()(void* seccomp_context) const noexcept;
};
// A libseccomp filter under construction (seccomp_init's context).
using seccomp_filter = std::unique_ptr<void, seccomp_release_deleter>;

// Empty when the export fails.
std::vector<sock_filter> export_filter(const seccomp_filter& filter);

// False on a kernel without CONFIG_SECCOMP_FILTER.
bool seccomp_filters_work() noexcept;

}  // namespace grader::sandbox::detail
