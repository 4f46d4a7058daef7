// Tries to outlive the sandbox the daemon way: fork, setsid (leaving the
// process group), fork again, and sleep forever holding stdout; the original
// process exits 0. argv[1] is a marker for finding survivors.
#include <sys/wait.h>
#include <unistd.h>

int main() {
  const pid_t middle = ::fork();
  if (middle == 0) {
    ::setsid();
    if (::fork() == 0) {
      for (;;) {
        ::pause();
      }
    }
    ::_exit(0);
  }
  ::waitpid(middle, nullptr, 0);
  return 0;
}
