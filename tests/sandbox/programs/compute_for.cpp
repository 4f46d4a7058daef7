// Computes until it has used argv[1] milliseconds of CPU, then exits 0: a
// hook that is slow only when the machine gives it a fraction of a CPU.
#include <cstdlib>
#include <ctime>

int main(int argc, char** argv) {
  const long wanted_ms = argc > 1 ? std::atol(argv[1]) : 100;
  volatile unsigned long counter = 0;
  for (;;) {
    for (int i = 0; i < 100000; ++i) counter = counter + 1;
    timespec used{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used);
    if (used.tv_sec * 1000 + used.tv_nsec / 1'000'000 >= wanted_ms) return 0;
  }
}
