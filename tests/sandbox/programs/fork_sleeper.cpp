// Forks a child that sleeps forever (keeping stdout and stderr open), then
// exits 0 at once. argv[1] is a marker for finding survivors.
#include <unistd.h>

#include <cstdio>

int main() {
  const pid_t pid = ::fork();
  if (pid == 0) {
    for (;;) {
      ::pause();
    }
  }
  std::printf("forked %d\n", static_cast<int>(pid));
  return pid > 0 ? 0 : 1;
}
