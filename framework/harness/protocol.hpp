#pragma once
// The runner protocol: how the grader talks to a submission's runner process.
//
// The grader starts one runner per test case. The runner reads one request
// from file descriptor 3 until end of file, calls one student hook, and writes
// its result channel on file descriptor 4: the trace of every edit the hook
// made to framework-owned states, then its answer, as authenticated frames
// (framework/core/trace.hpp). The student's stdout and stderr are separate
// pipes, so nothing the student prints can corrupt the protocol, and what a
// student writes on fd 4 fails authentication.
//
// Request (JSON object):
//   protocol     kProtocolVersion
//   problem      "peg_solitaire", ...   (must match the runner's problem)
//   hook         "valid_moves", "apply_move", "undo_move", "solve", ...
//   input        the hook's arguments ("state", "move", ...; see the problem's rules)
//   channel_key  32 hex digits: the key of the result channel's tags
//   node_budget  optional: stop the search once it explores more nodes
//
// Answer (JSON object, the payload of the last frame):
//   protocol     kProtocolVersion
//   status       one of the `status` names below
//   message      what went wrong, for every status but "ok"
//   output       the hook's result, for "ok" (problem-specific)
//   hook_us      wall time of the hook call in microseconds
//   language     "cpp" or "python": how the grader words its advice (nothing else)
// There is no node count in the answer: the grader counts the nodes itself,
// by replaying the trace.

#include <string_view>

namespace framework::harness {

inline constexpr int kProtocolVersion = 2;
inline constexpr int kRequestFd = 3;
inline constexpr int kResultFd = 4;

namespace status {
inline constexpr std::string_view ok = "ok";
inline constexpr std::string_view not_implemented = "not_implemented";
inline constexpr std::string_view rule_violation = "rule_violation";
inline constexpr std::string_view exception = "exception";
inline constexpr std::string_view out_of_memory = "out_of_memory";
inline constexpr std::string_view node_budget_exceeded = "node_budget_exceeded";
// The runner could not understand the request: the grader's fault, a judge error.
inline constexpr std::string_view bad_request = "bad_request";
}  // namespace status

}  // namespace framework::harness
