#pragma once
// The runner's side of the search trace (framework/core/trace.hpp): the probe
// sink that a runner locks in before it calls the student's hook. It turns
// every edit into a record, sends full frames as they fill, and ends the
// channel with the answer. It also counts nodes, by the problem's node rule,
// for one purpose only: to stop a runaway search at its budget early. The
// grader never believes that count; it counts again from the trace.

#include "framework/core/probe_sink.hpp"
#include "framework/core/trace.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace framework::harness {

class trace_writer final : public trace::recorder {
 public:
  using budget_handler = void (*)(std::uint64_t nodes);

  trace_writer(int fd, const trace::key& k, probe::node_rule rule);

  // From now on, the edit that takes the count past `budget` calls `handler`.
  void set_budget(std::uint64_t budget, budget_handler handler) noexcept;

  void edited(std::uint32_t state, probe::edit kind, std::int32_t a, std::int32_t b, std::int32_t c) override;

  // Sends what is buffered, then the answer: the channel's last frame. An
  // answer no larger than a trace frame is framed without allocating;
  // a larger one may throw std::bad_alloc, and then nothing of it was sent.
  void finish(std::string_view answer);
  // An answer without a key: only for a request the runner could not read.
  static void unkeyed_answer(int fd, std::string_view answer);

  [[nodiscard]] std::uint64_t nodes() const noexcept;

 private:
  void full() noexcept override { flush(); }
  void flush() noexcept;
  void flush_if_due() noexcept;
  void send(trace::frame_type type, std::string_view payload);

  int fd_;
  // Room for one frame of a full buffer's records, made before the search
  // runs: a search that fills the address space must not find the trace
  // unable to frame its records (a frame lost in the middle of the channel
  // reads as tampering, not as the memory limit it is).
  std::vector<char> frame_;
  trace::authenticator tag_;
  probe::node_rule rule_;
  std::uint64_t budget_ = UINT64_MAX;
  budget_handler on_budget_ = nullptr;
  std::uint64_t placements_ = 0;
  std::uint64_t removals_ = 0;
  std::uint32_t sequence_ = 0;
  // A frame is sent when it fills, which a slow search (Python's, or one
  // with costly nodes) may take seconds to do: stopped at its CPU limit, it
  // would show the grader none of its progress. So every `stride_` edits the
  // writer reads the coarse clock (a vDSO read, no system call) and sends
  // what it holds once kSendEvery has passed since the last frame. The
  // stride doubles while checks come faster than a millisecond apart, and
  // halves when they come slower, so a fast search pays about nothing.
  std::uint32_t stride_ = 1;
  std::uint32_t until_check_ = 1;
  std::int64_t last_check_ns_ = 0;
  std::int64_t last_send_ns_ = 0;
};

}  // namespace framework::harness
