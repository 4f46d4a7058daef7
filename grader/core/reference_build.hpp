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

#include "grader/core/rules_reference.hpp"

namespace grader {

inline constexpr bool driver_has_reference = BT_WITH_REFERENCE != 0;

}  // namespace grader
