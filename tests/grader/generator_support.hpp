#pragma once
// Shared by the problems' generator tests (tests/<problem>/generator_test.cpp):
// a registered problem's case generator, its options with their defaults,
// and a generated case's fields as text to compare.

#include "grader/core/case_generator.hpp"
#include "grader/core/problem_driver.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <string_view>

namespace grader::testing {

inline const case_generator& generator_of(std::string_view problem) {
  const auto* driver = find_driver(problem);
  EXPECT_NE(driver, nullptr);
  EXPECT_NE(driver->generator(), nullptr);
  return *driver->generator();
}

// `given`, and every other option at its default.
inline std::map<std::string, std::string> with_defaults(const case_generator& g,
                                                        std::map<std::string, std::string> given = {}) {
  for (const auto& p : g.parameters()) given.emplace(p.name, p.default_value);
  return given;
}

inline std::string dump(const YAML::Node& n) {
  YAML::Emitter out;
  out << n;
  return out.c_str();
}

}  // namespace grader::testing
