// Spends argv[2] milliseconds of CPU somewhere other than the main thread:
// argv[1] = "child" forks a child that burns and exits while the parent only
// waits for its pipe to close and never reaps it (its CPU is not in the
// parent's rusage); "thread" burns on a second thread. Then exits 0.
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <thread>

namespace {

void burn(long ms, clockid_t clock) {
  timespec start{};
  ::clock_gettime(clock, &start);
  volatile unsigned long counter = 0;
  for (;;) {
    for (int i = 0; i < 100000; ++i) counter = counter + 1;
    timespec now{};
    ::clock_gettime(clock, &now);
    if ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000 >= ms) return;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  const long ms = std::atol(argv[2]);
  if (std::strcmp(argv[1], "thread") == 0) {
    std::thread helper{[ms] { burn(ms, CLOCK_THREAD_CPUTIME_ID); }};
    helper.join();
    return 0;
  }
  int done[2];
  if (::pipe(done) != 0) return 3;
  const pid_t child = ::fork();
  if (child < 0) return 4;
  if (child == 0) {
    ::close(done[0]);
    burn(ms, CLOCK_PROCESS_CPUTIME_ID);
    ::_exit(0);  // closes done[1]
  }
  ::close(done[1]);
  char byte = 0;
  while (::read(done[0], &byte, 1) > 0) {}
  return 0;
}
