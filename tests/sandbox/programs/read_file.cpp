// Prints the file named by argv[1]. Exit 0: read it; 1: could not open it.
#include <cerrno>
#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
  if (argc < 2) {
    return 3;
  }
  std::FILE* file = std::fopen(argv[1], "r");
  if (file == nullptr) {
    std::printf("open: %s\n", std::strerror(errno));
    return 1;
  }
  char buffer[4096];
  std::size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    std::fwrite(buffer, 1, n, stdout);
  }
  std::fclose(file);
  return 0;
}
