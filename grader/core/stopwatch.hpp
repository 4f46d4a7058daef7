#pragma once
// Adds the wall time of a scope to a figure of the grader's own account of a
// case (report::grader_time): a run, a replay, a judgement.

#include <chrono>

namespace grader {

class stopwatch {
 public:
  explicit stopwatch(double& into) noexcept : into_(into) {}
  ~stopwatch() { into_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  stopwatch(const stopwatch&) = delete;
  stopwatch& operator=(const stopwatch&) = delete;

 private:
  double& into_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace grader
