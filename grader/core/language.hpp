#pragma once
// The languages a team may hand in a problem in, and what each costs. Declared
// once here: a Python search is slower per node than a C++ one, so its CPU and
// wall limits scale by `limit_factor` (a suite may set its own with
// `limits: { python_factor: N }`), and the CPU its trace explains
// (pipeline/plausibility.hpp) allows for its interpreter. Node budgets and
// exact counts are the same in every language: they count the search, not
// its speed. The Python track's documentation has the measurements behind
// the figures.

#include <array>
#include <optional>
#include <string_view>

namespace grader {

struct language_profile {
  std::string_view name;     // as reports and case files write it: "cpp", "python"
  std::string_view display;  // "C++", "Python"
  double limit_factor;       // CPU and wall limits are multiplied by this
  // A traced node of this language costs up to this many of the calibrated
  // C++ nodes (the explanation is generous on top of that).
  double node_cost_factor;
  double startup_seconds;  // start-up explained beyond a C++ runner's (the interpreter)
  // Its runner can be a warm box's zygote (grader/sandbox/zygote.hpp): the
  // interpreter starts once per team and problem, not once per case.
  bool zygote = false;
};

inline constexpr language_profile kCpp{"cpp", "C++", 1.0, 1.0, 0.0};
// Measured on the lecture's peg solitaire: a traced jump in Python costs about
// 20 us, some 500 calibrated C++ nodes; the plausibility allowance (1,000 such
// nodes a node) times 50 explains 100 times that, and Python's heaviest nodes
// (an image scanned in Python) stay within it. A Python case starts in about
// 19 ms of CPU against C++'s 2 ms (a warm box's zygote leaves about 10 ms: the
// team's module and the request). Limits are five times C++'s: the kit's cases
// give C++ many times the model answer, and a Python port of the model answer
// must finish every case not marked `languages: [cpp]` within five times.
inline constexpr language_profile kPython{"python", "Python", 5.0, 50.0, 0.1, true};

inline constexpr std::array<const language_profile*, 2> kLanguages{&kCpp, &kPython};

[[nodiscard]] inline const language_profile* find_language(std::string_view name) noexcept {
  for (const auto* l : kLanguages) {
    if (l->name == name) return l;
  }
  return nullptr;
}

}  // namespace grader
