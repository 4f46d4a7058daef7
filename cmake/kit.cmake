# What every build of the kit makes: the framework, the problems (their rules,
# drivers and the runners of the build's tracks) and the grader with the
# subcommands a student runs. The student handout's CMakeLists.txt is this with
# the tracks of its skeletons; the instructor's kit includes it and adds the
# references, its own subcommands, the tests and the benchmarks around it. A
# track is a CMake file that defines its runner's function (bt_cpp_runner,
# bt_python_runner) before this is included: bt_add_problem builds the runners
# of the tracks it finds.

set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)

# Every dependency is a Debian package; nothing is downloaded at build time.
find_package(yaml-cpp REQUIRED)
find_package(CLI11 REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(Threads REQUIRED)
find_package(OpenSSL REQUIRED)
# The replay's tables (its name sets, states and the proof's tracks): Abseil's
# open hash tables, which probe one contiguous array.
find_package(absl REQUIRED)
# libsodium has no CMake package in Debian: an imported target from its files.
find_path(SODIUM_INCLUDE_DIR sodium.h REQUIRED)
find_library(SODIUM_LIBRARY sodium REQUIRED)
add_library(sodium::sodium UNKNOWN IMPORTED)
set_target_properties(sodium::sodium PROPERTIES IMPORTED_LOCATION ${SODIUM_LIBRARY}
                                                INTERFACE_INCLUDE_DIRECTORIES ${SODIUM_INCLUDE_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/warnings.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/student_flags.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/problems.cmake)

# Runner archives are optimised and unsanitized. Only a build that is not (the
# asan preset, or an unoptimised one) compiles their code a second time.
string(TOUPPER "${CMAKE_BUILD_TYPE}" bt_build_type)
set(bt_flags "${CMAKE_CXX_FLAGS} ${CMAKE_CXX_FLAGS_${bt_build_type}}")
if(bt_flags MATCHES "-fsanitize" OR NOT bt_flags MATCHES "-O[23s]")
  set(BT_RUNNER_APART ON)
else()
  set(BT_RUNNER_APART OFF)
endif()

# The grader's own code (its commands, drivers, judging, pictures, reports) and
# the tests are compiled for the compiler's speed. A grading run spends its CPU
# in the runners (the framework's and the problems' objects, the student's
# code) and in the instructor's fast references, which keep the preset's
# optimisation; the grader reads, replays and writes. At -O1 a driver compiles
# about a quarter faster than at -O2. A sanitized or unoptimised build keeps
# its own flags.
if(BT_RUNNER_APART)
  set(BT_LIGHT_OPTIMISATION "")
else()
  set(BT_LIGHT_OPTIMISATION -O1)
endif()

# A build that is otherwise unoptimised (the sanitized preset's -O0, whose
# compile is the cheapest) still optimises the code that searches: the
# framework's rules and states, the model answers and the fast references.
# The tests run them millions of nodes deep (a reference's search of every
# shipped case); at -O0 under the sanitizers that took several times as long
# as compiling them at -O1.
set(BT_SEARCH_OPTIMISATION "" CACHE STRING "Compile options of the searching code in an unoptimised build (-O1)")

# The sanitized preset instruments every file for its fuzz targets
# (-fsanitize=fuzzer-no-link), which explore what reads a student's bytes:
# cases, answers, result channels, team files. The code they never reach (the
# commands, the sandbox, the similarity module, and the tests) goes without
# the counters, a quarter of its compile.
function(bt_not_fuzzed target)
  if(BT_FUZZ)
    target_compile_options(${target} PRIVATE -fno-sanitize=fuzzer-no-link)
  endif()
endfunction()

add_subdirectory(${PROJECT_SOURCE_DIR}/framework ${PROJECT_BINARY_DIR}/framework)

# The problems: one call each.
bt_add_problem(peg_solitaire)
bt_add_problem(n_queens)
bt_add_problem(sudoku)
bt_add_problem(blob_count)
bt_add_problem(boggle)
bt_add_problem(job_assignment)
bt_add_problem(shortest_path)
bt_add_problem(tic_tac_toe)

add_subdirectory(${PROJECT_SOURCE_DIR}/grader ${PROJECT_BINARY_DIR}/grader)
