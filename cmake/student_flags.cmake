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

# The course's compiler, g++, whatever compiles the kit: what a student's
# code means, the messages of a compile error and the precompiled headers
# below are GCC's. A kit built by clang (the sanitized preset) still compiles
# its students with g++, and links them against its own runner archives
# (clang's objects are position-independent and use libstdc++, as g++'s).
set(BT_STUDENT_CXX "" CACHE FILEPATH "The compiler of students' runners (default: the kit's compiler if g++, else g++)")
if(BT_STUDENT_CXX)
  set(bt_student_cxx ${BT_STUDENT_CXX})
elseif(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  set(bt_student_cxx ${CMAKE_CXX_COMPILER})
else()
  find_program(bt_student_gxx g++ REQUIRED)
  set(bt_student_cxx ${bt_student_gxx})
endif()
execute_process(COMMAND ${bt_student_cxx} -dM -E -x c++ /dev/null OUTPUT_VARIABLE bt_student_macros
                RESULT_VARIABLE bt_student_cxx_failed ERROR_QUIET)
if(bt_student_cxx_failed)
  message(FATAL_ERROR "the students' compiler ${bt_student_cxx} does not run (BT_STUDENT_CXX)")
endif()
set(bt_student_cxx_is_gcc OFF)
if(bt_student_macros MATCHES "__GNUC__" AND NOT bt_student_macros MATCHES "__clang__")
  set(bt_student_cxx_is_gcc ON)
endif()

# bt_student_cxx_links(<var> <flags>...): whether the students' compiler links
# a program with these flags, from an object the kit's compiler made with its
# defaults (as the runner archives are made) that takes a global's address:
# a kit compiler that does not build position-independent code by default
# fails it where the flags ask for a PIE.
function(bt_student_cxx_links var)
  if(DEFINED CACHE{${var}})
    return()
  endif()
  set(dir ${CMAKE_BINARY_DIR}/CMakeFiles/bt_student_link_checks/${var})
  file(MAKE_DIRECTORY ${dir})
  file(WRITE ${dir}/check.cpp "int g_seen = 0;\nint main() { return static_cast<int>(reinterpret_cast<long>(&g_seen)); }\n")
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -c check.cpp -o check.o WORKING_DIRECTORY ${dir}
                  RESULT_VARIABLE compile_failed OUTPUT_QUIET ERROR_QUIET)
  set(linked OFF)
  if(NOT compile_failed)
    execute_process(COMMAND ${bt_student_cxx} check.o ${ARGN} -o check WORKING_DIRECTORY ${dir}
                    RESULT_VARIABLE link_failed OUTPUT_QUIET ERROR_QUIET)
    if(NOT link_failed)
      set(linked ON)
    endif()
  endif()
  set(${var} ${linked} CACHE INTERNAL "whether ${bt_student_cxx} links ${ARGN}")
endfunction()

# LLVM's linker links a runner in about half the time of the default one (0.06
# against 0.11 s): used when installed and the compiler accepts it
# (scripts/setup installs Debian's lld).
find_program(BT_LLD ld.lld)
if(BT_LLD)
  bt_student_cxx_links(BT_STUDENT_CXX_TAKES_LLD -fuse-ld=lld)
  if(BT_STUDENT_CXX_TAKES_LLD)
    list(APPEND bt_student_flags -fuse-ld=lld)
  endif()
endif()

# A runner is linked as a static PIE when the toolchain can: executing it then
# costs no dynamic linking (symbol lookup was most of a trivial case's CPU: 2.1
# ms against 0.3 ms for the same runner linked -static-pie), and it needs
# nothing from the box's /usr at run time. The libraries a runner links
# (bt_student_link_libraries) are then the archives; a toolchain without them,
# or without static PIE support, links the shared ones as before
# (bt_student_cxx_links says which).
function(bt_find_student_link_libraries)
  find_library(BT_YAML_CPP_STATIC NAMES libyaml-cpp.a)
  find_library(BT_SODIUM_STATIC NAMES libsodium.a)
  set(static OFF)
  if(BT_YAML_CPP_STATIC AND BT_SODIUM_STATIC AND bt_student_cxx_is_gcc)
    bt_student_cxx_links(BT_STUDENT_CXX_LINKS_STATIC_PIE -static-pie)
    if(BT_STUDENT_CXX_LINKS_STATIC_PIE)
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

# Precompiled student headers: GCC's .gch format, made by the students'
# compiler.
set(bt_student_pch ${bt_student_cxx_is_gcc})
