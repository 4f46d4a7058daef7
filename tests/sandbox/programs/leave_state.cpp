// Tries to leave something in a warm box for the run after it (argv[1] =
// "leave"), or to tamper with the box itself ("tamper"), and looks for what
// an earlier run left ("look"): the warm box must hand every run a box as it
// started. Prints key=value lines.
#include <dirent.h>
#include <fcntl.h>
#include <mqueue.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

const char* const planted[] = {"/tmp/bt_left", "/dev/shm/bt_left", "/bt_left", "/dev/bt_left", "bt_left"};

void plant(const char* path) {
  const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::printf("plant %s=%s\n", path, fd >= 0 ? "ok" : std::strerror(errno));
  if (fd >= 0) ::close(fd);
}

int leave() {
  for (const char* path : planted) plant(path);
  ::mkdir("/tmp/bt_left_dir", 0700);
  plant("/tmp/bt_left_dir/inside");
  ::chmod("/tmp/bt_left_dir", 0);  // unreadable, for whoever cleans up
  // IPC that would outlive the run in the box's own namespace.
  std::printf("shmget=%s\n", ::shmget(0x4254, 4096, IPC_CREAT | 0600) >= 0 ? "created" : "refused");
  const mqd_t q = ::mq_open("/bt_left", O_CREAT | O_RDWR, 0600, nullptr);
  std::printf("mq_open=%s\n", q != static_cast<mqd_t>(-1) ? "created" : "refused");
  // A daemon that would wait for the next run.
  if (::fork() == 0) {
    ::setsid();
    if (::fork() == 0) {
      for (;;) ::pause();
    }
    ::_exit(0);
  }
  return 0;
}

int tamper() {
  // The loader path of every dynamically linked program of the next run.
  const bool replaced = ::unlink("/lib64") == 0 && ::symlink("/tmp", "/lib64") == 0;
  std::printf("lib64=%s\n", replaced ? "replaced" : std::strerror(errno));
  ::chmod("/", 0700);
  return 0;
}

int look() {
  int found = 0;
  for (const char* path : planted) {
    struct stat info {};
    if (::lstat(path, &info) == 0) {
      std::printf("found %s\n", path);
      ++found;
    }
  }
  struct stat dir {};
  if (::lstat("/tmp/bt_left_dir", &dir) == 0) {
    std::printf("found /tmp/bt_left_dir\n");
    ++found;
  }
  char target[256]{};
  const ssize_t n = ::readlink("/lib64", target, sizeof target - 1);
  if (n < 0 || std::string(target) != "usr/lib64") {
    std::printf("found /lib64 -> %s\n", n < 0 ? "(none)" : target);
    ++found;
  }
  // Processes of the box besides pid 1 (the server) and this one.
  if (DIR* proc = ::opendir("/proc")) {
    while (const dirent* e = ::readdir(proc)) {
      const long pid = std::strtol(e->d_name, nullptr, 10);
      if (pid > 1 && pid != ::getpid()) {
        std::printf("found process %ld\n", pid);
        ++found;
      }
    }
    ::closedir(proc);
  }
  std::printf("found=%d\n", found);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "leave") return leave();
  if (what == "tamper") return tamper();
  if (what == "look") return look();
  return 2;
}
