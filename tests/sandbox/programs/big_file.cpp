// Writes big.bin in the working directory until the file-size limit stops it.
#include <fcntl.h>
#include <unistd.h>

#include <array>

int main() {
  const int fd = ::open("big.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    return 2;
  }
  std::array<char, 4096> block{};
  block.fill('f');
  for (;;) {
    if (::write(fd, block.data(), block.size()) < 0) {
      return 1;  // only reached when SIGXFSZ is ignored
    }
  }
}
