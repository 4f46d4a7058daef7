#pragma once

#include <unistd.h>

#include <utility>

namespace grader::sandbox {

// Move-only owner of a file descriptor. Every descriptor the sandbox opens in
// the grader process lives in one of these so that an exception on any path
// cannot leak a pipe end (a leaked write end would make a later read() wait
// for an EOF that never comes).
class unique_fd {
 public:
  unique_fd() noexcept = default;
  explicit unique_fd(int fd) noexcept : fd_{fd} {}
  unique_fd(const unique_fd&) = delete;
  unique_fd& operator=(const unique_fd&) = delete;
  unique_fd(unique_fd&& other) noexcept : fd_{other.release()} {}
  unique_fd& operator=(unique_fd&& other) noexcept {
    if (this != &other) {
      reset(other.release());
    }
    return *this;
  }
  ~unique_fd() { reset(); }

  [[nodiscard]] int get() const noexcept { return fd_; }
  [[nodiscard]] bool valid() const noexcept { return fd_ >= 0; }
  explicit operator bool() const noexcept { return valid(); }

  [[nodiscard]] int release() noexcept { return std::exchange(fd_, -1); }

  void reset(int fd = -1) noexcept {
    const int old = std::exchange(fd_, fd);
    if (old >= 0) {
      // close() must not be retried on EINTR on Linux: the descriptor is
      // already gone and the number may have been reused by another thread.
      ::close(old);
    }
  }

 private:
  int fd_{-1};
};

}  // namespace grader::sandbox
