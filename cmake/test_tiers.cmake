# The programs of the test tiers (docs/performance.md, "The test run"):
#   unit_tests          every unit test program: what the sanitized build
#                       compiles and runs, and what the fast tier adds to the
#                       dev build (ctest label unit)
#   all_but_unit_tests  everything else `all` builds: what the whole run's dev
#                       build compiles (the unit tests are the sanitized
#                       build's to compile and run)
# A test folder names its unit test programs with bt_unit_test_program().

function(bt_unit_test_program)
  set_property(GLOBAL APPEND PROPERTY BT_UNIT_TEST_PROGRAMS ${ARGN})
endfunction()

# Every target `all` builds under `dir`, recursively.
function(bt_targets_in_all dir out)
  set(found "")
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    get_target_property(excluded ${target} EXCLUDE_FROM_ALL)
    if(NOT type STREQUAL "INTERFACE_LIBRARY" AND NOT excluded)
      list(APPEND found ${target})
    endif()
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    bt_targets_in_all(${subdir} more)
    list(APPEND found ${more})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

# Called once every target is defined.
function(bt_test_tier_targets)
  get_property(unit GLOBAL PROPERTY BT_UNIT_TEST_PROGRAMS)
  add_custom_target(unit_tests)
  if(unit)
    add_dependencies(unit_tests ${unit})
  endif()
  bt_targets_in_all(${PROJECT_SOURCE_DIR} everything)
  list(REMOVE_ITEM everything unit_tests ${unit})
  add_custom_target(all_but_unit_tests)
  if(everything)
    add_dependencies(all_but_unit_tests ${everything})
  endif()
endfunction()

# bt_graded_with(<var>): the binaries whose change can change a grade without
# the test that grades being rebuilt (the grader, the sandbox's helper, every
# problem's runner archive and Python runner), comma-separated for a test's
# BT_GRADED_WITH: a class run kept by their fingerprint is made again when one
# is rebuilt (tests/support/class_run.hpp).
function(bt_graded_with out)
  set(binaries "$<TARGET_FILE:grader>" "$<TARGET_FILE:bt_sandbox_exec>")
  get_property(problems GLOBAL PROPERTY BT_PROBLEMS)
  foreach(problem IN LISTS problems)
    get_property(archive GLOBAL PROPERTY BT_RUNNER_ARCHIVE_${problem})
    get_property(python_runner GLOBAL PROPERTY BT_PYTHON_RUNNER_${problem})
    list(APPEND binaries ${archive} ${python_runner})
  endforeach()
  string(REPLACE ";" "," binaries "${binaries}")
  set(${out} "${binaries}" PARENT_SCOPE)
endfunction()
