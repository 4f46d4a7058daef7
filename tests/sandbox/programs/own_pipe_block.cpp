// Blocks writing to a pipe of its own that nobody reads: a hook that waits,
// dressed as one waiting for the grader. It must be stopped at the wall limit.
#include <unistd.h>

#include <array>

int main() {
  int ends[2];
  if (::pipe(ends) != 0) return 1;
  std::array<char, 4096> block{};
  block.fill('p');
  for (;;) {
    if (::write(ends[1], block.data(), block.size()) < 0) return 2;
  }
}
