// Allocates until operator new fails, then exits with code 3 like a program
// that handles std::bad_alloc gracefully.
#include <cstdio>
#include <memory>
#include <new>
#include <vector>

int main() {
  std::vector<std::unique_ptr<char[]>> blocks;
  blocks.reserve(4096);
  try {
    for (;;) {
      blocks.push_back(std::make_unique_for_overwrite<char[]>(16u << 20));
    }
  } catch (const std::bad_alloc&) {
    std::printf("bad_alloc after %zu MiB\n", blocks.size() * 16);
    return 3;
  }
}
