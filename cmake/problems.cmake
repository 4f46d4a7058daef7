# bt_add_problem(<problem>): everything the build makes of one problem, from
# the kit's layout, in one call:
#   framework/<problem>/*.cpp        bt_<problem>            rules, state, I/O
#   framework/<problem>/runner_hooks.cpp + the framework core and runner main
#                                    bt_runner_<problem>     the archive a student's runner links
#   reference/<problem>/model_answer.cpp
#                                    bt_model_<problem>      the hooks, written to be read
#   reference/<problem>/ other *.cpp bt_reference_<problem>  the fast solvers (interface when none)
#                                    (neither when BT_WITH_REFERENCE is OFF: the student handout)
#   exercises/<problem>/*.cpp        bt_exercise_<problem>   the skeleton, compiled as a check
#   grader/problems/<problem>.cpp    the driver, registered in grader/problems/ (generated registry)
# tests/<problem>/ and benchmarks/<problem>/ are picked up by their folders.
# docs/adding-a-problem.md is the checklist.

# -O2 and unsanitized, for the code a runner is made of; in an optimised,
# unsanitized build the preset's own flags already are that (BT_RUNNER_APART).
function(bt_runner_flags target)
  if(BT_RUNNER_APART)
    target_compile_options(${target} PRIVATE -O2 -fno-sanitize=all -fno-omit-frame-pointer)
  endif()
endfunction()

function(bt_add_problem problem)
  set(root ${PROJECT_SOURCE_DIR})
  set(required_files framework/${problem}/runner_hooks.cpp grader/problems/${problem}.cpp)
  if(BT_WITH_REFERENCE)
    list(APPEND required_files reference/${problem}/model_answer.cpp)
  endif()
  foreach(required IN LISTS required_files)
    if(NOT EXISTS ${root}/${required})
      message(FATAL_ERROR "bt_add_problem(${problem}): ${required} is missing (docs/adding-a-problem.md)")
    endif()
  endforeach()

  file(GLOB sources CONFIGURE_DEPENDS ${root}/framework/${problem}/*.cpp)
  list(FILTER sources EXCLUDE REGEX "/runner_hooks\\.cpp$")
  add_library(bt_${problem}_objects OBJECT ${sources})
  target_link_libraries(bt_${problem}_objects PUBLIC bt_framework PRIVATE bt_warnings)
  add_library(bt_${problem} STATIC $<TARGET_OBJECTS:bt_${problem}_objects>)
  target_link_libraries(bt_${problem} PUBLIC bt_framework)

  # The archive a student's runner links: always optimised and never
  # sanitized, whatever this build is (student searches are node-heavy, and a
  # sanitizer runtime would defeat the grader's address-space limit). Its
  # problem objects are the library's own unless the build is sanitized
  # (framework/CMakeLists.txt).
  if(BT_RUNNER_APART)
    set(problem_objects ${sources})
  else()
    set(problem_objects $<TARGET_OBJECTS:bt_${problem}_objects>)
  endif()
  add_library(bt_runner_${problem} STATIC ${bt_runner_core_objects} ${problem_objects}
                                         ${root}/framework/${problem}/runner_hooks.cpp)
  target_include_directories(bt_runner_${problem} PUBLIC ${root})
  target_link_libraries(bt_runner_${problem} PUBLIC yaml-cpp nlohmann_json::nlohmann_json sodium::sodium
                                             PRIVATE bt_warnings)
  bt_runner_flags(bt_runner_${problem})

  if(BT_WITH_REFERENCE)
    add_library(bt_model_${problem} STATIC ${root}/reference/${problem}/model_answer.cpp)
    target_link_libraries(bt_model_${problem} PUBLIC bt_${problem} PRIVATE bt_warnings)

    file(GLOB fast CONFIGURE_DEPENDS ${root}/reference/${problem}/*.cpp)
    list(FILTER fast EXCLUDE REGEX "/model_answer\\.cpp$")
    if(fast)
      add_library(bt_reference_${problem} STATIC ${fast})
      target_link_libraries(bt_reference_${problem} PUBLIC bt_${problem} PRIVATE bt_warnings)
    else()
      add_library(bt_reference_${problem} INTERFACE)
      target_link_libraries(bt_reference_${problem} INTERFACE bt_${problem})
    endif()
  endif()

  file(GLOB exercise CONFIGURE_DEPENDS ${root}/exercises/${problem}/*.cpp)
  add_library(bt_exercise_${problem} OBJECT ${exercise})
  target_link_libraries(bt_exercise_${problem} PRIVATE bt_${problem} bt_warnings)

  set_property(GLOBAL APPEND PROPERTY BT_PROBLEMS ${problem})
endfunction()
