#pragma once

// Internal: a warm run's message on the box's socket (child.hpp, warm_serve_fd):
// its bytes and the run's seven descriptors as SCM_RIGHTS. The grader sends
// (warm_box.cpp), the box's pid 1 receives (exec_helper_main.cpp).

#include "grader/sandbox/child.hpp"

#include <sys/types.h>

#include <array>
#include <cstddef>

namespace grader::sandbox::detail {

using run_fds = std::array<int, arranged_fd_count>;

// sendmsg's result; errno set when it is -1.
ssize_t send_with_fds(int socket, const void* bytes, std::size_t size, const run_fds& fds) noexcept;

// The bytes received (0 at EOF), or -1: an error (errno set), or a message
// that was cut short or did not carry exactly seven descriptors (any it did
// carry are closed). The descriptors arrive close-on-exec.
ssize_t receive_with_fds(int socket, void* bytes, std::size_t size, run_fds& fds) noexcept;

}  // namespace grader::sandbox::detail
