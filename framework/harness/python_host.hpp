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

#include <array>
#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace framework::harness::python {

namespace py = pybind11;

// Starts the interpreter and finds the team's sources in this executable's
// payload (python_payload.hpp); idempotent.
void start();
// start(), then what a warm box's zygote does once for all its cases
// (framework/harness/zygote.hpp): the team's files compiled (never run), the
// collector told to leave what exists alone.
void warm_up();

// How deep the student's Python may recurse: kRecursionLimit, which start()
// sets before it imports the problem's kit module, unless that module sets
// more (blob count: the deck's recursion goes one call deeper per pixel).
// Twenty times Python's own 1,000, which every other faithful port stays
// far within, and small enough that a recursion without end, at tens of
// microseconds a call in a search's Python, meets its RecursionError within
// a second: a time limit would tell it as an infinite loop, seconds later.
inline constexpr int kRecursionLimit = 20000;
void set_recursion_limit(int depth);

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
// else -> an exception whose feedback is the traceback of the student's frames
// (a RecursionError's told as an unbounded recursion).
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

// What the student's Python hands back, read strictly: an int is an int of
// Python's and never a bool, and it fits the bounds the framework's states
// index with (a huge one is not a move, whatever a board would say of it).
[[nodiscard]] std::optional<long> as_int(py::handle h, long min = INT_MIN / 4, long max = INT_MAX / 4);

// A tuple or list of exactly two such ints: (row, col), (contractor, job).
[[nodiscard]] std::optional<std::array<long, 2>> as_int_pair(py::handle h, long min = INT_MIN / 4,
                                                             long max = INT_MAX / 4);

// The same pair as the problem's own two-int type: Pair{first, second}.
template <class Pair>
[[nodiscard]] std::optional<Pair> as_pair(py::handle h) {
  const auto v = as_int_pair(h);
  if (!v) return std::nullopt;
  return Pair{static_cast<std::int32_t>((*v)[0]), static_cast<std::int32_t>((*v)[1])};
}

// A count a hook returned: a non-negative int; past 2^64 - 1 it reads as
// UINT64_MAX (wrong anyway). Anything else is wrong_type(hook, expected).
[[nodiscard]] std::uint64_t count_of(std::string_view hook, std::string_view expected, py::handle result);

// True/False (or 1/0, as the lecture's C-like pseudo-code returns them).
[[nodiscard]] bool truth_of(std::string_view hook, std::string_view expected, py::handle result);

// The list (or tuple) a hook returned, each item read by read_item (an
// optional); a result that is no list, or an item read as nothing, is
// wrong_type(hook, expected).
template <class Read>
auto list_of(std::string_view hook, std::string_view expected, const py::object& result, Read read_item) {
  using item = typename std::invoke_result_t<Read, py::handle>::value_type;
  if (!py::isinstance<py::list>(result) && !py::isinstance<py::tuple>(result))
    wrong_type(hook, expected, result);
  std::vector<item> items;
  for (const auto element : result) {
    auto read = read_item(element);
    if (!read) wrong_type(hook, expected, element);
    items.push_back(std::move(*read));
  }
  return items;
}

// Every module of the kit's (`from kit import Node`) starts with these: Node,
// the lecture's tree node (Node("start"), node.children, any attribute), the
// exception IllegalMove that framework states raise, and deque.
void add_kit_basics(py::module_& kit);
[[nodiscard]] py::object node_class();

// `python_runner --check`: compiles every source of the payload without
// running it, printing each syntax error as the compile log does; the exit code.
[[nodiscard]] int check_sources();

}  // namespace framework::harness::python
