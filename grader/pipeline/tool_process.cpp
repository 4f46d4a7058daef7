#include "grader/pipeline/tool_process.hpp"

#include "grader/sandbox/unique_fd.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

namespace grader::pipeline {

namespace {

// posix_spawn's file actions, destroyed on every path out.
class spawn_actions {
 public:
  spawn_actions() { ::posix_spawn_file_actions_init(&actions_); }
  ~spawn_actions() { ::posix_spawn_file_actions_destroy(&actions_); }
  spawn_actions(const spawn_actions&) = delete;
  spawn_actions& operator=(const spawn_actions&) = delete;
  [[nodiscard]] posix_spawn_file_actions_t* get() noexcept { return &actions_; }

 private:
  posix_spawn_file_actions_t actions_{};
};

// A started child that is reaped however the reading ends: an exception
// (an allocation failing on a huge output) kills it rather than leaving a
// zombie and a tool running on.
class reaped_child {
 public:
  explicit reaped_child(pid_t pid) noexcept : pid_(pid) {}
  ~reaped_child() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    static_cast<void>(wait());
  }
  reaped_child(const reaped_child&) = delete;
  reaped_child& operator=(const reaped_child&) = delete;

  // The exit code, or -1 when a signal ended it.
  int wait() noexcept {
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {}
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

 private:
  pid_t pid_;
};

std::vector<char*> c_strings(std::vector<std::string>& words) {
  std::vector<char*> pointers;
  pointers.reserve(words.size() + 1);
  for (auto& w : words) pointers.push_back(w.data());
  pointers.push_back(nullptr);
  return pointers;
}

}  // namespace

tool_result run_tool(const tool_request& request) {
  tool_result result;
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return result;
  const sandbox::unique_fd read_end(fds[0]);
  sandbox::unique_fd write_end(fds[1]);

  std::vector<std::string> words = {"timeout", "-k", "2", std::to_string(request.timeout_seconds)};
  words.insert(words.end(), request.argv.begin(), request.argv.end());
  auto argv = c_strings(words);
  std::vector<std::string> env_words = request.env;
  auto envp = c_strings(env_words);

  pid_t pid = -1;
  int spawned = 0;
  {
    spawn_actions actions;
    ::posix_spawn_file_actions_addopen(actions.get(), STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    ::posix_spawn_file_actions_adddup2(actions.get(), write_end.get(), STDOUT_FILENO);
    ::posix_spawn_file_actions_addopen(actions.get(), STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    if (!request.cwd.empty()) ::posix_spawn_file_actions_addchdir_np(actions.get(), request.cwd.c_str());
    // `timeout` is found on the grader's own PATH; the tool on the one in `env`.
    spawned = ::posix_spawnp(&pid, "timeout", actions.get(), nullptr, argv.data(), envp.data());
  }
  write_end.reset();
  if (spawned != 0) return result;
  reaped_child child(pid);
  result.started = true;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(read_end.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    const auto room = request.max_output - std::min(request.max_output, result.out.size());
    const auto got = static_cast<std::size_t>(n);
    if (got > room) result.truncated = true;
    result.out.append(buffer, std::min(got, room));
  }
  result.exit_code = child.wait();
  return result;
}

std::optional<std::string> path_variable() {
  if (const char* path = std::getenv("PATH")) return std::string("PATH=") + path;
  return std::nullopt;
}

std::optional<std::filesystem::path> find_on_path(std::string_view program, std::string_view path) {
  std::size_t start = 0;
  while (start <= path.size()) {
    const auto end = std::min(path.find(':', start), path.size());
    // An empty entry is the current folder, as the shell reads it.
    const std::filesystem::path dir(end == start ? std::string_view(".") : path.substr(start, end - start));
    const auto candidate = dir / program;
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec) && ::access(candidate.c_str(), X_OK) == 0)
      return candidate;
    start = end + 1;
  }
  return std::nullopt;
}

}  // namespace grader::pipeline
