#pragma once
// Running reference code (a model answer, a generic search) in the grader's
// own process, measured the way a student's search is: every edit of a
// framework state is counted through a probe sink of this thread's own, so
// references may be consulted from several threads at once.

#include "framework/core/probe_sink.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace grader {

// One reference program's run on a case, as reports and `grader solve` show it.
struct reference_run {
  std::string who;                     // "model answer", "fast solver", ...
  std::optional<std::uint64_t> nodes;  // nullopt: stopped at the cap
  std::uint64_t cap = 0;               // 0: none
  double seconds = 0.0;
  std::string note;  // what else it measured ("1,234 positions remembered")
};

// Runs `call` counting nodes by `rule`; past `cap` nodes (0: no cap) the
// counting edit throws, which unwinds the reference, and nodes stays empty.
// References work on copies of the case's states, so nothing is left half-edited.
template <class Call>
reference_run run_capped(std::string who, framework::probe::node_rule rule, std::uint64_t cap, Call&& call) {
  reference_run run;
  run.who = std::move(who);
  run.cap = cap;
  framework::probe::counter counter(rule, cap);
  const auto start = std::chrono::steady_clock::now();
  try {
    const framework::probe::scoped_sink listening(counter);
    call();
    run.nodes = counter.nodes();
  } catch (const framework::probe::cap_reached&) {}
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

}  // namespace grader
