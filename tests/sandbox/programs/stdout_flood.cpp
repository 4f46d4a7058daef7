// Prints forever.
#include <cstdio>

int main() {
  for (unsigned long line = 0;; ++line) {
    std::printf("line %lu: all work and no play makes Jack a dull boy\n", line);
  }
}
