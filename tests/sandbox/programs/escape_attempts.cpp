// Tries what a hostile submission would, and prints one line per attempt:
// "<name>=ok" when the system allowed it, "<name>=<errno name>" when refused.
//   write:PATH   create PATH and write to it (a file another run could read)
//   read:PATH    open PATH for reading
//   tcp:PORT     connect to 127.0.0.1:PORT
//   socket       socket(AF_UNIX), socket(AF_INET, SOCK_DGRAM), socketpair(AF_UNIX)
//   ptrace       PTRACE_ATTACH to the parent, PTRACE_TRACEME, process_vm_readv of the parent
//   namespaces   unshare(CLONE_NEWUSER), clone(CLONE_NEWUSER)
//   signal       kill(parent, 0)
//   ipc          shmget(IPC_PRIVATE)
//   personality  personality(ADDR_NO_RANDOMIZE)
//   fork         fork a child that exits (thread creation and fork still work)
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <sys/ipc.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

void say(const std::string& name, bool ok) {
  std::printf("%s=%s\n", name.c_str(), ok ? "ok" : strerrorname_np(errno));
}

void try_write(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  const bool ok = fd >= 0 && ::write(fd, "left behind\n", 12) == 12;
  say("write:" + path, ok);
  if (fd >= 0) ::close(fd);
}

void try_read(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  say("read:" + path, fd >= 0);
  if (fd >= 0) ::close(fd);
}

void try_tcp(const std::string& port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    say("tcp_socket", false);
    return;
  }
  say("tcp_socket", true);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(std::atoi(port.c_str())));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  say("tcp_connect", ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
  ::close(fd);
}

void try_sockets() {
  const int unix_socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  say("socket_unix", unix_socket >= 0);
  const int udp = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  say("socket_udp", udp >= 0);
  int pair[2] = {-1, -1};
  say("socketpair", ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) == 0);
}

void try_ptrace() {
  const pid_t parent = ::getppid();
  say("ptrace_attach", ::ptrace(PTRACE_ATTACH, parent, nullptr, nullptr) == 0);
  char buffer[16];
  iovec local{buffer, sizeof buffer};
  iovec remote{reinterpret_cast<void*>(0x400000), sizeof buffer};
  say("process_vm_readv", ::process_vm_readv(parent, &local, 1, &remote, 1, 0) >= 0);
  say("ptrace_traceme", ::ptrace(PTRACE_TRACEME, 0, nullptr, nullptr) == 0);
}

void try_namespaces() {
  say("unshare_user", ::unshare(CLONE_NEWUSER) == 0);
  const long child = ::syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, nullptr, nullptr, nullptr, nullptr);
  if (child == 0) ::_exit(0);
  say("clone_newuser", child > 0);
  if (child > 0) ::waitpid(static_cast<pid_t>(child), nullptr, 0);
}

void try_fork() {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(7);
  int status = 0;
  say("fork",
      child > 0 && ::waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 7);
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto colon = arg.find(':');
    const std::string what = arg.substr(0, colon);
    const std::string value = colon == std::string::npos ? "" : arg.substr(colon + 1);
    if (what == "write") {
      try_write(value);
    } else if (what == "read") {
      try_read(value);
    } else if (what == "tcp") {
      try_tcp(value);
    } else if (what == "socket") {
      try_sockets();
    } else if (what == "ptrace") {
      try_ptrace();
    } else if (what == "namespaces") {
      try_namespaces();
    } else if (what == "signal") {
      say("signal_parent", ::kill(::getppid(), 0) == 0);
    } else if (what == "ipc") {
      const int id = ::shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
      say("shmget", id >= 0);
      if (id >= 0) ::shmctl(id, IPC_RMID, nullptr);
    } else if (what == "personality") {
      say("personality", ::personality(ADDR_NO_RANDOMIZE) != -1);
    } else if (what == "fork") {
      try_fork();
    } else {
      std::printf("unknown attempt %s\n", arg.c_str());
      return 3;
    }
  }
  return 0;
}
