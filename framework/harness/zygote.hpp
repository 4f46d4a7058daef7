#pragma once

// A runner as a warm box's zygote: the seam between a runner that can pay its
// start-up once (the Python runners: the interpreter and the kit's module)
// and the sandbox that forks each run from it.
//
// The framework declares the seam and the grader's sandbox fills it:
// serve_as_zygote is defined in grader/sandbox/zygote.cpp, whose object is
// linked into exactly the runners that call it (the Python runners). So the
// framework, which students build, includes nothing of the grader; how the
// box talks to its zygote is grader/sandbox/zygote.hpp's business.

namespace framework::harness {

struct zygote_hooks {
  void (*warm_up)();  // in the zygote, once; throws or exits when it cannot
  // Around each fork, in the zygote and in the run's child (Python's
  // PyOS_BeforeFork and PyOS_AfterFork_*).
  void (*before_fork)();
  void (*after_fork_parent)();
  void (*after_fork_child)();
};

// False when this process was not started as a zygote (by a warm box). Else
// serves until the box closes its socket, and returns true only in a run's
// forked process, which then answers its request as after an exec.
bool serve_as_zygote(int argc, char** argv, const zygote_hooks& hooks);

}  // namespace framework::harness
