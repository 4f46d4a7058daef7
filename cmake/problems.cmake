# bt_add_problem(<problem> [ROOT <dir>] [TEST_ONLY]): everything the build
# makes of one problem, from the kit's layout under ROOT (default: the kit's
# own tree), in one call:
#   framework/<problem>/*.cpp        bt_<problem>            rules, state, I/O
#   exercises/<problem>/*.cpp        bt_exercise_<problem>   the C++ skeleton, compiled as a check
#   grader/problems/<problem>.cpp + <problem>_*.cpp
#                                    bt_driver_<problem>     the driver
# and the runners of the tracks the build has: with the C++ track
# (bt_cpp_runner) the archive a team's C++ is linked with and its precompiled
# headers, with the Python track (bt_python_runner) the Python runner; in the
# instructor's build, whose bt_problem_reference adds them, the model answer,
# the fast references and the driver's parts that use them.
# A problem is known to the executables whose registry lists it
# (bt_problem_registry below): the kit's problems are in BT_PROBLEMS and in
# the `grader`'s registry; a TEST_ONLY problem (one that proves the kit's
# plug-in mechanism, in the instructor's tests) is in BT_TEST_PROBLEMS
# instead, so neither the instructor's grader nor the student handout ever
# sees it.

# -O2 and unsanitized, for the code a runner is made of; in an optimised,
# unsanitized build the preset's own flags already are that (BT_RUNNER_APART).
function(bt_runner_flags target)
  if(BT_RUNNER_APART)
    target_compile_options(${target} PRIVATE -O2 -fno-sanitize=all -fno-omit-frame-pointer)
  endif()
endfunction()

# What a student's runner is built from, per problem: its archive, its Python
# runner and its precompiled headers (empty where there is none). Every build
# writes them to bt_runners.cmake, and bt_runners builds them all.
#
# BT_RUNNERS_FROM names another build of this kit whose runners a build grades
# with instead of building its own: the sanitized preset takes the dev
# build's, which are what the instructors' grader links (g++, optimised,
# unsanitized), instead of compiling the same code a second time apart from
# its sanitized objects. Its bt_runners target brings that build's runners up
# to date first.
set(BT_RUNNERS_FROM "" CACHE PATH "A configured build of this kit whose runners this build grades with")
if(BT_RUNNERS_FROM)
  if(NOT EXISTS ${BT_RUNNERS_FROM}/bt_runners.cmake)
    message(FATAL_ERROR "BT_RUNNERS_FROM: ${BT_RUNNERS_FROM}/bt_runners.cmake does not exist: configure that build "
                        "first (scripts/setup dev)")
  endif()
  include(${BT_RUNNERS_FROM}/bt_runners.cmake)
  # A precompiled header serves only the compiler and flags it was made with.
  file(REAL_PATH ${bt_borrowed_student_cxx} borrowed_cxx)
  file(REAL_PATH ${bt_student_cxx} own_cxx)
  if(NOT borrowed_cxx STREQUAL own_cxx OR NOT bt_borrowed_student_flags STREQUAL "${bt_student_flags}")
    message(FATAL_ERROR "BT_RUNNERS_FROM: ${BT_RUNNERS_FROM} compiles students with ${bt_borrowed_student_cxx} "
                        "${bt_borrowed_student_flags}, this build with ${bt_student_cxx} ${bt_student_flags}")
  endif()
  add_custom_target(bt_runners COMMAND ${CMAKE_COMMAND} --build ${BT_RUNNERS_FROM} --target bt_runners
                    COMMENT "Bringing the runners of ${BT_RUNNERS_FROM} up to date" USES_TERMINAL)
  add_custom_target(python_runners DEPENDS bt_runners)
else()
  add_custom_target(bt_runners)
  # The Python runners apart from the `grader` target: a class of C++ teams
  # (the demo's) is graded without building them. The instructor's grading
  # script and the Gradescope bundle build both; a Python team graded without
  # them is a judge error that says which target to build.
  add_custom_target(python_runners)
endif()
set_property(GLOBAL PROPERTY BT_RUNNERS_MANIFEST
             "set(bt_borrowed_student_cxx \"${bt_student_cxx}\")\nset(bt_borrowed_student_flags \"${bt_student_flags}\")\n")

function(bt_record_runners problem archive python_runner pch_header)
  set_property(GLOBAL PROPERTY BT_RUNNER_ARCHIVE_${problem} "${archive}")
  set_property(GLOBAL PROPERTY BT_PYTHON_RUNNER_${problem} "${python_runner}")
  set_property(GLOBAL PROPERTY BT_STUDENT_PCH_${problem} "${pch_header}")
  set_property(GLOBAL APPEND_STRING PROPERTY BT_RUNNERS_MANIFEST
               "set(bt_borrowed_archive_${problem} \"${archive}\")\nset(bt_borrowed_python_${problem} \"${python_runner}\")\nset(bt_borrowed_pch_${problem} \"${pch_header}\")\n")
  if(NOT BT_RUNNERS_FROM)
    if(archive)
      add_dependencies(bt_runners bt_runner_${problem})
    endif()
    if(python_runner)
      add_dependencies(bt_runners bt_python_runner_${problem})
      add_dependencies(python_runners bt_python_runner_${problem})
    endif()
    if(pch_header)
      add_dependencies(bt_runners bt_student_pch_${problem})
    endif()
  endif()
endfunction()

function(bt_borrow_runners problem)
  if(NOT DEFINED bt_borrowed_archive_${problem})
    message(FATAL_ERROR "BT_RUNNERS_FROM: ${BT_RUNNERS_FROM} has no runner of ${problem}")
  endif()
  set(python_runner "")
  if(COMMAND bt_python_runner)
    set(python_runner "${bt_borrowed_python_${problem}}")
  endif()
  bt_record_runners(${problem} "${bt_borrowed_archive_${problem}}" "${python_runner}" "${bt_borrowed_pch_${problem}}")
endfunction()

# Writes bt_runners.cmake; called once every problem is added.
function(bt_write_runners_manifest)
  get_property(manifest GLOBAL PROPERTY BT_RUNNERS_MANIFEST)
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/bt_runners.cmake CONTENT "${manifest}")
endfunction()

function(bt_add_problem problem)
  cmake_parse_arguments(PARSE_ARGV 1 arg "TEST_ONLY" "ROOT" "")
  set(root ${PROJECT_SOURCE_DIR})
  if(arg_ROOT)
    set(root ${arg_ROOT})
  endif()
  if(NOT EXISTS ${root}/grader/problems/${problem}.cpp)
    message(FATAL_ERROR "bt_add_problem(${problem}): grader/problems/${problem}.cpp is missing")
  endif()
  file(GLOB sources CONFIGURE_DEPENDS ${root}/framework/${problem}/*.cpp)
  list(FILTER sources EXCLUDE REGEX "/(runner|python)_hooks\\.cpp$")
  add_library(bt_${problem}_objects OBJECT ${sources})
  target_compile_options(bt_${problem}_objects PRIVATE ${BT_SEARCH_OPTIMISATION})
  target_link_libraries(bt_${problem}_objects PUBLIC bt_framework PRIVATE bt_warnings)
  add_library(bt_${problem} STATIC $<TARGET_OBJECTS:bt_${problem}_objects>)
  target_link_libraries(bt_${problem} PUBLIC bt_framework)
  # A problem of its own root includes its headers from there
  # ("framework/<problem>/rules.hpp"), and the kit's from the kit.
  target_include_directories(bt_${problem}_objects PUBLIC ${root})
  target_include_directories(bt_${problem} PUBLIC ${root})

  if(BT_RUNNERS_FROM)
    bt_borrow_runners(${problem})
  else()
    # The runners are the tracks' (cpp.cmake, python.cmake), each of a build
    # that has the track: the problem's objects, which they link, are the
    # library's own unless the build is sanitized (framework/CMakeLists.txt).
    if(BT_RUNNER_APART)
      set(problem_objects ${sources})
    else()
      set(problem_objects $<TARGET_OBJECTS:bt_${problem}_objects>)
    endif()
    # The C++ runner: the archive a team's C++ is linked with, and the
    # headers it includes, precompiled.
    set(archive "")
    set(pch_header "")
    if(COMMAND bt_cpp_runner AND EXISTS ${root}/framework/${problem}/runner_hooks.cpp)
      bt_cpp_runner(${problem} ${root} "${problem_objects}" "${arg_ROOT}" archive pch_header)
    endif()

    # The Python runner: the same objects with the problem's Python hooks and
    # the embedded interpreter instead of a team's C++.
    set(python_runner "")
    if(COMMAND bt_python_runner AND EXISTS ${root}/framework/${problem}/python_hooks.cpp)
      bt_python_runner(${problem} ${root} "${problem_objects}" python_runner)
    endif()

    bt_record_runners(${problem} "${archive}" "${python_runner}" "${pch_header}")
  endif()

  # The C++ skeleton; a student handout of Python skeletons has none.
  file(GLOB exercise CONFIGURE_DEPENDS ${root}/exercises/${problem}/*.cpp)
  if(exercise)
    add_library(bt_exercise_${problem} OBJECT ${exercise})
    target_link_libraries(bt_exercise_${problem} PRIVATE bt_${problem} bt_warnings)
    # In the kit this proves the skeleton compiles warning-free. In a
    # student's handout (no tests) the exercise is the team's own code, which
    # the grader compiles and judges (a compile error is a verdict with
    # feedback): the build leaves it out, so a warning or a half-written hook
    # never stops ./scripts/test before grading. The target stays for
    # compile_commands.json, which editors read.
    if(NOT BT_BUILD_TESTS)
      set_target_properties(bt_exercise_${problem} PROPERTIES EXCLUDE_FROM_ALL ON)
    endif()
  endif()

  # The driver, and any helper files of its own (grader/problems/<problem>_*.cpp).
  # What needs the references (model answers, fast solvers, generators) is in
  # <problem>_reference.cpp and <problem>_generator.cpp, which only the
  # instructor's build compiles (bt_problem_reference, with the references;
  # grader/core/rules_reference.hpp).
  file(GLOB driver_parts CONFIGURE_DEPENDS ${root}/grader/problems/${problem}_*.cpp)
  list(FILTER driver_parts EXCLUDE REGEX "_(generator|reference)\\.cpp$")
  add_library(bt_driver_${problem} STATIC ${root}/grader/problems/${problem}.cpp ${driver_parts})
  target_link_libraries(bt_driver_${problem} PUBLIC bt_grader_core bt_${problem} PRIVATE bt_warnings)
  target_compile_options(bt_driver_${problem} PRIVATE ${BT_LIGHT_OPTIMISATION})
  set_property(GLOBAL PROPERTY BT_PROBLEM_REFERENCE_PART_${problem} OFF)
  if(COMMAND bt_problem_reference)
    bt_problem_reference(${problem} ${root})
  endif()
  # Empty for the kit's own problems: their root follows the grader's --kit-root.
  set_property(GLOBAL PROPERTY BT_PROBLEM_ROOT_${problem} "${arg_ROOT}")

  if(arg_TEST_ONLY)
    set_property(GLOBAL APPEND PROPERTY BT_TEST_PROBLEMS ${problem})
  else()
    set_property(GLOBAL APPEND PROPERTY BT_PROBLEMS ${problem})
  endif()
endfunction()

# bt_problem_registry(<target> PROBLEMS <problem>...): an object library that
# is the registry of an executable (grader/problems/registry.cpp.in): the
# drivers it knows, in that order, with their roots and runner archives.
# Link exactly one registry into each executable that uses the grader's
# libraries: they declare the registry's functions, the executable chooses.
function(bt_problem_registry target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "PROBLEMS")
  set(bt_driver_declarations "")
  set(bt_driver_entries "")
  set(bt_problem_entries "")
  set(drivers "")
  foreach(problem IN LISTS arg_PROBLEMS)
    if(NOT TARGET bt_driver_${problem})
      message(FATAL_ERROR "bt_problem_registry(${target}): ${problem} was not added with bt_add_problem")
    endif()
    get_property(has_reference GLOBAL PROPERTY BT_PROBLEM_REFERENCE_PART_${problem})
    get_property(own_root GLOBAL PROPERTY BT_PROBLEM_ROOT_${problem})
    set(reference_part nullptr)
    if(has_reference)
      set(reference_part "problems::${problem}_reference()")
      string(APPEND bt_driver_declarations "[[nodiscard]] const problem_reference* ${problem}_reference();\n")
    endif()
    string(APPEND bt_driver_declarations
           "[[nodiscard]] const problem_driver& ${problem}_driver(const problem_reference* instructor);\n")
    string(APPEND bt_driver_entries "      &problems::${problem}_driver(${reference_part}),\n")
    get_property(archive GLOBAL PROPERTY BT_RUNNER_ARCHIVE_${problem})
    get_property(python_runner GLOBAL PROPERTY BT_PYTHON_RUNNER_${problem})
    get_property(student_pch GLOBAL PROPERTY BT_STUDENT_PCH_${problem})
    string(APPEND bt_problem_entries
           "      {\"${problem}\", \"${own_root}\", \"${archive}\", \"${python_runner}\",\n"
           "       \"${student_pch}\"},\n")
    list(APPEND drivers bt_driver_${problem})
  endforeach()
  if(COMMAND bt_problem_reference)
    set(bt_reference_built true)
  else()
    set(bt_reference_built false)
  endif()
  configure_file(${PROJECT_SOURCE_DIR}/grader/problems/registry.cpp.in ${CMAKE_CURRENT_BINARY_DIR}/${target}.cpp.in
                 @ONLY)
  file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${target}.cpp INPUT ${CMAKE_CURRENT_BINARY_DIR}/${target}.cpp.in)
  add_library(${target} OBJECT ${CMAKE_CURRENT_BINARY_DIR}/${target}.cpp)
  target_link_libraries(${target} PUBLIC bt_grader_core ${drivers} PRIVATE bt_warnings)
  target_compile_options(${target} PRIVATE ${BT_LIGHT_OPTIMISATION})
  # A grader without its runner archives cannot grade anything: build them
  # first, through a utility target (the Python runners are python_runners'
  # to build). An object library's dependency on a library only orders its
  # compile after the library's own prerequisites, so `cmake --build --target
  # grader` would leave the archives unbuilt.
  # The fuzz targets never run a runner: a build of them alone skips the archives.
  if(NOT BT_FUZZ OR BT_BUILD_TESTS)
    add_custom_target(${target}_runner_archives)
    if(BT_RUNNERS_FROM)
      add_dependencies(${target}_runner_archives bt_runners)
    endif()
    foreach(problem IN LISTS arg_PROBLEMS)
      foreach(runner_part bt_runner_${problem} bt_student_pch_${problem})
        if(TARGET ${runner_part})
          add_dependencies(${target}_runner_archives ${runner_part})
        endif()
      endforeach()
    endforeach()
    add_dependencies(${target} ${target}_runner_archives)
  endif()
endfunction()
