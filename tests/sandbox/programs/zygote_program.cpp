// A runner that can be a warm box's zygote (grader/sandbox/zygote.hpp). Its
// warm-up burns 300 ms of CPU and counts into a global; every run prints
// what it inherited and echoes its request. Requests: "spin" (until the CPU
// limit), "kill-all" (kill(-1): the zygote too), anything else echoes.
#include "grader/sandbox/zygote.hpp"

#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <ctime>
#include <string>

namespace {

int g_warm_ups = 0;
int g_runs = 0;

long cpu_ms() {
  timespec t{};
  ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1000 + t.tv_nsec / 1'000'000;
}

void warm_up() {
  while (cpu_ms() < 300) {}
  ++g_warm_ups;
}

void nothing() {}

}  // namespace

int main(int argc, char** argv) {
  const bool forked = grader::sandbox::serve_as_zygote(argc, argv, {&warm_up, &nothing, &nothing, &nothing});
  ++g_runs;
  std::string request;
  std::array<char, 4096> buffer{};
  for (ssize_t n = 0; (n = ::read(3, buffer.data(), buffer.size())) > 0;) {
    request.append(buffer.data(), static_cast<std::size_t>(n));
  }
  rlimit as{};
  ::getrlimit(RLIMIT_AS, &as);
  std::printf("zygote=%d warm_ups=%d runs=%d as=%llu cpu_ms=%ld\n", forked ? 1 : 0, g_warm_ups, g_runs,
              static_cast<unsigned long long>(as.rlim_cur), cpu_ms());
  std::fflush(stdout);
  if (request == "spin") {
    for (;;) (void)cpu_ms();
  }
  if (request == "kill-all") ::kill(-1, SIGKILL);
  (void)!::write(4, request.data(), request.size());
  return 0;
}
