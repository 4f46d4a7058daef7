#pragma once
// Debian's similarity-tester (`sim_c++`, Dick Grune's sim) as the similarity
// engine runs it: found on $PATH once, run with the files' plain names from
// the folder that holds them (so that a team's name never reaches its
// command line or its output), and its two output forms read back.

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grader::similarity {

// sim_c++ is not installed: said before anything is written.
class tool_missing : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One run of matching tokens, as `sim_c++ -n` reports it: lines of the first
// file and of the second, both 1-based and inclusive.
struct sim_run {
  std::string file_a;
  int a_first = 0;
  int a_last = 0;
  std::string file_b;
  int b_first = 0;
  int b_last = 0;
  int tokens = 0;
};

// "F consists for P % of G material" (`sim_c++ -p`): P % of F's tokens are in G.
struct sim_share {
  std::string file;
  std::string other;
  int percent = 0;
};

[[nodiscard]] std::vector<sim_run> parse_runs(std::string_view output);
[[nodiscard]] std::vector<sim_share> parse_shares(std::string_view output);

class sim_tool {
 public:
  // Throws tool_missing when sim_c++ is not on $PATH.
  explicit sim_tool(int min_run);

  // `sim_c++ -n` (runs) or `-p` (shares) with `flags` on `files` (plain
  // names in `dir`; "/" separates the new files from the old). Throws
  // std::runtime_error when sim_c++ fails or runs out of time.
  [[nodiscard]] std::vector<sim_run> runs(const std::filesystem::path& dir,
                                          const std::vector<std::string>& flags,
                                          const std::vector<std::string>& files) const;
  [[nodiscard]] std::vector<sim_share> shares(const std::filesystem::path& dir,
                                              const std::vector<std::string>& flags,
                                              const std::vector<std::string>& files) const;

 private:
  [[nodiscard]] std::string output(const std::filesystem::path& dir, std::vector<std::string> args) const;

  std::filesystem::path program_;
  int min_run_;
};

}  // namespace grader::similarity
