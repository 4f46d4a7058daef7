#pragma once
// What the fuzz targets share: the kit's shipped public cases, loaded once per
// process, and a case picked by two bytes of the input, so that one corpus
// reaches every problem's driver and many of its hooks.

#include "grader/cases/suite_loader.hpp"
#include "grader/core/problem_driver.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace bt_fuzz {

inline std::filesystem::path kit_root() { return BT_SOURCE_DIR; }

struct picked_case {
  const grader::problem_driver& driver;
  const grader::test_case& tc;
};

// Every public case of every problem, per problem in the registry's order.
inline const std::vector<std::vector<grader::test_case>>& shipped_cases() {
  static const auto cases = [] {
    std::vector<std::vector<grader::test_case>> per_problem;
    for (const auto* driver : grader::all_drivers()) {
      auto& mine = per_problem.emplace_back();
      const std::string name(driver->name());
      for (const auto& suite : grader::load_suites(kit_root() / "testcases", {name}, false)) {
        mine.insert(mine.end(), suite.cases.begin(), suite.cases.end());
      }
    }
    return per_problem;
  }();
  return cases;
}

// The problem is the first byte, the case the second; both are taken off `bytes`.
inline picked_case pick_case(std::span<const std::uint8_t>& bytes) {
  const auto& drivers = grader::all_drivers();
  const auto& cases = shipped_cases();
  const std::size_t problem = bytes.empty() ? 0 : bytes[0] % drivers.size();
  const std::size_t index = bytes.size() < 2 ? 0 : bytes[1] % cases[problem].size();
  bytes = bytes.subspan(std::min<std::size_t>(bytes.size(), 2));
  return {*drivers[problem], cases[problem][index]};
}

inline std::string text_of(std::span<const std::uint8_t> bytes) {
  return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

}  // namespace bt_fuzz
