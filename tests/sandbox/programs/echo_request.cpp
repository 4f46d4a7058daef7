// Well-behaved: copies the request (fd 3) to the response channel (fd 4),
// greets on stdout and stderr, exits 0.
#include <unistd.h>

#include <array>
#include <cstdio>

namespace {

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n <= 0) {
      return false;
    }
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

int main() {
  std::array<char, 65536> buffer{};
  for (;;) {
    const ssize_t n = ::read(3, buffer.data(), buffer.size());
    if (n <= 0) {
      break;
    }
    if (!write_all(4, buffer.data(), static_cast<std::size_t>(n))) {
      return 2;
    }
  }
  std::puts("hello stdout");
  std::fputs("hello stderr\n", stderr);
  return 0;
}
