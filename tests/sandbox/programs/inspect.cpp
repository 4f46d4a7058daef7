// Reports, as key=value lines on stdout, what the sandbox set up: identity,
// limits, descriptors, signals, directory and environment.
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <string>

extern char** environ;

namespace {

void print_limit(const char* name, int resource) {
  rlimit value{};
  ::getrlimit(static_cast<__rlimit_resource_t>(resource), &value);
  const auto show = [](rlim_t v) { return v == RLIM_INFINITY ? std::string{"inf"} : std::to_string(v); };
  std::printf("rlimit_%s=%s:%s\n", name, show(value.rlim_cur).c_str(), show(value.rlim_max).c_str());
}

}  // namespace

int main() {
  std::printf("uid=%u\ngid=%u\n", ::getuid(), ::getgid());
  std::printf("groups=%d\n", ::getgroups(0, nullptr));
  std::printf("session_leader=%d\n", ::getsid(0) == ::getpid() ? 1 : 0);
  std::printf("group_leader=%d\n", ::getpgrp() == ::getpid() ? 1 : 0);
  print_limit("cpu", RLIMIT_CPU);
  print_limit("as", RLIMIT_AS);
  print_limit("stack", RLIMIT_STACK);
  print_limit("fsize", RLIMIT_FSIZE);
  print_limit("nofile", RLIMIT_NOFILE);
  print_limit("nproc", RLIMIT_NPROC);
  print_limit("core", RLIMIT_CORE);
  itimerval timer{};
  ::getitimer(ITIMER_PROF, &timer);
  std::printf("itimer_prof_ms=%ld\n", timer.it_value.tv_sec * 1000 + timer.it_value.tv_usec / 1000);

  std::string fds;
  for (int fd = 0; fd < 1024; ++fd) {
    if (::fcntl(fd, F_GETFD) >= 0) {
      fds += (fds.empty() ? "" : ",") + std::to_string(fd);
    }
  }
  std::printf("fds=%s\n", fds.c_str());

  sigset_t blocked;
  ::sigprocmask(SIG_SETMASK, nullptr, &blocked);
  int blocked_count = 0;
  for (int sig = 1; sig < NSIG; ++sig) {
    blocked_count += ::sigismember(&blocked, sig) == 1 ? 1 : 0;
  }
  std::printf("blocked_signals=%d\n", blocked_count);
  struct sigaction pipe_action {};
  ::sigaction(SIGPIPE, nullptr, &pipe_action);
  std::printf("sigpipe_default=%d\n", pipe_action.sa_handler == SIG_DFL ? 1 : 0);

  const int tty = ::open("/dev/tty", O_RDWR);
  std::printf("has_tty=%d\n", tty >= 0 ? 1 : 0);

  const mode_t mask = ::umask(0);
  std::printf("umask=%o\n", mask);
  char cwd[PATH_MAX];
  std::printf("cwd=%s\n", ::getcwd(cwd, sizeof cwd) != nullptr ? cwd : "?");
  for (char** e = environ; *e != nullptr; ++e) {
    std::printf("env=%s\n", *e);
  }
  return 0;
}
