#pragma once
// The Python runner's entries of the hooks most problems share, written once
// against a problem's binding of its state to Python (a struct in its
// framework/<problem>/python_hooks.cpp):
//
//   struct binding {
//     using rules = ...;                       // the problem's rules
//     // The state the hook receives, as its Python sees it: a view with
//     // state() (the framework's state, whose edits are the search's) and
//     // object (what the hook gets). An edit entry passes its move as `last`
//     // where the view cares (N-queens puts it last on b.queens).
//     static view bind(state s);  or  static view bind(state s, const move& last);
//     static py::object move_object(const move& m);           // a move as the hook takes it
//     static std::vector<move> moves_of(std::string_view hook, const py::object& result);
//   };
//
// Each entry asks for the team's function by the name the request asks for,
// so one entry serves apply_move and undo_move alike, and a problem's two
// solves (job assignment's best-first and depth-first) share one too.

#include "framework/harness/python_host.hpp"
#include "framework/harness/standard_hooks.hpp"

#include <cstdint>
#include <memory>
#include <utility>

namespace framework::harness::python {

// A state the entry owns and Python sees by reference (`wrap` makes the
// Python object of it): the entry outlives the hook's call, and the
// framework's copies are what a search that keeps states keeps. Hidden, as
// pybind11's own types are: it holds one.
template <class State>
struct [[gnu::visibility("hidden")]] referenced_state {
  template <class Wrap>
  referenced_state(State s, Wrap && wrap)
      : held(std::make_unique<State>(std::move(s))), object(std::forward<Wrap>(wrap)(*held)) {}
  explicit referenced_state(State s)
      : referenced_state(std::move(s),
                         [](State& at) { return py::cast(&at, py::return_value_policy::reference); }) {}

  [[nodiscard]] State& state() const { return *held; }

  std::unique_ptr<State> held;
  py::object object;
};

// The view of the request's state.
template <class B>
auto bind_input(const request& r) {
  return B::bind(input_state<typename B::rules>(r));
}

// The same for an edit of `last`, which the binding's view may want.
template <class B>
auto bind_input(const request& r, const typename B::rules::move& last) {
  auto s = input_state<typename B::rules>(r);
  if constexpr (requires { B::bind(std::move(s), last); }) {
    return B::bind(std::move(s), last);
  } else {
    return B::bind(std::move(s));
  }
}

// valid_moves(view) -> {"moves": [...]}
template <class B>
nlohmann::json valid_moves_entry(const request& r) {
  const py::object fn = hook_function(r.hook);
  const auto view = bind_input<B>(r);
  begin_search({&view.state().identity()});
  const py::object result = call(fn, view.object);
  return {{"moves", moves_json<typename B::rules>(B::moves_of(r.hook, result))}};
}

// apply_move(view, move) and undo_move(view, move) -> {"state": ...}, the state afterwards
template <class B>
nlohmann::json edit_entry(const request& r) {
  const py::object fn = hook_function(r.hook);
  const auto m = input_move<typename B::rules>(r);
  const auto view = bind_input<B>(r, m);
  const py::object move = B::move_object(m);
  begin_search({&view.state().identity()});
  call(fn, view.object, move);
  return {{"state", B::rules::state_json(view.state())}};
}

// solve(view) -> {"solution": the moves it returned, or null for None}
template <class B>
nlohmann::json solve_entry(const request& r) {
  const py::object fn = hook_function(r.hook);
  const auto view = bind_input<B>(r);
  begin_search({&view.state().identity()});
  const py::object result = call(fn, view.object);
  if (result.is_none()) return {{"solution", nullptr}};
  return {{"solution", moves_json<typename B::rules>(B::moves_of(r.hook, result))}};
}

// count_solutions(view) -> {"count": N}, or count_solutions(view, limit)
// with the input's "limit" when the problem's hook takes one (as the C++
// count_entry tells by the hook's signature).
template <class B, bool TakesLimit = false>
nlohmann::json count_entry(const request& r) {
  const py::object fn = hook_function(r.hook);
  const auto view = bind_input<B>(r);
  if constexpr (TakesLimit) {
    const auto limit = input_value<std::uint64_t>(r, "limit");
    begin_search({&view.state().identity()});
    const py::object result = call(fn, view.object, limit);
    return {{"count", count_of(r.hook, "an int, how many solutions (no more than limit)", result)}};
  } else {
    begin_search({&view.state().identity()});
    return {{"count", count_of(r.hook, "an int, how many solutions", call(fn, view.object))}};
  }
}

}  // namespace framework::harness::python
