# The Python track: a runner per problem that embeds the system's Python and
# runs a team's Python hooks (exercises/<problem>/<problem>.py), with the same
# framework objects as the problem's C++ runner. Included by a build that has
# the track (the instructor's kit with BT_PYTHON, a student handout with
# Python skeletons); without it, bt_add_problem makes C++ runners only, and
# neither pybind11 nor libpython is needed.

# pybind11's headers only: its own search for a Python would take the first
# on PATH (a pyenv's, say), and the runner must embed the system's.
set(PYBIND11_NOPYTHON ON)
find_package(pybind11 2.6 CONFIG REQUIRED)
# Debian's libpython through pkg-config: the interpreter a runner embeds is
# the system's, whose standard library is what the sandbox shows (/usr),
# never a Python of the user's PATH.
find_package(PkgConfig REQUIRED)
pkg_check_modules(python3_embed REQUIRED IMPORTED_TARGET python3-embed)
add_library(bt_python_embed INTERFACE)
target_link_libraries(bt_python_embed INTERFACE pybind11::headers PkgConfig::python3_embed)

# bt_python_runner(<problem> <root> <problem objects> <out var>): the problem's
# Python runner, bt_python_runner_<problem>: the objects a C++ runner is made
# of, with the problem's python_hooks.cpp and the embedded interpreter
# instead of a student's C++. A team's Python sources are appended to a copy
# of it; nothing is compiled per team. Never sanitized, as the archive.
# Sets <out var> to the runner's file. Called by bt_add_problem
# (cmake/problems.cmake) for each problem with a python_hooks.cpp.
function(bt_python_runner problem root problem_objects out_var)
  # The interpreter's host, shared by every problem's runner.
  if(NOT TARGET bt_python_host)
    add_library(bt_python_host OBJECT ${PROJECT_SOURCE_DIR}/framework/harness/python_host.cpp
                                      ${PROJECT_SOURCE_DIR}/framework/harness/python_main.cpp)
    target_include_directories(bt_python_host PUBLIC ${PROJECT_SOURCE_DIR})
    target_link_libraries(bt_python_host PUBLIC bt_python_embed nlohmann_json::nlohmann_json PRIVATE bt_warnings)
    bt_runner_flags(bt_python_host)
    # pybind11 is half of each runner's compile: parsed once here, and every
    # runner (the same flags) reuses it.
    target_precompile_headers(bt_python_host PRIVATE <pybind11/embed.h> <nlohmann/json.hpp>)
  endif()
  add_executable(bt_python_runner_${problem} ${bt_runner_core_objects} ${problem_objects}
                                             $<TARGET_OBJECTS:bt_python_host>
                                             $<TARGET_OBJECTS:bt_sandbox_zygote>
                                             ${root}/framework/${problem}/python_hooks.cpp)
  target_include_directories(bt_python_runner_${problem} PRIVATE ${root} ${PROJECT_SOURCE_DIR})
  target_link_libraries(bt_python_runner_${problem} PRIVATE bt_python_embed yaml-cpp nlohmann_json::nlohmann_json
                                                            sodium::sodium bt_warnings)
  bt_runner_flags(bt_python_runner_${problem})
  target_precompile_headers(bt_python_runner_${problem} REUSE_FROM bt_python_host)
  if(BT_RUNNER_APART)
    target_link_options(bt_python_runner_${problem} PRIVATE -fno-sanitize=all)
  endif()
  set(${out_var} $<TARGET_FILE:bt_python_runner_${problem}> PARENT_SCOPE)
endfunction()
