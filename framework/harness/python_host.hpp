#pragma once
// The Python track of a runner: the interpreter embedded in the problem's
// Python runner, the team's sources it imports, and the translation of what
// Python code does into what the runner answers. A problem's Python hooks
// (framework/<problem>/python_hooks.cpp) bind its states as the lecture's
// Python sees them and call the student's functions through `call`; every
// edit still goes through the framework's state, so the trace, the node count
// and the verdicts are the C++ track's.
//
// The interpreter is isolated: no site-packages, no environment, no current
// folder on the path; only the standard library and the team's files import.
// An audit hook (which Python code cannot remove) refuses what could reach
// the runner's memory or the world outside the search: ctypes and the test
// modules of CPython, code objects made by hand, /proc and devices, processes
// and sockets. The sandbox around the runner holds the rest, as for C++.

#include <pybind11/pybind11.h>

#include <string>
#include <string_view>

namespace framework::harness::python {

namespace py = pybind11;

// Starts the interpreter and finds the team's sources in this executable's
// payload (python_payload.hpp); idempotent.
void start();

// The team's function `name` of exercises/<problem>/<problem>.py, importing
// the module (its top-level code runs) on first use. It also starts the
// interpreter: a hook entry calls it before it makes any Python object (a
// tuple, a view), which would otherwise crash on an interpreter not started. A missing function is
// the student's exception, named.
[[nodiscard]] py::object hook_function(std::string_view name);

// The team's module, exercises/<problem>/<problem>.py, imported as
// hook_function does: for the classes a problem's view may take from it (a
// Board of the team's own that extends the kit's).
[[nodiscard]] py::object team_module();

// What a Python exception becomes in the runner's answer:
// NotImplementedError -> not_implemented, kit.IllegalMove (a framework state
// refused an edit) -> rule_violation, MemoryError -> out_of_memory, anything
// else -> an exception whose feedback is the traceback of the student's frames.
[[noreturn]] void rethrow(py::error_already_set& e);

// Calls `fn` as the student's code: a Python exception is rethrown as above.
template <class... Args>
py::object call(const py::handle& fn, Args&&... args) {
  try {
    return fn(std::forward<Args>(args)...);
  } catch (py::error_already_set& e) {
    rethrow(e);
  }
}

// The hook returned something that is not what the lecture's function
// returns: "valid_moves returned an int; expected a list of Node ...".
[[noreturn]] void wrong_type(std::string_view hook, std::string_view expected, const py::handle& got);

// Every module of the kit's (`from kit import Node`) starts with these: Node,
// the lecture's tree node (Node("start"), node.children, any attribute), the
// exception IllegalMove that framework states raise, and deque.
void add_kit_basics(py::module_& kit);
[[nodiscard]] py::object node_class();

// `python_runner --check`: compiles every source of the payload without
// running it, printing each syntax error as the compile log does; the exit code.
[[nodiscard]] int check_sources();

}  // namespace framework::harness::python
