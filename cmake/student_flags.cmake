# How a student's runner is compiled and linked: the grader's kit_config.hpp
# freezes these (grader/pipeline/CMakeLists.txt), and the problems' student
# headers are precompiled with exactly them (cmake/problems.cmake), since GCC
# uses a precompiled header only for the flags it was made with.
# The warning flags are the kit's (bt_warnings) without -Werror: students see
# their warnings in the compile log, but a warning never costs a problem.
# --as-needed: a runner loads only the shared libraries it calls (most never
# touch yaml-cpp), and loading is most of a runner's start-up.
# -fwrapv -fno-finite-loops: a verdict must not depend on what the optimiser
# makes of undefined behaviour. A loop that never ends stays a loop
# (time_limit), never deleted for having no side effect, and a counter that
# overflows in it wraps, instead of letting GCC drop a bounds test and turn the
# same mistake into a crash on a machine fast enough to overflow in time.
set(bt_student_flags -std=c++20 -O2 -fwrapv -fno-finite-loops -Wall -Wextra -Wpedantic -Wshadow -Wconversion
    -Wsign-conversion -fdiagnostics-color=never -fmax-errors=30 -Wl,--as-needed)

# LLVM's linker links a runner in about half the time of the default one
# (0.06 against 0.11 s, docs/performance.md): used when installed and the
# compiler accepts it (scripts/setup installs Debian's lld).
include(CheckCXXSourceCompiles)
find_program(BT_LLD ld.lld)
if(BT_LLD)
  set(CMAKE_REQUIRED_LINK_OPTIONS -fuse-ld=lld)
  check_cxx_source_compiles("int main() { return 0; }" BT_COMPILER_TAKES_LLD)
  unset(CMAKE_REQUIRED_LINK_OPTIONS)
  if(BT_COMPILER_TAKES_LLD)
    list(APPEND bt_student_flags -fuse-ld=lld)
  endif()
endif()

# Precompiled student headers: GCC's .gch format, for the compiler the
# students' code is built with (the build's own). The fuzz build's compiler is
# clang and never compiles a student.
set(bt_student_pch OFF)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT BT_FUZZ)
  set(bt_student_pch ON)
endif()
