#pragma once
// What a problem gives the runner: its name, its node rule and a table of its
// hooks, each a function that decodes the request's input, calls one of the
// student's hooks and encodes its result. A runner is the student's sources,
// the problem's table (runner_hooks.cpp in the problem's framework folder;
// python_hooks.cpp for a Python runner) and the generic runner main;
// framework/harness/standard_hooks.hpp writes the usual entries.

#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace framework::harness {

struct request {
  std::string problem;
  std::string hook;
  nlohmann::json input;
  std::optional<std::uint64_t> node_budget;
};

// The request names a hook or an input the runner does not know: the
// grader's fault, unless the student's code throws it.
class bad_request : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using hook_call = nlohmann::json (*)(const request&);

struct hook_entry {
  std::string_view name;
  hook_call call;
};

struct runner_problem {
  std::string_view name;
  probe::node_rule node_rule;
  std::vector<hook_entry> hooks;
};

// An exception of the student's code, told in its own language's terms (a
// Python traceback of the student's frames): the message is the feedback.
class student_exception : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Defined once per problem, in its runner_hooks.cpp (python_hooks.cpp for Python),
// as `return table_of<rules>({{hook_name::solve, &solve_entry<...>}, ...});`.
[[nodiscard]] const runner_problem& this_problem();

// The runner table of the problem whose rules are `Rules`: their name and node
// rule, and one entry per hook, each keyed by its hook_name.
template <class Rules>
[[nodiscard]] const runner_problem& table_of(std::initializer_list<hook_entry> hooks) {
  static const runner_problem problem{Rules::name, &Rules::nodes, hooks};
  return problem;
}

// Called by a hook entry right before it calls the student's hook, with the
// states it passes (input 0, 1, ...): from here on every edit is traced and the
// node budget applies. Decode the input before: a failure after this call is
// the student's.
void begin_search(std::initializer_list<const probe::identity*> inputs);

// The language of the student's code this runner calls ("cpp", "python"),
// defined by the runner's main: the grader words its advice by it.
extern const std::string_view kRunnerLanguage;

// Reads the request (fd 3), calls its hook and answers (fd 4), then exits:
// the whole of a runner's main (cpp_main.cpp, python_main.cpp).
[[noreturn]] void serve_request();

}  // namespace framework::harness
