#pragma once

// Internal: the seccomp filter of a box whose program may start threads but
// no process (limits::no_new_processes). A node count is the grader's
// measurement only if all the CPU a case spent is explained by the traced
// search; a forked child could search off the record, and its CPU would not
// be the case's (a parent need not wait for it). One process, however many
// threads, has one rusage: all of it is measured.

struct sock_fprog;

namespace grader::sandbox::detail {

// Built once with libseccomp (parent side; allocates). Null when seccomp
// filters do not work on this kernel: then the box cannot be single-process
// and run() refuses it (sandbox_error) rather than measure less than it says.
const sock_fprog* process_filter_program();

// Child side, right before execve: no_new_privs, then the filter.
// Async-signal-safe; a failure is reported on the report pipe.
void apply_process_filter(const sock_fprog* program) noexcept;

}  // namespace grader::sandbox::detail
