#pragma once
// Who may run while a case's CPU is measured.
//
// On a shared machine a runner's CPU time is not the search's alone: on the
// 2-core machine the kit is measured on, a runner that faults pages in used
// 1.6 times its CPU while another did the same. So a verdict that rests on a
// CPU measurement near its limit is measured a second time alone
// (run_case.hpp, second_measurement): every other case and compile of this
// grader holds the gate shared while it runs, and the second measurement holds
// it alone. A lone measurement that waits goes first: new shared holders wait
// behind it, so a busy class cannot starve it.

#include <condition_variable>
#include <mutex>

namespace grader::pipeline {

class measurement_gate {
 public:
  // Released when destroyed; an empty hold (no gate) releases nothing.
  class hold {
   public:
    hold() = default;
    hold(hold&& other) noexcept : gate_(other.gate_), alone_(other.alone_) { other.gate_ = nullptr; }
    hold& operator=(hold&&) = delete;
    hold(const hold&) = delete;
    hold& operator=(const hold&) = delete;
    ~hold();

   private:
    friend class measurement_gate;
    hold(measurement_gate* gate, bool alone) : gate_(gate), alone_(alone) {}
    measurement_gate* gate_ = nullptr;
    bool alone_ = false;
  };

  // How many workers hold the gate by turns (a class graded with -j N). Set
  // before they start; one worker has nothing to be disturbed by but the
  // machine (run_case.hpp, second_measurement: the probe is for others).
  void set_workers(unsigned workers) noexcept { workers_ = workers; }
  [[nodiscard]] bool shared_by_workers() const noexcept { return workers_ > 1; }

  // Waits while a measurement runs alone or waits to.
  [[nodiscard]] hold share();
  // Waits until nothing else holds the gate.
  [[nodiscard]] hold alone();

 private:
  std::mutex lock_;
  std::condition_variable changed_;
  int sharing_ = 0;
  int waiting_alone_ = 0;
  bool alone_now_ = false;
  unsigned workers_ = 1;
};

// The gate's share, or nothing when there is no gate.
[[nodiscard]] measurement_gate::hold share(measurement_gate* gate);
[[nodiscard]] measurement_gate::hold alone(measurement_gate* gate);

}  // namespace grader::pipeline
