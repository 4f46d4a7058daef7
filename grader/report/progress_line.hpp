#pragma once
// The live line a long `grader grade` keeps at the bottom of a terminal:
// teams done, cases done, cases per second and the time left. Every team's
// own line is printed above it as the team finishes. When the output is not a
// terminal (a pipe, a CI log) there is no live line at all: only the teams'
// lines, one each, so a log stays line-based and diffable.

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

namespace grader::report {

// What the line says, from counts alone (separate so it can be tested
// without a clock or a terminal).
struct progress_counts {
  std::size_t teams_done = 0;
  std::size_t teams = 0;
  std::size_t cases_done = 0;    // graded or taken over from a previous run
  std::size_t cases_graded = 0;  // graded in this run: what the rate is measured on
  std::size_t cases = 0;         // planned: every team's share of every case
  double seconds = 0.0;          // since the run started
};
// "3/12 teams  1,203/8,592 cases  41.2 cases/s  about 3 min left"
[[nodiscard]] std::string describe(const progress_counts& p);

class progress_line {
 public:
  // `live`: draw and redraw the line (a terminal); else print nothing of it.
  progress_line(std::ostream& out, std::size_t teams, std::size_t cases, bool live);
  ~progress_line();
  progress_line(const progress_line&) = delete;
  progress_line& operator=(const progress_line&) = delete;

  // Thread-safe.
  void case_done(bool reused);
  // Prints what `print` writes (whole lines) above the live line.
  void team_done(const std::function<void(std::ostream&)>& print);

 private:
  // mutex_ held. Unless forced, at most ten redraws a second: cases taken
  // over from a previous run arrive by the thousand.
  void draw(bool force = false);
  void clear();  // mutex_ held
  void tick(const std::stop_token& stop);

  std::ostream& out_;
  bool live_;
  progress_counts counts_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::mutex mutex_;
  std::condition_variable_any wake_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point last_draw_{};
  std::jthread ticker_;  // last: stopped and joined first
};

}  // namespace grader::report
