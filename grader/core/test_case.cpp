#include "grader/core/test_case.hpp"

namespace grader {

std::string_view to_string(visibility v) noexcept { return v == visibility::hidden ? "hidden" : "public"; }

std::string_view to_string(node_mode m) noexcept {
  switch (m) {
    case node_mode::exact:
      return "exact";
    case node_mode::budget:
      return "budget";
    case node_mode::record:
      return "record";
  }
  return "record";
}

}  // namespace grader
