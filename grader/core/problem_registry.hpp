#pragma once
// Where each problem an executable knows has its files. Like all_drivers()
// (problem_driver.hpp), it is defined by the registry the executable links,
// generated from the problems CMake lists for it (bt_problem_registry in
// cmake/problems.cmake): the instructor's grader knows the kit's problems, a
// test's grader may know test-only ones too.

#include <string_view>
#include <vector>

namespace grader {

struct registered_problem {
  std::string_view name;
  // The folder holding its framework/, exercises/ and testcases/ (and model
  // answer); empty for the kit's own problems, whose root is the kit's
  // (--kit-root).
  std::string_view root;
  std::string_view runner_archive;  // libbt_runner_<problem>.a
  // bt_python_runner_<problem>, to which a team's Python sources are appended;
  // empty when the problem has no Python track in this build.
  std::string_view python_runner;
  // student_pch/<problem>/hooks_pch.hpp, whose .gch is the problem's student
  // headers precompiled; empty when there is none (cmake/problems.cmake).
  std::string_view student_pch;
};

[[nodiscard]] const std::vector<registered_problem>& registered_problems();

}  // namespace grader
