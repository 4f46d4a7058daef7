// Forks up to argv[1] (default 64) children that sleep, and reports on fd 4
// how many forks succeeded. Then kills and reaps them and exits 0.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  const int wanted = argc > 1 ? std::atoi(argv[1]) : 64;
  std::vector<pid_t> children;
  for (int i = 0; i < wanted; ++i) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      for (;;) {
        ::pause();
      }
    }
    if (pid < 0) {
      std::printf("fork failed: %s\n", std::strerror(errno));
      break;
    }
    children.push_back(pid);
  }
  const std::string count = std::to_string(children.size());
  if (::write(4, count.data(), count.size()) < 0) {
    return 1;
  }
  for (const pid_t pid : children) {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
  }
  return 0;
}
