#pragma once
// Trusted programs the grader runs itself, outside the sandbox: git for a team
// folder's last commit (lateness.cpp), sim_c++ for similarity between teams
// (the instructor's `grader similarity`). Each runs under coreutils'
// `timeout`, with the environment the caller gives and nothing else, stdin
// from /dev/null and stderr dropped; the child is always reaped, whatever
// happens while its output is read.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader::pipeline {

struct tool_request {
  std::vector<std::string> argv;  // argv[0] is looked up on the PATH of `env`
  std::vector<std::string> env;   // the whole environment, "NAME=value"
  std::filesystem::path cwd;      // empty: the grader's own
  int timeout_seconds = 20;
  std::size_t max_output = 4096;  // bytes of stdout kept; the rest is read and dropped
};

struct tool_result {
  bool started = false;  // `timeout` itself could be started
  int exit_code = -1;    // -1 when killed by a signal; timeout's 124 timed out, 127 not found
  std::string out;
  bool truncated = false;  // stdout was longer than max_output

  [[nodiscard]] bool succeeded() const noexcept { return started && exit_code == 0; }
};

[[nodiscard]] tool_result run_tool(const tool_request& request);

// "PATH=..." with the grader's own $PATH, when it has one: a tool is found
// where the instructor's shell finds it.
[[nodiscard]] std::optional<std::string> path_variable();

// Where `program` is on `path` (colon-separated, as $PATH): the first
// executable regular file of that name. Nothing when there is none.
[[nodiscard]] std::optional<std::filesystem::path> find_on_path(std::string_view program,
                                                                std::string_view path);

}  // namespace grader::pipeline
