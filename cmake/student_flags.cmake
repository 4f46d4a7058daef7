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

# A runner is linked as a static PIE when the toolchain can: executing it then
# costs no dynamic linking (symbol lookup was most of a trivial case's CPU:
# 2.1 ms against 0.3 ms for the same runner linked -static-pie,
# docs/performance.md), and it needs nothing from the box's /usr at run time.
# The libraries a runner links (bt_student_link_libraries) are then the
# archives; a toolchain without them, or without static PIE support, links
# the shared ones as before. The check links code compiled with the
# compiler's defaults, as the runner archives are, against a global's
# address: a compiler that does not build position-independent code by
# default fails it.
function(bt_find_student_link_libraries)
  find_library(BT_YAML_CPP_STATIC NAMES libyaml-cpp.a)
  find_library(BT_SODIUM_STATIC NAMES libsodium.a)
  set(static OFF)
  if(BT_YAML_CPP_STATIC AND BT_SODIUM_STATIC AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # The build's own flags (a sanitizer's, say) are not a runner's.
    set(CMAKE_CXX_FLAGS "")
    set(CMAKE_EXE_LINKER_FLAGS "")
    set(CMAKE_REQUIRED_LINK_OPTIONS -static-pie)
    check_cxx_source_compiles("int g_seen = 0; int main() { return static_cast<int>(reinterpret_cast<long>(&g_seen)); }"
                              BT_COMPILER_LINKS_STATIC_PIE)
    if(BT_COMPILER_LINKS_STATIC_PIE)
      set(static ON)
    endif()
  endif()
  if(static)
    set(bt_student_flags ${bt_student_flags} -static-pie PARENT_SCOPE)
    set(bt_student_link_libraries ${BT_YAML_CPP_STATIC} ${BT_SODIUM_STATIC} PARENT_SCOPE)
  else()
    set(bt_student_link_libraries "$<TARGET_FILE:yaml-cpp>" "$<TARGET_FILE:sodium::sodium>" PARENT_SCOPE)
  endif()
endfunction()
bt_find_student_link_libraries()

# Precompiled student headers: GCC's .gch format, for the compiler the
# students' code is built with (the build's own). The fuzz build's compiler is
# clang and never compiles a student.
set(bt_student_pch OFF)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT BT_FUZZ)
  set(bt_student_pch ON)
endif()
