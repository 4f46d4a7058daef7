// Burns CPU forever on two threads and tries to dodge the CPU limit: ignores
// SIGXCPU and SIGPROF and disarms the profiling timer. Only the hard
// RLIMIT_CPU (SIGKILL) can stop it. (Two threads so that the two CPU-seconds
// to the hard limit pass in about one second of wall time.)
#include <signal.h>
#include <sys/time.h>

#include <thread>

namespace {

[[noreturn]] void spin() {
  volatile unsigned long counter = 0;
  for (;;) {
    counter = counter + 1;
  }
}

}  // namespace

int main() {
  ::signal(SIGXCPU, SIG_IGN);
  ::signal(SIGPROF, SIG_IGN);
  const itimerval disarm{};
  ::setitimer(ITIMER_PROF, &disarm, nullptr);
  std::thread helper{spin};
  spin();
}
