#pragma once
// What a case's node expectations must hold against the references, whatever
// the problem (node_expectations.cpp): the counts it names agree with the
// references' runs, a budget the model answer meets does not depend on the
// order or cut the lecture allows, and the CPU limit lets a slow but honest
// search finish in its slowest reading.

#include "grader/core/problem_driver.hpp"

#include <cstdint>

namespace grader {

// `hook`: the case's hook; `solve`: a solve hook, which checks its budget
// against both references itself.
void check_node_expectation(const test_case& tc, std::uint64_t cap, const hook_info& hook, bool solve,
                            reference_report& report);

}  // namespace grader
