#include "tests/support/class_run.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace bt::testing {

namespace fs = std::filesystem;

std::string slurp(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void spit(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

std::string tail(const std::string& text, std::size_t max_bytes) {
  return text.size() <= max_bytes ? text : "[...]" + text.substr(text.size() - max_bytes);
}

process_result run_process(const std::vector<std::string>& argv, const fs::path& out_file,
                           const fs::path& err_file, std::chrono::steady_clock::duration timeout) {
  const auto start = std::chrono::steady_clock::now();
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    ::setpgid(0, 0);
    // The grader goes when the test does (a ctest timeout, an interrupted
    // run): orphaned, a class run would go on grading for minutes and load
    // the machine under the tests that follow. SIGTERM lets it stop its boxes.
    if (::prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || ::getppid() != parent) ::_exit(125);
    const int out = ::open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = ::open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int null = ::open("/dev/null", O_RDONLY);
    if (out < 0 || err < 0 || null < 0) ::_exit(126);
    ::dup2(null, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  ::setpgid(pid, pid);
  process_result r;
  int status = 0;
  for (;;) {
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) throw std::runtime_error(std::string("waitpid: ") + std::strerror(errno));
    if (std::chrono::steady_clock::now() - start > timeout) {
      r.timed_out = true;
      ::kill(-pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!r.timed_out && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  return r;
}

fingerprint& fingerprint::text(std::string_view bytes) {
  for (const char ch : bytes) {
    hash_ ^= static_cast<unsigned char>(ch);
    hash_ *= 1099511628211ULL;
  }
  return *this;
}

fingerprint& fingerprint::files(const fs::path& root) {
  std::vector<fs::path> found;
  if (fs::is_regular_file(root)) {
    found.push_back(root);
  } else if (fs::is_directory(root)) {
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
      if (entry.is_regular_file()) found.push_back(entry.path());
    }
  }
  std::sort(found.begin(), found.end());
  for (const auto& f : found) text(f.string()).text(slurp(f));
  return *this;
}

fingerprint& fingerprint::binary(const fs::path& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) return text(file.string() + ":missing");
  return text(file.string() + ":" + std::to_string(st.st_size) + ":" + std::to_string(st.st_mtim.tv_sec) +
              "." + std::to_string(st.st_mtim.tv_nsec));
}

fingerprint& fingerprint::binaries(std::string_view comma_separated) {
  while (!comma_separated.empty()) {
    const auto comma = std::min(comma_separated.find(','), comma_separated.size());
    binary(std::string(comma_separated.substr(0, comma)));
    comma_separated.remove_prefix(std::min(comma + 1, comma_separated.size()));
  }
  return *this;
}

std::string fingerprint::hex() const {
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash_));
  return hex;
}

fs::path run_once(const fs::path& work_dir, const std::string& fingerprint,
                  const std::function<void(const fs::path&)>& make) {
  fs::create_directories(work_dir);
  const int lock = ::open((work_dir / "lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock < 0) throw std::runtime_error("cannot open the lock of " + work_dir.string());
  struct unlock {
    int fd;
    ~unlock() { ::close(fd); }  // releases the lock
  } const release{lock};
  if (::flock(lock, LOCK_EX) != 0) throw std::runtime_error("cannot lock " + work_dir.string());
  const auto run_dir = work_dir / fingerprint;
  if (!fs::exists(run_dir / "complete")) {
    // Older runs are of other inputs or another grader: drop them.
    for (const auto& old : fs::directory_iterator(work_dir)) {
      if (old.is_directory()) fs::remove_all(old.path());
    }
    fs::create_directories(run_dir);
    make(run_dir);
    spit(run_dir / "complete", "");
  }
  return run_dir;
}

}  // namespace bt::testing
