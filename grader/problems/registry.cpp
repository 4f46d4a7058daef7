// The list of problems the grader knows. A new problem adds its driver here
// and nowhere else: the loader, the pipeline and the CLI look drivers up by name.

#include "grader/core/problem_driver.hpp"
#include "grader/problems/peg_solitaire.hpp"

#include <algorithm>

namespace grader {

const std::vector<const problem_driver*>& all_drivers() {
  // Built on first use, so no driver depends on static initialisation order.
  static const std::vector<const problem_driver*> drivers{&problems::peg_solitaire_driver()};
  return drivers;
}

const problem_driver* find_driver(std::string_view name) {
  const auto& drivers = all_drivers();
  const auto found = std::find_if(drivers.begin(), drivers.end(),
                                  [&](const problem_driver* d) { return d->name() == name; });
  return found == drivers.end() ? nullptr : *found;
}

}  // namespace grader
