# The model answers and fast references: the instructor's kit builds them into
# its grader (validate, solve, generate, play, `show` of the model answer, the
# judge's "no solution" and "bad request" checks) when it has reference/
# (BT_WITH_REFERENCE). The student handout has none of this, and its problems
# are built by bt_add_problem alone.

# bt_problem_reference(<problem> <root>): what bt_add_problem (problems.cmake)
# adds to a problem in the instructor's build, once its driver exists:
#   reference/<problem>/model_answer.cpp  bt_model_<problem>      the hooks, written to be read
#   reference/<problem>/ other *.cpp      bt_reference_<problem>  the fast solvers (interface when none)
#   grader/problems/<problem>_reference.cpp, <problem>_generator.cpp
#                                         the driver's reference part and case generator, which call them
#                                         (grader/core/rules_reference.hpp), linked into bt_driver_<problem>
function(bt_problem_reference problem root)
  if(NOT EXISTS ${root}/reference/${problem}/model_answer.cpp)
    message(FATAL_ERROR "bt_add_problem(${problem}): reference/${problem}/model_answer.cpp is missing "
                        "(docs/adding-a-problem.md)")
  endif()
  add_library(bt_model_${problem} STATIC ${root}/reference/${problem}/model_answer.cpp)
  target_link_libraries(bt_model_${problem} PUBLIC bt_${problem} PRIVATE bt_warnings)
  target_compile_options(bt_model_${problem} PRIVATE ${BT_SEARCH_OPTIMISATION})

  file(GLOB fast CONFIGURE_DEPENDS ${root}/reference/${problem}/*.cpp)
  list(FILTER fast EXCLUDE REGEX "/model_answer\\.cpp$")
  if(fast)
    add_library(bt_reference_${problem} STATIC ${fast})
    target_link_libraries(bt_reference_${problem} PUBLIC bt_${problem} PRIVATE bt_warnings)
    target_compile_options(bt_reference_${problem} PRIVATE ${BT_SEARCH_OPTIMISATION})
  else()
    add_library(bt_reference_${problem} INTERFACE)
    target_link_libraries(bt_reference_${problem} INTERFACE bt_${problem})
  endif()

  file(GLOB parts CONFIGURE_DEPENDS ${root}/grader/problems/${problem}_reference.cpp
                                    ${root}/grader/problems/${problem}_generator.cpp)
  target_sources(bt_driver_${problem} PRIVATE ${parts})
  target_link_libraries(bt_driver_${problem} PRIVATE bt_model_${problem} bt_reference_${problem})
  if(EXISTS ${root}/grader/problems/${problem}_reference.cpp)
    set_property(GLOBAL PROPERTY BT_PROBLEM_REFERENCE_PART_${problem} ON)
  endif()
endfunction()
