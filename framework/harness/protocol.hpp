#pragma once
// The runner protocol: how the grader talks to a submission's runner process.
//
// The grader starts one runner per test case. The runner reads one request from
// file descriptor 3 until end of file, calls one student hook, writes one
// response to file descriptor 4 and exits. The student's stdout and stderr are
// separate pipes, so nothing the student prints can corrupt the protocol.
//
// Request (JSON object):
//   protocol     kProtocolVersion
//   problem      "peg_solitaire", ...   (must match the runner's problem)
//   hook         "valid_moves", "apply_move", "undo_move", "solve", ...
//   input        problem-specific arguments of the hook (see the problem's json_io.hpp)
//   node_budget  optional: stop the search once it explores more nodes
//   log_limit    optional: how many state edits to log (default 0)
//
// Response (JSON object):
//   protocol     kProtocolVersion
//   status       one of the `status` names below
//   message      what went wrong, for every status but "ok"
//   output       the hook's result, for "ok" (problem-specific)
//   nodes        nodes the framework counted during the hook
//   hook_us      wall time of the hook call in microseconds
//   log          optional: the first edits, [["place"|"remove", a, b, c], ...]

#include <string_view>

namespace framework::harness {

inline constexpr int kProtocolVersion = 1;
inline constexpr int kRequestFd = 3;
inline constexpr int kResponseFd = 4;

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
