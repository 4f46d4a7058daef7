#pragma once
// Who listens to the probe (framework/core/probe.hpp). A sink is installed per
// thread for a scope in the grader's process, or locked in for the life of a
// runner process, where it is the trace writer. Once a runner has locked its
// sink, installing another is refused and reported to it: a hook cannot hide
// part of its search from the trace by listening itself.

#include "framework/core/probe.hpp"

#include <cstdint>
#include <string_view>

namespace framework::probe {

class sink {
 public:
  virtual ~sink() = default;
  virtual void edited(std::uint32_t state, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) = 0;
  virtual void refused(std::uint32_t state, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) = 0;
  // A state built from scratch (not from a copy): its content is unknown to a
  // replay, so its edits are not measured.
  virtual void created(std::uint32_t /*state*/) {}
  // `to` (new, or overwritten by an assignment) now holds a copy of `from`.
  virtual void copied(std::uint32_t /*from*/, std::uint32_t /*to*/) {}
  virtual void dropped(std::uint32_t /*state*/) {}
  // Somebody tried to replace a locked sink.
  virtual void tampered(std::string_view /*what*/) {}
};

// Installs `s` for the calling thread until the scope ends (the previous sink
// comes back). Refused, and reported to the locked sink, in a locked process.
class scoped_sink {
 public:
  explicit scoped_sink(sink& s) noexcept;
  ~scoped_sink();
  scoped_sink(const scoped_sink&) = delete;
  scoped_sink& operator=(const scoped_sink&) = delete;

 private:
  sink* previous_ = nullptr;
  bool installed_ = false;
};

// The runner's one-way switch: from now on every thread reports to `s`, for
// the rest of the process. Only the first call succeeds; a later one is
// reported to the locked sink as tampering and returns false (so a sink locked
// by code that ran before the runner's main is found out too).
bool lock(sink& s) noexcept;

// Counts edits by kind, for the grader's own runs of reference code. With a
// cap, the edit that takes the node count past it throws cap_reached, which
// unwinds the reference's recursion.
using node_rule = std::uint64_t (*)(std::uint64_t placements, std::uint64_t removals);

struct cap_reached {};

class counter final : public sink {
 public:
  explicit counter(node_rule rule, std::uint64_t cap = 0) noexcept : rule_(rule), cap_(cap) {}
  void edited(std::uint32_t state, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) override;
  void refused(std::uint32_t, edit, std::int32_t, std::int32_t, std::int32_t) override {}
  [[nodiscard]] std::uint64_t nodes() const noexcept;
  [[nodiscard]] std::uint64_t placements() const noexcept { return placements_; }
  [[nodiscard]] std::uint64_t removals() const noexcept { return removals_; }

 private:
  node_rule rule_;
  std::uint64_t cap_;
  std::uint64_t placements_ = 0;
  std::uint64_t removals_ = 0;
};

}  // namespace framework::probe
