#pragma once
// The EINTR loops of the kit, written once. A signal that interrupts a system
// call (the grader's own timers, a Ctrl-C being handled) must never turn into
// a short read, a lost write or a spurious failure.

#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <string>
#include <string_view>

namespace framework {

// Calls `call` until it does not fail with EINTR; returns its last result.
template <class Call>
auto retry_on_eintr(Call&& call) {
  for (;;) {
    auto result = call();
    if (!(result < 0 && errno == EINTR)) return result;
  }
}

// Everything until end of file, or until an error other than EINTR.
[[nodiscard]] std::string read_all(int fd);

// Writes all of `data`; false when the descriptor fails (EPIPE, EBADF...).
bool write_all(int fd, std::string_view data) noexcept;
bool write_all(int fd, const void* data, std::size_t size) noexcept;

}  // namespace framework
