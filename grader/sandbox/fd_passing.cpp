#include "grader/sandbox/fd_passing.hpp"

#include "framework/core/posix_io.hpp"

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace grader::sandbox::detail {

namespace {

constexpr std::size_t fds_bytes = sizeof(int) * arranged_fd_count;

// The header of one message: one buffer and room for the descriptors.
struct frame {
  iovec data{};
  alignas(cmsghdr) char control[CMSG_SPACE(fds_bytes)]{};
  msghdr message{};

  frame(void* bytes, std::size_t size) noexcept : data{bytes, size} {
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
  }
  frame(const frame&) = delete;
  frame& operator=(const frame&) = delete;
};

}  // namespace

ssize_t send_with_fds(int socket, const void* bytes, std::size_t size, const run_fds& fds) noexcept {
  frame f{const_cast<void*>(bytes), size};  // sendmsg only reads it
  cmsghdr* c = CMSG_FIRSTHDR(&f.message);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(fds_bytes);
  std::memcpy(CMSG_DATA(c), fds.data(), fds_bytes);
  return framework::retry_on_eintr([&] { return ::sendmsg(socket, &f.message, MSG_NOSIGNAL); });
}

ssize_t receive_with_fds(int socket, void* bytes, std::size_t size, run_fds& fds) noexcept {
  frame f{bytes, size};
  const ssize_t n =
      framework::retry_on_eintr([&] { return ::recvmsg(socket, &f.message, MSG_CMSG_CLOEXEC); });
  if (n <= 0) return n;
  bool whole = (f.message.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) == 0;
  int got = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&f.message); c != nullptr; c = CMSG_NXTHDR(&f.message, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    const std::size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
    for (std::size_t i = 0; i < count; ++i) {
      int fd = -1;
      std::memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
      if (got < arranged_fd_count) {
        fds[static_cast<std::size_t>(got)] = fd;
      } else {
        ::close(fd);
      }
      ++got;
    }
  }
  if (whole && got == arranged_fd_count) return n;
  for (int i = 0; i < got && i < arranged_fd_count; ++i) ::close(fds[static_cast<std::size_t>(i)]);
  errno = EPROTO;
  return -1;
}

}  // namespace grader::sandbox::detail
