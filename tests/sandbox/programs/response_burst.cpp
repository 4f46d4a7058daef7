// Well-behaved: writes 2 MiB on the response channel (fd 4) at once and
// exits 0, before a slow reader has taken it all.
#include <unistd.h>

#include <array>

int main() {
  std::array<char, 65536> block{};
  block.fill('b');
  for (int i = 0; i < 32; ++i) {
    for (std::size_t done = 0; done < block.size();) {
      const ssize_t n = ::write(4, block.data() + done, block.size() - done);
      if (n <= 0) return 1;
      done += static_cast<std::size_t>(n);
    }
  }
  return 0;
}
