#include "grader/core/untrusted.hpp"

namespace grader {

const nlohmann::json& output_field(const nlohmann::json& output, const char* key) {
  if (!output.is_object() || !output.contains(key)) {
    throw malformed(std::string("expected an object with '") + key + "', got " + feedback::quote(output));
  }
  return output.at(key);
}

}  // namespace grader
