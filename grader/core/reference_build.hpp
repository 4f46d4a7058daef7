#pragma once
// Whether this build has the references: the instructor's kit does; the
// student handout (`grader handout`) has no reference/ folder, so its drivers
// compile without the model answers and the fast solvers. A driver wraps
// every use of them:
//   - a model answer handed to a hook registration: BT_MODEL(&p::valid_moves),
//     which is an empty std::function in the handout (the generic layers then
//     say the reference is not part of this kit);
//   - includes of reference/ headers and the code that calls the fast
//     solvers: #if BT_WITH_REFERENCE ... #endif.
// CMake defines BT_WITH_REFERENCE (0 or 1) for the drivers
// (grader/problems/CMakeLists.txt).

#ifndef BT_WITH_REFERENCE
#error "BT_WITH_REFERENCE is not defined: only the drivers (grader/problems/) include this header"
#endif

#if BT_WITH_REFERENCE
#define BT_MODEL(...) __VA_ARGS__
#else
#define BT_MODEL(...) nullptr
#endif

#include "grader/core/problem_driver.hpp"

#include <string>

namespace grader {

inline constexpr bool driver_has_reference = BT_WITH_REFERENCE != 0;

// Why a command or a case cannot be answered in this build.
inline std::string reference_missing(const std::string& what) {
  return what +
         " needs the reference (model answers and fast solvers), which the student handout "
         "does not include: run it with the instructor's kit";
}

// For the handout's build of a driver function that only the reference can
// answer: the commands that would reach it check reference_built() first,
// and the suite loader turns it into the case's recorded resolution.
[[noreturn]] inline void no_reference(const std::string& what) {
  throw reference_unavailable(reference_missing(what));
}

}  // namespace grader
