#include "grader/cases/case_selection.hpp"

#include <fnmatch.h>

#include <algorithm>
#include <stdexcept>

namespace grader {

bool case_matches(const std::string& pattern, const test_case& tc) {
  if (::fnmatch(pattern.c_str(), tc.id.c_str(), 0) == 0) return true;
  return pattern.find('/') == std::string::npos && ::fnmatch(pattern.c_str(), tc.name.c_str(), 0) == 0;
}

std::vector<suite_file> select_cases(std::vector<suite_file> suites,
                                     const std::vector<std::string>& patterns) {
  if (patterns.empty()) return suites;
  for (const auto& pattern : patterns) {
    const bool found = std::any_of(suites.begin(), suites.end(), [&](const suite_file& s) {
      return std::any_of(s.cases.begin(), s.cases.end(),
                         [&](const test_case& tc) { return case_matches(pattern, tc); });
    });
    if (!found) {
      throw std::invalid_argument("--case '" + pattern + "' matches no case (cases are suite/name, e.g. " +
                                  some_case_ids(suites) + "; patterns as in the shell: 'solve_*/*')");
    }
  }
  std::vector<suite_file> kept;
  for (auto& s : suites) {
    std::erase_if(s.cases, [&](const test_case& tc) {
      return std::none_of(patterns.begin(), patterns.end(),
                          [&](const std::string& p) { return case_matches(p, tc); });
    });
    if (!s.cases.empty()) kept.push_back(std::move(s));
  }
  return kept;
}

std::vector<std::string> patterns_for(const std::vector<suite_file>& suites,
                                      const std::set<std::string>& ids) {
  std::vector<std::string> patterns;
  const auto add = [&patterns](const std::string& p) {
    if (std::find(patterns.begin(), patterns.end(), p) == patterns.end()) patterns.push_back(p);
  };
  for (const auto& s : suites) {
    const bool whole =
        !s.cases.empty() &&
        std::all_of(s.cases.begin(), s.cases.end(), [&](const test_case& tc) { return ids.contains(tc.id); });
    if (whole) {
      add(s.suite + "/*");
      continue;
    }
    for (const auto& tc : s.cases) {
      if (ids.contains(tc.id)) add(tc.id);
    }
  }
  return patterns;
}

std::string some_case_ids(const std::vector<suite_file>& suites, std::size_t most) {
  // The first case of each suite, so that every suite name shows.
  std::string text;
  std::size_t listed = 0;
  for (const auto& s : suites) {
    if (s.cases.empty()) continue;
    if (listed++ == most) return text + ", ...";
    text += (text.empty() ? "" : ", ") + s.cases.front().id;
  }
  return text.empty() ? "none" : text;
}

}  // namespace grader
