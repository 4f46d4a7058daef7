// Writes to the response channel (fd 4) forever.
#include <unistd.h>

#include <array>

int main() {
  std::array<char, 4096> block{};
  block.fill('r');
  for (;;) {
    if (::write(4, block.data(), block.size()) < 0) {
      return 1;
    }
  }
}
