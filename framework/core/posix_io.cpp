#include "framework/core/posix_io.hpp"

namespace framework {

std::string read_all(int fd) {
  std::string data;
  char buffer[65536];
  for (;;) {
    const ssize_t n = retry_on_eintr([&] { return ::read(fd, buffer, sizeof buffer); });
    if (n <= 0) return data;
    data.append(buffer, static_cast<std::size_t>(n));
  }
}

bool write_all(int fd, const void* data, std::size_t size) noexcept {
  const auto* bytes = static_cast<const char*>(data);
  std::size_t done = 0;
  while (done < size) {
    const ssize_t n = retry_on_eintr([&] { return ::write(fd, bytes + done, size - done); });
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

bool write_all(int fd, std::string_view data) noexcept { return write_all(fd, data.data(), data.size()); }

}  // namespace framework
