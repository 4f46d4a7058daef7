// Tries to take out whatever supervises it: SIGKILLs its parent and pid 1,
// then exits 0 after a moment. Prints whether each kill() was accepted.
#include <signal.h>
#include <unistd.h>

#include <cstdio>

int main() {
  const int parent = ::kill(::getppid(), SIGKILL);
  const int init = ::kill(1, SIGKILL);
  std::printf("kill(parent)=%d kill(1)=%d\n", parent, init);
  std::fflush(stdout);
  ::usleep(100'000);
  return 0;
}
