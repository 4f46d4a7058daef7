#include "grader/core/untrusted.hpp"

namespace grader {

const nlohmann::json& output_field(const nlohmann::json& output, const char* key) {
  if (!output.is_object() || !output.contains(key)) {
    throw malformed(std::string("expected an object with '") + key + "', got " + feedback::quote(output));
  }
  return output.at(key);
}

int int_field(const nlohmann::json& output, const char* key) {
  const nlohmann::json& v = output_field(output, key);
  if (!v.is_number_integer())
    throw malformed(std::string("'") + key + "' is not an integer: " + feedback::quote(v));
  return v.get<int>();
}

std::vector<std::size_t> wrong_booleans(const nlohmann::json& answers, const nlohmann::json& truth) {
  if (!answers.is_array() || answers.size() != truth.size())
    throw malformed("expected " + std::to_string(truth.size()) + " answers, got " + feedback::quote(answers));
  std::vector<std::size_t> wrong;
  for (std::size_t i = 0; i < truth.size(); ++i) {
    if (!answers[i].is_boolean()) throw malformed("not true or false: " + feedback::quote(answers[i]));
    if (answers[i].get<bool>() != truth[i].get<bool>()) wrong.push_back(i);
  }
  return wrong;
}

}  // namespace grader
