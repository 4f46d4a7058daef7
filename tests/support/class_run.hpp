#pragma once
// A grading run as a test needs it: the built grader started with a timeout
// in a process group of its own (so a hung run fails its test, not ctest, and
// takes its whole tree down), and a run that every test process of a build
// shares. ctest starts a process per test; the first one to ask makes the
// run under a lock, the others wait for it and read what it left. The run is
// kept by the fingerprint of what it depends on, so a changed submission,
// case or grader binary makes a fresh one and an unchanged tree reuses it.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bt::testing {

[[nodiscard]] std::string slurp(const std::filesystem::path& file);
void spit(const std::filesystem::path& file, const std::string& text);
// The last `max_bytes` of a log, for failure messages.
[[nodiscard]] std::string tail(const std::string& text, std::size_t max_bytes = 3000);

struct process_result {
  int exit_code = -1;  // -1: killed (a signal, or the timeout)
  bool timed_out = false;
  double seconds = 0;
};

// Runs argv with stdin from /dev/null and stdout and stderr to the files; the
// process dies with the test (PR_SET_PDEATHSIG) and with the timeout.
[[nodiscard]] process_result run_process(const std::vector<std::string>& argv,
                                         const std::filesystem::path& out_file,
                                         const std::filesystem::path& err_file,
                                         std::chrono::steady_clock::duration timeout);

// An FNV-1a fingerprint of what a run depends on.
class fingerprint {
 public:
  fingerprint& text(std::string_view bytes);
  // Every regular file under `root` (or `root` itself), by path and content.
  fingerprint& files(const std::filesystem::path& root);
  // A binary by size and modification time: a rebuilt one is a new run.
  fingerprint& binary(const std::filesystem::path& file);
  // Each binary of a comma-separated list (a test's BT_GRADED_WITH).
  fingerprint& binaries(std::string_view comma_separated);
  [[nodiscard]] std::string hex() const;

 private:
  std::uint64_t hash_ = 14695981039346656037ULL;
};

// The run kept in work_dir/<fingerprint>/, made by `make` (given that
// folder) when it is not there complete; the older runs in work_dir go. Every
// process of the build that asks waits for the one that makes it. Returns the
// folder; throws what `make` throws (the run is then not kept).
std::filesystem::path run_once(const std::filesystem::path& work_dir, const std::string& fingerprint,
                               const std::function<void(const std::filesystem::path&)>& make);

}  // namespace bt::testing
